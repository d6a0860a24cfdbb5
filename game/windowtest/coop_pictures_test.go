package windowtest

import (
	"fmt"
	"image"
	"math"
	"strconv"
	"strings"
)

// The checks of a co-op picture against what its machine's state says it
// draws (the game's "view", game/viewstate.go): each other player's body
// in its seat's colour (assets/players.json, redrawn by game/seat.kage)
// where that screen draws it and its name tag over it (game/tags.go) when
// on screen, else its arrow and name at the screen's edge
// (game/offscreen.go); and its panel in the HUD (game/teamhud.go), with
// "DOWN" (colDefeat, game/screens.go) once fallen. web/test/
// coop_pictures.mjs makes the same checks, with the same colours and
// thresholds, on the browser's pictures and the desktops' in one match.

// shownView is the "view" a co-op state holds.
type shownView struct {
	Camera     [3]float64 `json:"camera"`
	Characters []struct {
		Name     string      `json:"name"`
		X        float64     `json:"x"`
		Y        float64     `json:"y"`
		OnScreen bool        `json:"onScreen"`
		Player   bool        `json:"player"`
		Local    bool        `json:"local"`
		Down     bool        `json:"down"`
		Color    string      `json:"color"`
		Light    string      `json:"light"`
		Tint     *[4]float64 `json:"tint"`
		Tag      *[4]float64 `json:"tag"`
		Arrow    *[3]float64 `json:"arrow"`
		Label    *[4]float64 `json:"label"`
		Panel    *[4]float64 `json:"panel"`
	} `json:"characters"`
}

// The thresholds, measured on the pictures the co-op tests take.
const (
	coopBodyTol       = 20   // a body pixel's distance from its shade of the seat's colour
	coopBodyHalf      = 30   // the box around a body's centre: inside its ring (54 px out)
	coopMinBody       = 400  // seat-coloured pixels in it (a drawn body: 700-1300)
	coopMaxBodyOff    = 12   // how far their centre may lie from the body's
	coopTextTol       = 24   // a name's pixels around its light colour
	coopTagPerGlyph   = 7    // name pixels on a tag, per letter (seen: 13-15)
	coopMinTagDark    = 0.45 // the share of a tag's box its dark plate covers (seen: 0.61-0.63)
	coopPlateTol      = 10
	coopEdgeTol       = 24  // the plate's edge, in the seat's colour
	coopEdgeShare     = 0.5 // its pixels per pixel of the box's perimeter (seen: 1.2-1.6)
	coopMinSwatch     = 200 // the panel's 6x38 swatch of the seat's colour (seen: 228)
	coopPanelPerGlyph = 5   // the name on the panel, per letter (seen: 10-12)
	coopMinArrow      = 200 // an edge arrow's pixels of the light colour
	coopMinDown       = 30  // "DOWN"'s pixels
)

var (
	coopPlate = rgb{16, 16, 20} // colTagPlate over the floor
	coopDown  = rgb{230, 70, 60}
	// coopHUD are the HUD's panels, drawn over the fight (game/hud.go,
	// teamhud.go, hint.go): the player's bars, up to three teammates'
	// panels, the bottom strip. A body or tag under one is not checked,
	// only said.
	coopHUD = []image.Rectangle{image.Rect(0, 0, 370, 100), image.Rect(0, 100, 292, 240), image.Rect(0, 610, 1280, 720)}
)

// underHUD reports whether r lies partly under one of the HUD's panels.
func underHUD(r image.Rectangle) bool {
	for _, z := range coopHUD {
		if r.Overlaps(z) {
			return true
		}
	}
	return false
}

// coopPictureProblems returns what is wrong with a co-op picture given
// its machine's view, and the figures measured, one line a player, with
// what it could not check (a body or tag under the HUD).
func coopPictureProblems(img *image.RGBA, v *shownView) (problems, figures []string) {
	if v == nil || len(v.Characters) == 0 {
		return []string{"the state has no view: not a co-op fight on screen"}, nil
	}
	if have, want := img.Bounds(), image.Rect(0, 0, 1280, 720); have != want {
		problems = append(problems, fmt.Sprintf("the picture is %v, not the game's %v", have, want))
	}
	mates := 0
	for _, c := range v.Characters {
		if !c.Player {
			continue
		}
		seat, light := hexRGB(c.Color), hexRGB(c.Light)
		glyphs := len(strings.ReplaceAll(c.Name, " ", ""))
		fig := fmt.Sprintf("%s (local %v, on screen %v)", c.Name, c.Local, c.OnScreen)
		box := image.Rect(int(c.X-coopBodyHalf), int(c.Y-coopBodyHalf), int(c.X+coopBodyHalf), int(c.Y+coopBodyHalf))
		switch {
		case c.OnScreen && underHUD(box):
			fig += ": body under the HUD, not checked"
		case c.OnScreen:
			// A body at the screen's edge is checked for what of it
			// shows, and one another's name tag is drawn over for what
			// of it the tag leaves.
			b := count(img, box, bodyShade(seat, c.Tint, coopBodyTol))
			in := box.Intersect(img.Bounds())
			shown := float64(in.Dx()*in.Dy()) / float64(box.Dx()*box.Dy())
			covered := tagsOver(v, c.Name, in)
			shown *= 1 - covered
			fig += fmt.Sprintf(": body %d px", b.n)
			if covered > 0 {
				fig += fmt.Sprintf(" (%.0f%% under a tag)", 100*covered)
			}
			if float64(b.n) < coopMinBody*shown || shown == 1 && math.Hypot(b.cx-c.X, b.cy-c.Y) > coopMaxBodyOff {
				problems = append(problems, fmt.Sprintf("%s: %v of its body's %s around (%.0f,%.0f), want %.0f within %d px", c.Name, b, c.Color, c.X, c.Y, coopMinBody*shown, coopMaxBodyOff))
			}
		}
		if c.Local {
			figures = append(figures, fig)
			continue
		}
		mates++
		textC, edgeC := light, seat
		if c.Down {
			textC, edgeC = mix(light, rgb{120, 120, 128}, 0.5), mix(seat, rgb{60, 60, 66}, 0.6)
		}
		switch {
		case c.OnScreen && c.Tag == nil:
			problems = append(problems, c.Name+": on screen with no name tag in the state")
		case c.OnScreen && underHUD(rectOf(*c.Tag)):
			fig += ", tag under the HUD, not checked"
		case c.OnScreen:
			r := rectOf(*c.Tag)
			text, dark, edge := count(img, r, near(textC, coopTextTol)), count(img, r, near(coopPlate, coopPlateTol)), count(img, r, near(edgeC, coopEdgeTol))
			minText, minEdge := coopTagPerGlyph*glyphs, int(coopEdgeShare*2*float64(r.Dx()+r.Dy()))
			share := float64(dark.n) / float64(max(1, r.Dx()*r.Dy()))
			fig += fmt.Sprintf(", tag: name %d px, plate %.2f, edge %d px", text.n, share, edge.n)
			minDark := coopMinTagDark
			if overBody(v, c.Name, r) {
				// The plate is see-through: over a body it is not the
				// floor's dark. Its name and edge still show.
				minDark = 0
				fig += " (over a body)"
			}
			if text.n < minText || share < minDark || edge.n < minEdge {
				problems = append(problems, fmt.Sprintf("%s: its name tag at %v has %d name pixels (want %d), a plate over %.0f%% of it (want %.0f%%), %d edge pixels (want %d)",
					c.Name, r, text.n, minText, 100*share, 100*coopMinTagDark, edge.n, minEdge))
			}
			if down := count(img, r, near(coopDown, 24)); c.Down && down.n < coopMinDown {
				problems = append(problems, fmt.Sprintf("%s: down, and its tag shows %d pixels of DOWN", c.Name, down.n))
			}
		case c.Arrow == nil || c.Label == nil:
			problems = append(problems, c.Name+": off screen with no edge arrow in the state")
		default:
			ax, ay := int(c.Arrow[0]), int(c.Arrow[1])
			a := count(img, image.Rect(ax-26, ay-26, ax+26, ay+26), near(light, coopTextTol))
			l := count(img, rectOf(*c.Label), near(light, coopTextTol))
			fig += fmt.Sprintf(", arrow %d px, its name %d px", a.n, l.n)
			if minText := coopPanelPerGlyph * glyphs; a.n < coopMinArrow || l.n < minText {
				problems = append(problems, fmt.Sprintf("%s: off screen; its arrow at (%d,%d) has %d pixels (want %d), its name %d (want %d)", c.Name, ax, ay, a.n, coopMinArrow, l.n, minText))
			}
		}
		if c.Panel == nil {
			problems = append(problems, c.Name+": no HUD panel in the state")
		} else {
			r := rectOf(*c.Panel)
			swC := seat
			if c.Down {
				swC = mix(seat, rgb{60, 60, 66}, 0.5)
			}
			sw := count(img, image.Rect(r.Min.X, r.Min.Y, r.Min.X+6, r.Max.Y), near(swC, 8))
			text := count(img, r, near(textC, coopTextTol))
			fig += fmt.Sprintf(", panel: swatch %d px, name %d px", sw.n, text.n)
			if minText := coopPanelPerGlyph * glyphs; sw.n < coopMinSwatch || text.n < minText {
				problems = append(problems, fmt.Sprintf("%s: its HUD panel at %v has %d swatch pixels (want %d) and %d of its name (want %d)", c.Name, r, sw.n, coopMinSwatch, text.n, minText))
			}
			if down := count(img, r, near(coopDown, 24)); c.Down && down.n < coopMinDown {
				problems = append(problems, fmt.Sprintf("%s: down, and its panel shows %d pixels of DOWN", c.Name, down.n))
			}
		}
		figures = append(figures, fig)
	}
	if mates == 0 {
		problems = append(problems, "the view holds no other player")
	}
	return problems, figures
}

// tagsOver returns the share of r (a body's box) that the name tags of
// players other than name cover: tags are drawn over bodies.
func tagsOver(v *shownView, name string, r image.Rectangle) float64 {
	if r.Empty() {
		return 0
	}
	covered := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			for _, o := range v.Characters {
				if o.Name != name && o.Tag != nil && o.OnScreen && image.Pt(x, y).In(rectOf(*o.Tag)) {
					covered++
					break
				}
			}
		}
	}
	return float64(covered) / float64(r.Dx()*r.Dy())
}

// overBody reports whether a tag's box r lies over the body of a
// character other than the tag's own (name's).
func overBody(v *shownView, name string, r image.Rectangle) bool {
	for _, o := range v.Characters {
		if o.Name == name || !o.OnScreen {
			continue
		}
		box := image.Rect(int(o.X-coopBodyHalf), int(o.Y-coopBodyHalf), int(o.X+coopBodyHalf), int(o.Y+coopBodyHalf))
		if r.Overlaps(box) {
			return true
		}
	}
	return false
}

// coopFloor is about the floor's colour, which a see-through body shows.
const coopFloor = 45

// bodyShade matches the shades of a body colour (0.45 in shadow to 1.2
// lit) as the game draws the body: scaled by its tint (red, green, blue,
// opacity, as the state says), clipped at white, over the floor where it
// is see-through; within tol.
func bodyShade(c rgb, tint *[4]float64, tol float64) match {
	t := [4]float64{1, 1, 1, 1}
	if tint != nil {
		t = *tint
	}
	s := [3]float64{float64(c[0]) * t[0], float64(c[1]) * t[1], float64(c[2]) * t[2]}
	under := (1 - t[3]) * coopFloor
	return func(p rgb) bool {
		for k := 0.45; k <= 1.2001; k += 0.025 {
			ok := true
			for i := range 3 {
				if math.Abs(float64(p[i])-(min(255, k*s[i])+under)) > tol {
					ok = false
					break
				}
			}
			if ok {
				return true
			}
		}
		return false
	}
}

// rectOf turns x0, y0, x1, y1 into a rectangle.
func rectOf(b [4]float64) image.Rectangle {
	return image.Rect(int(math.Floor(b[0])), int(math.Floor(b[1])), int(math.Ceil(b[2])), int(math.Ceil(b[3])))
}

// hexRGB reads "#rrggbb"; black when it is not one.
func hexRGB(s string) rgb {
	v, err := strconv.ParseUint(strings.TrimPrefix(s, "#"), 16, 32)
	if err != nil || len(s) != 7 {
		return rgb{}
	}
	return rgb{int(v >> 16 & 0xff), int(v >> 8 & 0xff), int(v & 0xff)}
}

// mix blends a share k of the way from a to b, as the game's mixRGBA.
func mix(a, b rgb, k float64) rgb {
	var out rgb
	for i := range out {
		out[i] = int(float64(a[i]) + (float64(b[i])-float64(a[i]))*k)
	}
	return out
}
