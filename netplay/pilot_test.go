package netplay

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/bot"
)

// crew is an in-process match played by pilots on machines, as the game's
// -autopilot plays one: each pilot drives its machine's mirror world and
// its hands go to the server, over simulated links.
type crew struct {
	t        testing.TB
	clock    *Clock
	srv      *Server
	m        *Match
	machines []*Machine
	pilots   []bot.Pilot
}

func newCrew(t testing.TB, players int, w Weather, strategy string) *crew {
	a := testAssets(t)
	cr := &crew{t: t, clock: &Clock{}, srv: newTestServer(t, 7)}
	m, err := cr.srv.NewMatch(players)
	if err != nil {
		t.Fatal(err)
	}
	cr.m = m
	for i := range players {
		l := NewLink(cr.clock, w, uint64(200+i))
		cr.srv.Accept(l.A)
		mc, err := NewMachine(l.B, a, m.Code, "bot", Token{})
		if err != nil {
			t.Fatal(err)
		}
		cr.machines = append(cr.machines, mc)
		cr.pilots = append(cr.pilots, bot.New(strategy, uint64(11+i)))
	}
	return cr
}

// run flies every machine, then the server, ticks times.
func (cr *crew) run(ticks int) {
	for range ticks {
		for i, mc := range cr.machines {
			if err := mc.Fly(cr.pilots[i]); err != nil {
				cr.t.Fatalf("machine %d: %v", i, err)
			}
		}
		cr.srv.Tick()
		cr.clock.Advance()
	}
}

// TestSkilledPilotsCoop flies two machines with the skilled autopilot for
// three minutes over links of 50 ms each way, give or take a tick: at
// most 3% of their predicted moves are refused, and at most 1% for any
// cause but a blow the server landed first. (TestCoopThroughLaggyProxy
// holds the figures on real sockets; this one, deterministic and
// quick, guards the prediction in every go test.)
func TestSkilledPilotsCoop(t *testing.T) {
	cr := newCrew(t, 2, Weather{Latency: 3, Jitter: 1}, "skilled")
	cr.run(3 * 60 * ag.TickRate)
	for range ag.TickRate { // the last verdicts come home
		for _, mc := range cr.machines {
			if err := mc.Tick(0, combat.Vec{}, -1, false); err != nil {
				t.Fatal(err)
			}
		}
		cr.srv.Tick()
		cr.clock.Advance()
	}
	claims, refused, notHit := 0, 0, 0
	for i, mc := range cr.machines {
		st := mc.Client.Stats
		if srv := cr.m.Stats(i); srv.Claims != st.Claims || srv.Rejected != st.Rejected {
			t.Errorf("machine %d counts %d claims, %d refused; the server %d, %d", i, st.Claims, st.Rejected, srv.Claims, srv.Rejected)
		}
		claims += st.Claims
		refused += st.Rejected
		notHit += st.Rejected - st.RejectedBy[CauseHit]
		t.Logf("machine %d: %d claims, %d refused by cause %v", i, st.Claims, st.Rejected, causes(st.RejectedBy))
	}
	if claims < 300 {
		t.Fatalf("%d moves in three minutes: the pilots did not fight", claims)
	}
	if refused*100 > claims*3 || notHit*100 > claims {
		t.Errorf("%d of %d moves refused, %d for a cause but a blow; want at most 3%% and 1%%", refused, claims, notHit)
	}
}

// causes names the counts of refusals by cause.
func causes(by [numCauses]int) map[string]int {
	out := map[string]int{}
	for c, n := range by {
		if n > 0 {
			out[Cause(c).String()] = n
		}
	}
	return out
}
