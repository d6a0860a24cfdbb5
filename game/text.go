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
	t.r.SetSize(size)
	t.r.SetColor(clr)
	t.r.Draw(dst, s, x, y)
}
