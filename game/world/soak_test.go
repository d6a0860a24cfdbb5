package world_test

import (
	"flag"
	"fmt"
	"runtime"
	"testing"
	"time"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/bot"
	"github.com/upc-demo/actiongraph-game/game/world"
)

var soakHour = flag.Bool("soak", false, "run the soak for a simulated hour per seed (make soak)")

// heapGrowth is how much the heap in use may grow after the first minute.
const heapGrowth = 4 << 20

// checkInvariants fails the test when a character breaks one of the
// engine's invariants or leaves the arena.
func checkInvariants(t *testing.T, w *world.World) {
	for _, c := range w.Characters() {
		st := c.State()
		idle := c.Component().Idle()
		f := c.Fighter()
		switch {
		case st.Node == "":
			t.Fatalf("tick %d: %s has no current node", w.Now(), c.Name)
		case c.Component().HasTag(ag.TagActionRunning) == idle:
			t.Fatalf("tick %d: %s in %q carries ActionRunning %t", w.Now(), c.Name, st.Node, !idle)
		case idle && st.HasWaiting:
			t.Fatalf("tick %d: %s waits with a press at ROOT", w.Now(), c.Name)
		case f.Health < 0 || f.Health > f.MaxHealth || f.Stamina < 0 || f.Stamina > f.MaxStamina:
			t.Fatalf("tick %d: %s health %g/%g stamina %g/%g", w.Now(), c.Name, f.Health, f.MaxHealth, f.Stamina, f.MaxStamina)
		case f.Pos.X < 0 || f.Pos.Y < 0 || f.Pos.X > combat.ScreenW || f.Pos.Y > combat.ScreenH:
			t.Fatalf("tick %d: %s left the arena at %v", w.Now(), c.Name, f.Pos)
		}
	}
}

func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// TestSoak sets the skilled pilot (package bot) against the waves, fight
// after fight, for five simulated minutes per seed (a simulated hour with
// -soak): no panic, the invariants hold every tick, and the heap stays flat
// after the first minute. A fight lost is followed by a new one.
func TestSoak(t *testing.T) {
	ticks := ag.Ticks(5 * 60 * ag.TickRate)
	if *soakHour {
		ticks = 60 * 60 * ag.TickRate
	}
	if testing.Short() {
		ticks = 60 * ag.TickRate * 2
	}
	for _, seed := range []uint64{1, 2, 3} {
		t.Run(fmt.Sprint("seed=", seed), func(t *testing.T) {
			a := fightAssets(t)
			var pilot bot.Pilot
			fights, wins, maxWave := 0, 0, 0
			newFight := func() *world.World {
				item := a.Items[(int(seed)+fights)%len(a.Items)].Name // every item in turn
				w, err := world.New(a, world.Options{Seed: seed + uint64(fights)*7919, Waves: true, Item: item})
				pilot = bot.NewSkilled(seed + uint64(fights))
				if err != nil {
					t.Fatal(err)
				}
				fights++
				return w
			}
			w := newFight()
			var base, peak uint64
			start := time.Now()
			for tick := ag.Ticks(0); tick < ticks; tick++ {
				pilot.Drive(w)
				w.Step()
				checkInvariants(t, w)
				n, _ := w.Wave()
				maxWave = max(maxWave, n)
				if w.Phase() != world.Playing {
					if w.Phase() == world.Victory {
						wins++
					}
					w = newFight()
				}
				if tick%(60*ag.TickRate) == 0 && tick > 0 {
					h := heapInUse()
					if base == 0 {
						base = h
					}
					peak = max(peak, h)
				}
			}
			elapsed := time.Since(start)
			if base > 0 && peak > base+heapGrowth {
				t.Errorf("heap in use grew from %d to %d bytes after the first minute (bound %d)", base, peak, heapGrowth)
			}
			t.Logf("seed %d: %d ticks in %v (%.0f ticks/s), %d fights, %d won, furthest wave %d, heap in use %d..%d bytes",
				seed, ticks, elapsed.Round(time.Millisecond), float64(ticks)/elapsed.Seconds(), fights, wins, maxWave, base, peak)
		})
	}
}
