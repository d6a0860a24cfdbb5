package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/game/controls"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// hintTags are the input tags the hint names, with their labels, in the
// hint's order: the guard last, as its label is the longest. Interact
// shows in co-op only, where it revives a fallen teammate.
var hintTags = [...]struct{ tag, label string }{
	{"UPC.Input.LightAttack", "attack"},
	{"UPC.Input.HeavyAttack", "heavy"},
	{"UPC.Input.Dodge", "dodge"},
	{world.TagInteract, "revive"},
	{"UPC.Input.Guard", "guard (tap as a blow lands: parry)"},
}

// The controls hint panel: its width and the width its lines may take.
const (
	hintWidth     = 536
	hintTextWidth = hintWidth - 20
	hintSep       = "   "
)

// keysHint is the game's own keys in the controls hint for the keyboard
// and mouse; a pad's are padTexts.hint, with no debug key (a pad has none).
const keysHint = "WASD move  1-4/wheel items  Tab lock on  Esc pause  F1 debug"

// hintLines returns the controls hint for a drawn item and a device, a pad
// in a family's labels: the item's own moves from its input mappings, one
// entry a binding (a tag bound to two buttons of the device, such as the
// guard on LB and LT, shows both), the revive in co-op, then the game's
// keys.
func hintLines(it *items.Item, d items.Device, f controls.Family, coop bool) (moves []string, game string) {
	if it != nil {
		for _, h := range hintTags {
			if h.tag == world.TagInteract && !coop {
				continue
			}
			keys := ""
			hold := false
			for _, m := range it.Mappings {
				if m.Tag != h.tag || m.Input.Device() != d {
					continue
				}
				if keys != "" {
					keys += "/"
				}
				keys += glyph(m.Input, f)
				hold = hold || m.Trigger == items.Hold
			}
			if keys == "" {
				continue
			}
			s := keys + " " + h.label
			if hold {
				s = "hold " + s
			}
			moves = append(moves, s)
		}
	}
	if d == items.Gamepad {
		return moves, textsFor(f).hint
	}
	return moves, keysHint
}

// wrapHint joins the moves into at most two lines that fit fits (a line's
// width in pixels), breaking between bindings; it returns the line count.
func wrapHint(moves []string, fits func(string) bool) (lines [2]string, n int) {
	for _, m := range moves {
		switch {
		case n == 0:
			lines[0], n = m, 1
		case fits(lines[n-1] + hintSep + m), n == len(lines):
			lines[n-1] += hintSep + m
		default:
			lines[n], n = m, n+1
		}
	}
	return lines, max(n, 1)
}

// drawHint draws the controls hint in the bottom-left corner, growing
// upwards by a line when the drawn item's moves need two, and faint while a
// fighter stands under it.
func (v *view) drawHint(dst *ebiten.Image, w *world.World, it *items.Item, d items.Device) {
	coop := len(w.Players()) > 1
	if it != v.hintItem || d != v.hintDevice || coop != v.hintCoop || v.hintGame == "" {
		v.hintItem, v.hintDevice, v.hintCoop = it, d, coop
		moves, game := hintLines(it, d, padGlyphs, coop)
		v.hintMoves, v.hintLineCount = wrapHint(moves, func(s string) bool {
			return v.text.width(s, 15) <= hintTextWidth
		})
		v.hintGame = game
	}
	const line = 22
	extra := (v.hintLineCount - 1) * line
	y := ScreenHeight - arenaMargin - 62 - extra
	x0, y0, h := float32(arenaMargin+12), float32(y-8), float32(58+extra)
	a := v.hudAlpha(w, x0, y0, hintWidth, h)
	vector.DrawFilledRect(dst, x0, y0, hintWidth, h, scaleAlpha(colPanel, a), false)
	for i := range v.hintLineCount {
		v.text.draw(dst, v.hintMoves[i], arenaMargin+22, y+i*line, 15, scaleAlpha(colText, a))
	}
	v.text.draw(dst, v.hintGame, arenaMargin+22, y+extra+24, 13, scaleAlpha(colDim, a))
}
