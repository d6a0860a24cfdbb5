package netplay

import (
	"runtime"
	"strings"
	"testing"
	"weak"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// killAll kills the players (defeat) or the enemies (victory) of a world.
func killAll(w *world.World, players bool) {
	for _, c := range w.Characters() {
		if (c.Type == nil) == players && !c.Dead() {
			c.Fighter().SetVital(combat.VitalHealth, 0)
		}
	}
}

// TestMatchesEndAndAreFreed ends a match each way a match ends: its
// fight lost or won (the players see the end for EndSeconds, then are
// told the match is over), no player connected for RejoinSeconds, nobody
// joining it. Each is removed from the server's map and slice, is
// remembered as ended, and its memory is freed. The server's own ticks
// time it, so the test takes well under a second.
func TestMatchesEndAndAreFreed(t *testing.T) {
	tests := []struct {
		name    string
		players int
		drive   func(tb *table) // one tick of play
		want    End
		within  ag.Ticks // ticks from the drive's start to the removal, at most
		bye     string   // what the players are told; "" when none is connected
	}{
		{"defeat", 2, func(tb *table) { killAll(tb.m.w, true); tb.idle(1) }, EndDefeat, EndSeconds*ag.TickRate + 5, "the match is over: defeat"},
		{"victory", 1, func(tb *table) { killAll(tb.m.w, false); tb.idle(1) }, EndVictory, 60 * ag.TickRate, "the match is over: victory"},
		{"abandoned", 2, func(tb *table) {
			for _, l := range tb.links {
				_ = l.B.Close()
			}
			tb.srv.Tick()
			tb.clock.Advance()
		}, EndAbandoned, RejoinSeconds*ag.TickRate + 5, ""},
		{"never joined", 0, func(tb *table) { tb.srv.Tick() }, EndUnjoined, DefaultUnjoinedSeconds*ag.TickRate + 5, ""},
	}
	for _, tt := range tests {
		tb := newTable(t, tt.players, calm)
		tb.idle(30) // the players are seated and play
		code := tb.m.Code
		var ended []End
		tb.srv.OnEnd = func(_ *Match, e End) { ended = append(ended, e) }
		freed := weak.Make(tb.m)
		start := tb.srv.Now()
		for tb.srv.Match(code) != nil && tb.srv.Now()-start <= tt.within {
			tt.drive(tb)
		}
		if tb.srv.Match(code) != nil {
			t.Errorf("%s: the match still runs %d ticks on", tt.name, tb.srv.Now()-start)
			continue
		}
		if len(ended) != 1 || ended[0] != tt.want {
			t.Errorf("%s: ended %v, want [%v]", tt.name, ended, tt.want)
		}
		if end, _, ok := tb.srv.Ended(strings.ToLower(code)); !ok || end != tt.want {
			t.Errorf("%s: the server remembers it as %v (%v), want %v", tt.name, end, ok, tt.want)
		}
		if n := tb.srv.Matches(); n != 0 || len(tb.srv.matches) != 0 || tb.srv.order[:cap(tb.srv.order)][0] != nil {
			t.Errorf("%s: the server holds %d matches (%d in its map), or the slice's array still points at it", tt.name, n, len(tb.srv.matches))
		}
		for range calm.Latency {
			tb.clock.Advance() // the Byes on the wire land
		}
		for i, c := range tb.clients {
			err := c.Tick(0, combat.Vec{}, -1, false)
			switch {
			case tt.bye != "" && (err == nil || !strings.Contains(err.Error(), tt.bye) || !FinalBye(err)):
				t.Errorf("%s: client %d was told %v (final: %v), want %q, final", tt.name, i, err, FinalBye(err), tt.bye)
			case tt.bye == "" && err == nil:
				t.Errorf("%s: client %d still connected", tt.name, i)
			}
		}
		tb.m = nil
		runtime.GC()
		if freed.Value() != nil {
			t.Errorf("%s: the ended match's memory is still reachable", tt.name)
		}
	}
}
