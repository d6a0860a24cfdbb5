package game

import (
	"fmt"
	"image/color"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// shownView is where this machine's screen shows a co-op fight, for the
// tests that check its pictures (-state, window.actionGraphState): the
// camera, and each character's place on the screen, in the World's order;
// for each player its seat's colours and, as drawn, its name tag's plate,
// its arrow at the screen's edge while off screen and its HUD panel.
type shownView struct {
	// Camera is the world point at the screen's centre and the zoom.
	Camera     [3]float64       `json:"camera"`
	Characters []shownCharacter `json:"characters"`
}

// shownCharacter is one character on this machine's screen. Boxes are
// x0, y0, x1, y1 in screen pixels.
type shownCharacter struct {
	Name     string  `json:"name"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	OnScreen bool    `json:"onScreen"`
	Player   bool    `json:"player,omitempty"`
	Local    bool    `json:"local,omitempty"`
	Down     bool    `json:"down,omitempty"`
	// Color is the seat's colour (its body's tint, its ring); Light its
	// name's and arrow's.
	Color string `json:"color,omitempty"`
	Light string `json:"light,omitempty"`
	// Tint is the colour scale its body is drawn with (premultiplied:
	// red, green, blue, opacity): a flash in hitstop, red while reeling,
	// see-through while it dodges, dark once fallen; nil once faded out.
	Tint *[4]float32 `json:"tint,omitempty"`
	Tag  *[4]float64 `json:"tag,omitempty"`
	// Arrow is the edge arrow of a teammate off screen: its point's x, y
	// and the way it points (radians); Label the box of its name.
	Arrow *[3]float64 `json:"arrow,omitempty"`
	Label *[4]float64 `json:"label,omitempty"`
	Panel *[4]float64 `json:"panel,omitempty"`
}

// shown returns where the screen shows a co-op fight now, its falls as t
// saw them, or nil out of one.
func (v *view) shown(w *world.World, t *tracker) *shownView {
	if w == nil || !coop(w) {
		return nil
	}
	cam := v.camFor(w)
	s := &shownView{Camera: [3]float64{cam.x, cam.y, cam.zoom}}
	me := w.Player()
	mate := 0
	v.placeMateArrows(w, cam)
	for i, c := range w.Characters() {
		f := c.Fighter()
		x, y := cam.screenXY(f.Pos.X, f.Pos.Y)
		sc := shownCharacter{Name: c.Name, X: x, Y: y, OnScreen: cam.onScreen(f.Pos)}
		if c.Player() {
			sc.Player, sc.Local, sc.Down = true, c == me, c.Dead()
			sc.Color, sc.Light = hexOf(v.seatColour(w, i)), hexOf(v.seatLight(w, i))
			if cs, _, ok := bodyLook(w, c, t); ok {
				sc.Tint = &[4]float32{cs.R(), cs.G(), cs.B(), cs.A()}
			}
			if c != me {
				p := teamPanel(mate)
				sc.Panel = p.box()
				mate++
				if tagShown(w, c, cam) {
					r := v.tagFor(c, cam)
					sc.Tag = r.box()
				}
			}
		}
		s.Characters = append(s.Characters, sc)
	}
	for _, m := range v.mates {
		s.Characters[m.i].Arrow = &[3]float64{m.ax, m.ay, m.ang}
		s.Characters[m.i].Label = m.label.box()
	}
	return s
}

// box returns a rectangle as x0, y0, x1, y1.
func (r tagRect) box() *[4]float64 {
	return &[4]float64{float64(r.x), float64(r.y), float64(r.x + r.w), float64(r.y + r.h)}
}

// hexOf writes an opaque colour as "#rrggbb".
func hexOf(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
