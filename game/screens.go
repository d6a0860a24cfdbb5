package game

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// Title is the game's name.
const Title = "Action Graph Arena"

var (
	colDimmer  = color.RGBA{0, 0, 0, 150}
	colVictory = color.RGBA{255, 210, 90, 255}
	colDefeat  = color.RGBA{230, 70, 60, 255}
)

// lineup is who stands on the title screen: the player and the enemy types.
var lineup = [...]struct{ sheet, name string }{
	{"AM_Sword_Idle", "You"},
	{"AM_Grunt_Idle", "Grunt"},
	{"AM_Skirmisher_Idle", "Skirmisher"},
	{"AM_Brute_Idle", "Brute"},
}

// debugKeys names the keys of the debug views and the window.
const debugKeys = "F1 or the console (`) command UPC.Debug.Actions 1: action debug   F2 live graph   F11 fullscreen"

// drawTitle draws the title screen over the arena.
func (v *view) drawTitle(dst *ebiten.Image, a *world.Assets, frame int) {
	dst.DrawImage(v.floor, nil) // dimmed already
	v.text.centred(dst, Title, ScreenWidth/2, 70, 64, colText)
	if a != nil {
		sub := strconv.Itoa(len(a.Items)) + " items, " + strconv.Itoa(len(a.Waves)) + " waves, every move an action graph."
		v.text.centred(dst, sub, ScreenWidth/2, 150, 20, colDim)
	}
	if v.sheets != nil && a != nil {
		for i, l := range lineup {
			sheet, ok := a.Library.Sheet(l.sheet)
			if !ok {
				continue
			}
			x := ScreenWidth/2 + (i-1)*170 - 85
			f := sheet.FrameAt(float64(frame%240) / 60 * sheet.Length() / 4)
			v.sheets.drawFrame(dst, sheet, f, float64(x), 250, -1.5708, 2, ebiten.ColorScale{})
			v.text.centred(dst, l.name, x, 310, 16, colDim)
		}
	}
	v.drawControls(dst, ScreenWidth/2-330, 345, 22, 17)
	v.text.centred(dst, debugKeys, ScreenWidth/2, 345+controlsRows*22+8, 14, colDim)
	if frame/30%2 == 0 {
		v.text.centred(dst, textsFor(padGlyphs).start, ScreenWidth/2, 640, 26, colGold)
	}
}

// drawControls draws the controls table, in the glyphs of the pad used
// last, with its top-left corner at x, y: rows row pixels apart, text of
// a size.
func (v *view) drawControls(dst *ebiten.Image, x, y, row int, size float64) {
	cols := [3]int{x, x + int(size*11), x + int(size*25.5)}
	for i, r := range &textsFor(padGlyphs).controls {
		clr := colText
		if i == 0 {
			clr = colGold
		}
		for j, s := range r {
			v.text.draw(dst, s, cols[j], y+i*row, size, clr)
		}
	}
}

// drawEnd dims the arena and shows the fight's end: victory or defeat.
func (v *view) drawEnd(dst *ebiten.Image, w *world.World, t *tracker, frame int) {
	vector.DrawFilledRect(dst, 0, 0, ScreenWidth, ScreenHeight, colDimmer, false)
	n, of := w.Wave()
	title, clr := "VICTORY", colVictory
	sub := "All " + strconv.Itoa(of) + " waves cleared"
	if w.Phase() == world.Defeat {
		title, clr = "DEFEAT", colDefeat
		sub = "Fell in wave " + strconv.Itoa(max(n, 1)) + " of " + strconv.Itoa(of)
	}
	v.text.centred(dst, title, ScreenWidth/2, 200, 96, clr)
	v.text.centred(dst, sub, ScreenWidth/2, 330, 26, colText)
	secs := int(w.Now() / 60)
	stats := "best combo x" + strconv.Itoa(t.bestCombo) + "   time " + strconv.Itoa(secs/60) + ":" + pad2(secs%60)
	v.text.centred(dst, stats, ScreenWidth/2, 380, 20, colDim)
	if frame/30%2 == 0 {
		v.text.centred(dst, textsFor(padGlyphs).again, ScreenWidth/2, 480, 26, colGold)
	}
}

// drawError shows why the game's data did not load.
func (v *view) drawError(dst *ebiten.Image, err error) {
	dst.Fill(colBackground)
	v.text.draw(dst, "The game's data failed to load:", 40, 40, 26, colDefeat)
	v.text.wrapped(dst, err.Error(), 40, 90, ScreenWidth-80, 15, colText)
	v.text.draw(dst, "Esc quits.", 40, ScreenHeight-50, 18, colDim)
}

// pad2 formats a number with at least two digits.
func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
