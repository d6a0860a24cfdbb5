package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

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
	// mateArrow is a teammate's arrow's size, whatever its distance.
	mateArrow = 24
)

var colArrowEdge = color.RGBA{0, 0, 0, 210}

// drawOffscreen draws, at the screen's edge, a chevron pointing at each
// living enemy whose body is off screen: in its type's colour, larger the
// nearer it is, red and pulsing while it winds up an attack (World.StrikeIn),
// and ringed when the player has it locked.
func (v *view) drawOffscreen(dst *ebiten.Image, w *world.World, cam *camera) {
	p := w.Player()
	pf := p.Fighter()
	for _, c := range v.order {
		if c.Player() || c.Dead() {
			continue
		}
		f := c.Fighter()
		if cam.onScreen(f.Pos) {
			continue
		}
		ax, ay, ang := edgeArrow(cam, f.Pos.X, f.Pos.Y)
		near := 1 - min(1, max(0, (math.Hypot(f.Pos.X-pf.Pos.X, f.Pos.Y-pf.Pos.Y)-150)/450))
		size := arrowFar + (arrowNear-arrowFar)*near
		clr := v.typeColour(c.Type, 255)
		if left, ok := w.StrikeIn(c); ok {
			pulse := 0.5 + 0.5*math.Sin(float64(w.Now())*0.6)
			clr = mixRGBA(colCueNear, colCueHot, 0.6*pulse)
			size *= 1 + 0.3*pulse*(0.5+0.5*cueCloseness(left))
		}
		v.chevron(dst, ax, ay, ang, size*1.3, colArrowEdge)
		v.chevron(dst, ax, ay, ang, size, clr)
		if c == p.Target() && p.Locked() {
			strokeCircle(dst, float32(ax), float32(ay), float32(size*1.25), 2.5, colLock)
		}
	}
}

// edgeArrow returns where the screen-edge arrow to the world point x, y
// sits (screen pixels, in from the edges, below the HUD's bottom panels)
// and the way it points, radians.
func edgeArrow(cam *camera, x, y float64) (ax, ay, ang float64) {
	cx, cy := float64(ScreenWidth/2), float64(ScreenHeight/2)
	sx, sy := cam.screenXY(x, y)
	dx, dy := sx-cx, sy-cy
	inY := float64(arrowInset)
	if dy > 0 {
		inY = arrowBottom
	}
	k := math.Min((cx-arrowInset)/math.Max(math.Abs(dx), 1e-6), (cy-inY)/math.Max(math.Abs(dy), 1e-6))
	return cx + dx*k, cy + dy*k, math.Atan2(dy, dx)
}

// mateMark is the arrow to a teammate off screen as placed this frame:
// the player's index, the arrow's point and way, and its name's plate.
type mateMark struct {
	i           int
	ax, ay, ang float64
	label       tagRect
}

// placeMateArrows places, in v.mates, an arrow at the screen's edge to
// each teammate off screen and its name beside it, towards the screen's
// middle; names that would overlap are moved apart.
func (v *view) placeMateArrows(w *world.World, cam *camera) {
	v.mates = v.mates[:0]
	me := w.Player()
	for i, p := range w.Players() {
		f := p.Fighter()
		if p == me || cam.onScreen(f.Pos) {
			continue
		}
		ax, ay, ang := edgeArrow(cam, f.Pos.X, f.Pos.Y)
		v.mates = append(v.mates, mateMark{i: i, ax: ax, ay: ay, ang: ang, label: v.mateLabel(p.Name, ax, ay)})
	}
	for j := 1; j < len(v.mates); j++ {
		for tries := 0; tries < len(v.mates); tries++ {
			moved := false
			for k := range j {
				a, b := &v.mates[j].label, v.mates[k].label
				if a.x < b.x+b.w && b.x < a.x+a.w && a.y < b.y+b.h && b.y < a.y+a.h {
					a.y = b.y + b.h + 2
					if b.y > ScreenHeight/2 {
						a.y = b.y - a.h - 2
					}
					moved = true
				}
			}
			if !moved {
				break
			}
		}
	}
}

// mateLabel returns the plate of a teammate's name beside its arrow at
// ax, ay: inwards of an arrow on a side edge, else to its right (to its
// left near the right edge), kept on the screen.
func (v *view) mateLabel(name string, ax, ay float64) tagRect {
	w, h := v.tagWidth(name)+8, float32(tagSize+6)
	gap := float32(mateArrow * 1.1)
	x, y := float32(ax)+gap, float32(ay)-h/2
	side := ax <= arrowInset+0.5 || ax >= ScreenWidth-arrowInset-0.5
	if (side && ax > ScreenWidth/2) || (!side && x+w > ScreenWidth-4) {
		x = float32(ax) - gap - w
	}
	return tagRect{min(max(x, 4), ScreenWidth-4-w), min(max(y, 4), ScreenHeight-4-h), w, h}
}

// drawMateArrows draws, in co-op, the arrows to the teammates off screen
// (placeMateArrows) in their seats' colours, larger than an enemy's, each
// with its name on a dark plate; a fallen one's dimmed, so it can still be
// found. They come after the HUD, which they may lie over.
func (v *view) drawMateArrows(dst *ebiten.Image, w *world.World, cam *camera) {
	v.placeMateArrows(w, cam)
	for _, m := range v.mates {
		p := w.Players()[m.i]
		clr, a := v.seatLight(w, m.i), 1.0
		if p.Dead() {
			a = 0.55
		}
		v.chevron(dst, m.ax, m.ay, m.ang, mateArrow*1.3, scaleAlpha(colArrowEdge, a))
		v.chevron(dst, m.ax, m.ay, m.ang, mateArrow, scaleAlpha(clr, a))
		r := m.label
		vector.DrawFilledRect(dst, r.x, r.y, r.w, r.h, scaleAlpha(colTagPlate, a), false)
		v.text.draw(dst, p.Name, int(r.x)+4, int(r.y)+2, tagSize, scaleAlpha(clr, a))
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
