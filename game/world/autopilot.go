package world

import (
	"math"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// Autopilot plays the player as a simple computer opponent would, through
// the same buttons and stick a person uses: it walks to the nearest enemy,
// swings in reach, guards or dodges now and then, and changes items. The
// soak test sets AI against AI with it. It is deterministic.
type Autopilot struct {
	rng  uint64
	held items.Buttons
	hold int
}

// NewAutopilot returns an autopilot with a seed.
func NewAutopilot(seed uint64) *Autopilot { return &Autopilot{rng: seed} }

func (a *Autopilot) next() float64 {
	a.rng += 0x9e3779b97f4a7c15
	z := a.rng
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	z ^= z >> 31
	return float64(z>>11) / (1 << 53)
}

// Drive sets the player's input for the next Step.
func (a *Autopilot) Drive(w *World) {
	p := w.Player()
	pf := p.Fighter()
	var near *Character
	best := math.Inf(1)
	for _, c := range w.chars {
		if c == p || c.Dead() {
			continue
		}
		if d := c.Fighter().Pos.Distance(pf.Pos); d < best {
			near, best = c, d
		}
	}
	if a.hold > 0 {
		a.hold--
		if a.hold == 0 {
			a.held = 0
		}
		w.SetInput(a.held, combat.Vec{})
		return
	}
	if near == nil {
		w.SetInput(0, combat.Vec{})
		return
	}
	to := near.Fighter().Pos.Sub(pf.Pos)
	stick := to.Unit()
	if best < 44 {
		stick = combat.Vec{}
	}
	r := a.next()
	switch {
	case r < 0.002:
		_ = w.DrawItem(int(a.next() * 4))
	case best < 60 && r < 0.12:
		a.press(items.MouseLeft, 3)
	case best < 80 && r < 0.14:
		a.press(items.MouseRight, 20+int(a.next()*40))
	case best < 80 && r < 0.15:
		a.press(items.KeySpace, 3)
		stick = stick.Scale(-1)
	}
	w.SetInput(a.held, stick)
}

func (a *Autopilot) press(b items.Input, ticks int) {
	a.held = a.held.With(b)
	a.hold = ticks
}
