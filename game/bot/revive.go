package bot

import (
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// The skilled pilot raises a fallen teammate when no blow threatens, as a
// person would: it walks onto the body it sees down, presses Interact once
// the revive prompt shows over it, and holds still while it kneels.

const (
	reviveNode = "Revive" // the items' revive, as its node is named
	// reviveNear is how close it walks to the body before it stands still.
	reviveNear = 20
)

// revive walks to a fallen teammate and raises it; busy is false when no
// teammate is down, a blow is due (soon), or it is mid-move otherwise.
func (s *Skilled) revive(now, then *world.Sight, soon int) (stick combat.Vec, busy bool) {
	me := &now.Me
	if me.Node == reviveNode {
		return combat.Vec{}, true // hold still: a step would end it
	}
	if soon <= guardKeep || !me.Idle || s.ctl.interact == items.NoInput {
		return combat.Vec{}, false
	}
	var mate *world.Body
	d := 0.0
	for i := range then.Team {
		b := &then.Team[i]
		if x := b.Pos.Distance(me.Pos); b.Dead && (mate == nil || x < d) {
			mate, d = b, x
		}
	}
	switch {
	case mate == nil:
		return combat.Vec{}, false
	case mate.ReviveReady && d <= reviveNear:
		s.hands.press(s.ctl.interact, 3)
		return combat.Vec{}, true
	case d > reviveNear:
		return towards(me.Pos, mate.Pos), true
	}
	return face(me.Pos, mate.Pos), true // by the body: the prompt shows in a moment
}
