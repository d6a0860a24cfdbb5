// Package bot plays the game's player as people do, for the play harness
// (cmd/playtest), the soak and recorded fights: through the buttons and
// the stick only (World.SetInput, World.DrawItem, World.ToggleLock), seeing
// only what a person sees on screen (World.Look: bodies, health bars and the
// attack telegraphs, never an enemy's action graph), and seeing it
// ReactionTicks late. Every pilot is deterministic: the same seed and world
// give the same inputs.
package bot

import (
	"math"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// ReactionTicks is how late a pilot sees what happens: 200 ms.
const ReactionTicks = 12

// Input tags a pilot looks up in the drawn item's mappings, as a person
// reads the controls hint.
const (
	tagLight = "UPC.Input.LightAttack"
	tagGuard = "UPC.Input.Guard"
	tagDodge = "UPC.Input.Dodge"
	tagHeavy = "UPC.Input.HeavyAttack"
)

// Pilot drives the player for the next Step.
type Pilot interface {
	Drive(w *world.World)
}

// New returns the pilot a strategy names: "skilled", "masher" or "idle";
// nil for another name.
func New(strategy string, seed uint64) Pilot {
	switch strategy {
	case "skilled":
		return NewSkilled(seed)
	case "masher":
		return NewMasher(seed)
	case "idle":
		return Idle{}
	}
	return nil
}

// Strategies names the pilots New makes.
var Strategies = []string{"skilled", "masher", "idle"}

// Idle stands still and presses nothing.
type Idle struct{}

// Drive lets go of everything.
func (Idle) Drive(w *world.World) { w.SetInput(0, combat.Vec{}) }

// eyes keep what the player saw, tick by tick, and answer with what it saw
// ReactionTicks ago. Once full they allocate nothing.
type eyes struct {
	ring [ReactionTicks + 1]world.Sight
	n    int
}

// look takes this tick's sight and returns it with the one seen
// ReactionTicks ago (the oldest there is early on).
func (e *eyes) look(w *world.World) (now, then *world.Sight) {
	i := e.n % len(e.ring)
	w.Look(&e.ring[i])
	e.n++
	old := 0
	if e.n >= len(e.ring) {
		old = e.n % len(e.ring)
	}
	return &e.ring[i], &e.ring[old]
}

// hands hold buttons down for a number of ticks each.
type hands struct {
	held  items.Buttons
	timer [64]int
}

// tick counts the held buttons down and lets go of the ones due.
func (h *hands) tick() {
	for i := range h.timer {
		if h.timer[i] > 0 {
			h.timer[i]--
			if h.timer[i] == 0 {
				h.held = h.held.Without(items.Input(i))
			}
		}
	}
}

// press holds a button for ticks; a button still down is not pressed again
// (a press needs a release between).
func (h *hands) press(in items.Input, ticks int) bool {
	if in == items.NoInput || h.held.Has(in) {
		return false
	}
	h.held = h.held.With(in)
	h.timer[in] = ticks
	return true
}

// keep holds a button that is down for at least ticks more.
func (h *hands) keep(in items.Input, ticks int) {
	if h.held.Has(in) {
		h.timer[in] = max(h.timer[in], ticks)
	}
}

// release lets go of a button now.
func (h *hands) release(in items.Input) {
	if in != items.NoInput {
		h.held = h.held.Without(in)
		h.timer[in] = 0
	}
}

// down reports whether a button is held.
func (h *hands) down(in items.Input) bool { return h.held.Has(in) }

// letGo releases everything.
func (h *hands) letGo() {
	h.held = 0
	clear(h.timer[:])
}

// controls are the drawn item's buttons, as its controls hint shows them.
type controls struct {
	item                                 string
	light, guard, dodge, heavy, interact items.Input
}

// controlsFor reads the keyboard-and-mouse buttons of an item.
func controlsFor(w *world.World, name string) controls {
	c := controls{item: name}
	it := w.Assets().Items.Named(name)
	if it == nil {
		return c
	}
	find := func(tag string) items.Input {
		if m, ok := it.Binding(tag, items.KeyboardMouse); ok {
			return m.Input
		}
		return items.NoInput
	}
	c.light, c.guard, c.dodge, c.heavy = find(tagLight), find(tagGuard), find(tagDodge), find(tagHeavy)
	c.interact = find(world.TagInteract)
	return c
}

// rng is splitmix64: the pilots' dice.
type rng uint64

func (r *rng) next() float64 {
	*r += 0x9e3779b97f4a7c15
	z := uint64(*r)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	z ^= z >> 31
	return float64(z>>11) / (1 << 53)
}

// nearest returns the living enemy of a sight nearest to p, and how far.
func nearest(s *world.Sight, p combat.Vec) (*world.Body, float64) {
	var best *world.Body
	d := math.Inf(1)
	for i := range s.Others {
		b := &s.Others[i]
		if b.Dead {
			continue
		}
		if x := b.Pos.Distance(p); x < d {
			best, d = b, x
		}
	}
	return best, d
}

// towards returns the unit stick from a to b; zero when they meet.
func towards(a, b combat.Vec) combat.Vec {
	d := b.Sub(a)
	if d.MagnitudeSquared() < 1e-9 {
		return combat.Vec{}
	}
	return d.Unit()
}
