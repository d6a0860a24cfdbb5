package bot

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/assets"
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
