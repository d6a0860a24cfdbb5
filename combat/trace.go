package combat

import (
	"math"

	"github.com/solarlune/resolv"

	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// Swing is what the game tells combat about an open melee trace window on a
// tick: which window it is and where the weapon's hitbox is.
type Swing struct {
	// Window names this opening of a trace window; every new opening needs
	// a new number (a counter bumped when a trace tag starts will do). A
	// target is hit at most once per Window.
	Window uint64
	// Box is the hitbox on the frame shown this tick, in frame pixels.
	Box Rect
	// Prev is the hitbox on the previous frame. The first sweep of a window
	// sweeps from it when it is not empty; later sweeps start from where
	// the previous sweep left the box, pose included.
	Prev Rect
}

// trace is one fighter's melee trace state.
type trace struct {
	open   bool
	spent  bool // parried: the window hits nothing more
	window uint64
	from   sample // where the last sweep left the box
}

// sample is a hitbox on a pose: enough to place it in the world.
type sample struct {
	pose pose
	c    Vec // box centre relative to the pivot, facing right
	hw   float64
	hh   float64
}

func sampleOf(p pose, r Rect) sample {
	return sample{pose: p, c: r.centre(), hw: r.W / 2, hh: r.H / 2}
}

func (s sample) quad() quad { return worldQuad(s.pose, s.c, s.hw, s.hh) }

// Sweep moves attacker's hitbox from where it was to sw.Box this tick and
// resolves a hit on every enemy whose hurtbox the swept area touches, in
// index order, each at most once per window. It appends one Hit per
// target met to hits and returns the slice; with room in hits it allocates
// nothing. A parry ends the sweep, and the window hits nothing more. A dead
// or frozen attacker or an empty Box sweeps nothing. A Deferred target met
// is a Pending hit, left for the game to Strike.
func (a *Arena) Sweep(attacker int, sw Swing, atk Attack, hits []Hit) []Hit {
	f := &a.fighters[attacker]
	tr := &a.traces[attacker]
	if f.Dead || f.frozen || sw.Box.Empty() {
		return hits
	}
	now := sampleOf(pose{f.Pos, f.Facing}, sw.Box)
	if !tr.open || tr.window != sw.Window {
		clear(a.hitRow(attacker))
		tr.open, tr.spent, tr.window, tr.from = true, false, sw.Window, now
		if !sw.Prev.Empty() {
			tr.from = sampleOf(now.pose, sw.Prev)
		}
	}
	if tr.spent {
		return hits
	}
	hulls := a.sweepHulls(tr.from, now)
	tr.from = now
	reach := hulls[0].box
	for k := range hulls[1:] {
		reach = union(reach, hulls[k+1].box)
	}
	row := a.hitRow(attacker)
	for j := range a.fighters {
		if row[j/64]&(1<<(j%64)) != 0 || !a.enemies(attacker, j) || a.fighters[j].Dead {
			continue
		}
		if !a.touches(hulls, &reach, j) {
			continue
		}
		row[j/64] |= 1 << (j % 64)
		if a.fighters[j].Deferred {
			hits = append(hits, Hit{Attacker: attacker, Victim: j, Outcome: Pending})
			continue
		}
		h := a.Strike(attacker, j, atk)
		hits = append(hits, h)
		if h.Outcome == Parried {
			tr.spent = true
			break
		}
	}
	return hits
}

// EndTrace closes attacker's trace window: the next Sweep starts a new one
// whatever its Window number. Call it when the trace tag ends or the move
// is cut.
func (a *Arena) EndTrace(attacker int) { a.traces[attacker].open = false }

// sweepHulls fills the arena's scratch with the hulls that cover the box's
// way from one sample to the next and returns them. One hull of the two
// boxes covers a straight slide exactly; when the box also turns (the pose's
// facing, or its centre around the pivot) further than Config.SweepStep,
// the turn is cut into steps along the shorter arc and each step adds the
// hull of two consecutive boxes. Both ways are covered, as two frames do not
// say which the blade took.
func (a *Arena) sweepHulls(from, to sample) []poly {
	turn := math.Abs(angleDiff(from.pose.facing, to.pose.facing))
	polar := centreArcs(from.c, to.c)
	if polar {
		turn += math.Abs(angleDiff(detmath.Atan2(from.c.Y, from.c.X), detmath.Atan2(to.c.Y, to.c.X)))
	}
	steps := 1
	if a.Config.SweepStep > 0 {
		steps = int(math.Ceil(turn / a.Config.SweepStep))
	}
	steps = max(1, min(steps, a.Config.MaxSweepSteps, maxSweepSteps))
	first, last := from.quad(), to.quad()
	a.scratch[0].hullOf(first, last)
	if steps == 1 {
		return a.scratch[:1]
	}
	prev := first
	for k := 1; k <= steps; k++ {
		next := last
		if k < steps {
			next = between(from, to, float64(k)/float64(steps), polar).quad()
		}
		a.scratch[k].hullOf(prev, next)
		prev = next
	}
	return a.scratch[:steps+1]
}

// centreArcs reports whether a box moving from centre a to b should swing
// around the pivot rather than slide: both sit away from it.
func centreArcs(a, b Vec) bool {
	const near = 4.0
	return a.MagnitudeSquared() > near*near && b.MagnitudeSquared() > near*near
}

// between interpolates two samples: position and size straight, facing by
// the shorter turn, and the centre around the pivot when polar.
func between(a, b sample, t float64, polar bool) sample {
	s := sample{
		pose: pose{lerpVec(a.pose.pos, b.pose.pos, t), a.pose.facing + float64(t*angleDiff(a.pose.facing, b.pose.facing))},
		hw:   lerp(a.hw, b.hw, t),
		hh:   lerp(a.hh, b.hh, t),
		c:    lerpVec(a.c, b.c, t),
	}
	if polar {
		aa := detmath.Atan2(a.c.Y, a.c.X)
		ang := aa + float64(t*angleDiff(aa, detmath.Atan2(b.c.Y, b.c.X)))
		r := lerp(a.c.Magnitude(), b.c.Magnitude(), t)
		sin, cos := detmath.Sincos(ang)
		s.c = Vec{X: r * cos, Y: r * sin}
	}
	return s
}

// touches reports whether any swept hull meets fighter j's hurtbox; reach
// bounds them all.
func (a *Arena) touches(hulls []poly, reach *resolv.Bounds, j int) bool {
	v := &a.fighters[j]
	if v.Hurtbox.Empty() {
		c, r := v.Pos, v.Radius
		if c.X+r < reach.Min.X || c.X-r > reach.Max.X || c.Y+r < reach.Min.Y || c.Y-r > reach.Max.Y {
			return false
		}
		for k := range hulls {
			if hulls[k].overlapsCircle(v.Pos, v.Radius) {
				return true
			}
		}
		return false
	}
	var body poly
	body.fromQuad(rectQuad(pose{v.Pos, v.Facing}, v.Hurtbox))
	if !boxesOverlap(&body.box, reach) {
		return false
	}
	for k := range hulls {
		if hulls[k].overlapsPoly(&body) {
			return true
		}
	}
	return false
}
