package game

import (
	"image"
	"image/color"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/game/controls"
)

// canQuit says whether the game may close its window: not in a browser,
// where the page stays.
var canQuit = runtime.GOOS != "js"

// The pause menu's lines on screen: a column on the left, the controls
// table on the right.
const (
	menuX     = 140
	menuY     = 200
	menuW     = 320
	menuH     = 52
	menuPitch = 62
	tableX    = 560
	tableY    = 206
)

var (
	colMenu    = color.RGBA{24, 26, 34, 230}
	colMenuSel = color.RGBA{70, 56, 20, 240}
)

// menuRow returns where line i of the pause menu is drawn.
func menuRow(i int) image.Rectangle {
	y := menuY + i*menuPitch
	return image.Rect(menuX, y, menuX+menuW, y+menuH)
}

// menuRowAt returns the line of an n-line menu under a point, or -1.
func menuRowAt(p [2]int, n int) int {
	pt := image.Pt(p[0], p[1])
	for i := range n {
		if pt.In(menuRow(i)) {
			return i
		}
	}
	return -1
}

// openPause freezes the fight and opens the pause menu on Resume.
func (g *Game) openPause() {
	g.scene = scenePaused
	g.menu.Open(controls.PauseChoices(canQuit))
}

// updatePause runs the pause menu for one Update: the keyboard, the mouse
// and the pads move through it (controls.Menu) and take a line.
func (g *Game) updatePause(f frameInput) error {
	mv := controls.NoMoves
	mv.Step = f.Nav
	if f.CursorMoved {
		mv.Hover = menuRowAt(f.Cursor, len(g.menu.Choices))
	}
	if f.Click {
		mv.Pick = menuRowAt(f.Cursor, len(g.menu.Choices))
	}
	mv.Confirm, mv.Back = f.Select, f.Pause || f.Cancel
	c, ok := g.menu.Update(mv)
	if !ok {
		return nil
	}
	switch c {
	case controls.Resume:
		g.scene = scenePlaying
		g.in.muteHeld()
	case controls.Restart:
		return g.startFight()
	case controls.Title:
		g.world, g.scene = nil, sceneTitle
		g.in.muteHeld()
	case controls.Quit:
		return ebiten.Termination
	}
	return nil
}

// drawPause dims the frozen fight and draws the pause menu beside the
// controls table.
func (v *view) drawPause(dst *ebiten.Image, m *controls.Menu) {
	vector.DrawFilledRect(dst, 0, 0, ScreenWidth, ScreenHeight, colDimmer, false)
	v.text.centred(dst, "PAUSED", ScreenWidth/2, 96, 56, colText)
	for i, c := range m.Choices {
		r := menuRow(i)
		x, y, w, h := float32(r.Min.X), float32(r.Min.Y), float32(menuW), float32(menuH)
		fill, edge, ink := colMenu, colDim, colDim
		if i == m.Selected {
			fill, edge, ink = colMenuSel, colGold, colText
		}
		vector.DrawFilledRect(dst, x, y, w, h, fill, false)
		vector.StrokeRect(dst, x, y, w, h, 2, edge, false)
		v.text.centred(dst, c.String(), r.Min.X+menuW/2, r.Min.Y+12, 26, ink)
	}
	for i, l := range &textsFor(padGlyphs).pauseHelp {
		v.text.draw(dst, l, menuX, menuY+len(m.Choices)*menuPitch+10+i*22, 15, colDim)
	}
	v.drawControls(dst, tableX, tableY, 24, 16)
	v.text.centred(dst, debugKeys, ScreenWidth/2, 556, 14, colDim)
}
