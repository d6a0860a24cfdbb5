package bot

import (
	"math"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// style is what a practised player knows of a weapon's rhythm.
type style struct {
	combo   int     // light presses in its chain
	windows bool    // its chain waits for action windows; else a press waits for the swing's end
	reach   float64 // how close it starts a swing, centre to centre
	commit  int     // ticks its swing takes to land: it starts none with a blow due sooner
	cost    float64 // stamina a swing takes
	cancel  int     // ticks into a swing before a dodge or guard may cut it
	dodge   float64 // stamina its dodge takes
	// bound: its first swing cannot be cut, so it starts none with another
	// enemy close by unless the target is open.
	bound bool
}

// styles are the shipped items' rhythms; another item plays as the default.
var styles = map[string]style{
	"Fists":      {combo: 3, windows: true, reach: 62, commit: 8, cost: 8, cancel: 6, dodge: 10},
	"Sword":      {combo: 3, windows: false, reach: 72, commit: 10, cost: 10, cancel: 9, dodge: 15},
	"Two-Handed": {combo: 2, windows: true, reach: 72, commit: 14, cost: 12, cancel: 9, dodge: 15},
	"Shield":     {combo: 1, windows: true, reach: 76, commit: 22, cost: 10, cancel: 21, dodge: 15, bound: true},
}

var defaultStyle = style{combo: 1, windows: true, reach: 60, commit: 12, cost: 10, dodge: 15}

// Timing of the skilled pilot's defence, in ticks before a blow is live.
const (
	parryLead  = 4                   // a guard pressed this close before the blow parries it
	parryTicks = 9                   // how long a raised guard parries
	guardKeep  = 24                  // a raised guard stays up while a blow is due this soon
	dodgeLead  = 6                   // a dodge this close leaves on invulnerable frames
	liveTicks  = 20                  // how long after it goes live a blow may still land
	crowdNear  = 110                 // another enemy this close makes it wait rather than swing
	turnStick  = 0.05                // a stick this slight turns the body and hardly walks it
	flankAngle = 100 * math.Pi / 180 // blows this far apart cannot share one guard

	dodgeNode    = "Dodge" // the items' dodge, as its node is named
	dodgeCounter = 14      // ticks into a dodge when a counter is pressed, to play as it ends
	threatFar    = 150     // enemies farther than this are no threat yet
	dodgeCost    = 15      // stamina a dodge takes
	guardFront   = 80 * math.Pi / 180
)

// Skilled plays as a practised player: it locks on to the nearest enemy,
// closes in, swings when no blow is on its way and chains each press on
// the action window (or, for a weapon without windows, during the swing),
// parries blows as their telegraph closes when its item has a guard and
// dodges them otherwise, takes the finisher when the prompt shows, and in
// co-op raises a fallen teammate while no blow is due (revive.go).
type Skilled struct {
	eyes  eyes
	hands hands
	dice  rng
	ctl   controls
	style style

	node      string
	nodeTicks int
	pressed   bool // pressed the light attack during this node
	chain     int  // light presses in the combo so far
	guardAt   int64
	flank     bool // blows due from two sides at once

	// Trace, when set, hears each decision (for tuning the pilot).
	Trace func(format string, args ...any)
}

// NewSkilled returns a skilled pilot with a seed.
func NewSkilled(seed uint64) *Skilled { return &Skilled{dice: rng(seed)} }

// Drive reads the fight and sets the player's input for the next Step.
func (s *Skilled) Drive(w *world.World) {
	now, then := s.eyes.look(w)
	me := &now.Me
	s.hands.tick()
	if me.Item != s.ctl.item {
		s.ctl = controlsFor(w, me.Item)
		s.style = defaultStyle
		if st, ok := styles[me.Item]; ok {
			s.style = st
		}
	}
	if me.Dead || now.Phase != world.Playing {
		s.hands.letGo()
		w.SetInput(0, combat.Vec{})
		return
	}
	if me.Node != s.node {
		s.node, s.nodeTicks, s.pressed = me.Node, 0, false
	} else {
		s.nodeTicks++
	}
	if me.Idle && s.nodeTicks > 20 {
		s.chain = 0
	}
	target, dist := s.pick(then, me.Pos)
	if me.Locked {
		w.ToggleLock() // it turns by the stick instead, to face whoever strikes
	}
	soon, from := s.threat(now, then)
	stick := s.decide(now, then, target, dist, soon, from)
	if s.Trace != nil {
		s.Trace("t%d soon=%d held=%v node=%s idle=%v stick=%v", now.Tick, soon, s.hands.held, me.Node, me.Idle, stick)
	}
	w.SetInput(s.hands.held, stick)
}

// face returns a stick that turns the player towards a point without
// walking it anywhere to speak of.
func face(me, at combat.Vec) combat.Vec { return towards(me, at).Scale(turnStick) }

// pick chooses whom to fight: an enemy recovering from a swing within
// reach (its back is open), else the nearest.
func (s *Skilled) pick(then *world.Sight, at combat.Vec) (*world.Body, float64) {
	for i := range then.Others {
		b := &then.Others[i]
		if d := b.Pos.Distance(at); !b.Dead && b.Busy && !b.Cue && !b.Swinging && !b.Guarding && d <= s.style.reach {
			return b, d
		}
	}
	return nearest(then, at)
}

// decide presses what the moment wants and returns the stick.
func (s *Skilled) decide(now, then *world.Sight, target *world.Body, dist float64, soon int, from combat.Vec) combat.Vec {
	me := &now.Me
	if v, busy := s.defend(now, soon, from); busy {
		return v
	}
	if v, busy := s.revive(now, then, soon); busy {
		return v
	}
	for i := range then.Others {
		if then.Others[i].FinisherReady && me.Idle && soon > 30 {
			s.hands.press(s.ctl.light, 3)
			return combat.Vec{}
		}
	}
	if target == nil {
		return combat.Vec{}
	}
	st := s.style
	near := float64(crowdNear)
	if st.bound {
		near = threatFar // a swing it cannot cut waits for a clear field
	}
	crowd := s.crowd(then, me.Pos, target, near)
	reserve := st.cost // keep a dodge's worth without a guard
	if s.ctl.guard == items.NoInput {
		reserve += st.dodge
	}
	spare := me.Stamina >= reserve
	if me.Node == dodgeNode && s.nodeTicks >= dodgeCounter && !s.pressed && open(target) && dist <= st.reach+30 && spare {
		if s.hands.press(s.ctl.light, 3) { // the counter waits for the hop's end
			s.chain, s.pressed = 1, true
		}
		return face(me.Pos, target.Pos)
	}
	if !me.Idle {
		ready := me.Window
		if !st.windows {
			ready = s.nodeTicks >= 6
		}
		if s.chain > 0 && s.chain < st.combo && !s.pressed && ready && soon > st.commit+8 && (crowd == 0 || open(target)) && spare {
			if s.hands.press(s.ctl.light, 3) {
				s.pressed = true
				s.chain++
			}
		}
		return face(me.Pos, target.Pos)
	}
	switch {
	case dist <= st.reach && soon > st.commit+4 && spare && (!st.bound || crowd == 0 || open(target)):
		if s.hands.press(s.ctl.light, 3) {
			s.chain, s.pressed = 1, true
		}
		return face(me.Pos, target.Pos)
	case dist > st.reach-6 && soon > 2*st.commit:
		return towards(me.Pos, target.Pos)
	}
	return face(me.Pos, target.Pos)
}

// open reports whether an enemy cannot answer a swing now: reeling, or
// recovering from its own.
func open(b *world.Body) bool {
	return b.Staggered || (b.Busy && !b.Cue && !b.Swinging && !b.Guarding)
}

// crowd counts the enemies besides the target close enough to strike
// during a combo.
func (s *Skilled) crowd(then *world.Sight, at combat.Vec, target *world.Body, near float64) int {
	n := 0
	for i := range then.Others {
		b := &then.Others[i]
		if !b.Dead && !b.Staggered && b.Index != target.Index && b.Pos.Distance(at) <= near {
			n++
		}
	}
	return n
}
