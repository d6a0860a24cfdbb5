package netplay

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"strings"
	"testing"

	"github.com/upc-demo/actiongraph-game/items"
)

// together sends each raw seat's frame, then runs the server a tick.
func together(tb *table, frames map[*rawSeat]string, seats ...*rawSeat) {
	for _, r := range seats {
		b := items.Buttons(0)
		claim, ok := frames[r]
		if ok {
			b = leftClick
		}
		r.put(b, claim)
	}
	tb.srv.Tick()
	tb.clock.Advance()
	for _, r := range seats {
		r.collect()
	}
}

// command sends a console command on a raw seat.
func (r *rawSeat) command(t *testing.T, text string) {
	if err := r.conn.Send(EncodeClient(nil, Command{Text: text})); err != nil {
		t.Fatal(err)
	}
}

// TestDebugCommandsNeedTheFlag sends UPC.Debug.Net.RejectNextActivation 1
// from one of two players, then both press: on a server without -debug
// the command is ignored (both moves are confirmed) and its sender is
// told so once, however often it sends it; with -debug only the sender's
// own next move is refused, with CauseDebug, and once only.
func TestDebugCommandsNeedTheFlag(t *testing.T) {
	for _, debug := range []bool{false, true} {
		tb := &table{t: t, clock: &Clock{}, srv: newTestServer(t, 7)}
		tb.srv.Debug = debug // as -debug sets it
		m, err := tb.srv.NewMatch(2)
		if err != nil {
			t.Fatal(err)
		}
		tb.m = m
		b, a := newRawSeat(t, tb), newRawSeat(t, tb) // the sender in seat 1: a match-wide flag would refuse seat 0 first
		for range 10 {
			together(tb, nil, a, b)
		}
		a.command(t, "UPC.Debug.Net.RejectNextActivation 1")
		a.command(t, "upc.debug.net.rejectnextactivation 1")
		for range 2 {
			together(tb, map[*rawSeat]string{a: "Jab 1", b: "Jab 1"}, a, b)
			for range 2 * ag.TickRate { // the verdicts come, and the chain's memory lapses
				together(tb, nil, a, b)
			}
		}
		wantA := []Verdict{{Confirm: !debug}, {Confirm: true}}
		if debug {
			wantA[0].Cause = uint8(CauseDebug)
		}
		if len(a.got) != 2 || len(b.got) != 2 {
			t.Fatalf("debug %v: verdicts %+v and %+v, want two each", debug, a.got, b.got)
		}
		for k := range 2 {
			if v := a.got[k]; v.Confirm != wantA[k].Confirm || v.Cause != wantA[k].Cause {
				t.Errorf("debug %v: the sender's move %d: confirm %v cause %v, want confirm %v cause %v",
					debug, k, v.Confirm, Cause(v.Cause), wantA[k].Confirm, Cause(wantA[k].Cause))
			}
			if v := b.got[k]; !v.Confirm {
				t.Errorf("debug %v: the other player's move %d refused (cause %v, %+v): one client's command touched another's seat", debug, k, Cause(v.Cause), v)
			}
		}
		wantNotes := 1
		if debug {
			wantNotes = 0
		}
		if len(a.notes) != wantNotes || len(b.notes) != 0 {
			t.Errorf("debug %v: notices %v to the sender, %v to the other; want %d to the sender", debug, a.notes, b.notes, wantNotes)
		}
	}
}

// TestClientHearsTheNotice sends a debug command from a client to a
// server without -debug: the client's TakeNotice gives the server's word
// once, for the game's console.
func TestClientHearsTheNotice(t *testing.T) {
	tb := newTable(t, 1, calm)
	tb.idle(10)
	c := tb.clients[0]
	if err := c.Command("UPC.Debug.Net.RejectNextActivation 1"); err != nil {
		t.Fatal(err)
	}
	heard := ""
	for range 20 {
		tb.idle(1)
		if n := c.TakeNotice(); n != "" {
			heard = n
			break
		}
	}
	if !strings.Contains(heard, "debug commands are off") {
		t.Fatalf("the client heard %q, want the server's notice that debug commands are off", heard)
	}
	if again := c.TakeNotice(); again != "" {
		t.Errorf("the notice came twice: %q", again)
	}
}
