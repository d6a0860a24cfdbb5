package bot

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

func newWorld(t *testing.T, item string) *world.World {
	t.Helper()
	a, err := world.LoadAssets(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	w, err := world.New(a, world.Options{Seed: 3, Waves: true, Item: item})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// TestEyesSeeLate: once the eyes have looked ReactionTicks times, what they
// answer as seen is always ReactionTicks old.
func TestEyesSeeLate(t *testing.T) {
	w := newWorld(t, "")
	var e eyes
	for tick := 0; tick < 40; tick++ {
		w.Step()
		now, then := e.look(w)
		want := max(0, now.Tick-ReactionTicks)
		if now.Tick != w.Now() || then.Tick != want {
			t.Fatalf("tick %d: have now %d and then %d, want %d and %d", w.Now(), now.Tick, then.Tick, w.Now(), want)
		}
	}
}

// TestHandsPressOnEdges: a press holds a button for its ticks, and a button
// still down is not pressed again.
func TestHandsPressOnEdges(t *testing.T) {
	var h hands
	if !h.press(items.MouseLeft, 2) || h.press(items.MouseLeft, 5) {
		t.Fatal("a held button was pressed again")
	}
	h.tick()
	if !h.down(items.MouseLeft) {
		t.Fatal("released after one of two ticks")
	}
	h.tick()
	if h.down(items.MouseLeft) {
		t.Fatal("still held after two ticks")
	}
	if !h.press(items.MouseLeft, 1) {
		t.Fatal("a released button could not be pressed")
	}
}

// TestPilotsAreDeterministic plays each strategy twice from the same seed:
// the same inputs, so the same world, digest for digest.
func TestPilotsAreDeterministic(t *testing.T) {
	for _, s := range Strategies {
		t.Run(s, func(t *testing.T) {
			digests := func() []uint64 {
				w := newWorld(t, "Sword")
				p := New(s, 7)
				var out []uint64
				for w.Now() < 20*ag.TickRate {
					p.Drive(w)
					w.Step()
					if w.Now()%ag.TickRate == 0 {
						out = append(out, w.Digest())
					}
				}
				return out
			}
			a, b := digests(), digests()
			for i := range a {
				if a[i] != b[i] {
					t.Fatalf("second %d: digests %x and %x differ", i+1, a[i], b[i])
				}
			}
		})
	}
	if New("nobody", 1) != nil {
		t.Error("an unknown strategy made a pilot")
	}
}

// TestSkilledRaisesATeammate: the skilled pilot walks to a teammate it
// sees down and raises it, unless a blow is on its way; alone, it never
// presses Interact.
func TestSkilledRaisesATeammate(t *testing.T) {
	tests := []struct {
		name    string
		players int
		windup  bool // a Grunt in front of the pilot winds up a blow as the teammate falls
		want    string
	}{
		{"a teammate down", 2, false, "raised"},
		{"a blow on its way", 2, true, "defends first"},
		{"alone", 1, false, "never presses Interact"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := world.LoadAssets(assets.FS)
			if err != nil {
				t.Fatal(err)
			}
			w, err := world.New(a, world.Options{Seed: 3, Players: tt.players})
			if err != nil {
				t.Fatal(err)
			}
			w.Step()
			me := w.Player()
			var grunt *world.Character
			if tt.windup {
				grunt, err = w.Spawn("Grunt")
				if err != nil {
					t.Fatal(err)
				}
				grunt.SetDummy(true)
				grunt.Fighter().Pos, grunt.Fighter().Facing = me.Fighter().Pos.Add(combat.Vec{X: 60}), 3.14159
				_ = w.Press(len(w.Characters())-1, world.TagLightAttack)
			}
			mate := w.PlayerAt(tt.players - 1)
			if tt.players > 1 {
				_ = w.Fell(1)
			}
			p := NewSkilled(5)
			reviveAt, blowAt := ag.Ticks(-1), ag.Ticks(-1)
			for w.Now() < 6*ag.TickRate {
				p.Drive(w)
				if b, _ := me.Input(); b.Has(items.KeyE) && tt.players == 1 {
					t.Fatalf("tick %d: a lone pilot pressed Interact", w.Now())
				}
				w.Step()
				if me.State().Node == "Revive" && reviveAt < 0 {
					reviveAt = w.Now()
				}
				if grunt != nil && grunt.Swinging() && blowAt < 0 {
					blowAt = w.Now()
				}
			}
			switch tt.want {
			case "raised":
				if mate.Dead() || reviveAt < 0 {
					t.Errorf("after 6 s the teammate is down %v; the pilot started a revive at tick %d", mate.Dead(), reviveAt)
				}
			case "defends first":
				if blowAt < 0 || reviveAt >= 0 && reviveAt < blowAt {
					t.Errorf("the Grunt's blow went live at tick %d, the pilot knelt at %d: want the revive after the blow", blowAt, reviveAt)
				}
			}
			t.Logf("revive at %d, blow live at %d, teammate down %v", reviveAt, blowAt, mate.Dead())
		})
	}
}
