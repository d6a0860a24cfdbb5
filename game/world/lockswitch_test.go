package world

import (
	"testing"

	"github.com/upc-demo/actiongraph-game/combat"
)

// TestSwitchLock flicks the lock between three Grunts standing around the
// player at (400,360): which one each flick picks, from the one locked.
func TestSwitchLock(t *testing.T) {
	at := []combat.Vec{{X: 520, Y: 360}, {X: 500, Y: 200}, {X: 500, Y: 520}} // ahead, above and below it, a step nearer
	tests := []struct {
		name      string
		lock      int // the enemy locked first (index into at), -1 for none
		dir       combat.Vec
		want      int // the enemy locked afterwards, -1 for none
		wantMoved bool
	}{
		{"up from the one ahead", 0, combat.Vec{Y: -1}, 1, true},
		{"down from the one ahead", 0, combat.Vec{Y: 1}, 2, true},
		{"down from the one above: the one ahead is nearer", 1, combat.Vec{Y: 1}, 0, true},
		{"right of the one ahead: none, the lock stays", 0, combat.Vec{X: 1}, 0, false},
		{"unlocked, right: the nearest that way from the player", -1, combat.Vec{X: 1}, 0, true},
		{"unlocked, left: none", -1, combat.Vec{X: -1}, -1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t, "Sword")
			var enemies []*Character
			for _, p := range at {
				e, err := w.Spawn("Grunt")
				if err != nil {
					t.Fatal(err)
				}
				e.Fighter().Pos = p
				enemies = append(enemies, e)
			}
			pf := w.Player().Fighter()
			pf.Pos, pf.Facing = combat.Vec{X: 400, Y: 360}, 0
			if tt.lock >= 0 {
				pf.Target, pf.Locked = enemies[tt.lock].fighter, true
			}
			moved := w.SwitchLock(tt.dir)
			var have *Character
			if pf.Locked {
				have = w.byFighter[pf.Target]
			}
			var want *Character
			if tt.want >= 0 {
				want = enemies[tt.want]
			}
			if have != want || moved != tt.wantMoved {
				t.Fatalf("have lock on %v moved %v, want %v moved %v", name(have), moved, name(want), tt.wantMoved)
			}
		})
	}
}

// name is a character's name, or "none".
func name(c *Character) string {
	if c == nil {
		return "none"
	}
	return c.Name
}

// TestSwitchLockReplays records a fight in which the player locks on and
// flicks the lock to another enemy, and plays it back: the digests match.
// The same recording with the switch taken out must not match, so the
// recording is what carries the switch.
func TestSwitchLockReplays(t *testing.T) {
	a := testAssets(t)
	opt := Options{Seed: 3, Item: "Sword", Waves: true}
	w, err := New(a, opt)
	if err != nil {
		t.Fatal(err)
	}
	rc := NewRecorder(a, opt)
	w.SetRecorder(rc)
	locked, switched := false, false
	dirs := []combat.Vec{{X: 1}, {Y: 1}, {X: -1}, {Y: -1}}
	for k := 0; w.Now() < 240; k++ {
		living := 0
		for _, c := range w.chars {
			if c.brain != nil && !c.Dead() {
				living++
			}
		}
		switch {
		case !locked && living >= 2:
			locked = w.ToggleLock()
		case locked && !switched && k%7 == 0:
			switched = w.SwitchLock(dirs[k%4])
		}
		w.Step()
	}
	if !switched {
		t.Fatal("no flick moved the lock; the fight set-up changed")
	}
	data := rc.Replay().Marshal()
	keep, err := ParseReplay("kept", data)
	if err != nil {
		t.Fatal(err)
	}
	strip, err := ParseReplay("stripped", data)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i := range strip.Frames {
		if strip.Frames[i].SX != 0 || strip.Frames[i].SY != 0 {
			strip.Frames[i].SX, strip.Frames[i].SY = 0, 0
			n++
		}
	}
	if n == 0 {
		t.Fatal("the recording holds no switch")
	}
	for _, tt := range []struct {
		name    string
		r       *Replay
		wantErr bool
	}{{"with the switch", keep, false}, {"switch taken out", strip, true}} {
		pb, err := NewPlayback(a, tt.r)
		if err != nil {
			t.Fatal(err)
		}
		pw, err := New(a, pb.Options())
		if err != nil {
			t.Fatal(err)
		}
		var have error
		for !pb.Done() && have == nil {
			if err := pb.Feed(pw); err != nil {
				t.Fatal(err)
			}
			pw.Step()
			have = pb.Check(pw)
		}
		if (have != nil) != tt.wantErr {
			t.Errorf("%s: playback error %v, want an error: %v", tt.name, have, tt.wantErr)
		}
	}
}
