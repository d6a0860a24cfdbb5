// Command assetgen draws the game's sprite sheets: every montage as a row
// of 64x64 frames (the character seen from above, facing right, pivot at
// the centre) in a PNG, with the Aseprite JSON export beside it: frame
// durations, tags (sections, action windows, trace windows, notifies) and
// slices (the hurtbox from frame 0, the hitbox on every trace frame). The
// output is the same bytes on every run. It also synthesises the game's
// sound effects (sound.go) into 16-bit mono WAV files beside the sheets'
// folder: assets/sounds, again the same bytes on every run.
//
// Usage (from the module root; go generate in assets/ runs it there):
//
//	go run ./cmd/assetgen [-out assets/sprites] [-sounds assets/sounds]
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
)

func main() {
	out := flag.String("out", filepath.Join("assets", "sprites"), "folder to write the sheets to")
	soundDir := flag.String("sounds", "", "folder to write the sounds to (default: sounds beside the -out folder)")
	flag.Parse()
	n, err := generate(*out)
	if err != nil {
		slog.Error("assetgen", "err", err)
		os.Exit(1)
	}
	slog.Info("assetgen: sheets written", "dir", *out, "montages", n)
	if *soundDir == "" {
		*soundDir = filepath.Join(filepath.Dir(*out), "sounds")
	}
	if n, err = generateSounds(*soundDir); err != nil {
		slog.Error("assetgen", "err", err)
		os.Exit(1)
	}
	slog.Info("assetgen: sounds written", "dir", *soundDir, "sounds", n)
}

// file is one output file.
type file struct {
	name string
	data []byte
}

// build draws every move and encodes its files, in a fixed order.
func build() ([]file, error) {
	moves := allMoves()
	seen := map[string]bool{}
	for _, m := range moves {
		if seen[m.name] {
			return nil, fmt.Errorf("assetgen: montage %s drawn twice", m.name)
		}
		seen[m.name] = true
	}
	files := make([]file, 2*len(moves))
	errs := make([]error, len(moves))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, m := range moves {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			s := render(m)
			img, err := s.encodePNG()
			files[2*i] = file{m.name + ".json", s.encodeJSON()}
			files[2*i+1] = file{m.name + ".png", img}
			errs[i] = err
		}()
	}
	wg.Wait()
	return files, errors.Join(errs...)
}

// generate writes the sheets into dir and returns how many it wrote. It
// owns only the sheets whose JSON it wrote itself (meta.app is App): a
// hand-made export of the same name is kept, and a stale sheet of its own
// (a montage it no longer draws) is removed. Files whose bytes are already
// right are left untouched.
func generate(dir string) (int, error) {
	files, err := build()
	if err != nil {
		return 0, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, err
	}
	want := map[string]bool{}
	n := 0
	for i := 0; i < len(files); i += 2 {
		base := strings.TrimSuffix(files[i].name, ".json")
		want[base] = true
		if handMade(dir, base) {
			slog.Info("assetgen: kept a hand-made sheet", "sheet", base)
			continue
		}
		for _, f := range files[i : i+2] {
			path := filepath.Join(dir, f.name)
			if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, f.data) {
				continue
			}
			if err := os.WriteFile(path, f.data, 0o644); err != nil {
				return 0, err
			}
		}
		n++
	}
	return n, removeStale(dir, want)
}

// handMade reports whether dir holds a sheet of that name that another
// program (Aseprite) wrote.
func handMade(dir, base string) bool {
	app, ok := sheetApp(filepath.Join(dir, base+".json"))
	return ok && app != App
}

// sheetApp returns a sheet's meta.app; ok is false when there is no such
// readable file.
func sheetApp(path string) (string, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", false
	}
	var doc struct {
		Meta struct {
			App string `json:"app"`
		} `json:"meta"`
	}
	if json.Unmarshal(data, &doc) != nil {
		return "", true // not ours to judge: keep it
	}
	return doc.Meta.App, true
}

// removeStale removes the sheets this program wrote that it no longer
// draws.
func removeStale(dir string, want map[string]bool) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		base, isJSON := strings.CutSuffix(e.Name(), ".json")
		if !isJSON || want[base] {
			continue
		}
		if app, _ := sheetApp(filepath.Join(dir, e.Name())); app != App {
			continue
		}
		for _, f := range []string{base + ".json", base + ".png"} {
			if err := os.Remove(filepath.Join(dir, f)); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
		}
	}
	return nil
}
