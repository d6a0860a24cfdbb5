package ai

import ag "github.com/upc-demo/actiongraph-game/actiongraph"

// Input tags a brain sends besides its combos.
const (
	TagGuard = "UPC.Input.Guard"
	TagDodge = "UPC.Input.Dodge"
)

// Perception is what a brain sees of itself and its target on one tick.
type Perception struct {
	HasTarget bool
	Distance  float64 // to the target, in pixels
	// TargetAttacking is set while the target swings at it (a trace window
	// open, or an attack move running).
	TargetAttacking bool
	// Idle is set while its own graph rests at ROOT with nothing queued.
	Idle      bool
	Staggered bool
	// MayAttack is set while an attack token is free for it: fewer enemies
	// than the wave allows are engaged (Brain.Engaged), or it is one of them.
	MayAttack bool
}

// Intent is what a brain wants this tick. The world moves the body by
// Advance (towards the target, -1 to 1) and Strafe (sideways, -1 to 1),
// queues Combo on the component, and sends Press or Release (with Stick).
type Intent struct {
	Advance float64
	Strafe  float64
	Combo   *Combo
	Press   string
	Release string
	Stick   ag.Direction
}

// Brain decides one enemy's inputs. It is deterministic: the same seed and
// perceptions give the same intents.
type Brain struct {
	t         *Type
	rng       uint64
	wait      ag.Ticks
	guardLeft ag.Ticks
	approach  bool // closing in to attack: it holds an attack token
	attacking bool // its combo runs: it holds the token and commits to it
	rest      ag.Ticks
	strafe    float64
}

// NewBrain returns a brain for an enemy of type t.
func NewBrain(t *Type, seed uint64) *Brain {
	return &Brain{t: t, rng: seed, wait: t.thinkTicks}
}

// next returns a number in [0, 1) (splitmix64).
func (b *Brain) next() float64 {
	b.rng += 0x9e3779b97f4a7c15
	z := b.rng
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	z ^= z >> 31
	return float64(float64(z>>11) / (1 << 53)) // rounded: see internal/detmath
}

// Guarding reports whether the brain holds its guard.
func (b *Brain) Guarding() bool { return b.guardLeft > 0 }

// Engaged reports whether the brain holds an attack token: it closes in to
// attack, or its combo runs.
func (b *Brain) Engaged() bool { return b.approach || b.attacking }

// Think returns this tick's intent. Call it once a tick.
func (b *Brain) Think(p Perception) Intent {
	t := b.t
	if b.rest > 0 {
		b.rest--
	}
	if b.attacking {
		if !p.Idle && !p.Staggered {
			return Intent{} // committed: no reaction and no step until the combo ends
		}
		b.attacking, b.rest = false, t.restTicks
	}
	if p.Staggered || !p.HasTarget {
		b.approach = false
		if b.guardLeft > 0 {
			b.guardLeft = 0
			return Intent{Release: TagGuard}
		}
		return Intent{}
	}
	if b.guardLeft > 0 {
		b.guardLeft--
		if b.guardLeft == 0 {
			return Intent{Release: TagGuard}
		}
		return Intent{}
	}
	var in Intent
	b.wait--
	if b.wait <= 0 {
		b.wait = t.thinkTicks
		if r, ok := b.react(p); ok {
			return r
		}
		if p.Idle && !b.approach {
			b.approach = p.MayAttack && b.rest == 0 && b.next() < t.Aggression
			b.strafe = float64(b.next()*2) - 1
		}
	}
	switch {
	case b.approach && p.Idle && p.Distance <= t.AttackRange:
		b.approach, b.attacking = false, true
		in.Combo = b.pick()
	case b.approach:
		in.Advance = 1
	case p.Distance < t.KeepDistance*0.7:
		in.Advance = -1
	case p.Distance > t.KeepDistance*1.3:
		in.Advance = 1
	default:
		in.Strafe = b.strafe
	}
	if !p.Idle {
		in.Advance, in.Strafe = 0, 0
	}
	return in
}

// react guards or dodges when the target swings close by.
func (b *Brain) react(p Perception) (Intent, bool) {
	t := b.t
	if !p.TargetAttacking || p.Distance > t.AttackRange*1.6 || !p.Idle {
		return Intent{}, false
	}
	r := b.next()
	switch {
	case r < t.GuardChance:
		b.guardLeft = t.guardTicks
		return Intent{Press: TagGuard}, true
	case r < t.GuardChance+t.DodgeChance:
		return Intent{Press: TagDodge, Stick: ag.Back}, true
	}
	return Intent{}, false
}

// pick chooses a combo by weight.
func (b *Brain) pick() *Combo {
	n := int(b.next() * float64(b.t.weightSum))
	for i := range b.t.Combos {
		c := &b.t.Combos[i]
		if n < c.Weight {
			return c
		}
		n -= c.Weight
	}
	return &b.t.Combos[len(b.t.Combos)-1]
}
