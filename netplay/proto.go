package netplay

import (
	"errors"
	"fmt"
	"math"
	"unicode/utf8"
)

// Version is the protocol's version: a Hello of another is refused.
// Version 2 has 128-bit seat tokens, the State a frame was made on
// (Input.Seen) and a refusal's cause (Verdict.Cause).
const Version = 2

// Limits on what a client may send. A message past any of them is refused
// and its sender disconnected.
const (
	MaxClientMessage = 256 // bytes
	MaxName          = 24  // bytes of a player's name
	MaxCode          = 8   // bytes of a join code
	MaxNodeName      = 64  // bytes of a node name in a claim
	MaxCommand       = 64  // bytes of a console command
	MaxDraw          = 10  // slots 0..9, sent as slot+1
)

// MaxServerMessage bounds what a client accepts from the server.
const MaxServerMessage = 1 << 16

// Kind is a message's first byte.
type Kind byte

// The messages. A client sends Hello once, then an Input each tick and a
// Command when the console asks the server something; the server sends
// Welcome once, then State every other tick and a Verdict for each claim,
// a Notice when it has something to tell the player, and a Bye last.
const (
	KindHello   Kind = 1
	KindInput   Kind = 2
	KindCommand Kind = 3
	KindWelcome Kind = 16
	KindState   Kind = 17
	KindVerdict Kind = 18
	KindBye     Kind = 19
	KindNotice  Kind = 20
)

// Errors of decoding; each message names the field.
var (
	ErrTooLong   = errors.New("netplay: message too long")
	ErrTruncated = errors.New("netplay: message truncated")
	ErrKind      = errors.New("netplay: unknown message kind")
	ErrTrailing  = errors.New("netplay: bytes after the message")
	ErrField     = errors.New("netplay: bad field")
)

// Hello joins a match: Code names it; Token, from an earlier Welcome,
// takes back the seat of a player who dropped (zero for a new player).
type Hello struct {
	Version uint8
	Code    string
	Name    string
	Token   Token
}

// Input is one tick of a player's machine: frame n of its inputs, what it
// holds, and the move its prediction started on that frame, if any
// (Claim, a node name, for the server to confirm or refuse).
type Input struct {
	Frame   uint32
	Buttons uint64
	// StickX and StickY are the stick from -127 to 127 a side.
	StickX, StickY int8
	// Draw is a draw of slot Draw-1 on this frame; 0 for none.
	Draw  uint8
	Lock  bool
	Claim string
	// Seen is the tick of the newest State the machine held as it made
	// the frame: what the server had told it when it pressed.
	Seen uint32
}

// Command is a console command for the server, such as
// "UPC.Debug.Net.RejectNextActivation 1".
type Command struct {
	Text string
}

// Welcome seats a player: its index in the match's players, the token
// that takes its seat back, the world's seed and the first item.
type Welcome struct {
	Player  uint8
	Players uint8
	Token   Token
	Item    string
}

// Verdict answers a claim: the move a player's machine started on Frame is
// confirmed, or refused with the node the server has the player on, Time
// ticks into it after running frame Applied (so the machine can put the
// player where the server has it, in time too).
type Verdict struct {
	Frame   uint32
	Confirm bool
	Node    string
	Applied uint32
	Time    uint32
	// Locked is set on refusing a cut the node's rules forbid: the
	// player's presses are dropped until Node's window opens or it ends.
	Locked bool
	// Cause says why a claim was refused (a Cause); 0 when confirmed.
	Cause uint8
}

// Bye tells a client why it is turned away or dropped.
type Bye struct {
	Reason string
	// Final says taking the seat back is no use: the match is over, the
	// seat was taken back by another connection, the server is shutting
	// down, or it refused the Hello itself. A drop for the connection's
	// own fault (a flood, silence) is not final: the token may rejoin.
	Final bool
}

// Notice tells a player something the server did or did not do for it,
// for its console: that its debug commands are off, say.
type Notice struct {
	Text string
}

// writer appends a message's fields.
type writer struct{ b []byte }

func (w *writer) u8(v uint8) { w.b = append(w.b, v) }
func (w *writer) uvarint(v uint64) {
	for v >= 0x80 {
		w.b = append(w.b, byte(v)|0x80)
		v >>= 7
	}
	w.b = append(w.b, byte(v))
}
func (w *writer) u64(v uint64) {
	for i := range 8 {
		w.b = append(w.b, byte(v>>(8*i)))
	}
}
func (w *writer) f32(v float32) {
	u := math.Float32bits(v)
	w.b = append(w.b, byte(u), byte(u>>8), byte(u>>16), byte(u>>24))
}
func (w *writer) f64(v float64) { w.u64(math.Float64bits(v)) }
func (w *writer) token(t Token) { w.b = append(w.b, t[:]...) }
func (w *writer) str(s string) {
	w.uvarint(uint64(len(s)))
	w.b = append(w.b, s...)
}
func (w *writer) boolean(v bool) {
	if v {
		w.u8(1)
	} else {
		w.u8(0)
	}
}

// reader takes a message's fields, remembering the first problem.
type reader struct {
	b   []byte
	err error
}

func (r *reader) fail(err error, field string) {
	if r.err == nil {
		r.err = fmt.Errorf("%w: %s", err, field)
	}
}

func (r *reader) u8(field string) uint8 {
	if r.err != nil || len(r.b) < 1 {
		r.fail(ErrTruncated, field)
		return 0
	}
	v := r.b[0]
	r.b = r.b[1:]
	return v
}

func (r *reader) uvarint(field string, max uint64) uint64 {
	var v uint64
	for i := 0; ; i++ {
		if r.err != nil || len(r.b) == 0 || i == 10 {
			r.fail(ErrTruncated, field)
			return 0
		}
		c := r.b[0]
		r.b = r.b[1:]
		v |= uint64(c&0x7f) << (7 * i)
		if c < 0x80 {
			break
		}
	}
	if v > max {
		r.fail(ErrField, fmt.Sprintf("%s %d past %d", field, v, max))
		return 0
	}
	return v
}

func (r *reader) u64(field string) uint64 {
	if r.err != nil || len(r.b) < 8 {
		r.fail(ErrTruncated, field)
		return 0
	}
	var v uint64
	for i := range 8 {
		v |= uint64(r.b[i]) << (8 * i)
	}
	r.b = r.b[8:]
	return v
}

func (r *reader) token(field string) Token {
	var t Token
	if r.err != nil || len(r.b) < len(t) {
		r.fail(ErrTruncated, field)
		return t
	}
	copy(t[:], r.b)
	r.b = r.b[len(t):]
	return t
}

func (r *reader) f32(field string) float32 {
	if r.err != nil || len(r.b) < 4 {
		r.fail(ErrTruncated, field)
		return 0
	}
	v := math.Float32frombits(uint32(r.b[0]) | uint32(r.b[1])<<8 | uint32(r.b[2])<<16 | uint32(r.b[3])<<24)
	r.b = r.b[4:]
	if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
		r.fail(ErrField, field+" not a finite number")
		return 0
	}
	return v
}

func (r *reader) f64(field string) float64 {
	v := math.Float64frombits(r.u64(field))
	if math.IsNaN(v) || math.IsInf(v, 0) {
		r.fail(ErrField, field+" not a finite number")
		return 0
	}
	return v
}

func (r *reader) str(field string, max int) string {
	n := r.uvarint(field, uint64(max))
	if r.err != nil {
		return ""
	}
	if uint64(len(r.b)) < n {
		r.fail(ErrTruncated, field)
		return ""
	}
	s := string(r.b[:n])
	r.b = r.b[n:]
	if !utf8.ValidString(s) {
		r.fail(ErrField, field+" not UTF-8")
		return ""
	}
	return s
}

func (r *reader) boolean(field string) bool {
	switch r.u8(field) {
	case 0:
		return false
	case 1:
		return true
	}
	r.fail(ErrField, field+" not 0 or 1")
	return false
}

// open starts reading a message of at most max bytes: its kind.
func open(b []byte, max int) (reader, Kind, error) {
	if len(b) > max {
		return reader{}, 0, fmt.Errorf("%w: %d bytes, at most %d", ErrTooLong, len(b), max)
	}
	r := reader{b: b}
	k := Kind(r.u8("kind"))
	return r, k, r.err
}

// end fails when bytes are left over.
func (r *reader) end() error {
	if r.err == nil && len(r.b) > 0 {
		r.err = ErrTrailing
	}
	return r.err
}
