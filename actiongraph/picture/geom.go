package picture

import (
	"math"

	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// Point is a position in layout units, y growing downwards.
type Point struct{ X, Y float64 }

// Rect is an axis-aligned box: its top-left corner and size.
type Rect struct{ X, Y, W, H float64 }

// Center returns the rectangle's centre.
func (r Rect) Center() Point { return Point{r.X + float64(r.W/2), r.Y + float64(r.H/2)} }

// Contains reports whether a point lies inside the rectangle or on its edge.
func (r Rect) Contains(p Point) bool {
	return p.X >= r.X && p.X <= r.X+r.W && p.Y >= r.Y && p.Y <= r.Y+r.H
}

// Cubic is one cubic Bézier segment of a wire; a straight piece has its
// control points on the line.
type Cubic struct{ From, C1, C2, To Point }

// At returns the point a fraction t (0 to 1) along the segment.
func (c Cubic) At(t float64) Point {
	u := 1 - t
	a, b, d, e := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
	return Point{
		float64(a*c.From.X) + float64(b*c.C1.X) + float64(d*c.C2.X) + float64(e*c.To.X),
		float64(a*c.From.Y) + float64(b*c.C1.Y) + float64(d*c.C2.Y) + float64(e*c.To.Y),
	}
}

// EndAngle returns the direction, in radians, the segment travels as it
// reaches To: where an arrowhead points.
func (c Cubic) EndAngle() float64 {
	for _, p := range []Point{c.C2, c.C1, c.From} {
		if p != c.To {
			return detmath.Atan2(c.To.Y-p.Y, c.To.X-p.X)
		}
	}
	return 0
}

// line returns a straight segment.
func line(a, b Point) Cubic {
	return Cubic{a, lerp(a, b, 1.0/3), lerp(a, b, 2.0/3), b}
}

// sweep returns an S-shaped segment that leaves a heading along +x or -x
// (out) and reaches b heading along +x or -x (in), as wires between cards do.
func sweep(a, b Point, out, in float64) Cubic {
	d := math.Max(math.Abs(b.X-a.X)/2, 12)
	return Cubic{a, Point{a.X + float64(out*d), a.Y}, Point{b.X - float64(in*d), b.Y}, b}
}

func lerp(a, b Point, t float64) Point {
	return Point{a.X + float64((b.X-a.X)*t), a.Y + float64((b.Y-a.Y)*t)}
}

// rounded turns a path of horizontal and vertical legs into segments with
// corners rounded to radius r (less where a leg is short).
func rounded(pts []Point, r float64) []Cubic {
	var out []Cubic
	cur := pts[0]
	for i := 1; i < len(pts)-1; i++ {
		prev, at, next := pts[i-1], pts[i], pts[i+1]
		rr := math.Min(r, math.Min(dist(prev, at), dist(at, next))/2)
		in := lerp(at, prev, rr/math.Max(dist(prev, at), 1e-9))
		outp := lerp(at, next, rr/math.Max(dist(at, next), 1e-9))
		if cur != in {
			out = append(out, line(cur, in))
		}
		// A quarter circle is close to a cubic with handles 0.55 of the radius.
		out = append(out, Cubic{in, lerp(in, at, 0.55), lerp(outp, at, 0.55), outp})
		cur = outp
	}
	if last := pts[len(pts)-1]; cur != last {
		out = append(out, line(cur, last))
	}
	return out
}

func dist(a, b Point) float64 { return detmath.Hypot(b.X-a.X, b.Y-a.Y) }
