package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/framing"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// The camera's settings. cameraZoom makes the hero's body 86 px across
// the shoulders as drawn (32 px of its frame; its hurtbox, 34 px, is 92)
// on the 720 px screen: 12% of its height. The view then holds 474x267
// world pixels of the 1280x720 arena.
const (
	cameraZoom = 2.7
	// cameraFollow is the share of the way to where the camera wants to
	// be that it moves each tick: it settles in about a third of a second.
	cameraFollow = 0.12
	// lockShare is how far towards a locked target the view centres.
	lockShare = 0.45
	// keepInView is how far (world pixels) the player stays from the
	// view's edge while the camera frames a locked target.
	keepInView = 80
)

// teamRoom is what a co-op camera keeps around the living teammates it
// frames with the player (package framing), world pixels: 40 at the
// sides and the bottom, 56 over the heads for the name tags, letting go of
// them over 60 px as they spread past fitting.
var teamRoom = framing.Room{Side: 40, Top: 56, Bottom: 40, Fade: 60}

// camera is the view of the world the screen shows: the world point at the
// screen's centre, the zoom and the shake's offset. Update moves it; Draw
// only reads it.
type camera struct {
	x, y   float64 // the world point at the screen's centre
	zoom   float64
	sx, sy float64 // the shake's offset, screen pixels
	w      *world.World
	team   []combat.Vec // scratch: the bodies a co-op camera frames
}

// update moves the camera one tick towards the player, or towards a point
// between the player and its locked target, kept inside the arena. A new
// World snaps it there.
func (c *camera) update(w *world.World, shakeX, shakeY float64) {
	if c.zoom == 0 {
		c.zoom = cameraZoom
	}
	wx, wy := c.want(w)
	if c.w != w {
		c.x, c.y, c.w = wx, wy, w
	}
	c.x += (wx - c.x) * cameraFollow
	c.y += (wy - c.y) * cameraFollow
	c.x, c.y = c.clamp(c.x, c.y)
	c.sx, c.sy = shakeX, shakeY
}

// want returns where the camera would centre: on the player, or towards
// its locked target while the player keeps keepInView from the edge; in
// co-op, moved as little as it takes to hold the living teammates in view
// too while they fit (teamRoom).
func (c *camera) want(w *world.World) (float64, float64) {
	p := w.Player()
	pos := p.Fighter().Pos
	x, y := pos.X, pos.Y
	hw, hh := c.half()
	if t := p.Target(); t != nil && !t.Dead() && p.Locked() && !p.Dead() {
		d := t.Fighter().Pos.Sub(pos)
		x += clampAbs(d.X*lockShare, hw-keepInView)
		y += clampAbs(d.Y*lockShare, hh-keepInView)
	}
	if players := w.Players(); len(players) > 1 {
		c.team = append(c.team[:0], pos)
		for _, q := range players {
			if q != p && !q.Dead() {
				c.team = append(c.team, q.Fighter().Pos)
			}
		}
		r := teamRoom
		r.HalfW, r.HalfH = hw, hh
		x, y = framing.Team(x, y, c.team, r)
	}
	return c.clamp(x, y)
}

// half returns half the view's size in world pixels.
func (c *camera) half() (float64, float64) {
	return ScreenWidth / 2 / c.zoom, ScreenHeight / 2 / c.zoom
}

// clamp keeps the view inside the arena (the wall at its edge included).
func (c *camera) clamp(x, y float64) (float64, float64) {
	hw, hh := c.half()
	return min(max(x, hw), combat.ScreenW-hw), min(max(y, hh), combat.ScreenH-hh)
}

// clampAbs limits v to -limit..limit.
func clampAbs(v, limit float64) float64 { return min(max(v, -limit), limit) }

// toScreen returns where a world point shows on the screen.
func (c *camera) toScreen(p combat.Vec) (float32, float32) {
	x, y := c.screenXY(p.X, p.Y)
	return float32(x), float32(y)
}

// screenXY returns where the world point x, y shows on the screen.
func (c *camera) screenXY(x, y float64) (float64, float64) {
	return (x-c.x)*c.zoom + ScreenWidth/2 + c.sx, (y-c.y)*c.zoom + ScreenHeight/2 + c.sy
}

// len returns a world length in screen pixels.
func (c *camera) len(l float64) float32 { return float32(l * c.zoom) }

// line returns the screen width of a line drawn w pixels wide in the
// unzoomed arena: thicker, but less than the zoom, so rings stay fine.
func (c *camera) line(w float64) float32 { return float32(w * math.Sqrt(c.zoom)) }

// geoM returns the world-to-screen transform.
func (c *camera) geoM() ebiten.GeoM {
	var g ebiten.GeoM
	g.Translate(-c.x, -c.y)
	g.Scale(c.zoom, c.zoom)
	g.Translate(ScreenWidth/2+c.sx, ScreenHeight/2+c.sy)
	return g
}

// visible returns the world rectangle on the screen, shake included.
func (c *camera) visible() (x0, y0, x1, y1 float64) {
	hw, hh := c.half()
	ox, oy := c.sx/c.zoom, c.sy/c.zoom
	return c.x - hw - ox, c.y - hh - oy, c.x + hw - ox, c.y + hh - oy
}

// onScreen reports whether a body at p shows at least half on the
// screen: its centre is on it.
func (c *camera) onScreen(p combat.Vec) bool {
	x, y := c.toScreen(p)
	return x >= 0 && x <= ScreenWidth && y >= 0 && y <= ScreenHeight
}
