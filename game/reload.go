package game

import (
	"errors"
	"image/color"
	"log/slog"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// errNoAssets: a graph was dropped before any assets loaded.
var errNoAssets = errors.New("game: no assets loaded to give the graph to")

// reloadShown is how long, in Updates, the "reloaded" note stays up.
const reloadShown = 150

// reloadLines bounds the error lines the screen lists.
const reloadLines = 14

var (
	colReloadBack = color.RGBA{40, 8, 8, 225}
	colReloadErr  = color.RGBA{255, 120, 110, 255}
	colReloadOK   = color.RGBA{120, 220, 140, 255}
)

// assetChange is what a watcher hands the Update goroutine: freshly loaded
// assets, or why they failed to load (the desktop, from the assets folder),
// or a graph file dropped on the page (the browser).
type assetChange struct {
	assets *world.Assets
	err    error
	// files names the files that changed, for the note on screen.
	files []string
	// drop is a graph file dropped on the page, for the drawn item.
	drop *droppedFile
}

// droppedFile is a file dropped on the browser page.
type droppedFile struct {
	name string
	data []byte
}

// reloadState is what the screen says about the last reload: its error,
// one problem a line, until a reload succeeds; or which files it took.
type reloadState struct {
	lines []string
	more  int
	okAt  int // the Update of the last good reload, 0 for none
	okMsg string
}

// pollAssets takes a change from the watcher or a dropped file, if one
// came, without waiting; it starts reading any file dropped this Update.
func (g *Game) pollAssets() {
	g.pollDrops()
	select {
	case ch := <-g.changes: // nil with nothing to watch: never ready
		g.applyChange(ch)
	case ch := <-g.drops:
		g.applyChange(ch)
	default:
	}
}

// applyChange swaps new assets into the game and the World, or keeps the
// last good ones running and shows why the new ones failed.
func (g *Game) applyChange(ch assetChange) {
	a, err := ch.assets, ch.err
	if err == nil && ch.drop != nil {
		a, err = g.dropGraph(ch.drop)
		ch.files = []string{ch.drop.name}
	}
	if err == nil && g.world != nil {
		err = g.world.Reload(a)
	}
	if err != nil {
		g.log.Error("reload: keeping the last good assets", slog.Any("err", err))
		g.saveRecording("reload failed")
		g.reload.fail(err)
		if g.scene == sceneError {
			g.loadErr = err
		}
		return
	}
	for _, w := range a.Warnings {
		g.log.Warn("assets", slog.String("warning", w))
	}
	if g.world != nil {
		g.stopRecording("the assets changed")
	}
	g.assets = a
	g.view.setLibrary(a.Library)
	g.reload.ok(ch.files, g.frames)
	g.log.Info("reloaded", slog.Any("files", ch.files))
	if g.scene == sceneError {
		g.loadErr, g.scene = nil, sceneTitle
	}
}

// dropGraph gives a dropped graph file to the drawn item (the starting
// item before a fight).
func (g *Game) dropGraph(d *droppedFile) (*world.Assets, error) {
	if g.assets == nil {
		return nil, errNoAssets
	}
	item := g.cfg.Item
	if g.world != nil {
		item = g.world.Player().Item().Name
	}
	return g.assets.WithItemGraph(item, d.name, d.data)
}

// fail keeps an error's lines for the screen.
func (r *reloadState) fail(err error) {
	r.lines = r.lines[:0]
	r.more = 0
	for _, l := range strings.Split(err.Error(), "\n") {
		if l = strings.TrimSpace(l); l == "" {
			continue
		}
		if len(r.lines) == reloadLines {
			r.more++
			continue
		}
		r.lines = append(r.lines, l)
	}
}

// ok clears the error and notes the files taken.
func (r *reloadState) ok(files []string, frame int) {
	r.lines, r.more = r.lines[:0], 0
	r.okAt = frame
	r.okMsg = "reloaded " + strings.Join(files, ", ")
	if len(files) == 0 {
		r.okMsg = "reloaded"
	}
}

// setLibrary uploads the sprite sheets of a reloaded library; the old
// images go to the garbage collector.
func (v *view) setLibrary(lib *anim.Library) {
	v.sheets = newSheetImages(lib)
	v.typeColours = nil
}

// drawReload shows a failed reload's problems, one a line as file:line:
// path: message, until a reload succeeds; and for a while after a good
// reload, the files it took.
func (v *view) drawReload(dst *ebiten.Image, r *reloadState, frame int) {
	if len(r.lines) == 0 {
		if r.okAt > 0 && frame-r.okAt < reloadShown {
			v.text.centred(dst, r.okMsg, ScreenWidth/2, 92, 15, colReloadOK)
		}
		return
	}
	const x, y, w = 40, 96, ScreenWidth - 80
	n := len(r.lines) + 1
	if r.more > 0 {
		n++
	}
	vector.DrawFilledRect(dst, x, y, w, float32(12+n*18), colReloadBack, false)
	vector.StrokeRect(dst, x, y, w, float32(12+n*18), 1, colReloadErr, false)
	v.text.draw(dst, "Reload failed; the last good files play on until this is fixed:", x+10, y+6, 14, colReloadErr)
	for i, l := range r.lines {
		v.text.draw(dst, l, x+10, y+6+18*(i+1), 13, colText)
	}
	if r.more > 0 {
		v.text.draw(dst, "... and "+strconv.Itoa(r.more)+" more", x+10, y+6+18*(len(r.lines)+1), 13, colDim)
	}
}
