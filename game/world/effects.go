package world

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
)

// effectTicks is how long a damage number shows.
const effectTicks = 50

// maxEffects bounds the damage numbers alive at once.
const maxEffects = 32

// EffectKind says what an effect shows.
type EffectKind uint8

// The kinds of effect.
const (
	// EffectHit is a landed hit: its damage, or what a guard, a parry or a
	// dodge made of it (Outcome).
	EffectHit EffectKind = iota
	// EffectHeal is health given back (Amount).
	EffectHeal
	// EffectRefused is a move of the player's refused for want of stamina
	// (a dodge, a heavy), shown on the player.
	EffectRefused
)

// effect is one thing shown on screen for a while.
type effect struct {
	at      ag.Ticks
	pos     combat.Vec
	amount  float64
	kind    EffectKind
	outcome combat.Outcome
	victim  int
}

// effects is a fixed ring of recent effects; it never allocates.
type effects struct {
	list [maxEffects]effect
	n    int
	head int
}

func (e *effects) add(x effect) {
	e.list[(e.head+e.n)%maxEffects] = x
	if e.n < maxEffects {
		e.n++
	} else {
		e.head = (e.head + 1) % maxEffects
	}
}

func (e *effects) expire(now ag.Ticks) {
	for e.n > 0 && now-e.list[e.head].at > effectTicks {
		e.head = (e.head + 1) % maxEffects
		e.n--
	}
}

// Effect is a damage number, a heal or a refusal for the screen.
type Effect struct {
	Kind    EffectKind
	Pos     combat.Vec
	Amount  float64
	Outcome combat.Outcome
	// Victim is the character hit.
	Victim *Character
	// Age runs from 0 when the hit landed to 1 when it fades.
	Age float64
}

// refused shows that a move of c's was refused short of stamina.
func (w *World) refused(c *Character) {
	c.refusedAt, c.wasRefused = w.now, true
	w.cue(Cue{Kind: CueRefused, Pos: c.Fighter().Pos, Victim: c})
	w.effects.add(effect{at: w.now, pos: c.Fighter().Pos, kind: EffectRefused, victim: c.fighter})
}

// Effects appends the damage numbers alive now.
func (w *World) Effects(dst []Effect) []Effect {
	e := &w.effects
	for i := 0; i < e.n; i++ {
		x := e.list[(e.head+i)%maxEffects]
		dst = append(dst, Effect{Kind: x.kind, Pos: x.pos, Amount: x.amount, Outcome: x.outcome, Victim: w.byFighter[x.victim], Age: float64(w.now-x.at) / effectTicks})
	}
	return dst
}
