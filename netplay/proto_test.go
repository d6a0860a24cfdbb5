package netplay

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
)

// TestClientMessagesRoundTrip encodes each kind of client message and
// decodes it back unchanged.
func TestClientMessagesRoundTrip(t *testing.T) {
	tests := []ClientMessage{
		Hello{Version: Version, Code: "AB3CD", Name: "Ada", Token: Token{1, 2, 3, 15: 0xff}},
		Hello{},
		Input{Frame: 1<<32 - 1, Buttons: 1<<40 | 3, StickX: -127, StickY: 127, Draw: MaxDraw, Lock: true, Claim: "Jab 1", Seen: 1<<32 - 1},
		Input{},
		Command{Text: "UPC.Debug.Net.RejectNextActivation 1"},
	}
	for _, want := range tests {
		b := EncodeClient(nil, want)
		have, err := DecodeClient(b)
		if err != nil || !reflect.DeepEqual(have, want) {
			t.Errorf("%#v: decoded %#v, %v", want, have, err)
		}
	}
}

// TestServerMessagesRoundTrip does the same for the server's messages.
func TestServerMessagesRoundTrip(t *testing.T) {
	tests := []ServerMessage{
		Welcome{Player: 3, Players: 4, Token: Token{99, 15: 1}, Item: "Sword"},
		&State{Tick: 600, Phase: 1, Wave: 2, Applied: 590, Echo: 595, EchoAge: 2, Chars: []CharState{
			{Name: "Player", X: 1.5, Y: -2, Facing: 3.1, Health: 80, MaxHealth: 100, Stamina: 40, Node: "Jab 1", TimeInNode: 12, Item: "Fists", Flags: FlagWindow},
			{Type: "Grunt", Name: "Grunt 4", Node: "ROOT", Flags: FlagCue | FlagDead},
		}},
		Verdict{Frame: 12, Confirm: true},
		Verdict{Frame: 13, Node: "ROOT", Applied: 19, Time: 4, Cause: 3},
		Bye{Reason: "full"},
		Bye{Reason: "the match is over: victory", Final: true},
		Notice{Text: noDebug},
	}
	for _, want := range tests {
		b := EncodeServer(nil, want)
		have, err := DecodeServer(b)
		if err != nil || !reflect.DeepEqual(have, want) {
			t.Errorf("%#v: decoded %#v, %v", want, have, err)
		}
	}
}

// TestDecodeClientRefuses lists what a client may not send: each is an
// error naming the problem, never a panic.
func TestDecodeClientRefuses(t *testing.T) {
	input := EncodeClient(nil, Input{Frame: 5, Claim: "Jab 1"})
	tests := []struct {
		name string
		msg  []byte
		want error
	}{
		{"nothing", nil, ErrTruncated},
		{"too long", bytes.Repeat([]byte{2}, MaxClientMessage+1), ErrTooLong},
		{"unknown kind", []byte{99}, ErrKind},
		{"a server message", EncodeServer(nil, Bye{Reason: "x"}), ErrKind},
		{"truncated input", input[:len(input)-2], ErrTruncated},
		{"bytes after", append(append([]byte{}, input...), 0), ErrTrailing},
		{"name too long", EncodeClient(nil, Hello{Name: strings.Repeat("n", MaxName+1)}), ErrField},
		{"code too long", EncodeClient(nil, Hello{Code: "ABCDEFGHJ"}), ErrField},
		{"claim too long", EncodeClient(nil, Input{Claim: strings.Repeat("x", MaxNodeName+1)}), ErrField},
		{"name not UTF-8", EncodeClient(nil, Hello{Name: "\xff\xfe"}), ErrField},
		{"draw past slot 9", EncodeClient(nil, Input{Draw: MaxDraw + 1}), ErrField},
		{"stick at -128", EncodeClient(nil, Input{StickX: -128}), ErrField},
		{"lock of 2", []byte{byte(KindInput), 0, 0, 0, 0, 0, 2, 0}, ErrField},
		{"varint of 11 bytes", append([]byte{byte(KindInput)}, bytes.Repeat([]byte{0x80}, 11)...), ErrTruncated},
		{"frame past 32 bits", append([]byte{byte(KindInput)}, 0x80, 0x80, 0x80, 0x80, 0x10, 0, 0, 0, 0, 0, 0), ErrField},
		{"command too long", EncodeClient(nil, Command{Text: strings.Repeat("c", MaxCommand+1)}), ErrField},
	}
	for _, tt := range tests {
		m, err := DecodeClient(tt.msg)
		if !errors.Is(err, tt.want) || m != nil {
			t.Errorf("%s: have %v, %v; want %v", tt.name, m, err, tt.want)
		}
	}
}

// TestStateDigestSeesEveryField changes one replicated field at a time:
// the digest changes each time.
func TestStateDigestSeesEveryField(t *testing.T) {
	base := State{Phase: 0, Wave: 1, Chars: []CharState{{Name: "Player", X: 1, Y: 2, Facing: 0.5, Health: 90, Stamina: 30, Node: "ROOT", Item: "Fists"}}}
	edits := map[string]func(*State){
		"phase":   func(s *State) { s.Phase = 2 },
		"wave":    func(s *State) { s.Wave = 2 },
		"x":       func(s *State) { s.Chars[0].X = 1.5 },
		"health":  func(s *State) { s.Chars[0].Health = 89 },
		"stamina": func(s *State) { s.Chars[0].Stamina = 29 },
		"node":    func(s *State) { s.Chars[0].Node = "Jab 1" },
		"item":    func(s *State) { s.Chars[0].Item = "Sword" },
		"flags":   func(s *State) { s.Chars[0].Flags = FlagDead },
		"type":    func(s *State) { s.Chars[0].Type = "Grunt" },
	}
	want := base.Digest()
	for name, edit := range edits {
		s := base
		s.Chars = append([]CharState(nil), base.Chars...)
		edit(&s)
		if s.Digest() == want {
			t.Errorf("%s changed, the digest did not", name)
		}
	}
}

// FuzzDecodeClient: any bytes decode to a message or an error, never a
// panic; a message decoded encodes back to the same bytes.
func FuzzDecodeClient(f *testing.F) {
	f.Add(EncodeClient(nil, Hello{Version: Version, Code: "AB3CD", Name: "Ada", Token: Token{9}}))
	f.Add(EncodeClient(nil, Input{Frame: 300, Buttons: 5, StickX: 20, StickY: -3, Draw: 2, Lock: true, Claim: "Jab 1"}))
	f.Add(EncodeClient(nil, Command{Text: "UPC.Debug.Net.RejectNextActivation 1"}))
	f.Add(bytes.Repeat([]byte{0xff}, MaxClientMessage))
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := DecodeClient(b)
		if (m == nil) == (err == nil) {
			t.Fatalf("message %v with error %v", m, err)
		}
		// The server's own path for inputs reads the same.
		var in Input
		if ok, ierr := DecodeInput(b, &in); ok {
			if (ierr == nil) != (err == nil) || (err == nil && m != in) {
				t.Fatalf("DecodeInput %v, %v; DecodeClient %v, %v", in, ierr, m, err)
			}
		} else if _, isInput := m.(Input); isInput {
			t.Fatalf("DecodeInput passed over an input: %v", m)
		}
		if m != nil && !bytes.Equal(EncodeClient(nil, m), b) {
			// Varints may be written longer than needed; the message
			// must at least decode the same again.
			again, err := DecodeClient(EncodeClient(nil, m))
			if err != nil || !reflect.DeepEqual(again, m) {
				t.Fatalf("%v re-encodes to %v, %v", m, again, err)
			}
		}
	})
}

// FuzzDecodeServer: the same for what a client reads from a server.
func FuzzDecodeServer(f *testing.F) {
	f.Add(EncodeServer(nil, Welcome{Player: 1, Players: 2, Token: Token{3}, Item: "Fists"}))
	f.Add(EncodeServer(nil, &State{Tick: 9, Chars: []CharState{{Name: "Player", Node: "ROOT", X: 3}}}))
	f.Add(EncodeServer(nil, Verdict{Frame: 4, Node: "ROOT", Applied: 9, Time: 2}))
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := DecodeServer(b)
		if (m == nil) == (err == nil) {
			t.Fatalf("message %v with error %v", m, err)
		}
	})
}

// TestRTTReadoutIsSmooth feeds the readout samples of a steady 100 ms
// round trip with spikes a busy machine adds: the readout stays within a
// few ms of 100; a lasting change to 200 ms shows within five samples.
func TestRTTReadoutIsSmooth(t *testing.T) {
	var r rttMeter
	if _, ok := r.get(); ok {
		t.Fatal("a readout before any sample")
	}
	ms := time.Millisecond
	for i := range 40 {
		d := 100*ms + time.Duration(i%3)*ms
		if i%6 == 5 {
			d = 145 * ms // a spike
		}
		r.add(d)
		if have, _ := r.get(); i >= 2 && (have < 99*ms || have > 103*ms) {
			t.Fatalf("sample %d: readout %v, want 100-102 ms", i, have)
		}
	}
	for i := range 5 {
		r.add(200 * ms)
		if have, _ := r.get(); i == 4 && have != 200*ms {
			t.Errorf("five samples of 200 ms: readout %v", have)
		}
	}
}

// TestKindsAreDistinct keeps every message kind, the transport's probes
// among them, a byte of its own.
func TestKindsAreDistinct(t *testing.T) {
	kinds := []Kind{KindHello, KindInput, KindCommand, KindPing, KindWelcome, KindState, KindVerdict, KindBye, KindNotice, KindPong}
	seen := map[Kind]bool{}
	for _, k := range kinds {
		if seen[k] {
			t.Errorf("kind %d is used twice", k)
		}
		seen[k] = true
	}
}
