package game

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// consoleMax bounds the console's line.
const consoleMax = 80

// console is a one-line command prompt, opened with the backquote key.
// Enter runs the line; Esc or the backquote closes it. It knows one
// command: UPC.Debug.Actions 0|1.
type console struct {
	open  bool
	line  []rune
	reply string
	chars []rune
}

// update reads the keyboard while the console is open and returns the
// line Enter ran, or "". It reports whether the console closed.
func (c *console) update() (run string, closed bool) {
	c.chars = ebiten.AppendInputChars(c.chars[:0])
	for _, r := range c.chars {
		if r == '`' || r == '~' || len(c.line) >= consoleMax {
			continue
		}
		c.line = append(c.line, r)
	}
	if repeat(ebiten.KeyBackspace) && len(c.line) > 0 {
		c.line = c.line[:len(c.line)-1]
	}
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyEnter), inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter):
		run = string(c.line)
		c.line = c.line[:0]
	case inpututil.IsKeyJustPressed(ebiten.KeyEscape), inpututil.IsKeyJustPressed(ebiten.KeyBackquote):
		c.open = false
		return "", true
	}
	return run, false
}

// repeat reports a key's press and, after a while, its auto-repeat.
func repeat(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || (d > 24 && d%3 == 0)
}

// runCommand runs one console line and returns the reply and, for
// UPC.Debug.Actions, the debug overlay's new state.
func runCommand(line string) (reply string, debug, set bool) {
	f := strings.Fields(line)
	switch {
	case len(f) == 0:
		return "", false, false
	case strings.EqualFold(f[0], "UPC.Debug.Actions"):
		if len(f) == 2 && (f[1] == "0" || f[1] == "1") {
			if f[1] == "1" {
				return "action debug on", true, true
			}
			return "action debug off", false, true
		}
		return "usage: UPC.Debug.Actions 0|1", false, false
	}
	return "unknown command " + f[0] + " (try UPC.Debug.Actions 1)", false, false
}

// draw draws the prompt at the top of the screen.
func (c *console) draw(dst *ebiten.Image, t *textDrawer, frame int) {
	vector.DrawFilledRect(dst, 0, 0, ScreenWidth, 58, color.RGBA{0, 0, 0, 220}, false)
	cursor := " "
	if frame/20%2 == 0 {
		cursor = "_"
	}
	t.draw(dst, "> "+string(c.line)+cursor, 16, 8, 18, colText)
	if c.reply != "" {
		t.draw(dst, c.reply, 16, 34, 14, colDim)
	}
}
