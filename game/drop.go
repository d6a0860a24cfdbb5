package game

import (
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// pollDrops looks for files dropped on the window (desktop) or on the page
// (browser, where the embedded assets cannot change and a drop is the way to
// try a graph) and reads them on another goroutine: a browser reads a file
// asynchronously, and Update must not wait for it. Each graph file then
// reaches pollAssets, which gives it to the drawn item.
func (g *Game) pollDrops() {
	fsys := ebiten.DroppedFiles()
	if fsys == nil {
		return
	}
	go readDrops(fsys, g.drops)
}

// readDrops reads every file dropped at the root of fsys and hands each
// JSON file over as a graph file; any other file is an error on screen.
func readDrops(fsys fs.FS, out chan<- assetChange) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		out <- assetChange{err: fmt.Errorf("game: dropped files: %w", err)}
		return
	}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.EqualFold(path.Ext(name), ".json") {
			out <- assetChange{err: fmt.Errorf("game: %s: drop a graph file (.json) to give it to the drawn item", name)}
			continue
		}
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			out <- assetChange{err: fmt.Errorf("game: %s: %w", name, err)}
			continue
		}
		out <- assetChange{drop: &droppedFile{name: name, data: data}}
	}
}
