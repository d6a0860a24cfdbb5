package world

import (
	"math"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// motionRun is one node run's root motion: planned as the node starts from
// the montage's Motion, then read tick by tick from the node's clock.
type motionRun struct {
	seq    uint64  // the node start it was planned for
	m      *Motion // nil: the move does not carry the body
	target int     // an attack's target fighter, -1 for none
	stop   float64 // where an attack's steps stop short of the target
	stick  combat.Vec
	// back is how far the body still steps back to make room, and backPer
	// how far a tick.
	back, backPer float64
}

// planMotion reads how the move that just started carries the body. An
// attack (a montage with an Attack) turns at once to its target, the locked
// one or the nearest enemy in front within the approach's reach, and steps
// towards it; a dodge goes the way the stick pushes, or with the stick
// centred faces the nearest enemy and leaves it.
func (w *World) planMotion(c *Character) {
	c.motion = motionRun{seq: c.nodeSeq, target: -1}
	clip, ok := c.comp.Clip()
	if !ok {
		return
	}
	m := w.assets.Motion[clip.Montage]
	_, attack := w.assets.Attacks[clip.Montage]
	c.motion.m = m
	f := c.Fighter()
	if m != nil && m.Dodge {
		w.cue(Cue{Kind: CueDodge, Pos: f.Pos, Attacker: c})
	}
	switch {
	case m != nil && m.Dodge && c.brain == nil: // an enemy hops as its montage says
		if s := c.stick; Pushed(s) {
			c.motion.stick = s.Unit()
		} else if j, _ := w.arena.Nearest(c.fighter, 2*math.Pi, w.arena.Config.LockRange); j >= 0 {
			f.Facing = w.arena.AngleTo(c.fighter, j)
		}
	case attack:
		t := w.magnetTarget(c)
		if t < 0 {
			return
		}
		c.motion.target = t
		f.Facing = w.arena.AngleTo(c.fighter, t)
		stop, room := w.spacing(c)
		c.motion.stop = stop
		if d := w.arena.Fighter(t).Pos.Distance(f.Pos); d < stop && room > 0 {
			c.motion.back = stop - d
			c.motion.backPer = c.motion.back / float64(max(1, ag.SecondsToTicks(room)))
		}
	}
}

// magnetTarget returns the fighter an attack of c steers to: its locked
// target within the magnet's range, else the nearest enemy within the
// magnet's cone and range; -1 when none.
func (w *World) magnetTarget(c *Character) int {
	f := c.Fighter()
	ap := &w.assets.Tuning.Approach
	if f.Locked && f.Target >= 0 && f.TargetDist <= ap.MagnetRange {
		return f.Target
	}
	j, _ := w.arena.Nearest(c.fighter, ap.MagnetCone, ap.MagnetRange)
	return j
}

// spacing returns where c's running attack stops short of its target and
// how long it takes to make room: the node's spacing, else the item's (an
// enemy type's stop distance), else the game's.
func (w *World) spacing(c *Character) (stop, room float64) {
	ap := &w.assets.Tuning.Approach
	stop, room = ap.StopDistance, ap.MakeRoomSeconds
	switch {
	case c.item != nil:
		if s := c.item.Spacing; s.StopDistance >= 0 {
			stop = s.StopDistance
		}
		if s := c.item.Spacing; s.MakeRoomSeconds >= 0 {
			room = s.MakeRoomSeconds
		}
	case c.Type != nil && c.Type.StopDistance > 0:
		stop, room = c.Type.StopDistance, 0
	}
	if n := c.comp.Current(); n != nil {
		if n.Spacing.StopDistance >= 0 {
			stop = n.Spacing.StopDistance
		}
		if n.Spacing.MakeRoomSeconds >= 0 {
			room = n.Spacing.MakeRoomSeconds
		}
	}
	return stop, room
}

// rootMotion returns the velocity the running move gives the body on the
// coming tick, and whether it gives one (then walking waits). It reads the
// montage times the tick plays from the node's clock, so it follows
// sections, Play Rate and Action Speed, and pauses in hitstop with the move.
func (w *World) rootMotion(c *Character) (combat.Vec, bool) {
	mr := &c.motion
	if mr.seq != c.nodeSeq {
		return combat.Vec{}, false // planned as each node starts
	}
	clip, ok := c.comp.Clip()
	if !ok || (mr.m == nil && mr.back <= 0) {
		return combat.Vec{}, false
	}
	f := c.Fighter()
	t0 := clip.Start + float64(ag.TicksToSeconds(c.comp.State().TimeInNode)*clip.Rate)
	t1 := t0 + clip.Rate/ag.TickRate
	facing := combat.Vec{X: detmath.Cos(f.Facing), Y: detmath.Sin(f.Facing)}
	var out combat.Vec
	moving := false
	if mr.m != nil {
		gap := math.Inf(1)
		if mr.target >= 0 {
			if tf := w.arena.Fighter(mr.target); !tf.Dead {
				gap = max(0, tf.Pos.Distance(f.Pos)-mr.stop)
			}
		}
		for _, s := range mr.m.Steps {
			lo, hi := max(t0, s.From), min(t1, s.To)
			if hi <= lo {
				continue
			}
			moving = true
			span := s.To - s.From
			px := s.Distance * (hi - lo) / span
			if !math.IsInf(gap, 1) {
				// Close what is left of the gap over what is left of the step,
				// never further than the step's reach.
				left := s.To - lo
				want := min(gap, s.Reach*left/span)
				px = want * (hi - lo) / left
				gap -= px
			}
			dir := mr.stick
			if dir == (combat.Vec{}) {
				dir = combat.Vec{X: detmath.Cos(f.Facing + s.Angle), Y: detmath.Sin(f.Facing + s.Angle)}
			}
			out = out.Add(dir.Scale(px))
		}
	}
	if mr.back > 0 {
		px := min(mr.back, mr.backPer)
		mr.back -= px
		out = out.Sub(facing.Scale(px))
		moving = true
	}
	return out.Scale(ag.TickRate), moving
}
