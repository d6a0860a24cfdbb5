package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// The name tag over a teammate's head, screen pixels: the text's size,
// the plate's padding and height (the name, then a health strip), and how
// far the plate's bottom sits over the head.
const (
	tagSize   = 16
	tagPadX   = 8
	tagHeight = 30
	tagLift   = 8
	tagStrip  = 3
	downWord  = "DOWN"
)

var (
	colTagPlate = color.RGBA{8, 8, 12, 205}
	colDown     = colDefeat
)

// tagRect is a name tag's plate on the screen.
type tagRect struct{ x, y, w, h float32 }

// tagFor returns where player p's name tag goes: centred over its head,
// kept on the screen, as wide as its name (and "DOWN" when it is down).
func (v *view) tagFor(p *world.Character, cam *camera) tagRect {
	f := p.Fighter()
	x, y := cam.toScreen(f.Pos)
	w := v.tagWidth(p.Name) + 2*tagPadX
	if p.Dead() {
		w += v.tagWidth(" " + downWord)
	}
	bottom := y - cam.len(f.Radius*1.25) - tagLift
	left := min(max(x-w/2, 4), ScreenWidth-4-w)
	top := max(bottom-tagHeight, 4)
	return tagRect{left, top, w, tagHeight}
}

// tagWidth returns how wide a tag's text is, measured once per text.
func (v *view) tagWidth(s string) float32 {
	if w, ok := v.tagWidths[s]; ok {
		return w
	}
	if v.tagWidths == nil {
		v.tagWidths = map[string]float32{}
	}
	w := float32(v.text.width(s, tagSize))
	v.tagWidths[s] = w
	return w
}

// tagShown reports whether player p gets a name tag on this machine's
// screen: a teammate whose body is on it (one off it has its edge arrow).
func tagShown(w *world.World, p *world.Character, cam *camera) bool {
	return p != w.Player() && cam.onScreen(p.Fighter().Pos)
}

// drawTags draws a name tag over every teammate's head on the screen
// (not this machine's player's): its name in its seat's colour on a dark
// plate edged in that colour, a strip of its health under the name; a
// fallen one's dimmed, with "DOWN".
func (v *view) drawTags(dst *ebiten.Image, w *world.World, cam *camera) {
	for i, p := range w.Players() {
		if !tagShown(w, p, cam) {
			continue
		}
		r := v.tagFor(p, cam)
		name, edge := v.seatLight(w, i), v.seatColour(w, i)
		plate := colTagPlate
		if p.Dead() {
			name = mixRGBA(name, color.RGBA{120, 120, 128, 255}, 0.5)
			edge = mixRGBA(edge, color.RGBA{60, 60, 66, 255}, 0.6)
			plate = scaleAlpha(plate, 0.8)
		}
		vector.DrawFilledRect(dst, r.x, r.y, r.w, r.h, plate, false)
		vector.StrokeRect(dst, r.x+0.75, r.y+0.75, r.w-1.5, r.h-1.5, 1.5, edge, false)
		v.text.draw(dst, p.Name, int(r.x+tagPadX), int(r.y)+3, tagSize, name)
		if p.Dead() {
			v.text.draw(dst, downWord, int(r.x+tagPadX+v.tagWidth(p.Name+" ")), int(r.y)+3, tagSize, colDown)
			continue
		}
		f := p.Fighter()
		sw := r.w - 2*tagPadX
		sy := r.y + r.h - tagStrip - 3
		vector.DrawFilledRect(dst, r.x+tagPadX, sy, sw, tagStrip, colBarBack, false)
		vector.DrawFilledRect(dst, r.x+tagPadX, sy, sw*float32(min(1, max(0, f.Health/max(f.MaxHealth, 1)))), tagStrip, colHealth, false)
	}
}
