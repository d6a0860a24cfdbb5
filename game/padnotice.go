package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// A notice stays noticeShown Updates, fading over the last noticeFade.
const (
	noticeShown = 10 * 60
	noticeFade  = 60
)

var (
	colNotice     = color.RGBA{255, 200, 70, 255}
	colNoticePane = color.RGBA{30, 22, 6, 220}
)

// padNotice is the message along the screen's top about a pad the game
// plays through its fallback mapping (controls.UnknownPadMessage).
type padNotice struct {
	text string
	left int // Updates it stays
}

// show puts a message up.
func (n *padNotice) show(text string) { n.text, n.left = text, noticeShown }

// age counts an Update off the notice's time.
func (n *padNotice) age() {
	if n.left > 0 {
		n.left--
	}
}

// draw draws the notice, when one is up, across the top of the screen.
func (n *padNotice) draw(dst *ebiten.Image, v *view) {
	if n.left <= 0 || v == nil {
		return
	}
	a := min(1, float64(n.left)/noticeFade)
	const size = 15
	w := float32(v.text.width(n.text, size) + 24)
	x := (ScreenWidth - w) / 2
	vector.DrawFilledRect(dst, x, 2, w, 26, scaleAlpha(colNoticePane, a), false)
	vector.StrokeRect(dst, x, 2, w, 26, 1, scaleAlpha(colNotice, a), false)
	v.text.centred(dst, n.text, ScreenWidth/2, 6, size, scaleAlpha(colNotice, a))
}
