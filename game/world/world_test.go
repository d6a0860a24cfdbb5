package world

import (
	"sync"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/combat"
)

var (
	shared     *Assets
	sharedErr  error
	sharedOnce sync.Once
)

// testAssets loads the embedded assets once for every test.
func testAssets(t testing.TB) *Assets {
	t.Helper()
	sharedOnce.Do(func() { shared, sharedErr = LoadAssets(assets.FS) })
	if sharedErr != nil {
		t.Fatal(sharedErr)
	}
	return shared
}

func newWorld(t testing.TB, item string) *World {
	t.Helper()
	w, err := New(testAssets(t), Options{Seed: 1, Item: item})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// run steps w until tick until, feeding the script, and returns the ticks
// at which the player's nodes started.
func run(t testing.TB, w *World, s *Script, until ag.Ticks) map[string]ag.Ticks {
	t.Helper()
	starts := map[string]ag.Ticks{}
	seen := 0
	for w.NextTick() <= until {
		if s != nil {
			if err := s.Feed(w); err != nil {
				t.Fatal(err)
			}
		}
		w.Step()
		h := w.Player().History()
		for ; seen < len(h); seen++ {
			if _, ok := starts[h[seen]]; !ok {
				starts[h[seen]] = w.Now()
			}
		}
	}
	return starts
}

func script(t testing.TB, data string) *Script {
	t.Helper()
	s, err := ParseScript([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestTwoClicksChainAtTheWindow clicks the left mouse button twice with the
// fists: the second click waits for Jab 1's action window and Jab 2 starts
// as it opens (AG-IN-9, AG-IN-10).
func TestTwoClicksChainAtTheWindow(t *testing.T) {
	w := newWorld(t, "")
	m, _ := w.Assets().Library.Montage("AM_Fists_Jab1")
	open := ag.SecondsToTicks(m.Windows[0].Start)
	s := script(t, `[{"tick":0,"down":"mouse.left"},{"tick":4,"up":"mouse.left"},{"tick":6,"down":"mouse.left"},{"tick":9,"up":"mouse.left"}]`)
	starts := run(t, w, s, 40)
	if have := starts["Jab 1"]; have != 0 {
		t.Errorf("Jab 1 started on tick %d, want 0", have)
	}
	if have, ok := starts["Jab 2"]; !ok || have != open {
		t.Errorf("Jab 2 started on tick %d (%t), want %d, the window's start", have, ok, open)
	}
}

// TestDrawingAnItemSwapsGraphAndMappings draws the sword: the player's graph,
// mappings and granted tags change, and the old item's tag goes (AG-API-3).
func TestDrawingAnItemSwapsGraphAndMappings(t *testing.T) {
	w := newWorld(t, "")
	p := w.Player()
	if err := w.DrawItem(1); err != nil {
		t.Fatal(err)
	}
	sword := w.Assets().Items.Slot(1)
	if p.Item() != sword || p.Component().Graph() != sword.Graph {
		t.Fatalf("drawn %v with graph %q, want the sword", p.Item().Name, p.Component().Graph().Name)
	}
	if !p.Component().HasTag("UPC.Item.Sword") || p.Component().HasTag("UPC.Item.Fists") {
		t.Error("the sword's tag is not on, or the fists' stayed")
	}
	s := script(t, `[{"tick":0,"down":"mouse.right"}]`)
	starts := run(t, w, s, 30)
	if _, ok := starts["Guard Raise"]; !ok {
		t.Errorf("right mouse did not raise the sword's guard; started %v", starts)
	}
}

// place puts an enemy of a type right in front of the player, facing it.
func place(t testing.TB, w *World, typ string, dist float64) *Character {
	t.Helper()
	e, err := w.Spawn(typ)
	if err != nil {
		t.Fatal(err)
	}
	p := w.Player().Fighter()
	p.Pos, p.Facing = combat.Vec{X: 500, Y: 360}, 0
	f := e.Fighter()
	f.Pos, f.Facing = combat.Vec{X: 500 + dist, Y: 360}, 3.14159
	return e
}

// TestTraceHitsOnce swings Jab 1 at a still enemy in reach: its health drops
// by the jab's damage, once, however many frames the trace lasts.
func TestTraceHitsOnce(t *testing.T) {
	w := newWorld(t, "")
	e := place(t, w, "Weakling", 36)
	e.brain = nil // a dummy: it stands still
	before := e.Fighter().Health
	s := script(t, `[{"tick":0,"down":"mouse.left"},{"tick":4,"up":"mouse.left"}]`)
	run(t, w, s, 40)
	want := before - w.Assets().Attacks["AM_Fists_Jab1"].Damage
	if have := e.Fighter().Health; have != want {
		t.Errorf("health after one jab: have %g, want %g", have, want)
	}
}

// TestWeakEnemyTakesTwiceAsLong queues the same combo on a Grunt and on the
// Weakling (Action Speed 0.5): every time doubles (AG-WIN-3, AG-API-7).
func TestWeakEnemyTakesTwiceAsLong(t *testing.T) {
	w := newWorld(t, "")
	lengths := map[string]ag.Ticks{}
	for _, typ := range []string{"Grunt", "Weakling"} {
		e := place(t, w, typ, 300)
		e.brain = nil
		e.comp.QueueInputSequence(ag.Chain, TagLightAttack)
		clip, ok := e.comp.Clip()
		if !ok {
			t.Fatalf("%s: no move after the queued input", typ)
		}
		lengths[typ] = clip.Length
	}
	if lengths["Weakling"] != 2*lengths["Grunt"] {
		t.Errorf("Slash 1 lasts %d ticks for the Weakling and %d for the Grunt, want twice", lengths["Weakling"], lengths["Grunt"])
	}
}
