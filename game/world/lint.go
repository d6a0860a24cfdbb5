package world

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// What the files can each be right about and still leave the game broken
// or a character inert: lint finds it across files, so the game's loader
// and `actiongraph check` (which runs the loader) both refuse or warn.
var (
	errNoDefaultItem = errors.New("no item in slot 0, the one a fight starts with")
	errNoMappings    = errors.New("empty: the item does nothing")
	errInertCombo    = errors.New("its graph has no transition on this tag: the enemy never plays this combo")
	errNoSprite      = errors.New("no sprite sheet or skin by that name")
	errBadColor      = errors.New(`want a colour "#rrggbb"`)
)

// reservedTags are input tags an item may map that no graph needs to
// listen to: the draw (the World's item swap) and Interact, which every
// item maps to E and the west button by the shipped defaults and which
// only a co-op fight's Revive answers (a graph for solo play may leave it).
var reservedTags = map[string]bool{TagDraw: true, "UPC.Input.Interact": true}

// lint returns the errors and the warnings found across the loaded files,
// each as file:line: path: message.
func (a *Assets) lint(fsys fs.FS) (errs []error, warns []string) {
	at := lineFinder{fsys: fsys}
	if a.Items != nil && a.Items.Default() == nil {
		errs = append(errs, fmt.Errorf("assets/items: %w", errNoDefaultItem))
	}
	for _, it := range a.Items {
		file := it.File
		if len(it.Mappings) == 0 {
			errs = append(errs, at.errorf(file, "equippable.inputMappings", "%w", errNoMappings))
		}
		if it.Sprite != "" && a.Library != nil {
			if _, ok := a.Library.Sheet(it.Sprite); !ok {
				errs = append(errs, at.errorf(file, "sprite", "%q: %w", it.Sprite, errNoSprite))
			}
		}
		if it.Graph == nil {
			continue
		}
		used := listenedTags(it.Graph)
		for i, m := range it.Mappings {
			if m.Tag != "" && !used[m.Tag] && !reservedTags[m.Tag] {
				p := fmt.Sprintf("equippable.inputMappings[%d]", i)
				warns = append(warns, at.errorf(file, p, "warning: %s: no transition of %s listens to it: the press does nothing", m.Tag, it.GraphFile).Error())
			}
		}
	}
	for _, t := range a.Enemies {
		file := strings.TrimPrefix(t.File, "assets/")
		if t.Color != "" && !validHex(t.Color) {
			errs = append(errs, at.errorf(file, "color", "%q: %w", t.Color, errBadColor))
		}
		if t.Sprite != "" && a.Library != nil && !hasSkin(a.Library.Names(), t.Sprite) {
			errs = append(errs, at.errorf(file, "sprite", "%q: %w", t.Sprite, errNoSprite))
		}
		if t.Graph == nil {
			continue
		}
		used := listenedTags(t.Graph)
		for i, c := range t.Combos {
			for j, tag := range c.Inputs {
				if !used[tag] {
					errs = append(errs, at.errorf(file, fmt.Sprintf("combos[%d].inputs[%d]", i, j), "%q: %w", tag, errInertCombo))
				}
			}
		}
	}
	return errs, warns
}

// lineFinder finds the line of a JSON path in a file, parsing each file
// once, for problems found after the files were read.
type lineFinder struct {
	fsys  fs.FS
	roots map[string]*jsonv.Value
}

// errorf returns "assets/FILE:LINE: PATH: message".
func (l *lineFinder) errorf(file, path, format string, args ...any) error {
	if l.roots == nil {
		l.roots = map[string]*jsonv.Value{}
	}
	root, ok := l.roots[file]
	if !ok {
		if data, err := fs.ReadFile(l.fsys, file); err == nil {
			root, _ = jsonv.Parse(data)
		}
		l.roots[file] = root
	}
	line := 0
	if root != nil {
		line = jsonv.LineOf(root, path)
	}
	return fmt.Errorf("assets/%s:%d: %s: %w", file, line, path, fmt.Errorf(format, args...))
}

// hasSkin reports whether the library draws the skin sprite names: a sheet
// by that name, or copies of montages named after it ("AM_Grunt" draws
// "AM_Grunt_Idle", ...).
func hasSkin(names []string, sprite string) bool {
	for _, n := range names {
		if n == sprite || strings.HasPrefix(n, sprite+"_") {
			return true
		}
	}
	return false
}

// listenedTags returns the input tags some transition of g fires on.
func listenedTags(g *ag.Graph) map[string]bool {
	out := map[string]bool{}
	for _, t := range g.Transitions {
		if t.InputTag != "" {
			out[t.InputTag] = true
		}
	}
	return out
}

// validHex reports whether s is "#rrggbb".
func validHex(s string) bool {
	h, ok := strings.CutPrefix(s, "#")
	if !ok || len(h) != 6 {
		return false
	}
	_, err := strconv.ParseUint(h, 16, 32)
	return err == nil
}
