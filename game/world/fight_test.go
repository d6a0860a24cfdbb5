package world

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// enemySwing makes an enemy start its first slash now, at whatever it faces.
func enemySwing(t testing.TB, e *Character) {
	t.Helper()
	if r := e.comp.ProcessInput(TagLightAttack, ag.InputPressed); r != ag.Entered {
		t.Fatalf("%s: the slash press was %v", e.Name, r)
	}
}

// TestGuardCutsDamage lets a Grunt's slash land on the player twice: once
// standing, once behind the sword's raised guard (Blocking from Guard Hold).
func TestGuardCutsDamage(t *testing.T) {
	damage := func(guard bool) float64 {
		w := newWorld(t, "Sword")
		e := place(t, w, "Grunt", 36)
		e.brain = nil
		if guard {
			run(t, w, script(t, `[{"tick":0,"down":"mouse.right"}]`), 30)
			if !w.Player().comp.HasTag("UPC.State.Blocking") {
				t.Fatalf("guard not up: %s", w.Player().State().Node)
			}
		}
		p := w.Player().Fighter()
		before := p.Health
		enemySwing(t, e)
		run(t, w, nil, w.Now()+40)
		return before - p.Health
	}
	open, guarded := damage(false), damage(true)
	if open <= 0 || guarded <= 0 || guarded > open*0.25 {
		t.Errorf("damage taken: %g in the open, %g behind the guard, want the guard to cut it to about a fifth", open, guarded)
	}
}

// TestEnemyPlaysQueuedCombo leaves a Grunt's brain to it: it closes in and
// queues its combo, and its graph plays Slash 1 into Slash 2 (AG-API-2).
func TestEnemyPlaysQueuedCombo(t *testing.T) {
	w := newWorld(t, "")
	e := place(t, w, "Grunt", 200)
	seen := map[string]bool{}
	for w.Now() < 20*ag.TickRate && !seen["Slash 2"] {
		run(t, w, nil, w.Now()+1)
		for _, n := range e.History() {
			seen[n] = true
		}
	}
	if !seen["Slash 1"] || !seen["Slash 2"] {
		t.Errorf("the Grunt played %v in 20 s, want Slash 1 and Slash 2", e.History())
	}
}

// TestWavesToTheEnd kills every enemy as it comes: the waves run out and
// the fight is won; the player falling loses it.
func TestWavesToTheEnd(t *testing.T) {
	w, err := New(testAssets(t), Options{Seed: 3, Waves: true})
	if err != nil {
		t.Fatal(err)
	}
	for w.Phase() == Playing && w.Now() < 120*ag.TickRate {
		run(t, w, nil, w.Now()+1)
		for _, c := range w.Characters() {
			if !c.Player() && !c.Dead() {
				c.Fighter().SetVital("health", 0)
			}
		}
		w.Player().Fighter().SetVital("health", 100)
	}
	if n, of := w.Wave(); w.Phase() != Victory || n != of {
		t.Fatalf("phase %d after wave %d of %d, want victory after all", w.Phase(), n, of)
	}
	w.Player().Fighter().SetVital("health", 0)
	if run(t, w, nil, w.Now()+1); w.Phase() != Victory {
		t.Error("a won fight changed phase")
	}
	w2 := newWorld(t, "")
	w2.opt.Waves = true
	w2.Player().Fighter().SetVital("health", 0)
	if run(t, w2, nil, 1); w2.Phase() != Defeat {
		t.Errorf("phase %d with the player dead, want defeat", w2.Phase())
	}
}

// TestSameSeedSameFight plays two worlds with the same seed and no input:
// the enemies' choices, and so every character, come out the same.
func TestSameSeedSameFight(t *testing.T) {
	play := func() Snapshot {
		w, err := New(testAssets(t), Options{Seed: 9, Waves: true})
		if err != nil {
			t.Fatal(err)
		}
		run(t, w, nil, 30*ag.TickRate)
		return w.Snapshot()
	}
	a, b := play(), play()
	if len(a.Characters) < 2 {
		t.Fatalf("no enemies came: %d characters", len(a.Characters))
	}
	for i := range a.Characters {
		x, y := a.Characters[i], b.Characters[i]
		if x.Node != y.Node || x.Health != y.Health || x.X != y.X || x.Y != y.Y {
			t.Errorf("character %d differs: %+v and %+v", i, x, y)
		}
	}
}

// TestEnemiesLandTheirBlows leaves a Grunt to close in on a player who
// stands still: its attack range lets its swings reach (the hitbox is
// about 36 pixels long, the player's body 18 across).
func TestEnemiesLandTheirBlows(t *testing.T) {
	w := newWorld(t, "")
	place(t, w, "Grunt", 250)
	before := w.Player().Fighter().Health
	for w.Now() < 20*ag.TickRate && w.Player().Fighter().Health == before {
		run(t, w, nil, w.Now()+1)
	}
	if w.Player().Fighter().Health == before {
		t.Error("a Grunt swung at the player for 20 s and never hit")
	}
}
