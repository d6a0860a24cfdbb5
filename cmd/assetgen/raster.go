package main

import (
	"image"
	"image/color"
	"math"
)

// sub is the supersampling grid: sub x sub samples a pixel. Geometry is
// snapped to fixed point (fix units a pixel) and every coverage test is
// integer arithmetic, so the pictures are the same bytes on every machine
// (no floating-point fusion can change a pixel).
const (
	sub = 4
	fix = 2 * sub
)

// vec is a point or a direction in frame pixels.
type vec struct{ X, Y float64 }

func (a vec) add(b vec) vec             { return vec{a.X + b.X, a.Y + b.Y} }
func (a vec) sub(b vec) vec             { return vec{a.X - b.X, a.Y - b.Y} }
func (a vec) mul(k float64) vec         { return vec{a.X * k, a.Y * k} }
func (a vec) lerp(b vec, t float64) vec { return a.add(b.sub(a).mul(t)) }

// polar returns the point at a distance along an angle in degrees (0 = +x,
// positive turns towards +y, clockwise on screen).
func polar(deg, dist float64) vec {
	r := deg * math.Pi / 180
	return vec{math.Cos(r) * dist, math.Sin(r) * dist}
}

// ipt is a point in fixed-point units.
type ipt struct{ X, Y int64 }

func snap(v vec) ipt {
	return ipt{int64(math.Round(v.X * fix)), int64(math.Round(v.Y * fix))}
}

func snapLen(r float64) int64 { return int64(math.Round(r * fix)) }

// canvas is one frame being drawn, clipped to its own rectangle of the
// sheet.
type canvas struct {
	img  *image.RGBA
	clip image.Rectangle
	org  vec // the frame's top-left corner in sheet pixels
}

// inside reports whether a sample point (fixed point) is in a shape.
type inside func(p ipt) bool

// fill composites c over the pixels the shape covers, within the bounds
// (frame pixels) bx0..bx1, by0..by1.
func (cv *canvas) fill(c color.NRGBA, lo, hi vec, in inside) {
	x0 := max(int(math.Floor(lo.X+cv.org.X)), cv.clip.Min.X)
	y0 := max(int(math.Floor(lo.Y+cv.org.Y)), cv.clip.Min.Y)
	x1 := min(int(math.Ceil(hi.X+cv.org.X)), cv.clip.Max.X-1)
	y1 := min(int(math.Ceil(hi.Y+cv.org.Y)), cv.clip.Max.Y-1)
	ox, oy := int(cv.org.X), int(cv.org.Y)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			n := 0
			for j := range sub {
				for i := range sub {
					p := ipt{int64((x-ox)*fix + 2*i + 1), int64((y-oy)*fix + 2*j + 1)}
					if in(p) {
						n++
					}
				}
			}
			if n > 0 {
				cv.blend(x, y, c, n)
			}
		}
	}
}

// blend puts c over the pixel with coverage n of sub*sub, in integers.
func (cv *canvas) blend(x, y int, c color.NRGBA, n int) {
	a := int(c.A) * n / (sub * sub)
	i := cv.img.PixOffset(x, y)
	px := cv.img.Pix[i : i+4 : i+4]
	for k, s := range [3]uint8{c.R, c.G, c.B} {
		px[k] = uint8((int(s)*a + int(px[k])*(255-a) + 127) / 255)
	}
	px[3] = uint8((a*255 + int(px[3])*(255-a) + 127) / 255)
}

// circle fills a disc.
func (cv *canvas) circle(c color.NRGBA, at vec, r float64) {
	p, rr := snap(at), snapLen(r)
	cv.fill(c, at.sub(vec{r, r}), at.add(vec{r, r}), func(q ipt) bool {
		dx, dy := q.X-p.X, q.Y-p.Y
		return dx*dx+dy*dy <= rr*rr
	})
}

// capsule fills the points within r of the segment a-b.
func (cv *canvas) capsule(c color.NRGBA, a, b vec, r float64) {
	pa, pb, rr := snap(a), snap(b), snapLen(r)
	ex, ey := pb.X-pa.X, pb.Y-pa.Y
	l2 := ex*ex + ey*ey
	lo := vec{min(a.X, b.X) - r, min(a.Y, b.Y) - r}
	hi := vec{max(a.X, b.X) + r, max(a.Y, b.Y) + r}
	cv.fill(c, lo, hi, func(q ipt) bool {
		dx, dy := q.X-pa.X, q.Y-pa.Y
		dot := dx*ex + dy*ey
		switch {
		case l2 == 0 || dot <= 0:
			return dx*dx+dy*dy <= rr*rr
		case dot >= l2:
			fx, fy := q.X-pb.X, q.Y-pb.Y
			return fx*fx+fy*fy <= rr*rr
		}
		cr := dx*ey - dy*ex
		return cr*cr <= rr*rr*l2
	})
}

// ellipse fills an ellipse with radii rx, ry, its rx axis along deg.
func (cv *canvas) ellipse(c color.NRGBA, at vec, rx, ry, deg float64) {
	p := snap(at)
	const unit = 1024 // the axes' unit vectors, in 1/unit
	u := ipt{int64(math.Round(math.Cos(deg*math.Pi/180) * unit)), int64(math.Round(math.Sin(deg*math.Pi/180) * unit))}
	v := ipt{-u.Y, u.X}
	ax, ay := snapLen(rx), snapLen(ry)
	r := max(rx, ry)
	cv.fill(c, at.sub(vec{r, r}), at.add(vec{r, r}), func(q ipt) bool {
		dx, dy := q.X-p.X, q.Y-p.Y
		s := dx*u.X + dy*u.Y // along the rx axis, times unit
		t := dx*v.X + dy*v.Y
		// (s/unit/ax)^2 + (t/unit/ay)^2 <= 1, in integers.
		return s*s*ay*ay+t*t*ax*ax <= unit*unit*ax*ax*ay*ay
	})
}

// poly fills a convex polygon given in either winding.
func (cv *canvas) poly(c color.NRGBA, pts ...vec) {
	ps := make([]ipt, len(pts))
	lo, hi := pts[0], pts[0]
	for i, v := range pts {
		ps[i] = snap(v)
		lo = vec{min(lo.X, v.X), min(lo.Y, v.Y)}
		hi = vec{max(hi.X, v.X), max(hi.Y, v.Y)}
	}
	cv.fill(c, lo, hi, func(q ipt) bool {
		pos, neg := false, false
		for i, a := range ps {
			b := ps[(i+1)%len(ps)]
			cr := (b.X-a.X)*(q.Y-a.Y) - (b.Y-a.Y)*(q.X-a.X)
			pos = pos || cr > 0
			neg = neg || cr < 0
		}
		return !(pos && neg)
	})
}
