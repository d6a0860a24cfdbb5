package world

import (
	"slices"
	"strconv"
	"testing"

	"github.com/upc-demo/actiongraph-game/combat"
)

// TestCues plays moments of a fight and reads the cues the senses get: a
// Grunt's blow going live and landing, one parried, a dodge, a death, a
// wave starting; each Step gives only its own.
func TestCues(t *testing.T) {
	kinds := func(w *World, from, until int64, s *Script) []CueKind {
		var out []CueKind
		var cs []Cue
		for w.Now() < until {
			run(t, w, s, w.Now()+1)
			if w.Now() < from {
				continue
			}
			for _, c := range w.Cues(cs[:0]) {
				out = append(out, c.Kind)
			}
		}
		return out
	}
	t.Run("a blow lands", func(t *testing.T) {
		w := newWorld(t, "")
		e := place(t, w, "Grunt", 40)
		e.SetDummy(true)
		enemySwing(t, e)
		have := kinds(w, 0, 60, nil)
		if i := slices.Index(have, CueSwing); i < 0 || !slices.Contains(have[i:], CueHit) {
			t.Errorf("have %v, want a swing, then a hit", have)
		}
	})
	t.Run("a parry", func(t *testing.T) {
		w := newWorld(t, "Sword")
		e := place(t, w, "Grunt", 40)
		e.SetDummy(true)
		live := strikeTick(t, w, e)
		have := kinds(w, 0, live+20, script(t, `[{"tick":`+itoa(live-2)+`,"down":"mouse.right"}]`))
		if !slices.Contains(have, CueParry) || slices.Contains(have, CueHit) {
			t.Errorf("have %v, want a parry and no hit", have)
		}
	})
	t.Run("a dodge, a death, a wave", func(t *testing.T) {
		w := newWorld(t, "")
		w.opt.Waves = true
		have := kinds(w, 0, 70, script(t, `[{"tick":2,"down":"key.space"}]`))
		if !slices.Contains(have, CueDodge) || !slices.Contains(have, CueWaveStart) {
			t.Errorf("have %v, want a dodge and a wave start", have)
		}
		for _, c := range w.Characters() {
			if !c.Player() {
				c.Fighter().SetVital("health", 1)
			}
		}
		e := w.Characters()[1]
		e.SetDummy(true)
		w.Player().Fighter().Pos = e.Fighter().Pos.Sub(vec(40, 0))
		w.Player().Fighter().Facing = 0
		e.Fighter().Facing = 3.14159
		have = kinds(w, w.Now(), w.Now()+40, script(t, `[{"tick":`+itoa(w.Now()+1)+`,"down":"mouse.left"}]`))
		if !slices.Contains(have, CueDeath) {
			t.Errorf("have %v, want a death", have)
		}
	})
}

func itoa(t int64) string { return strconv.FormatInt(t, 10) }

func vec(x, y float64) combat.Vec { return combat.Vec{X: x, Y: y} }
