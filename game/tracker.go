package game

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// tracker follows what the screen animates over time and the World does
// not keep: when each character fell, when the wave changed, the best
// combo and when the fight ended. Update feeds it after every Step, so Draw
// only reads it.
type tracker struct {
	deathAt   []ag.Ticks // per character, -1 while it lives
	bestCombo int
	wave      int
	waveAt    ag.Ticks
	endAt     ag.Ticks // the tick the phase left Playing, -1 before
}

func newTracker() tracker { return tracker{endAt: -1, waveAt: -1} }

// observe records the tick's changes.
func (t *tracker) observe(w *world.World) {
	now := w.Now()
	for i, c := range w.Characters() {
		if i == len(t.deathAt) {
			t.deathAt = append(t.deathAt, -1)
		}
		switch {
		case c.Dead() && t.deathAt[i] < 0:
			t.deathAt[i] = now
		case !c.Dead():
			t.deathAt[i] = -1 // standing again (a revived teammate)
		}
	}
	t.bestCombo = max(t.bestCombo, w.Combo())
	if n, _ := w.Wave(); n != t.wave {
		t.wave, t.waveAt = n, now
	}
	if w.Phase() != world.Playing && t.endAt < 0 {
		t.endAt = now
	}
}

// deadFor returns how many ticks character i has been dead, or -1.
func (t *tracker) deadFor(i int, now ag.Ticks) ag.Ticks {
	if i >= len(t.deathAt) || t.deathAt[i] < 0 {
		return -1
	}
	return now - t.deathAt[i]
}
