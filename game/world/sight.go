package world

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
)

// Body is what a player sees of one character on screen: where it stands
// and faces, its health bar, and what its pose and the telegraphs show. It
// holds nothing of the character's action graph.
type Body struct {
	// Index is the character's place in World.Characters.
	Index int
	// Type is the enemy type's name; empty for the player.
	Type              string
	Pos               combat.Vec
	Facing, Radius    float64
	Health, MaxHealth float64
	Dead, Staggered   bool
	// Cue is set while it winds up an attack, and StrikeIn counts the ticks
	// until the blow is live: the ring that closes on it on screen.
	Cue      bool
	StrikeIn ag.Ticks
	// Swinging is set while its blow is live; Guarding while its guard is
	// up; Busy while it plays any move rather than standing or walking (a
	// swing's recovery shows as Busy with neither Cue nor Swinging).
	Swinging, Guarding, Busy bool
	// FinisherReady is set on the enemy the finisher prompt marks, and
	// ReviveReady on the fallen teammate the revive prompt marks.
	FinisherReady, ReviveReady bool
}

// Self is what the player knows of its own character besides its body:
// the HUD's bars and item, and the moves it is making.
type Self struct {
	Body
	Stamina, MaxStamina float64
	Item                string
	// Node and Window are the player's own move and whether its next press
	// chains now; Idle is set at ROOT.
	Node   string
	Window bool
	Idle   bool
	// Target is the index of the enemy the target ring marks, -1 for none.
	Target int
	Locked bool
}

// Sight is the fight as a player sees it on one tick: for headless players
// (the play harness) that must see no more than a person does.
type Sight struct {
	Tick        ag.Ticks
	Phase       Phase
	Wave, Waves int
	Me          Self
	// Others are the enemies, living and fallen, in World.Characters order.
	Others []Body
	// Team are the other players, standing and down, in the same order;
	// none in a solo fight.
	Team []Body
}

// Look fills s with what this machine's player (World.Player) sees now;
// the other players are in Team. It reuses s.Others and s.Team, so once
// grown it allocates nothing.
func (w *World) Look(s *Sight) {
	s.Tick, s.Phase = w.now, w.phase
	s.Wave, s.Waves = w.Wave()
	fin := w.FinisherTarget()
	s.Others, s.Team = s.Others[:0], s.Team[:0]
	me := w.Player()
	var rev *Character
	if w.players > 1 {
		rev = w.ReviveTarget()
	}
	for i, c := range w.chars {
		b := w.body(i, c, fin)
		if c.Player() && c != me {
			b.ReviveReady = c == rev
			s.Team = append(s.Team, b)
			continue
		}
		if c == me {
			p := &s.Me
			p.Body = b
			f := c.Fighter()
			p.Stamina, p.MaxStamina = f.Stamina, f.MaxStamina
			p.Item = ""
			if c.item != nil {
				p.Item = c.item.Name
			}
			st := c.comp.State()
			p.Node, p.Window, p.Idle = st.Node, st.Window, c.comp.Idle()
			p.Target, p.Locked = -1, f.Locked
			if t := c.Target(); t != nil {
				p.Target = characterIndex(w, t)
			}
			continue
		}
		s.Others = append(s.Others, b)
	}
}

// body is what the screen shows of character i.
func (w *World) body(i int, c *Character, fin *Character) Body {
	f := c.Fighter()
	b := Body{
		Index: i, Pos: f.Pos, Facing: f.Facing, Radius: f.Radius,
		Health: f.Health, MaxHealth: f.MaxHealth, Dead: f.Dead, Staggered: f.Staggered(),
		Swinging:      c.marks&markActive != 0,
		Guarding:      c.comp.HasTag(combat.TagBlocking),
		Busy:          !c.comp.Idle(),
		FinisherReady: c == fin,
	}
	if c.Type != nil {
		b.Type = c.Type.Name
	}
	b.StrikeIn, b.Cue = w.StrikeIn(c)
	return b
}

// FinisherTarget returns the enemy a light attack would finish now, the
// target of the paired action ROOT's winning transition would play, or nil.
// The HUD prompts the finisher over it.
func (w *World) FinisherTarget() *Character {
	p := w.Player()
	if p.Dead() {
		return nil
	}
	n := p.comp.RootAnswer(TagLightAttack)
	if n == nil {
		return nil
	}
	if _, ok := n.Payload.(*ag.PairedActionPayload); !ok {
		return nil
	}
	return p.Target()
}
