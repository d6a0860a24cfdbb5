package bot

import (
	"math"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/internal/detmath"
	"github.com/upc-demo/actiongraph-game/items"
)

// The skilled pilot's defence: reading the telegraphs, parrying, blocking
// and dodging.

// threat returns how many ticks until the soonest blow on its way at the
// player goes live, as seen ReactionTicks ago and counted on to now (below
// 0 while it may still land), and where it comes from; a large number when
// none is.
func (s *Skilled) threat(now, then *world.Sight) (int, combat.Vec) {
	soon, from := math.MaxInt32, combat.Vec{}
	s.flank = false
	var others [8]combat.Vec // the other blows due soon, by where they come from
	n := 0
	for i := range then.Others {
		b := &then.Others[i]
		if b.Dead || b.Pos.Distance(now.Me.Pos) > threatFar {
			continue
		}
		t := math.MaxInt32
		switch {
		case b.Cue:
			t = int(then.Tick + b.StrikeIn - now.Tick)
		case b.Swinging && b.Pos.Distance(now.Me.Pos) < 70:
			t = 0
		}
		if t <= -liveTicks || t > guardKeep {
			continue
		}
		if n < len(others) {
			others[n] = b.Pos
			n++
		}
		if t < soon {
			soon, from = t, b.Pos
		}
	}
	// Blows from two sides at once: one guard cannot meet both.
	me := now.Me.Pos
	for _, o := range others[:n] {
		if o != from && towards(me, o).Dot(towards(me, from)) < detmath.Cos(flankAngle) {
			s.flank = true
		}
	}
	return soon, from
}

// defend meets a blow due in soon ticks from from. With a guard and the
// blow in front it presses the guard as the blow lands, so it parries, and
// holds it while more blows come, lowering and raising it again to parry
// the next; otherwise it dodges the blow, sideways and away, when stamina
// allows, or walks away. busy is false when nothing needs defending now.
func (s *Skilled) defend(now *world.Sight, soon int, from combat.Vec) (stick combat.Vec, busy bool) {
	me := &now.Me
	held := s.hands.down(s.ctl.guard)
	if held && !me.Guarding && now.Tick-s.guardAt > 2 {
		s.hands.release(s.ctl.guard) // held through a move that ended the guard: press it anew
		held = false
	}
	if soon > guardKeep {
		if held {
			s.hands.release(s.ctl.guard)
		}
		return combat.Vec{}, false
	}
	away := towards(from, me.Pos)
	front := math.Abs(math.Remainder(detmath.Atan2(from.Y-me.Pos.Y, from.X-me.Pos.X)-me.Facing, 2*math.Pi)) < guardFront
	if s.flank && soon <= dodgeLead && me.Stamina >= s.style.dodge && s.ctl.dodge != items.NoInput {
		s.hands.release(s.ctl.guard)
		s.hands.press(s.ctl.dodge, 3) // caught between two: leave them both
		return s.escape(now, from), true
	}
	if s.ctl.guard != items.NoInput && !front && !held && soon > parryLead {
		return face(me.Pos, from), true // turn to meet it
	}
	if s.ctl.guard != items.NoInput && (front || held) {
		switch {
		case held && now.Tick-s.guardAt > parryTicks && soon >= 2 && soon <= parryLead+1:
			s.hands.release(s.ctl.guard) // past the parry's frames: lower, to raise it again on time
		case held:
			s.hands.keep(s.ctl.guard, 2)
		case soon <= parryLead:
			if s.hands.press(s.ctl.guard, 2) {
				s.guardAt = now.Tick
			}
		}
		return face(me.Pos, from), held || soon <= parryLead
	}
	if soon > dodgeLead {
		return combat.Vec{}, false
	}
	if !me.Idle && s.nodeTicks < s.style.cancel {
		return combat.Vec{}, true // a press now would be lost: wait until the swing may be cut
	}
	if me.Stamina >= s.style.dodge && s.ctl.dodge != items.NoInput {
		s.hands.press(s.ctl.dodge, 3)
		return s.escape(now, from), true
	}
	return roomy(away, me.Pos), true
}

// escape returns the way out of a blow from from. With a guard, or caught
// between two, it goes away from the attacker and the others close by;
// without a guard it steps to the attacker's side, the side fewer enemies
// stand on, to strike back while the attacker recovers.
func (s *Skilled) escape(now *world.Sight, from combat.Vec) combat.Vec {
	me := now.Me.Pos
	away := towards(from, me)
	if s.ctl.guard == items.NoInput && !s.flank {
		side := combat.Vec{X: -away.Y, Y: away.X}
		lean := 0.0
		for i := range now.Others {
			b := &now.Others[i]
			if d := b.Pos.Distance(me); !b.Dead && d < threatFar && b.Pos != from {
				lean -= b.Pos.Sub(me).Dot(side) / (d + 20)
			}
		}
		if lean < 0 {
			side = side.Scale(-1)
		}
		return roomy(side.Add(away.Scale(0.3)), me)
	}
	push := away.Scale(2)
	for i := range now.Others {
		b := &now.Others[i]
		if d := b.Pos.Distance(me); !b.Dead && d < threatFar && b.Pos != from {
			push = push.Add(towards(b.Pos, me).Scale(threatFar / (d + 20)))
		}
	}
	return roomy(push, me)
}

// roomy turns a way to go from the walls: near one, it leans towards the
// arena's middle, so that stepping back never corners the player.
func roomy(dir, at combat.Vec) combat.Vec {
	const room = 160.0 // closer to a wall than this, lean away from it
	var lean combat.Vec
	if at.X < room {
		lean.X += (room - at.X) / room
	}
	if at.X > combat.ScreenW-room {
		lean.X -= (at.X - (combat.ScreenW - room)) / room
	}
	if at.Y < room {
		lean.Y += (room - at.Y) / room
	}
	if at.Y > combat.ScreenH-room {
		lean.Y -= (at.Y - (combat.ScreenH - room)) / room
	}
	if dir.MagnitudeSquared() > 1e-9 {
		dir = dir.Unit()
	}
	v := dir.Add(lean.Scale(2))
	if v.MagnitudeSquared() < 1e-9 {
		return dir
	}
	return v.Unit()
}
