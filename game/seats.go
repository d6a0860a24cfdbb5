package game

import (
	_ "embed"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// heroBlue is the colour the hero's body is drawn in (cmd/assetgen's
// look.go): a seat of that colour draws the frames as they are.
var heroBlue = color.RGBA{66, 128, 240, 255}

// The rings at the players' feet in co-op: this machine's player's
// stronger and wider than a teammate's, a fallen player's faint.
const (
	ringLocalAlpha = 235
	ringMateAlpha  = 170
	ringDownAlpha  = 90
)

// seatSource is the Kage shader that redraws a hero's blue in a seat's
// colour (see seat.kage).
//
//go:embed seat.kage
var seatSource []byte

var seatShader = lazyShader{name: "seat", src: seatSource}

// seatTint returns the compiled seat shader, or nil (then every player is
// drawn in the hero's blue, the ring and the tag still in its colour).
func seatTint() *ebiten.Shader { return seatShader.get() }

// seatLooks are the seats' colours as the view draws them, read from the
// World's assets (players.json) and remade when they are reloaded.
type seatLooks struct {
	from     *world.Assets
	colours  [world.MaxPlayers]color.RGBA
	uniforms [world.MaxPlayers]map[string]any // the shader's, per seat; nil for the hero's blue
}

// coop reports whether a World is a co-op fight: more than one player.
func coop(w *world.World) bool { return len(w.Players()) > 1 }

// seatColour returns player i's colour (its seat's), opaque.
func (v *view) seatColour(w *world.World, i int) color.RGBA {
	v.readSeats(w)
	if i < 0 || i >= len(v.seats.colours) {
		return heroBlue
	}
	return v.seats.colours[i]
}

// seatLight returns player i's colour a fifth of the way to white: its
// name and arrow, which must read on a dark plate or the floor.
func (v *view) seatLight(w *world.World, i int) color.RGBA {
	return mixRGBA(v.seatColour(w, i), color.RGBA{255, 255, 255, 255}, 0.2)
}

// readSeats reads the seats' colours from the World's assets when they
// are new.
func (v *view) readSeats(w *world.World) {
	a := w.Assets()
	if a == v.seats.from {
		return
	}
	v.seats.from = a
	hero := [3]float32{float32(heroBlue.R) / 255, float32(heroBlue.G) / 255, float32(heroBlue.B) / 255}
	for i := range v.seats.colours {
		c := heroBlue
		if i < len(a.Seats) {
			c = hexColour(a.Seats[i].Color, heroBlue)
		}
		v.seats.colours[i] = c
		v.seats.uniforms[i] = nil
		if c != heroBlue {
			v.seats.uniforms[i] = map[string]any{
				"Body": []float32{float32(c.R) / 255, float32(c.G) / 255, float32(c.B) / 255},
				"Hero": hero[:],
			}
		}
	}
}

// drawPlayerFrame draws a player's frame as drawFrame does, its blue
// redrawn in its seat's colour in co-op.
func (v *view) drawPlayerFrame(dst *ebiten.Image, w *world.World, c *world.Character, sheet *anim.Sheet, frame int, x, y, angle, scale float64, cs ebiten.ColorScale) {
	i := characterIndex(w, c)
	var u map[string]any
	if coop(w) && i >= 0 && i < len(v.seats.colours) {
		v.readSeats(w)
		u = v.seats.uniforms[i]
	}
	sh := seatTint()
	img := v.sheets.frame(sheet, frame)
	if u == nil || sh == nil || img == nil {
		v.sheets.drawFrame(dst, sheet, frame, x, y, angle, scale, cs)
		return
	}
	op := &ebiten.DrawRectShaderOptions{GeoM: v.sheets.frameGeoM(sheet, frame, x, y, angle, scale), ColorScale: cs, Uniforms: u}
	op.Images[0] = img
	b := img.Bounds()
	dst.DrawRectShader(b.Dx(), b.Dy(), sh, op)
}

// drawPlayerRings draws, in co-op, a ring at every player's feet in its
// seat's colour: this machine's player's stronger and wider, a fallen
// one's faint, so whose body lies there still shows.
func (v *view) drawPlayerRings(dst *ebiten.Image, w *world.World, cam *camera) {
	me := w.Player()
	for i, p := range w.Players() {
		f := p.Fighter()
		x, y := cam.toScreen(f.Pos)
		clr := mixRGBA(v.seatColour(w, i), color.RGBA{255, 255, 255, 255}, 0.25)
		switch {
		case p.Dead():
			strokeCircle(dst, x, y, cam.len(f.Radius+6), cam.line(1.5), scaleAlpha(clr, ringDownAlpha/255.0))
		case p == me:
			strokeCircle(dst, x, y, cam.len(f.Radius+6), cam.line(3), scaleAlpha(clr, ringLocalAlpha/255.0))
			strokeCircle(dst, x, y, cam.len(f.Radius+9), cam.line(1), scaleAlpha(clr, 0.5))
		default:
			strokeCircle(dst, x, y, cam.len(f.Radius+6), cam.line(2), scaleAlpha(clr, ringMateAlpha/255.0))
		}
	}
}
