package world

import (
	"fmt"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
)

// TestBlowsWaitForTheMachine lets a Grunt's slash meet a networked player
// whose machine sees the world some ticks late (SetPlayerView): the blow
// lands once the server runs a frame made having seen it, at most
// blowWaitSeconds after it met, and against the defence those frames put
// up, so a guard pressed after the blow met the player on the server, but
// before the player's machine showed it, parries. A player with no view
// (a solo world, a machine dropped) is struck at once.
func TestBlowsWaitForTheMachine(t *testing.T) {
	wait := testAssets(t).Tuning.Network.BlowWait
	tests := []struct {
		name  string
		view  func(now ag.Ticks) ag.Ticks // the machine's view as the frame of tick now runs; nil: none
		guard ag.Ticks                    // the guard goes down this many ticks after the blow meets the player; 0: never
		late  ag.Ticks                    // the blow lands this many ticks after it met the player
		want  combat.Outcome
	}{
		{"no view: at once", nil, 0, 0, combat.Struck},
		{"dropped machine: at once", func(ag.Ticks) ag.Ticks { return -1 }, 0, 0, combat.Struck},
		// A machine at best has seen the tick before the one its frame runs on.
		{"machine up to date", func(now ag.Ticks) ag.Ticks { return now }, 0, 1, combat.Struck},
		{"machine 9 ticks behind", func(now ag.Ticks) ag.Ticks { return now - 9 }, 0, 9, combat.Struck},
		{"machine silent: at most the wait", func(ag.Ticks) ag.Ticks { return 1 }, 0, wait, combat.Struck},
		{"guard 2 late, machine 9 behind: parried", func(now ag.Ticks) ag.Ticks { return now - 9 }, 2, 9, combat.Parried},
		{"guard 2 late, no view: struck", nil, 2, 0, combat.Struck},
	}
	meet, _ := blowOnPlayer(t, nil, 0, 100)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			guard := ag.Ticks(0)
			if tt.guard > 0 {
				guard = meet + tt.guard
			}
			at, outcome := blowOnPlayer(t, tt.view, guard, meet+wait+10)
			if at != meet+tt.late || outcome != tt.want {
				t.Errorf("the blow landed %d ticks after it met the player, %v; want %d, %v", at-meet, outcome, tt.late, tt.want)
			}
		})
	}
}

// blowOnPlayer lets a Grunt at 40 px slash a networked player with the
// sword, whose machine's view is view (nil for none), pressing the guard
// at tick guard (0: never), and returns when the first blow landed on the
// player and how; it fails when none landed by tick until.
func blowOnPlayer(t *testing.T, view func(ag.Ticks) ag.Ticks, guard, until ag.Ticks) (ag.Ticks, combat.Outcome) {
	t.Helper()
	w, err := New(testAssets(t), Options{Seed: 1, Item: "Sword", Networked: true})
	if err != nil {
		t.Fatal(err)
	}
	e := place(t, w, "Grunt", 40)
	e.SetDummy(true)
	strikeTick(t, w, e)
	var s *Script
	if guard > 0 {
		s = script(t, fmt.Sprintf(`[{"tick":%d,"down":"mouse.right"}]`, guard))
	}
	var fx []Effect
	for w.Now() < until {
		if s != nil {
			if err := s.Feed(w); err != nil {
				t.Fatal(err)
			}
		}
		if view != nil {
			if err := w.SetPlayerView(0, view(w.NextTick())); err != nil {
				t.Fatal(err)
			}
		}
		w.Step()
		fx = w.Effects(fx[:0])
		for _, x := range fx {
			if x.Kind == EffectHit && x.Victim == w.Player() && x.Age == 0 {
				return w.Now(), x.Outcome
			}
		}
	}
	t.Fatalf("no blow landed by tick %d", until)
	return 0, 0
}
