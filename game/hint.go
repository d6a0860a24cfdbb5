package game

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/items"
)

// glyphs names each input as the controls hint shows it.
var glyphs = map[items.Input]string{
	items.MouseLeft:        "LMB",
	items.MouseRight:       "RMB",
	items.MouseMiddle:      "MMB",
	items.KeySpace:         "Space",
	items.KeyE:             "E",
	items.KeyQ:             "Q",
	items.KeyF:             "F",
	items.KeyR:             "R",
	items.KeyShift:         "Shift",
	items.KeyCtrl:          "Ctrl",
	items.PadSouth:         "(A)",
	items.PadEast:          "(B)",
	items.PadWest:          "(X)",
	items.PadNorth:         "(Y)",
	items.PadLeftShoulder:  "LB",
	items.PadRightShoulder: "RB",
	items.PadLeftTrigger:   "LT",
	items.PadRightTrigger:  "RT",
	items.PadLeftStick:     "L3",
	items.PadRightStick:    "R3",
}

// hintTags are the input tags the hint names, with their labels.
var hintTags = [...]struct{ tag, label string }{
	{"UPC.Input.LightAttack", "attack"},
	{"UPC.Input.HeavyAttack", "heavy"},
	{"UPC.Input.Guard", "guard"},
	{"UPC.Input.Dodge", "dodge"},
}

// hintLines returns the controls hint for a drawn item and a device: the
// item's own moves from its input mappings, then the game's keys.
func hintLines(it *items.Item, d items.Device) (moves, game string) {
	var b strings.Builder
	if it != nil {
		for _, h := range hintTags {
			m, ok := it.Binding(h.tag, d)
			if !ok {
				continue
			}
			if b.Len() > 0 {
				b.WriteString("   ")
			}
			if m.Trigger == items.Hold {
				b.WriteString("hold ")
			}
			b.WriteString(glyphs[m.Input])
			b.WriteByte(' ')
			b.WriteString(h.label)
		}
	}
	if d == items.Gamepad {
		return b.String(), "L-stick move  D-pad items  R3 lock on  Start pause  F1 debug"
	}
	return b.String(), "WASD move  1-4/wheel items  Tab lock on  Esc pause  F1 debug"
}

// drawHint draws the controls hint in the bottom-left corner.
func (v *view) drawHint(dst *ebiten.Image, it *items.Item, d items.Device) {
	if it != v.hintItem || d != v.hintDevice || v.hintGame == "" {
		v.hintItem, v.hintDevice = it, d
		v.hintMoves, v.hintGame = hintLines(it, d)
	}
	moves, game := v.hintMoves, v.hintGame
	y := ScreenHeight - arenaMargin - 62
	vector.DrawFilledRect(dst, arenaMargin+12, float32(y-8), 536, 58, colPanel, false)
	v.text.draw(dst, moves, arenaMargin+22, y, 15, colText)
	v.text.draw(dst, game, arenaMargin+22, y+24, 13, colDim)
}
