package game

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/sfnt"
)

// textDrawer draws lines of text in Go Mono, the font the Go project ships
// (golang.org/x/image/font/gofont), so the game needs no font file.
type textDrawer struct {
	r *etxt.Renderer
}

func newTextDrawer() (*textDrawer, error) {
	font, err := sfnt.Parse(gomono.TTF)
	if err != nil {
		return nil, fmt.Errorf("game: font: %w", err)
	}
	r := etxt.NewRenderer()
	r.SetFont(font)
	r.Utils().SetCache8MiB()
	r.SetAlign(etxt.Top | etxt.Left)
	return &textDrawer{r: r}, nil
}

// draw draws one line with its top-left corner at x, y.
func (t *textDrawer) draw(dst *ebiten.Image, s string, x, y int, size float64, clr color.Color) {
	t.drawAligned(dst, s, x, y, size, clr, etxt.Top|etxt.Left)
}

// centred draws one line centred on x, with its top at y.
func (t *textDrawer) centred(dst *ebiten.Image, s string, x, y int, size float64, clr color.Color) {
	t.drawAligned(dst, s, x, y, size, clr, etxt.Top|etxt.HorzCenter)
}

// right draws one line with its top-right corner at x, y.
func (t *textDrawer) right(dst *ebiten.Image, s string, x, y int, size float64, clr color.Color) {
	t.drawAligned(dst, s, x, y, size, clr, etxt.Top|etxt.Right)
}

// drawAligned draws one line with the align's point of its box at x, y.
func (t *textDrawer) drawAligned(dst *ebiten.Image, s string, x, y int, size float64, clr color.Color, a etxt.Align) {
	t.r.SetSize(size)
	t.r.SetColor(clr)
	t.r.SetAlign(a)
	t.r.Draw(dst, s, x, y)
}

// wrapped draws text from its top-left corner at x, y, breaking lines to
// stay within width pixels.
func (t *textDrawer) wrapped(dst *ebiten.Image, s string, x, y, width int, size float64, clr color.Color) {
	t.r.SetSize(size)
	t.r.SetColor(clr)
	t.r.SetAlign(etxt.Top | etxt.Left)
	t.r.DrawWithWrap(dst, s, x, y, width)
}

// width returns how wide a line is at a size, in pixels.
func (t *textDrawer) width(s string, size float64) int {
	t.r.SetSize(size)
	return t.r.Measure(s).IntWidth()
}
