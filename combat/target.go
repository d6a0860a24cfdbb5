package combat

import "math"

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
	return math.Atan2(d.Y, d.X)
}
