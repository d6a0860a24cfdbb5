package combat

import (
	"math"
	"math/rand/v2"
	"testing"
)

// square is an axis-aligned quad with its centre at x, y.
func square(x, y, half float64) quad {
	return worldQuad(pose{pos: Vec{X: x, Y: y}}, Vec{}, half, half)
}

func hullOf(a, b quad) *poly {
	var h poly
	h.hullOf(a, b)
	return &h
}

func TestHull(t *testing.T) {
	tests := []struct {
		name  string
		a, b  quad
		wantN int
	}{
		{"one square twice", square(0, 0, 5), square(0, 0, 5), 4},
		{"slid sideways", square(0, 0, 5), square(20, 0, 5), 4},
		{"slid diagonally", square(0, 0, 5), square(20, 20, 5), 6},
		{"turned 45 degrees", square(0, 0, 5), worldQuad(pose{facing: math.Pi / 4}, Vec{}, 5, 5), 8},
		{"points", square(0, 0, 0), square(0, 0, 0), 1},
		{"a segment", square(0, 0, 0), square(10, 0, 0), 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := hullOf(tt.a, tt.b)
			if h.n != tt.wantN {
				t.Fatalf("have %d corners %v, want %d", h.n, h.p[:h.n], tt.wantN)
			}
			for _, q := range []quad{tt.a, tt.b} { // every corner lies inside or on it
				for _, v := range q {
					for i := range h.n {
						if h.n > 2 && cross(h.p[i], h.p[(i+1)%h.n], v) < -1e-9 {
							t.Errorf("corner %v outside edge %d", v, i)
						}
					}
				}
			}
		})
	}
}

func TestOverlapsCircle(t *testing.T) {
	box := hullOf(square(0, 0, 10), square(0, 0, 10))
	tests := []struct {
		name string
		c    Vec
		r    float64
		want bool
	}{
		{"circle wholly inside", Vec{X: 1, Y: 2}, 3, true},
		{"polygon wholly inside the circle", Vec{}, 100, true},
		{"crossing an edge", Vec{X: 12}, 5, true},
		{"touching an edge does not count", Vec{X: 15}, 5, false},
		{"off a corner, inside the bounds", Vec{X: 13, Y: 13}, 4, false},
		{"over a corner", Vec{X: 12, Y: 12}, 3, true},
		{"far away", Vec{X: 100}, 5, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if have := box.overlapsCircle(tt.c, tt.r); have != tt.want {
				t.Errorf("have %v, want %v", have, tt.want)
			}
		})
	}
}

func TestOverlapsPoly(t *testing.T) {
	big := hullOf(square(0, 0, 10), square(0, 0, 10))
	tests := []struct {
		name  string
		other *poly
		want  bool
	}{
		{"wholly inside", hullOf(square(1, 1, 2), square(1, 1, 2)), true},
		{"wholly around", hullOf(square(0, 0, 50), square(0, 0, 50)), true},
		{"crossing", hullOf(square(12, 0, 5), square(12, 0, 5)), true},
		{"beside", hullOf(square(30, 0, 5), square(30, 0, 5)), false},
		{"diagonal gap inside the bounds", hullOf(worldQuad(pose{pos: Vec{X: 19, Y: 19}, facing: math.Pi / 4}, Vec{}, 5, 5), worldQuad(pose{pos: Vec{X: 19, Y: 19}, facing: math.Pi / 4}, Vec{}, 5, 5)), false},
		{"a segment through it", hullOf(square(-20, 0, 0), square(20, 0, 0)), true},
		{"a segment past it", hullOf(square(-20, 15, 0), square(20, 15, 0)), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if have := big.overlapsPoly(tt.other); have != tt.want {
				t.Errorf("have %v, want %v", have, tt.want)
			}
			if have := tt.other.overlapsPoly(big); have != tt.want {
				t.Errorf("reversed: have %v, want %v", have, tt.want)
			}
		})
	}
}

// The separating-axis test agrees with the distance from the centre to the
// polygon on random hulls and circles (away from touching, where rounding
// decides).
func TestOverlapsCircleMatchesDistance(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	random := func() quad {
		p := pose{pos: Vec{X: rng.Float64()*60 - 30, Y: rng.Float64()*60 - 30}, facing: rng.Float64() * 2 * math.Pi}
		return worldQuad(p, Vec{}, rng.Float64()*15, rng.Float64()*15)
	}
	checked := 0
	for range 5000 {
		h := hullOf(random(), random())
		c, r := Vec{X: rng.Float64()*100 - 50, Y: rng.Float64()*100 - 50}, rng.Float64()*10
		d := distToPoly(h, c)
		if math.Abs(d-r) < 1e-6 {
			continue
		}
		checked++
		if have, want := h.overlapsCircle(c, r), d < r; have != want {
			t.Fatalf("hull %v circle %v r %v: have %v, want %v (distance %v)", h.p[:h.n], c, r, have, want, d)
		}
	}
	if checked < 4000 {
		t.Fatalf("only %d cases checked", checked)
	}
}

// distToPoly is the distance from c to a convex polygon, 0 inside.
func distToPoly(h *poly, c Vec) float64 {
	inside := h.n > 2
	best := math.Inf(1)
	sign := 0.0
	for i := range h.n {
		a, b := h.p[i], h.p[(i+1)%h.n]
		ab := b.Sub(a)
		t := 0.0
		if l := ab.MagnitudeSquared(); l > 0 {
			t = min(1, max(0, c.Sub(a).Dot(ab)/l))
		}
		best = min(best, c.Distance(a.Add(ab.Scale(t))))
		if s := cross(a, b, c); s != 0 {
			if sign == 0 {
				sign = math.Copysign(1, s)
			} else if math.Copysign(1, s) != sign {
				inside = false
			}
		}
	}
	if inside {
		return 0
	}
	return best
}
