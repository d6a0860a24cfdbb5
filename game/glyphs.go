package game

import (
	"github.com/upc-demo/actiongraph-game/game/controls"
	"github.com/upc-demo/actiongraph-game/items"
)

// padGlyphs is the glyph family of the pad used last (Xbox before any pad
// says otherwise): the hint, the item strip, the controls tables and the
// finisher prompt show its labels while a pad is the device used last.
// Game.update sets it from the input each Update (noteGlyphs). It is
// package state because the view's struct and frameState, where it would
// otherwise go, belong to the drawing code; only the game's goroutine
// touches it.
var padGlyphs controls.Family

// glyph returns how an input shows on screen with a pad family's labels:
// the keyboard's and the mouse's are the same for every family.
func glyph(in items.Input, f controls.Family) string { return controls.Glyph(in, f) }

// glyphs labels the keyboard's, the mouse's and an Xbox pad's inputs. The
// finisher prompt (cues.go) asks it whether an input has a label at all,
// and shows glyph(in, padGlyphs): the label of the pad family in use.
var glyphs = glyphMap(controls.Xbox)

// glyphMap returns every input's label with a family's pad labels.
func glyphMap(f controls.Family) map[items.Input]string {
	m := map[items.Input]string{}
	for _, name := range items.InputNames() {
		in, _ := items.ParseInput(name)
		m[in] = glyph(in, f)
	}
	return m
}

// noteGlyphs sets padGlyphs to the family of the pad used last and, when
// it changes, has the view remake the texts it keeps (the hint, the
// finisher prompt).
func (g *Game) noteGlyphs(f controls.Family) {
	if f == padGlyphs {
		return
	}
	padGlyphs = f
	if g.view != nil {
		g.view.hintGame, g.view.finishText = "", ""
	}
}

// controlsRows is how many rows the controls table has, its header first.
const controlsRows = 12

// padTexts are the screens' texts that name pad buttons, in one family's
// labels: made once, so drawing them allocates nothing.
type padTexts struct {
	// controls is the title's and the pause screen's controls table: an
	// action, its keyboard and mouse controls, its pad controls.
	controls [controlsRows][3]string
	// pauseHelp is the pause menu's help lines.
	pauseHelp [3]string
	// start and again are the title's and the end screen's prompts.
	start, again string
	// hint is the game's own buttons in the controls hint.
	hint string
}

var allPadTexts = func() (t [3]padTexts) {
	for _, f := range [...]controls.Family{controls.Xbox, controls.PlayStation, controls.Nintendo} {
		s := f.Glyphs()
		t[f] = padTexts{
			controls: [controlsRows][3]string{
				{"", "keyboard + mouse", "gamepad (" + f.String() + ")"},
				{"move", "WASD", controls.MoveStick},
				{"attack", "left mouse", s.RightShoulder},
				{"guard", "right mouse", s.LeftShoulder + " or " + s.LeftTrigger},
				{"parry", "guard as a blow lands", "guard as a blow lands"},
				{"charged heavy", "hold right mouse", "hold " + s.RightTrigger},
				{"dodge", "Space", s.South + ", " + s.LeftTrigger + " (fists, 2H)"},
				{"draw item", "1-4, wheel", controls.DPadName},
				{"lock on", "Tab", s.RightStick},
				{"switch target", "", "flick " + controls.AimStick},
				{"revive (co-op)", "E by a fallen ally", s.West + " by a fallen ally"},
				{"pause menu", "Esc", s.Start},
			},
			pauseHelp: [3]string{
				"choose: arrows, W/S, mouse, D-pad, " + controls.MoveStick,
				"take: Enter, click, " + s.South,
				"resume: Esc, " + s.Start + ", " + s.East,
			},
			start: "Press Enter / click / " + s.South + " to start",
			again: "Press Enter / click / " + s.South + " to play again",
			hint: controls.DPadName + " items  " + s.RightStick + " lock on  " +
				controls.AimStick + " switch target  " + s.Start + " pause",
		}
	}
	return t
}()

// textsFor returns the texts in a pad family's labels.
func textsFor(f controls.Family) *padTexts {
	if int(f) >= len(allPadTexts) {
		f = controls.Xbox
	}
	return &allPadTexts[f]
}
