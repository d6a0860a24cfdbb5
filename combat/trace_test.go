package combat

import (
	"math"
	"testing"
)

func TestToWorld(t *testing.T) {
	pos := Vec{X: 100, Y: 100}
	tests := []struct {
		name   string
		facing float64
		x, y   float64
		want   Vec
	}{
		{"pivot stays on the body", 1.3, 32, 32, Vec{X: 100, Y: 100}},
		{"right edge, facing right", 0, 64, 32, Vec{X: 132, Y: 100}},
		{"right edge, facing down", math.Pi / 2, 64, 32, Vec{X: 100, Y: 132}},
		{"top edge, facing left", math.Pi, 32, 0, Vec{X: 100, Y: 132}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			have := ToWorld(pos, tt.facing, tt.x, tt.y)
			if math.Abs(have.X-tt.want.X) > 1e-9 || math.Abs(have.Y-tt.want.Y) > 1e-9 {
				t.Errorf("have %v, want %v", have, tt.want)
			}
		})
	}
}

// A box far above the attacker's line then far below it in one tick: the
// target between the two boxes touches neither, only the swept area.
func TestFastSwingHitsThinTarget(t *testing.T) {
	above := Rect{X: 40, Y: 0, W: 20, H: 8}  // world y 328..336
	below := Rect{X: 40, Y: 56, W: 20, H: 8} // world y 384..392
	thinBox := Rect{X: 31, Y: 20, W: 2, H: 24}
	tests := []struct {
		name     string
		target   Fighter
		prevArg  bool // pass the first box as Swing.Prev in one call
		newWin   bool // the second call opens a new window (no sweep between)
		wantHits int
	}{
		{"thin circle, two ticks", thin(418, 360, Rect{}), false, false, 1},
		{"thin circle, Prev in one call", thin(418, 360, Rect{}), true, false, 1},
		{"thin hurtbox, two ticks", thin(418, 360, thinBox), false, false, 1},
		{"thin hurtbox, Prev in one call", thin(418, 360, thinBox), true, false, 1},
		{"new window: nothing swept between", thin(418, 360, Rect{}), false, true, 0},
		{"beyond the reach", thin(470, 360, Rect{}), false, false, 0},
		{"behind the attacker", thin(370, 360, Rect{}), false, false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			at := a.Add(body(400, 360, 0, 0))
			a.Add(tt.target)
			var hits []Hit
			if tt.prevArg {
				hits = a.Sweep(at, Swing{Window: 1, Box: below, Prev: above}, jab, hits)
			} else {
				hits = a.Sweep(at, Swing{Window: 1, Box: above}, jab, hits)
				win := uint64(1)
				if tt.newWin {
					win = 2
				}
				hits = a.Sweep(at, Swing{Window: win, Box: below}, jab, hits)
			}
			if len(hits) != tt.wantHits {
				t.Fatalf("have %d hits %+v, want %d", len(hits), hits, tt.wantHits)
			}
		})
	}
}

func thin(x, y float64, hurt Rect) Fighter {
	f := body(x, y, 0, 1)
	f.Radius, f.Hurtbox = 2, hurt
	return f
}

// A blade turning a quarter circle in one tick sweeps the arc, not only the
// chord between its two boxes: a target near the tip at 45 degrees is hit
// once the turn is cut into steps, and missed by one hull of the two boxes.
func TestSweepFollowsTheArc(t *testing.T) {
	tests := []struct {
		name  string
		steps int
		want  int
	}{
		{"one hull of two boxes misses", 1, 0},
		{"default steps hit", DefaultConfig(16).MaxSweepSteps, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			a.Config.MaxSweepSteps = tt.steps
			at := a.Add(body(400, 360, 0, 0))
			r := 28.0
			a.Add(thin(400+r*math.Cos(-math.Pi/4), 360+r*math.Sin(-math.Pi/4), Rect{}))
			hits := a.Sweep(at, Swing{Window: 1, Box: bladeRight, Prev: bladeUp}, jab, nil)
			if len(hits) != tt.want {
				t.Fatalf("have %d hits, want %d", len(hits), tt.want)
			}
		})
	}
}

// A target inside the blade for many ticks is hit once per window, and
// again in the next window or after EndTrace.
func TestHitOncePerWindow(t *testing.T) {
	tests := []struct {
		name    string
		windows []uint64 // the Window of each tick's sweep; 0 = EndTrace that tick
		want    int
	}{
		{"one window, ten ticks", []uint64{1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, 1},
		{"two windows", []uint64{1, 1, 1, 2, 2, 2}, 2},
		{"window, end, same number again", []uint64{1, 1, 0, 1, 1}, 2},
		{"three windows alternating", []uint64{1, 2, 1}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			at := a.Add(body(400, 360, 0, 0))
			a.Add(body(440, 360, math.Pi, 1))
			a.Add(body(360, 360, 0, 0)) // an ally behind: never hit
			var hits []Hit
			for _, w := range tt.windows {
				a.Fighter(at).Hitstop = 0 // sweep every tick, hitstop aside
				a.Fighter(at).frozen = false
				if w == 0 {
					a.EndTrace(at)
					continue
				}
				hits = a.Sweep(at, Swing{Window: w, Box: bladeRight}, jab, hits)
			}
			if len(hits) != tt.want {
				t.Fatalf("have %d hits, want %d", len(hits), tt.want)
			}
			for _, h := range hits {
				if h.Victim != 1 || h.Outcome != Struck {
					t.Errorf("have hit %+v, want Struck on fighter 1", h)
				}
			}
		})
	}
}

// A swing during its attacker's hitstop sweeps nothing; it resumes after.
func TestFrozenAttackerSweepsNothing(t *testing.T) {
	a := testArena()
	at := a.Add(body(400, 360, 0, 0))
	a.Add(body(440, 360, math.Pi, 1))
	a.Add(body(440, 380, math.Pi, 1))
	hits := a.Sweep(at, Swing{Window: 1, Box: bladeUp}, jab, nil)
	a.Fighter(at).Hitstop = 3
	a.Step()
	hits = a.Sweep(at, Swing{Window: 1, Box: bladeRight}, jab, hits)
	if len(hits) != 0 {
		t.Fatalf("frozen: have %d hits, want 0", len(hits))
	}
	for range 3 {
		a.Step()
	}
	hits = a.Sweep(at, Swing{Window: 1, Box: bladeRight}, jab, hits)
	if len(hits) != 1 || hits[0].Victim != 1 {
		t.Fatalf("after the freeze: have %+v, want one hit on fighter 1", hits)
	}
}
