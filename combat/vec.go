package combat

import (
	"math"

	"github.com/solarlune/resolv"
	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// Vec is a point or a velocity in world pixels (y grows downwards). It has
// resolv.Vector's layout, so Vec(v) and resolv.Vector(v) convert, but its
// own methods: resolv's multiply and add in one expression, which arm64
// fuses into one instruction that rounds differently, and a fight must
// replay to the same bits on every machine. Each method here rounds every
// product before it adds (see internal/detmath). None allocates.
type Vec resolv.Vector

// Add returns v + o.
func (v Vec) Add(o Vec) Vec { return Vec{X: v.X + o.X, Y: v.Y + o.Y} }

// Sub returns v - o.
func (v Vec) Sub(o Vec) Vec { return Vec{X: v.X - o.X, Y: v.Y - o.Y} }

// Scale returns v times s. The products are rounded here, as an inlined
// Scale inside an Add would otherwise fuse.
func (v Vec) Scale(s float64) Vec { return Vec{X: float64(v.X * s), Y: float64(v.Y * s)} }

// Invert returns -v.
func (v Vec) Invert() Vec { return Vec{X: -v.X, Y: -v.Y} }

// Dot returns the dot product of v and o.
func (v Vec) Dot(o Vec) float64 { return float64(v.X*o.X) + float64(v.Y*o.Y) }

// MagnitudeSquared returns v's length squared.
func (v Vec) MagnitudeSquared() float64 { return v.Dot(v) }

// Magnitude returns v's length.
func (v Vec) Magnitude() float64 { return math.Sqrt(v.Dot(v)) }

// DistanceSquared returns the squared distance from v to o.
func (v Vec) DistanceSquared(o Vec) float64 { return v.Sub(o).MagnitudeSquared() }

// Distance returns the distance from v to o.
func (v Vec) Distance(o Vec) float64 { return v.Sub(o).Magnitude() }

// Unit returns v scaled to length 1; a vector shorter than 1e-8 comes back
// as it is, as resolv's Unit does.
func (v Vec) Unit() Vec {
	l := v.Magnitude()
	if l < 1e-8 || l == 1 {
		return v
	}
	return Vec{X: v.X / l, Y: v.Y / l}
}

// Rotate returns v turned by angle radians (from +x towards +y).
func (v Vec) Rotate(angle float64) Vec {
	sin, cos := detmath.Sincos(angle)
	return rotate(v.X, v.Y, sin, cos)
}

// Angle returns the direction v points in, in radians from +x towards +y.
func (v Vec) Angle() float64 { return detmath.Atan2(v.Y, v.X) }

// Towards returns the unit vector at angle radians from +x towards +y.
func Towards(angle float64) Vec {
	sin, cos := detmath.Sincos(angle)
	return Vec{X: cos, Y: sin}
}

// rotate turns (x, y) by the angle whose sine and cosine are given.
func rotate(x, y, sin, cos float64) Vec {
	return Vec{X: float64(x*cos) - float64(y*sin), Y: float64(x*sin) + float64(y*cos)}
}
