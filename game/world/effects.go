package world

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
)

// effectTicks is how long a damage number shows.
const effectTicks = 50

// maxEffects bounds the damage numbers alive at once.
const maxEffects = 32

// effect is one landed hit shown on screen: a damage number or "blocked".
type effect struct {
	at      ag.Ticks
	pos     combat.Vec
	amount  float64
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

// Effect is a damage number for the screen.
type Effect struct {
	Pos     combat.Vec
	Amount  float64
	Outcome combat.Outcome
	// Victim is the character hit.
	Victim *Character
	// Age runs from 0 when the hit landed to 1 when it fades.
	Age float64
}

// Effects appends the damage numbers alive now.
func (w *World) Effects(dst []Effect) []Effect {
	e := &w.effects
	for i := 0; i < e.n; i++ {
		x := e.list[(e.head+i)%maxEffects]
		dst = append(dst, Effect{Pos: x.pos, Amount: x.amount, Outcome: x.outcome, Victim: w.byFighter[x.victim], Age: float64(w.now-x.at) / effectTicks})
	}
	return dst
}
