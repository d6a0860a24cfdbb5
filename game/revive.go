package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/controls"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// The revive on screen (co-op): a pulsing prompt over the fallen teammate
// this machine's player can raise (World.ReviveTarget), "[E] REVIVE" or
// the pad's glyph; around each pair while a revive plays (World.Reviving)
// a ring that fills until the teammate rises; and, while this machine's
// player is down and a teammate stands, a line saying it may be raised.

// colRevive is the revive's teal: apart from the warm telegraphs, the
// finisher's gold, the lock's blue and the heal numbers' green.
var colRevive = color.RGBA{60, 235, 200, 255}

// reviveMarks keeps the revive prompt's text, remade when the item, the
// device or the pad's family changes.
type reviveMarks struct {
	item   *items.Item
	device items.Device
	family controls.Family
	text   string
	width  float32
}

// label returns the revive prompt for the item's Interact on a device.
func (r *reviveMarks) label(v *view, it *items.Item, d items.Device) (string, float32) {
	if it == r.item && d == r.device && padGlyphs == r.family && r.text != "" {
		return r.text, r.width
	}
	r.item, r.device, r.family = it, d, padGlyphs
	key := "interact"
	if it != nil {
		if m, ok := it.Binding(world.TagInteract, d); ok && glyphs[m.Input] != "" {
			key = glyph(m.Input, padGlyphs)
		}
	}
	r.text = "[" + key + "] REVIVE"
	r.width = float32(v.text.width(r.text, 16))
	return r.text, r.width
}

// drawRevives draws the rings of the revives playing and the prompt over
// the teammate this machine's player can raise.
func (v *view) drawRevives(dst *ebiten.Image, w *world.World, fs frameState, cam *camera) {
	if len(w.Players()) < 2 {
		return
	}
	pulse := 0.5 + 0.5*math.Sin(float64(w.Now())*0.25)
	for _, c := range w.Players() {
		mate, p, ok := w.Reviving(c)
		if !ok {
			continue
		}
		f := c.Fighter()
		cx, cy, span := f.Pos.X, f.Pos.Y, f.Radius
		if mate != nil {
			mf := mate.Fighter()
			cx, cy = (f.Pos.X+mf.Pos.X)/2, (f.Pos.Y+mf.Pos.Y)/2
			span += mf.Pos.Distance(f.Pos) / 2
		}
		x, y := cam.toScreen(combat.Vec{X: cx, Y: cy})
		r, width := cam.len(span+10), cam.line(4)
		strokeCircle(dst, x, y, r, width+cam.line(3), color.RGBA{0, 0, 0, 160})
		strokeCircle(dst, x, y, r, width, scaleAlpha(colRevive, 0.25))
		v.strokeArc(dst, x, y, r, -math.Pi/2, -math.Pi/2+2*math.Pi*p, width, colRevive)
		if p >= 1 {
			strokeCircle(dst, x, y, r+cam.len(3), cam.line(1.5), scaleAlpha(colRevive, 0.4+0.4*pulse))
		}
	}
	if me := w.Player(); me.Dead() && w.Phase() == world.Playing && standing(w) {
		v.text.centred(dst, "DOWN: a teammate can revive you", ScreenWidth/2, 540, 20, scaleAlpha(colRevive, 0.7+0.3*pulse))
	}
	t := w.ReviveTarget()
	if t == nil {
		return
	}
	s, tw := v.revive.label(v, w.Player().Item(), fs.device)
	f := t.Fighter()
	x, _ := cam.toScreen(f.Pos)
	v.drawPrompt(dst, s, tw, x, barTop(f, cam), colRevive, w.Now())
}

// standing reports whether a player of w stands.
func standing(w *world.World) bool {
	for _, p := range w.Players() {
		if !p.Dead() {
			return true
		}
	}
	return false
}
