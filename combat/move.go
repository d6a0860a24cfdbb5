package combat

import "math"

// Step begins a tick for every fighter, in index order. A fighter in
// hitstop spends the tick frozen (Frozen reports true; nothing else of it
// changes but its hitstop count). Any other fighter regains stamina, counts
// down its stagger (or, once it ends, its stagger immunity), moves by Move (unless staggered or dead) plus its
// knockback, and its knockback slows by Config.Friction. Then overlapping
// living bodies are pushed apart and every centre is kept within
// Config.Bounds.
func (a *Arena) Step() {
	cfg := &a.Config
	dt := 1 / cfg.TickRate
	for i := range a.fighters {
		f := &a.fighters[i]
		f.frozen = f.Hitstop > 0
		if f.frozen {
			f.Hitstop--
			continue
		}
		if !f.Dead {
			f.regen(cfg)
		}
		v := f.Knock
		walks := f.Stagger == 0 && !f.Dead
		f.countStagger()
		if walks {
			v = v.Add(f.Move)
		}
		f.Pos = f.Pos.Add(v.Scale(dt))
		f.Knock = slow(f.Knock, float64(cfg.Friction*dt))
	}
	for range cfg.SeparationPasses {
		a.separate()
	}
	for i := range a.fighters {
		a.clamp(&a.fighters[i])
	}
}

// slow takes by from a velocity's speed, stopping at zero.
func slow(v Vec, by float64) Vec {
	m := v.Magnitude()
	if m <= by {
		return Vec{}
	}
	return v.Scale((m - by) / m)
}

// separate pushes every overlapping pair of living fighters apart, half
// each, pairs in index order. Bodies on the same spot part along +x.
func (a *Arena) separate() {
	for i := range a.fighters {
		fi := &a.fighters[i]
		if fi.Dead {
			continue
		}
		for j := i + 1; j < len(a.fighters); j++ {
			fj := &a.fighters[j]
			if fj.Dead {
				continue
			}
			d := fj.Pos.Sub(fi.Pos)
			reach := fi.Radius + fj.Radius
			dist2 := d.MagnitudeSquared()
			if dist2 >= reach*reach {
				continue
			}
			dist := math.Sqrt(dist2)
			n := Vec{X: 1}
			if dist > 0 {
				n = d.Scale(1 / dist)
			}
			push := n.Scale((reach - dist) / 2)
			fi.Pos = fi.Pos.Sub(push)
			fj.Pos = fj.Pos.Add(push)
		}
	}
}

// clamp keeps a fighter's circle on the floor.
func (a *Arena) clamp(f *Fighter) {
	b := a.Config.Bounds
	f.Pos.X = clampTo(f.Pos.X, b.Min.X+f.Radius, b.Max.X-f.Radius)
	f.Pos.Y = clampTo(f.Pos.Y, b.Min.Y+f.Radius, b.Max.Y-f.Radius)
}

// clampTo limits x to lo..hi (to their middle when the range is empty).
func clampTo(x, lo, hi float64) float64 {
	if lo > hi {
		return (lo + hi) / 2
	}
	return min(max(x, lo), hi)
}
