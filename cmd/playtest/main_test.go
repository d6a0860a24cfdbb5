package main

import (
	"testing"

	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/game/world"
)

func loadAssets(t *testing.T) *world.Assets {
	t.Helper()
	a, err := world.LoadAssets(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestChainStepsLand swings every item's light chain at a Grunt standing
// still from the distance a Grunt starts its own attacks: every step lands
// at least 90% of the time.
func TestChainStepsLand(t *testing.T) {
	a := loadAssets(t)
	for _, it := range a.Items {
		t.Run(it.Name, func(t *testing.T) {
			steps, err := chainRates(a, it.Name, 20)
			if err != nil {
				t.Fatal(err)
			}
			if len(steps) == 0 {
				t.Fatal("the chain played no attack")
			}
			for _, s := range steps {
				if s.percent() < 90 || s.tries < 20 {
					t.Errorf("%s landed %d of %d, want at least 90%%", s.node, s.hits, s.tries)
				}
			}
		})
	}
}

// TestBalance plays the harness's fights over seeds 1-5 and holds the
// fight to what skill should earn: the skilled player clears all six waves
// on at least 3 of 5 seeds with the sword and with the shield, a masher
// clears at most wave 2 with any item, and an idle player loses wave 1.
func TestBalance(t *testing.T) {
	if testing.Short() {
		t.Skip("plays some sixty fights")
	}
	a := loadAssets(t)
	var names []string
	for _, it := range a.Items {
		names = append(names, it.Name)
	}
	cfg := config{seeds: 5, ticks: 8 * 60 * 60}
	tests := []struct {
		strategy string
		items    []string
		check    func(t *testing.T, item string, os []outcome)
	}{
		{"skilled", []string{"Sword", "Shield"}, func(t *testing.T, item string, os []outcome) {
			won := 0
			for _, o := range os {
				if o.end == 'W' {
					won++
				}
			}
			if won < 3 {
				t.Errorf("skilled with the %s won %d of 5: %v, want at least 3", item, won, os)
			}
		}},
		{"masher", names, func(t *testing.T, item string, os []outcome) {
			for _, o := range os {
				if o.cleared > 2 {
					t.Errorf("a masher with the %s cleared %d waves, want at most 2: %v", item, o.cleared, os)
				}
			}
		}},
		{"idle", names, func(t *testing.T, item string, os []outcome) {
			for _, o := range os {
				if o.cleared > 0 || o.end != 'x' {
					t.Errorf("an idle player with the %s: %v, want it to fall in wave 1", item, os)
				}
			}
		}},
	}
	for _, tt := range tests {
		cfg.strategies = []string{tt.strategy}
		res := playOutcomes(a, tt.items, cfg)
		for _, item := range tt.items {
			t.Run(tt.strategy+"/"+item, func(t *testing.T) { tt.check(t, item, res[key{item, tt.strategy}]) })
		}
	}
}
