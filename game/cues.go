package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// The telegraph ring: its widest gap outside the body (in pixels), how fast
// it closes (pixels a tick) and the ticks before the blow it starts closing.
const (
	cueGap   = 30
	cueSpeed = 1.0
	cueTicks = cueGap / cueSpeed
)

var (
	colCueFar   = color.RGBA{255, 150, 40, 255}  // the ring as the cue starts
	colCueNear  = color.RGBA{255, 60, 35, 255}   // the ring as the blow lands
	colCueHot   = color.RGBA{255, 240, 170, 255} // its flash on the last ticks
	colCueUnder = color.RGBA{0, 0, 0, 150}       // the dark edge under it
	colFinish   = color.RGBA{255, 215, 80, 255}
)

// cueCloseness maps the ticks until a blow to 0 (cueTicks or more away)
// through 1 (the blow is live).
func cueCloseness(left ag.Ticks) float64 {
	return 1 - min(1, max(0, float64(left)/cueTicks))
}

// mixRGBA blends two opaque colours, k from 0 (a) to 1 (b).
func mixRGBA(a, b color.RGBA, k float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*k) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}

// drawTelegraphs draws, around every living enemy winding up an attack, a
// ring that closes onto its body as World.StrikeIn counts down: wide and
// orange as the cue starts, tight, thick and red as the blow goes live.
// Its radius and width scale with the camera's zoom.
func (v *view) drawTelegraphs(dst *ebiten.Image, w *world.World, cam *camera) {
	for _, c := range v.order {
		if c.Player() || c.Dead() {
			continue
		}
		left, ok := w.StrikeIn(c)
		if !ok {
			continue
		}
		f := c.Fighter()
		x, y := cam.toScreen(f.Pos)
		body := cam.len(f.Radius + 3)
		k := cueCloseness(left)
		r := body + cam.len(min(cueGap, float64(left)*cueSpeed))
		width := cam.line(2.5 + 2.5*k)
		clr := mixRGBA(colCueFar, colCueNear, k)
		if left <= 4 && w.Now()/2%2 == 0 {
			clr = colCueHot
		}
		// Where it closes to, faint, so the ring reads as closing in.
		strokeCircle(dst, x, y, body, cam.line(1.5), scaleAlpha(colCueNear, 0.45))
		strokeCircle(dst, x, y, r, width+cam.line(3), colCueUnder)
		strokeCircle(dst, x, y, r, width, scaleAlpha(clr, 0.65+0.35*k))
	}
}

// drawGlint draws the warning over an enemy winding up: a bright star
// that grows as the blow comes, behind a "!" badge, with its centre at x, y.
func (v *view) drawGlint(dst *ebiten.Image, x, y float32, k float64, now ag.Ticks) {
	star := float32(9 + 8*k)
	spin := float64(now) * 0.08
	// A fan from the centre over eight rim points, long and short by turns.
	v.vs = append(v.vs[:0], ebiten.Vertex{DstX: x, DstY: y})
	v.is = v.is[:0]
	for i := range 8 {
		rad := star
		if i%2 == 1 {
			rad = star * 0.32
		}
		sin, cos := math.Sincos(spin + float64(i)*math.Pi/4)
		v.vs = append(v.vs, ebiten.Vertex{DstX: x + float32(cos)*rad, DstY: y + float32(sin)*rad})
		v.is = append(v.is, 0, uint16(1+i), uint16(1+(i+1)%8))
	}
	v.fillVertices(dst, scaleAlpha(colCueHot, 0.7+0.3*k))
	fillCircle(dst, x, y, 9, color.RGBA{0, 0, 0, 220})
	fillCircle(dst, x, y, 7.5, mixRGBA(colCueFar, colCueNear, k))
	v.text.centred(dst, "!", int(x), int(y)-9, 16, colCueHot)
}

// drawEnemyMarks draws what sits over an enemy's health bar, in screen
// space: the finisher prompt on World.FinisherTarget and the glint of an
// attack winding up.
func (v *view) drawEnemyMarks(dst *ebiten.Image, w *world.World, fs frameState, cam *camera) {
	fin := w.FinisherTarget()
	for _, c := range v.order {
		if c.Player() || c.Dead() {
			continue
		}
		f := c.Fighter()
		x, _ := cam.toScreen(f.Pos)
		top := barTop(f, cam)
		if c == fin {
			top = v.drawFinishPrompt(dst, w, x, top, fs.device)
		}
		if left, ok := w.StrikeIn(c); ok {
			v.drawGlint(dst, x, max(18, top-18), cueCloseness(left), w.Now())
		}
	}
}

// finishLabel returns the finisher prompt for the drawn item's light
// attack on a device, remade only when they change.
func (v *view) finishLabel(it *items.Item, d items.Device) string {
	if it == v.finishItem && d == v.finishDevice && v.finishText != "" {
		return v.finishText
	}
	v.finishItem, v.finishDevice = it, d
	key := "attack"
	if it != nil {
		if m, ok := it.Binding("UPC.Input.LightAttack", d); ok && glyphs[m.Input] != "" {
			key = glyph(m.Input, padGlyphs)
		}
	}
	v.finishText = "[" + key + "] FINISH"
	v.finishWidth = float32(v.text.width(v.finishText, 16))
	return v.finishText
}

// drawFinishPrompt draws the pulsing finisher prompt with its bottom just
// above top, kept on screen, and returns the prompt's top.
func (v *view) drawFinishPrompt(dst *ebiten.Image, w *world.World, x, top float32, d items.Device) float32 {
	s := v.finishLabel(w.Player().Item(), d)
	return v.drawPrompt(dst, s, v.finishWidth, x, top, colFinish, w.Now())
}

// drawPrompt draws a pulsing prompt s, sw pixels wide, in a colour,
// centred on x with its bottom just above top, kept on screen, and returns
// the prompt's top (the finisher's, the revive's).
func (v *view) drawPrompt(dst *ebiten.Image, s string, sw, x, top float32, clr color.RGBA, now ag.Ticks) float32 {
	pulse := 0.5 + 0.5*math.Sin(float64(now)*0.25)
	const h = 22
	bw := sw + 14
	x = min(max(x, bw/2+4), ScreenWidth-bw/2-4)
	y := max(4, top-h-4)
	vector.DrawFilledRect(dst, x-bw/2, y, bw, h, color.RGBA{0, 0, 0, 200}, false)
	vector.StrokeRect(dst, x-bw/2, y, bw, h, float32(1.5+1.5*pulse), scaleAlpha(clr, 0.6+0.4*pulse), false)
	v.text.centred(dst, s, int(x), int(y)+2, 16, scaleAlpha(clr, 0.75+0.25*pulse))
	return y
}
