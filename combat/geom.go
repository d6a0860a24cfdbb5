package combat

import (
	"math"

	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// Pivot is where a 64x64 frame is pinned to its character, in frame pixels
// on both axes: the frame's centre.
const Pivot = 32.0

// Rect is a box in frame pixels, as an Aseprite slice key gives it: top-left
// corner and size, authored with the character facing right (+x).
type Rect struct {
	X, Y, W, H float64
}

// RectOf converts an integer rectangle (anim.Rect's fields) to a Rect.
func RectOf(x, y, w, h int) Rect {
	return Rect{X: float64(x), Y: float64(y), W: float64(w), H: float64(h)}
}

// Empty reports whether the box has no area.
func (r Rect) Empty() bool { return r.W <= 0 || r.H <= 0 }

// centre returns the box's centre relative to the pivot.
func (r Rect) centre() Vec {
	return Vec{X: r.X + float64(r.W/2) - Pivot, Y: r.Y + float64(r.H/2) - Pivot}
}

// pose is where a character stands and which way it faces.
type pose struct {
	pos    Vec
	facing float64
}

// quad is a box turned into world space: four corners in order.
type quad [4]Vec

// worldQuad places a box given by its pivot-relative centre and half sizes on
// a pose: rotate by the facing, then add the position.
func worldQuad(p pose, c Vec, hw, hh float64) quad {
	sin, cos := detmath.Sincos(p.facing)
	corner := func(x, y float64) Vec {
		return p.pos.Add(rotate(x, y, sin, cos))
	}
	return quad{
		corner(c.X-hw, c.Y-hh),
		corner(c.X+hw, c.Y-hh),
		corner(c.X+hw, c.Y+hh),
		corner(c.X-hw, c.Y+hh),
	}
}

// rectQuad places a frame-pixel box on a pose.
func rectQuad(p pose, r Rect) quad {
	return worldQuad(p, r.centre(), r.W/2, r.H/2)
}

// ToWorld converts a point in frame pixels to world space for a character at
// pos facing facing: subtract the pivot, rotate by the facing, add the
// position. The game draws hitboxes with it.
func ToWorld(pos Vec, facing float64, x, y float64) Vec {
	sin, cos := detmath.Sincos(facing)
	return pos.Add(rotate(x-Pivot, y-Pivot, sin, cos))
}

// angleDiff returns b-a wrapped to (-pi, pi]: the shortest turn from a to b.
func angleDiff(a, b float64) float64 {
	d := math.Mod(b-a, 2*math.Pi)
	if d > math.Pi {
		d -= 2 * math.Pi
	} else if d <= -math.Pi {
		d += 2 * math.Pi
	}
	return d
}

// lerp interpolates between a and b.
func lerp(a, b, t float64) float64 { return a + float64((b-a)*t) }

// lerpVec interpolates between two vectors.
func lerpVec(a, b Vec, t float64) Vec { return Vec{X: lerp(a.X, b.X, t), Y: lerp(a.Y, b.Y, t)} }

// inCone reports whether the direction d lies within half of the angle cone
// of the facing. A zero direction counts as inside.
func inCone(facing float64, d Vec, cone float64) bool {
	m := d.Magnitude()
	if m == 0 {
		return true
	}
	sin, cos := detmath.Sincos(facing)
	return d.Dot(Vec{X: cos, Y: sin})/m >= detmath.Cos(cone/2)-1e-12
}
