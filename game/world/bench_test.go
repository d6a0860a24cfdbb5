package world

import (
	"fmt"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// benchWorld returns a world with n enemies fighting the player, past the
// first seconds in which slices grow to their working size.
func benchWorld(b *testing.B, n int) *World {
	w := newWorld(b, "Sword")
	for i := range n {
		typ := []string{"Grunt", "Skirmisher", "Brute", "Weakling"}[i%4]
		if _, err := w.Spawn(typ); err != nil {
			b.Fatal(err)
		}
	}
	for range 10 * ag.TickRate {
		w.Step()
		w.Player().Fighter().SetVital("health", 100)
	}
	return w
}

// BenchmarkWorldStep measures one tick of the whole world: brains, arena,
// graphs, traces and hits.
func BenchmarkWorldStep(b *testing.B) {
	for _, n := range []int{1, 10, 100} {
		b.Run(fmt.Sprintf("enemies=%d", n), func(b *testing.B) {
			w := benchWorld(b, n)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				w.Step()
				w.Player().Fighter().SetVital("health", 100)
			}
		})
	}
}
