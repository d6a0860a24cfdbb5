package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// The screen-edge arrows to enemies off screen: how far in from the sides
// and from the bottom edge they sit (below the HUD's bottom panels) and
// their size, screen pixels, from far to near.
const (
	arrowInset  = 30
	arrowBottom = 20
	arrowFar    = 13
	arrowNear   = 22
)

var colArrowEdge = color.RGBA{0, 0, 0, 210}

// drawOffscreen draws, at the screen's edge, a chevron pointing at each
// living enemy whose body is off screen: in its type's colour, larger the
// nearer it is, red and pulsing while it winds up an attack (World.StrikeIn),
// and ringed when the player has it locked.
func (v *view) drawOffscreen(dst *ebiten.Image, w *world.World, cam *camera) {
	p := w.Player()
	pf := p.Fighter()
	cx, cy := float64(ScreenWidth/2), float64(ScreenHeight/2)
	for _, c := range v.order {
		if c.Player() || c.Dead() {
			continue
		}
		f := c.Fighter()
		if cam.onScreen(f.Pos) {
			continue
		}
		sx, sy := cam.screenXY(f.Pos.X, f.Pos.Y)
		dx, dy := sx-cx, sy-cy
		inY := float64(arrowInset)
		if dy > 0 {
			inY = arrowBottom
		}
		k := math.Min((cx-arrowInset)/math.Max(math.Abs(dx), 1e-6), (cy-inY)/math.Max(math.Abs(dy), 1e-6))
		ax, ay := cx+dx*k, cy+dy*k
		near := 1 - min(1, max(0, (math.Hypot(f.Pos.X-pf.Pos.X, f.Pos.Y-pf.Pos.Y)-150)/450))
		size := arrowFar + (arrowNear-arrowFar)*near
		clr := v.typeColour(c.Type, 255)
		if left, ok := w.StrikeIn(c); ok {
			pulse := 0.5 + 0.5*math.Sin(float64(w.Now())*0.6)
			clr = mixRGBA(colCueNear, colCueHot, 0.6*pulse)
			size *= 1 + 0.3*pulse*(0.5+0.5*cueCloseness(left))
		}
		ang := math.Atan2(dy, dx)
		v.chevron(dst, ax, ay, ang, size*1.3, colArrowEdge)
		v.chevron(dst, ax, ay, ang, size, clr)
		if c == p.Target() && p.Locked() {
			strokeCircle(dst, float32(ax), float32(ay), float32(size*1.25), 2.5, colLock)
		}
	}
}

// chevron fills an arrowhead centred on x, y pointing along ang (radians).
func (v *view) chevron(dst *ebiten.Image, x, y, ang, size float64, clr color.RGBA) {
	sin, cos := math.Sincos(ang)
	pt := func(along, across float64) ebiten.Vertex {
		return ebiten.Vertex{DstX: float32(x + cos*along - sin*across), DstY: float32(y + sin*along + cos*across)}
	}
	v.vs = append(v.vs[:0], pt(size*0.7, 0), pt(-size*0.6, size*0.65), pt(-size*0.25, 0), pt(-size*0.6, -size*0.65))
	v.is = append(v.is[:0], 0, 1, 2, 0, 2, 3)
	v.fillVertices(dst, clr)
}
