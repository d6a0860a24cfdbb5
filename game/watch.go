//go:build !js

package game

import (
	"io/fs"
	"log/slog"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// watchEvery is how often the watcher looks at the files. A save is taken
// once two looks in a row agree (an editor may write a file in pieces), so
// an edit reaches the characters within about two of these.
const watchEvery = 250 * time.Millisecond

// stamp is what the watcher compares of a file.
type stamp struct {
	size, mod int64 // bytes, and nanoseconds since 1970
}

// watcher polls the assets folder's data files (and a -graph file outside
// it) for saves: it compares sizes and modification times, which works on
// every desktop system with no notification API.
type watcher struct {
	cfg   Config
	dir   string
	extra string
	last  map[string]stamp
}

// watchAssets starts watching Config.AssetsDir, and Config.GraphFile when it
// lies outside, and returns the channel that hands each reload to Update;
// nil when there is nothing on disk to watch (the embedded assets). The
// folder is read once before this returns, so a save made while the game
// loads is not missed. Loading happens on the watcher's goroutine: Update
// only takes the result.
func watchAssets(cfg Config, log *slog.Logger) <-chan assetChange {
	w := &watcher{cfg: cfg, dir: cfg.AssetsDir, extra: graphOnDisk(cfg)}
	if w.dir == "" && w.extra == "" {
		return nil
	}
	w.last = w.look()
	ch := make(chan assetChange, 1)
	go w.run(ch, log)
	log.Info("watching for saves", slog.String("assets", w.dir), slog.String("graph", w.extra))
	return ch
}

// run polls for ever, loading the assets after each settled change.
func (w *watcher) run(ch chan<- assetChange, log *slog.Logger) {
	var pending map[string]stamp
	for range time.Tick(watchEvery) {
		now := w.look()
		switch {
		case maps.Equal(now, w.last):
			pending = nil
			continue
		case pending == nil || !maps.Equal(now, pending):
			pending = now // still being written, maybe: look once more
			continue
		}
		files := changed(w.last, now)
		w.last, pending = now, nil
		log.Debug("assets changed", slog.Any("files", files))
		a, err := loadAssets(w.cfg)
		ch <- assetChange{assets: a, err: err, files: files}
	}
}

// look stamps every data file: JSON and PNG files under the folder, and
// the extra file.
func (w *watcher) look() map[string]stamp {
	out := map[string]stamp{}
	if w.dir != "" {
		_ = filepath.WalkDir(w.dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !isDataFile(p) {
				return nil
			}
			if info, err := d.Info(); err == nil {
				rel, _ := filepath.Rel(w.dir, p)
				out[filepath.ToSlash(rel)] = stamp{info.Size(), info.ModTime().UnixNano()}
			}
			return nil
		})
	}
	if w.extra != "" {
		if info, err := os.Stat(w.extra); err == nil {
			out[w.extra] = stamp{info.Size(), info.ModTime().UnixNano()}
		}
	}
	return out
}

// isDataFile reports whether a file is one the game reads, not an editor's
// swap or backup file.
func isDataFile(p string) bool {
	base := filepath.Base(p)
	if strings.HasPrefix(base, ".") || strings.HasPrefix(base, "#") {
		return false
	}
	ext := strings.ToLower(filepath.Ext(base))
	return ext == ".json" || ext == ".png"
}

// changed lists the files added, changed or removed, sorted.
func changed(before, after map[string]stamp) []string {
	var out []string
	for f, s := range after {
		if b, ok := before[f]; !ok || b != s {
			out = append(out, f)
		}
	}
	for f := range before {
		if _, ok := after[f]; !ok {
			out = append(out, f)
		}
	}
	slices.Sort(out)
	return out
}
