package netplay

import (
	"testing"

	"github.com/upc-demo/actiongraph-game/items"
)

// rawSeat is a player's machine that sends frames of its own making, as a
// cheating or broken client could.
type rawSeat struct {
	tb    *table
	conn  Conn
	frame uint32
	got   []Verdict
	notes []Notice
}

func newRawSeat(t *testing.T, tb *table) *rawSeat {
	l := NewLink(tb.clock, calm, 5)
	tb.srv.Accept(l.A)
	r := &rawSeat{tb: tb, conn: l.B}
	if err := r.conn.Send(EncodeClient(nil, Hello{Version: Version, Code: tb.m.Code, Name: "raw"})); err != nil {
		t.Fatal(err)
	}
	return r
}

// send sends one frame, runs the server a tick and keeps the verdicts.
func (r *rawSeat) send(b items.Buttons, claim string) {
	r.put(b, claim)
	r.tb.srv.Tick()
	r.tb.clock.Advance()
	r.collect()
}

// put sends one frame.
func (r *rawSeat) put(b items.Buttons, claim string) {
	_ = r.conn.Send(EncodeClient(nil, Input{Frame: r.frame, Buttons: uint64(b), Claim: claim}))
	r.frame++
}

// collect keeps the verdicts and notices that came.
func (r *rawSeat) collect() {
	for {
		msg, err := r.conn.Recv()
		if err != nil || msg == nil {
			return
		}
		if m, err := DecodeServer(msg); err == nil {
			switch m := m.(type) {
			case Verdict:
				r.got = append(r.got, m)
			case Notice:
				r.notes = append(r.notes, m)
			}
		}
	}
}

// TestEarlyCutLocksUntilTheWindow sends the claims of a client that chains
// Jab 2 long before Jab 1's action window opens: the server refuses the
// cut (Locked), drops the press its graph held for the window, and drops
// the player's presses until the window opens; in the window, a chain is
// confirmed.
func TestEarlyCutLocksUntilTheWindow(t *testing.T) {
	tb := newTable(t, 0, calm)
	r := newRawSeat(t, tb)
	for range 10 {
		r.send(0, "")
	}
	start := r.frame
	r.send(leftClick, "Jab 1") // Jab 1's window opens 12 frames in
	r.send(leftClick, "")
	r.send(0, "")
	r.send(leftClick, "Jab 2") // frame start+3: a cut 9 frames before the window
	for r.frame < start+10 {
		r.send(0, "")
	}
	r.send(leftClick, "") // frame start+10: the cut was refused at start+9, so locked
	for r.frame < start+11+uint32(jitterFrames+calm.Latency) {
		r.send(0, "") // the server runs frame start+11 by the last
	}
	p := tb.m.w.PlayerAt(0)
	if node := p.State().Node; node != "Jab 1" {
		t.Fatalf("after the refused cut the server has the player on %q, want Jab 1 playing on", node)
	}
	if p.State().HasWaiting {
		t.Error("the refused cut's press still waits for the window")
	}
	if tb.m.seats[0].stats.Locked == 0 {
		t.Error("the press made under the lock was not dropped")
	}
	chainAt := r.frame // in Jab 1's window, frames 12 to 24
	r.send(leftClick, "Jab 2")
	for range int(claimSlack) + jitterFrames + calm.Latency + 6 {
		r.send(0, "")
	}
	want := []struct {
		frame   uint32
		confirm bool
		locked  bool
	}{{start, true, false}, {start + 3, false, true}, {chainAt, true, false}}
	if len(r.got) != len(want) {
		t.Fatalf("verdicts %+v, want %d", r.got, len(want))
	}
	for i, w := range want {
		v := r.got[i]
		if v.Frame != w.frame || v.Confirm != w.confirm || v.Locked != w.locked {
			t.Errorf("verdict %d: frame %d confirm %v locked %v, want frame %d confirm %v locked %v",
				i, v.Frame-start, v.Confirm, v.Locked, w.frame-start, w.confirm, w.locked)
		}
	}
}
