// Package framing decides where a co-op camera looks: at the local player
// (and its locked target) as a lone player's camera does, moved as little
// as it takes to hold the living teammates in view too while they fit,
// letting go of them smoothly as they spread too far apart. It imports no
// ebiten, so its tests run headless.
package framing

import "github.com/upc-demo/actiongraph-game/combat"

// Room is the view's half size and the room kept between a framed body
// and the view's edges, in world pixels: Top is larger, for the name tag
// over a head.
type Room struct {
	HalfW, HalfH      float64
	Side, Top, Bottom float64
	// Fade is how far past fitting the group may spread while the framing
	// lets go of it, from holding it whole to not at all.
	Fade float64
}

// Team returns where the view centres to frame the bodies at pts along
// with the centre x, y the player's own camera wants (pts holds the
// player too): x, y moved the least that holds every point Room's room
// inside the view while they fit, and less and less, down to not at all,
// as they spread up to Room.Fade past fitting. No points, or one, leave
// x, y as they are.
func Team(x, y float64, pts []combat.Vec, r Room) (float64, float64) {
	if len(pts) < 2 {
		return x, y
	}
	x0, y0, x1, y1 := pts[0].X, pts[0].Y, pts[0].X, pts[0].Y
	for _, p := range pts[1:] {
		x0, x1 = min(x0, p.X), max(x1, p.X)
		y0, y1 = min(y0, p.Y), max(y1, p.Y)
	}
	kx, tx := axis(x, x0, x1, r.HalfW-r.Side, r.HalfW-r.Side, r.Fade)
	ky, ty := axis(y, y0, y1, r.HalfH-r.Top, r.HalfH-r.Bottom, r.Fade)
	k := min(kx, ky)
	return x + k*(tx-x), y + k*(ty-y)
}

// axis returns, along one axis, the centre nearest c that holds lo..hi
// inside the view with before of it on the low side and after on the
// high side of the centre, and how much of that move to make: 1 while
// they fit, falling to 0 at fade past fitting (then the centre is the
// middle of lo..hi, where the nearest centre was as they stopped fitting).
func axis(c, lo, hi, before, after, fade float64) (k, to float64) {
	least, most := hi-after, lo+before
	if least <= most {
		return 1, min(max(c, least), most)
	}
	over := least - most
	k = 0
	if fade > 0 {
		k = max(0, 1-over/fade)
	}
	return k, (least + most) / 2
}
