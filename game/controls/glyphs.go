package controls

import "github.com/upc-demo/actiongraph-game/items"

// Set is how a pad family labels its buttons, by the standard layout's
// positions.
type Set struct {
	South, East, West, North                               string
	LeftShoulder, RightShoulder, LeftTrigger, RightTrigger string
	// LeftStick and RightStick are the sticks pressed in.
	LeftStick, RightStick string
	// Start is the button on the right of the pad's centre (Menu,
	// Options, +).
	Start string
}

// The sticks and the d-pad look alike on every family.
const (
	MoveStick = "L-stick" // the left stick, moved
	AimStick  = "R-stick" // the right stick, moved
	DPadName  = "D-pad"
)

// DPad labels the d-pad's directions in the item strip: up, right, down,
// left (slots 1-4, clockwise from up).
var DPad = [4]string{"D↑", "D→", "D↓", "D←"}

var sets = [numFamilies]Set{
	Xbox: {
		South: "(A)", East: "(B)", West: "(X)", North: "(Y)",
		LeftShoulder: "LB", RightShoulder: "RB", LeftTrigger: "LT", RightTrigger: "RT",
		LeftStick: "LS", RightStick: "RS", Start: "Menu",
	},
	PlayStation: {
		South: "(×)", East: "(○)", West: "(□)", North: "(▲)",
		LeftShoulder: "L1", RightShoulder: "R1", LeftTrigger: "L2", RightTrigger: "R2",
		LeftStick: "L3", RightStick: "R3", Start: "Options",
	},
	Nintendo: {
		South: "(B)", East: "(A)", West: "(Y)", North: "(X)",
		LeftShoulder: "L", RightShoulder: "R", LeftTrigger: "ZL", RightTrigger: "ZR",
		LeftStick: "LS", RightStick: "RS", Start: "(+)",
	},
}

// Glyphs returns the family's labels; an unknown family has Xbox's.
func (f Family) Glyphs() *Set {
	if f >= numFamilies {
		f = Xbox
	}
	return &sets[f]
}

// keyGlyphs labels the keyboard's and the mouse's inputs.
var keyGlyphs = [...]string{
	items.MouseLeft: "LMB", items.MouseRight: "RMB", items.MouseMiddle: "MMB",
	items.KeySpace: "Space", items.KeyE: "E", items.KeyQ: "Q", items.KeyF: "F", items.KeyR: "R",
	items.KeyShift: "Shift", items.KeyCtrl: "Ctrl",
}

// Glyph returns how the hint and the prompts show an input: the keyboard's
// and the mouse's the same for every family, a pad button as the family
// labels it; "" for no input.
func Glyph(in items.Input, f Family) string {
	if int(in) < len(keyGlyphs) {
		return keyGlyphs[in]
	}
	s := f.Glyphs()
	switch in {
	case items.PadSouth:
		return s.South
	case items.PadEast:
		return s.East
	case items.PadWest:
		return s.West
	case items.PadNorth:
		return s.North
	case items.PadLeftShoulder:
		return s.LeftShoulder
	case items.PadRightShoulder:
		return s.RightShoulder
	case items.PadLeftTrigger:
		return s.LeftTrigger
	case items.PadRightTrigger:
		return s.RightTrigger
	case items.PadLeftStick:
		return s.LeftStick
	case items.PadRightStick:
		return s.RightStick
	}
	return ""
}
