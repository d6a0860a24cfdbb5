package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// loadAfter is the Update on which a Loader builds its Game: by then the
// window (or page) has shown the loading frame.
const loadAfter = 2

// Loader is the ebiten.Game that shows a first frame at once and builds the
// Game a couple of Updates later. Loading the assets and the view takes a
// second or more, in the browser most of all, and a person should see the
// window or page come alive before that.
type Loader struct {
	cfg     Config
	g       *Game
	updates int
}

// NewLoader returns a Loader that will build a Game with cfg.
func NewLoader(cfg Config) *Loader { return &Loader{cfg: cfg} }

// Game returns the game once it is built, else nil.
func (l *Loader) Game() *Game { return l.g }

// Update builds the Game on its loadAfter-th call (returning New's error,
// such as assets that fail to load in a scripted run), then runs it.
func (l *Loader) Update() error {
	if l.g != nil {
		return l.g.Update()
	}
	l.updates++
	if l.updates < loadAfter {
		return nil
	}
	g, err := New(l.cfg)
	if err != nil {
		return err
	}
	l.g = g
	return nil
}

var (
	colLoading    = color.NRGBA{18, 20, 26, 255}
	colLoadingInk = color.NRGBA{120, 140, 180, 255}
)

// Draw draws the game, or a loading frame before it is built.
func (l *Loader) Draw(screen *ebiten.Image) {
	if l.g != nil {
		l.g.Draw(screen)
		return
	}
	screen.Fill(colLoading)
	// A ring and a bar: drawing text would load the font first.
	cx, cy := float32(ScreenWidth/2), float32(ScreenHeight/2)
	vector.StrokeCircle(screen, cx, cy-40, 24, 4, colLoadingInk, true)
	vector.DrawFilledRect(screen, cx-120, cy+10, 240, 6, colLoadingInk, false)
}

// Layout keeps the logical screen at 1280x720 whatever the window's size.
func (l *Loader) Layout(w, h int) (int, int) { return ScreenWidth, ScreenHeight }

// Close writes the fight's replay when one was recorded.
func (l *Loader) Close() error {
	if l.g == nil {
		return nil
	}
	return l.g.Close()
}
