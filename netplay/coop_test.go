package netplay

import (
	"slices"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// The weather of issue 13: 100 ms round trip (3 ticks each way), 20 ms of
// jitter (a tick either way), 2% of messages lost and sent again 200 ms
// later (12 ticks), holding back those behind them as TCP does.
var rough = Weather{Latency: 3, Jitter: 1, Loss: 0.02, Resend: 12}

// rtt is the round trip of rough weather, in ticks.
const rtt = 6

// TestCoopUnderRoughWeather plays 2 and 4 bot players for three minutes
// through rough weather. At least 98% of the moves their machines predict
// are confirmed; every machine sees the others' moves and the server's
// wave; the state each machine holds last is the one the server published
// for that tick, digest for digest; a machine is back on the server's
// node within a round trip of the server's refusal (one way, unless the
// verdict was lost once on the wire and sent again).
func TestCoopUnderRoughWeather(t *testing.T) {
	for _, players := range []int{2, 4} {
		tb := newTable(t, players, rough)
		tb.run(3 * 60 * ag.TickRate)
		tb.idle(2 * (rough.Latency + rough.Jitter + rough.Resend)) // the verdicts on the wire land
		claims, confirmed := 0, 0
		for i, c := range tb.clients {
			st, srv := c.Stats, tb.m.Stats(i)
			claims += st.Claims
			confirmed += st.Confirmed
			if st.Claims != srv.Claims || st.Confirmed != srv.Confirmed {
				t.Errorf("%d players: client %d counts %d claims, %d confirmed; the server %d, %d (verdicts lost?)",
					players, i, st.Claims, st.Confirmed, srv.Claims, srv.Confirmed)
			}
			s := c.State()
			if s == nil {
				t.Fatalf("%d players: client %d never got a state", players, i)
			}
			if want, ok := tb.published[s.Tick]; !ok || s.Digest() != want {
				t.Errorf("%d players: client %d holds tick %d with digest %x; the server published %x", players, i, s.Tick, s.Digest(), want)
			}
			if n, _ := tb.m.w.Wave(); int(s.Wave) != n {
				t.Errorf("%d players: client %d sees wave %d, the server %d", players, i, s.Wave, n)
			}
			for j, other := range tb.seen[i] {
				if j != i && len(other) < 3 {
					t.Errorf("%d players: client %d saw player %d in %v only", players, i, j, other)
				}
			}
		}
		rate := float64(confirmed) / float64(claims)
		t.Logf("%d players: %d of %d predicted moves confirmed (%.1f%%); machines back on the server's node %v ticks after its refusals",
			players, confirmed, claims, 100*rate, tb.refusalDelays)
		if claims < 100*players || rate < 0.98 {
			t.Errorf("%d players: %d of %d claims confirmed (%.3f), want at least 98%% of at least %d", players, confirmed, claims, rate, 100*players)
		}
		for _, d := range tb.refusalDelays {
			if d > rtt && d > rough.Latency+rough.Jitter+rough.Resend {
				t.Errorf("%d players: a machine came back %d ticks after the server's refusal", players, d)
			}
		}
	}
}

// TestRefusalReturnsToTheServersNode forces a refusal with the console
// command and checks AG-END-3 on the player's machine: the predicted move
// ends Rejected, the waiting press clears and the character is back on
// the server's node, within a round trip and the server's jitter buffer.
func TestRefusalReturnsToTheServersNode(t *testing.T) { // AG-END-3
	tb := newTable(t, 1, Weather{Latency: 3})
	tb.m.Debug = true // a server run with -debug
	c := tb.clients[0]
	var ended []string
	c.Prediction().SetObserver(&ag.Callbacks{
		OnNodeChanged: func(node, from string, via ag.Via) {
			if via != ag.ViaRejected && node != c.graphRoot() {
				c.started++
			}
		},
		OnEnded: func(node string, r ag.EndReason) {
			if r == ag.Rejected {
				ended = append(ended, node)
			}
		},
	})
	tb.idle(30)
	if err := c.Command("UPC.Debug.Net.RejectNextActivation 1"); err != nil {
		t.Fatal(err)
	}
	tb.idle(10)
	pressAt := c.Frame()
	tb.press(leftClick, 3)
	if c.Node() != "Jab 1" {
		t.Fatalf("the press predicted %q, want Jab 1", c.Node())
	}
	tb.press(leftClick, 2) // a second press waits for Jab 1's window
	var back uint32
	for range 30 {
		tb.idle(1)
		if c.Stats.Rejected > 0 {
			back = c.Frame()
			break
		}
	}
	if back == 0 {
		t.Fatal("no refusal came")
	}
	server := tb.m.w.PlayerAt(0).State()
	if c.Node() != server.Node || server.Node != "ROOT" {
		t.Errorf("after the refusal the machine has the player on %q, the server on %q; want both ROOT", c.Node(), server.Node)
	}
	if st := c.Prediction().State(); st.HasWaiting {
		t.Errorf("the waiting press %q survived the refusal", st.Waiting)
	}
	if !slices.Equal(ended, []string{"Jab 1"}) {
		t.Errorf("moves ended Rejected: %v, want [Jab 1]", ended)
	}
	if d := back - pressAt; d > rtt+jitterFrames+1 {
		t.Errorf("the refusal came %d ticks after the press, want a round trip and the server's jitter buffer", d)
	}
	if d := tb.refusalDelays[0]; d > rtt {
		t.Errorf("the machine was back %d ticks after the server refused, want at most a round trip (%d)", d, rtt)
	}
	// Once only: the next press is confirmed.
	tb.idle(40)
	tb.press(leftClick, 3)
	tb.idle(30)
	if c.Stats.Confirmed == 0 || c.Stats.Rejected != 1 {
		t.Errorf("after the forced refusal: %+v, want the next move confirmed", c.Stats)
	}
}
