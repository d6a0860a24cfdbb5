package combat

import (
	"math"

	"github.com/solarlune/resolv"
)

// maxHullPoints is the most corners a swept shape has: the hull of two boxes.
const maxHullPoints = 8

// poly is a convex polygon with its corners in order, held in a fixed array
// so building and testing one allocates nothing. n is 1 or 2 for a shape
// squashed to a point or a segment.
type poly struct {
	n   int
	p   [maxHullPoints]Vec
	box resolv.Bounds
}

// hullOf sets the polygon to the convex hull of two quads (Andrew's
// monotone chain). Collinear points are dropped.
func (h *poly) hullOf(a, b quad) {
	var pts [8]Vec
	copy(pts[:4], a[:])
	copy(pts[4:], b[:])
	// Insertion sort by x, then y: eight points, deterministic, no allocation.
	for i := 1; i < len(pts); i++ {
		for j := i; j > 0 && less(pts[j], pts[j-1]); j-- {
			pts[j], pts[j-1] = pts[j-1], pts[j]
		}
	}
	m := 1 // drop repeated points
	for i := 1; i < len(pts); i++ {
		if pts[i] != pts[m-1] {
			pts[m] = pts[i]
			m++
		}
	}
	var out [2 * 8]Vec
	k := 0
	for i := 0; i < m; i++ { // lower chain
		for k >= 2 && cross(out[k-2], out[k-1], pts[i]) <= 0 {
			k--
		}
		out[k] = pts[i]
		k++
	}
	for i, lo := m-2, k+1; i >= 0; i-- { // upper chain
		for k >= lo && cross(out[k-2], out[k-1], pts[i]) <= 0 {
			k--
		}
		out[k] = pts[i]
		k++
	}
	k-- // the last point repeats the first
	if k < 1 {
		k = 1
	}
	h.n = copy(h.p[:], out[:k])
	h.bound()
}

// fromQuad sets the polygon to one quad.
func (h *poly) fromQuad(q quad) {
	h.n = copy(h.p[:], q[:])
	h.bound()
}

func (h *poly) bound() {
	lo, hi := h.p[0], h.p[0]
	for _, v := range h.p[1:h.n] {
		lo.X, lo.Y = math.Min(lo.X, v.X), math.Min(lo.Y, v.Y)
		hi.X, hi.Y = math.Max(hi.X, v.X), math.Max(hi.Y, v.Y)
	}
	h.box = resolv.Bounds{Min: resolv.Vector(lo), Max: resolv.Vector(hi)}
}

// boxesOverlap reports whether two bounds overlap or touch. (resolv's
// Bounds.IsIntersecting answers the same but copies and is several times
// slower; this runs for every target of every sweep.)
func boxesOverlap(a, b *resolv.Bounds) bool {
	return a.Min.X <= b.Max.X && b.Min.X <= a.Max.X && a.Min.Y <= b.Max.Y && b.Min.Y <= a.Max.Y
}

// union returns the bounds around both.
func union(a, b resolv.Bounds) resolv.Bounds {
	return resolv.Bounds{
		Min: resolv.Vector{X: min(a.Min.X, b.Min.X), Y: min(a.Min.Y, b.Min.Y)},
		Max: resolv.Vector{X: max(a.Max.X, b.Max.X), Y: max(a.Max.Y, b.Max.Y)},
	}
}

func less(a, b Vec) bool { return a.X < b.X || (a.X == b.X && a.Y < b.Y) }

// cross is the z of (b-a) x (c-a): positive when a, b, c turn one way.
func cross(a, b, c Vec) float64 {
	return float64((b.X-a.X)*(c.Y-a.Y)) - float64((b.Y-a.Y)*(c.X-a.X))
}

// project flattens the polygon onto an axis.
func (h *poly) project(axis Vec) resolv.Projection {
	lo := axis.Dot(h.p[0])
	hi := lo
	for _, v := range h.p[1:h.n] {
		d := axis.Dot(v)
		lo, hi = math.Min(lo, d), math.Max(hi, d)
	}
	return resolv.Projection{Min: lo, Max: hi}
}

// separatedBy reports whether some edge normal of h separates h from o.
func (h *poly) separatedBy(o *poly) bool {
	for i := 0; i < h.n; i++ {
		a, b := h.p[i], h.p[(i+1)%h.n]
		if a == b {
			continue
		}
		axis := Vec{X: a.Y - b.Y, Y: b.X - a.X}
		if !h.project(axis).IsOverlapping(o.project(axis)) {
			return true
		}
	}
	return false
}

// overlapsPoly reports whether two convex polygons overlap (separating axis
// theorem); touching edges do not count. Unlike resolv v0.8.1's
// ConvexPolygon.Intersection, which only reports crossing edges, a polygon
// wholly inside the other overlaps it.
func (h *poly) overlapsPoly(o *poly) bool {
	if !boxesOverlap(&h.box, &o.box) {
		return false
	}
	return !h.separatedBy(o) && !o.separatedBy(h)
}

// overlapsCircle reports whether the polygon and a circle overlap: no edge
// normal and not the axis from the nearest corner to the centre separates
// them. A circle wholly inside the polygon, or the polygon inside the
// circle, overlaps.
func (h *poly) overlapsCircle(c Vec, r float64) bool {
	if c.X+r < h.box.Min.X || c.X-r > h.box.Max.X || c.Y+r < h.box.Min.Y || c.Y-r > h.box.Max.Y {
		return false
	}
	circle := func(axis Vec) resolv.Projection {
		d, m := axis.Dot(c), float64(axis.Magnitude()*r)
		return resolv.Projection{Min: d - m, Max: d + m}
	}
	near, best := h.p[0], math.Inf(1)
	for i := 0; i < h.n; i++ {
		a, b := h.p[i], h.p[(i+1)%h.n]
		if d := a.DistanceSquared(c); d < best {
			near, best = a, d
		}
		if a == b {
			continue
		}
		axis := Vec{X: a.Y - b.Y, Y: b.X - a.X}
		if !h.project(axis).IsOverlapping(circle(axis)) {
			return false
		}
	}
	axis := c.Sub(near)
	if axis.X == 0 && axis.Y == 0 {
		return true // the centre sits on a corner
	}
	return h.project(axis).IsOverlapping(circle(axis))
}
