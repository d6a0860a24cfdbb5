package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/combat"
)

// maxRings bounds the flashes on screen at once; a new one past it
// replaces the oldest.
const maxRings = 24

// ring is a flash in the world: a ring that widens and fades (a parry's
// clang, a death's shock), or a disc of light that swells and fades.
type ring struct {
	x, y      float64 // world pixels
	r0, r1    float64 // its radius from start to end, world pixels
	width     float64 // world pixels; 0 fills a disc
	age, life int
	clr       color.RGBA
}

// flashes holds the rings in a fixed pool and the screen-edge flash (a
// parry's white, a blow on the player's red). Update adds and ages them;
// Draw only draws them.
type flashes struct {
	rings    [maxRings]ring
	next     int
	edgeAge  int
	edgeLife int
	edgeClr  color.RGBA
}

// ring adds a ring at a world point.
func (f *flashes) ring(at combat.Vec, r0, r1, width float64, life int, clr color.RGBA) {
	f.rings[f.next] = ring{x: at.X, y: at.Y, r0: r0, r1: r1, width: width, life: life, clr: clr}
	f.next = (f.next + 1) % maxRings
}

// edge flashes the screen's edges in a colour for life ticks, unless a
// stronger (longer) flash is still showing.
func (f *flashes) edge(clr color.RGBA, life int) {
	if f.edgeAge < f.edgeLife && f.edgeLife-f.edgeAge > life {
		return
	}
	f.edgeClr, f.edgeAge, f.edgeLife = clr, 0, life
}

// tick ages every flash one tick.
func (f *flashes) tick() {
	for i := range f.rings {
		if f.rings[i].age < f.rings[i].life {
			f.rings[i].age++
		}
	}
	if f.edgeAge < f.edgeLife {
		f.edgeAge++
	}
}

// clear ends every flash (a new fight).
func (f *flashes) clear() {
	for i := range f.rings {
		f.rings[i].age = f.rings[i].life
	}
	f.edgeAge = f.edgeLife
}

// draw draws the live rings through the camera.
func (f *flashes) draw(dst *ebiten.Image, cam *camera) {
	for i := range f.rings {
		r := &f.rings[i]
		if r.age >= r.life {
			continue
		}
		t := float64(r.age) / float64(r.life)
		grow := 1 - (1-t)*(1-t) // fast, then settling
		rad := cam.len(r.r0 + (r.r1-r.r0)*grow)
		x, y := cam.screenXY(r.x, r.y)
		if r.width == 0 {
			fillCircle(dst, float32(x), float32(y), rad, scaleAlpha(r.clr, (1-t)*(1-t)))
			continue
		}
		strokeCircle(dst, float32(x), float32(y), rad, cam.line(r.width*(1-0.6*t)), scaleAlpha(r.clr, 1-t))
	}
}

// drawEdge draws the screen-edge flash with edge, a white frame that
// fades inwards.
func (f *flashes) drawEdge(dst, edge *ebiten.Image) {
	if f.edgeAge >= f.edgeLife {
		return
	}
	t := float64(f.edgeAge) / float64(f.edgeLife)
	c := scaleAlpha(f.edgeClr, (1-t)*(1-t))
	var op ebiten.DrawImageOptions
	op.ColorScale.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
	dst.DrawImage(edge, &op)
}
