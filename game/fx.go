package game

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// How a damage number floats away from the body, in screen pixels: it
// starts effectLift over the bar over the head and rises effectRise while
// it drifts effectDrift to the side the blow landed on.
const (
	effectLift  = 14
	effectRise  = 64
	effectDrift = 36
)

var (
	colHitEnemy  = color.RGBA{255, 240, 200, 255}
	colHitPlayer = color.RGBA{255, 80, 70, 255}
	colGuard     = color.RGBA{120, 180, 255, 255}
	colParry     = color.RGBA{255, 220, 90, 255}
	colEvade     = color.RGBA{180, 255, 220, 255}
	colCharge    = color.RGBA{255, 150, 40, 255}
	colCharged   = color.RGBA{255, 230, 90, 255}
	colHeal      = color.RGBA{110, 235, 120, 255}
	colRefused   = color.RGBA{255, 176, 40, 255}
)

// effectText returns the words and colour of an effect: a heal's "+N", a
// refused move's "NO STAMINA", or a landed hit's damage or what the guard,
// the parry or the dodge made of it.
func effectText(e world.Effect, onPlayer bool) (string, color.RGBA) {
	switch e.Kind {
	case world.EffectHeal:
		return "+" + strconv.Itoa(int(math.Round(e.Amount))), colHeal
	case world.EffectRefused:
		return "NO STAMINA", colRefused
	}
	switch e.Outcome {
	case combat.Blocked:
		return "BLOCK", colGuard
	case combat.Parried:
		return "PARRY", colParry
	case combat.Evaded:
		return "DODGE", colEvade
	case combat.NoHit:
		return "", colText
	}
	clr := colHitEnemy
	if onPlayer {
		clr = colHitPlayer
	}
	n := strconv.Itoa(int(math.Round(e.Amount)))
	if e.Outcome == combat.GuardBroken {
		return "BREAK " + n, clr
	}
	return n, clr
}

// drawEffects draws the damage numbers, heals and refusals: each starts
// over the head (and the health bar) of the body it marks, at the camera's
// zoom, above where the blow landed, then rises, drifts to the side the
// blow landed on and fades with its Age.
func (v *view) drawEffects(dst *ebiten.Image, w *world.World, cam *camera) {
	v.effects = w.Effects(v.effects[:0])
	for i, e := range v.effects {
		onPlayer := e.Victim != nil && e.Victim.Player()
		s, clr := effectText(e, onPlayer)
		if s == "" {
			continue
		}
		age := min(1, max(0, e.Age))
		a := 1 - age*age
		size := 24.0
		if e.Amount >= 20 || e.Outcome == combat.GuardBroken {
			size = 32
		}
		x, y := cam.screenXY(e.Pos.X, e.Pos.Y)
		side := float64(1 - 2*(i%2))
		if e.Victim != nil {
			vf := e.Victim.Fighter()
			if d := e.Pos.X - vf.Pos.X; d != 0 {
				side = math.Copysign(1, d)
			}
			y = float64(barTop(vf, cam))
		}
		y -= effectLift + size
		if e.Kind != world.EffectHit {
			y -= 30 // above the damage numbers on the same body
		}
		ease := 1 - (1-age)*(1-age)
		x += side * effectDrift * ease
		y -= effectRise * ease
		// Go Mono's advance is 0.6 em: keep the words on screen by a wall.
		half := 0.3 * size * float64(len(s))
		ix, iy := int(min(max(x, half+6), ScreenWidth-half-6)), int(max(y, 4))
		shadow := color.RGBA{0, 0, 0, uint8(200 * a)}
		v.text.centred(dst, s, ix+2, iy+2, size, shadow)
		v.text.centred(dst, s, ix, iy, size, scaleAlpha(clr, a))
	}
}

// scaleAlpha returns a premultiplied colour at a share of its opacity.
func scaleAlpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// drawCharge draws the charge meter around the player while a hold
// mapping (the charged heavy) fills.
func (v *view) drawCharge(dst *ebiten.Image, p *world.Character, cam *camera) {
	m := p.Mapper()
	if m == nil {
		return
	}
	_, prog, ok := m.Charge()
	if !ok {
		return
	}
	f := p.Fighter()
	x, y := cam.toScreen(f.Pos)
	r, width := cam.len(f.Radius+16), cam.line(4)
	strokeCircle(dst, x, y, r, width, color.RGBA{0, 0, 0, 140})
	clr := colCharge
	if prog >= 1 {
		clr = colCharged
	}
	v.strokeArc(dst, x, y, r, -math.Pi/2, -math.Pi/2+2*math.Pi*min(1, prog), width, clr)
}

// strokeArc strokes an arc from angle a0 to a1 around x, y.
func (v *view) strokeArc(dst *ebiten.Image, x, y, r float32, a0, a1 float64, width float32, clr color.RGBA) {
	if a1-a0 < 1e-3 {
		return
	}
	var path vector.Path
	path.Arc(x, y, r, float32(a0), float32(a1), vector.Clockwise)
	v.vs, v.is = path.AppendVerticesAndIndicesForStroke(v.vs[:0], v.is[:0], &vector.StrokeOptions{Width: width})
	v.fillVertices(dst, clr)
}

// fillVertices draws v.vs and v.is in one colour.
func (v *view) fillVertices(dst *ebiten.Image, clr color.RGBA) {
	cr, cg, cb, ca := float32(clr.R)/255, float32(clr.G)/255, float32(clr.B)/255, float32(clr.A)/255
	for i := range v.vs {
		v.vs[i].SrcX, v.vs[i].SrcY = 1, 1
		v.vs[i].ColorR, v.vs[i].ColorG, v.vs[i].ColorB, v.vs[i].ColorA = cr, cg, cb, ca
	}
	dst.DrawTriangles(v.vs, v.is, v.white, &ebiten.DrawTrianglesOptions{AntiAlias: false})
}
