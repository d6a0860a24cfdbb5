package combat

import (
	"math"

	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// UpdateTargets picks each living fighter's target, in index order. A
// locked fighter keeps its target while that target lives and stays within
// Config.LockRange; otherwise the lock drops and the target is the nearest
// enemy in front (within Config.TargetCone and Config.TargetRange), or -1.
// The game feeds Target and TargetDist to the action graph's target
// conditions (BasicHost.HasTarget, TargetDistance, TargetTags).
func (a *Arena) UpdateTargets() {
	cfg := &a.Config
	for i := range a.fighters {
		f := &a.fighters[i]
		if f.Dead {
			f.Target, f.TargetDist, f.Locked = -1, 0, false
			continue
		}
		if f.Locked && f.Target >= 0 && f.Target < len(a.fighters) {
			t := &a.fighters[f.Target]
			if d := t.Pos.Distance(f.Pos); !t.Dead && d <= cfg.LockRange {
				f.TargetDist = d
				continue
			}
		}
		f.Locked = false
		f.Target, f.TargetDist = a.Nearest(i, cfg.TargetCone, cfg.TargetRange)
	}
}

// Nearest returns the living enemy of fighter i nearest to it whose centre
// lies within rangePx and within the cone (a full width, radians) around
// its facing, and the distance between their centres; -1 and 0 when there
// is none. Ties go to the lower index. Enemy brains may call it with a
// wide cone.
func (a *Arena) Nearest(i int, cone, rangePx float64) (int, float64) {
	f := &a.fighters[i]
	best, bestD := -1, math.Inf(1)
	for j := range a.fighters {
		o := &a.fighters[j]
		if o.Dead || !a.enemies(i, j) {
			continue
		}
		d := o.Pos.Sub(f.Pos)
		dist := d.Magnitude()
		if dist > rangePx || dist >= bestD || !inCone(f.Facing, d, cone) {
			continue
		}
		best, bestD = j, dist
	}
	if best < 0 {
		return -1, 0
	}
	return best, bestD
}

// ToggleLock locks fighter i onto its target, or releases the lock it
// holds. With no target in front it locks onto the nearest enemy within
// Config.LockRange in any direction; with none at all it stays unlocked.
// It reports whether i is locked afterwards.
func (a *Arena) ToggleLock(i int) bool {
	f := &a.fighters[i]
	if f.Locked || f.Dead {
		f.Locked = false
		return false
	}
	if f.Target < 0 {
		f.Target, f.TargetDist = a.Nearest(i, 2*math.Pi, a.Config.LockRange)
	}
	f.Locked = f.Target >= 0
	return f.Locked
}

// AngleTo returns the facing with which fighter i looks at fighter j: for
// turning towards a locked target.
func (a *Arena) AngleTo(i, j int) float64 {
	d := a.fighters[j].Pos.Sub(a.fighters[i].Pos)
	return detmath.Atan2(d.Y, d.X)
}

// switchCone is the full width of the cone SwitchLock looks in first.
const switchCone = 120 * math.Pi / 180

// SwitchLock moves fighter i's lock to the next living enemy the way dir
// points (a flick of the right stick, in world space; its length does not
// matter), seen from the locked target, or from i itself when it holds no
// lock. It takes the enemy nearest to that point, within Config.LockRange
// of i, whose offset from the point lies within 60 degrees of dir; with
// none there, within 90 degrees. Ties go to the lower index. With no enemy
// that way the lock stays as it was. It reports whether the lock moved.
func (a *Arena) SwitchLock(i int, dir Vec) bool {
	f := &a.fighters[i]
	if f.Dead || dir.Magnitude() == 0 {
		return false
	}
	from, cur := f.Pos, -1
	if f.Locked && f.Target >= 0 && f.Target < len(a.fighters) {
		from, cur = a.fighters[f.Target].Pos, f.Target
	}
	facing := detmath.Atan2(dir.Y, dir.X)
	j := a.nextThatWay(i, cur, from, facing, switchCone)
	if j < 0 {
		j = a.nextThatWay(i, cur, from, facing, math.Pi)
	}
	if j < 0 {
		return false
	}
	f.Target, f.TargetDist, f.Locked = j, a.fighters[j].Pos.Distance(f.Pos), true
	return true
}

// nextThatWay returns the living enemy of fighter i, other than skip and
// within Config.LockRange of i, nearest to from among those whose offset
// from it lies in the cone (a full width) around facing; -1 with none.
func (a *Arena) nextThatWay(i, skip int, from Vec, facing, cone float64) int {
	f := &a.fighters[i]
	best, bestD := -1, math.Inf(1)
	for j := range a.fighters {
		o := &a.fighters[j]
		if j == skip || o.Dead || !a.enemies(i, j) || o.Pos.Distance(f.Pos) > a.Config.LockRange {
			continue
		}
		d := o.Pos.Sub(from)
		if dist := d.Magnitude(); dist > 0 && dist < bestD && inCone(facing, d, cone) {
			best, bestD = j, dist
		}
	}
	return best
}
