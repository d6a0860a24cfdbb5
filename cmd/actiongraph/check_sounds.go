package main

import (
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"

	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/sounds"
)

// checkSounds checks the sounds: every WAV file plays, and every sound the
// mapping (sounds/sounds.json) and the sprite sheets' notify:sound tags
// name has its file.
func checkSounds(fsys fs.FS, lib *anim.Library, r *report) {
	cat := soundCatalog(fsys, sounds.Dir, "assets/"+sounds.Dir, r)
	m, err := sounds.LoadMapping(fsys)
	r.err(err)
	if m != nil {
		r.errList(cat.CheckMapping(m))
	}
	if lib == nil {
		return
	}
	for _, n := range lib.Names() {
		if s, ok := lib.Sheet(n); ok {
			r.errList(cat.CheckTags("assets/"+s.File, tagNames(s)))
		}
	}
}

// soundCatalog lists the sounds in dir and reports each WAV file that
// ebiten's decoder would refuse; label names dir in messages.
func soundCatalog(fsys fs.FS, dir, label string, r *report) *sounds.Catalog {
	cat, err := sounds.ReadCatalog(fsys, dir, label)
	r.err(err)
	for _, n := range cat.Names() {
		data, err := fs.ReadFile(fsys, path.Join(dir, n+sounds.Ext))
		if err == nil {
			_, err = sounds.ParseWAV(data)
		}
		if err != nil {
			r.err(fmt.Errorf("%s: %w", cat.File(n), err))
		}
	}
	return cat
}

// tagNames returns the names of a sheet's tags.
func tagNames(s *anim.Sheet) []string {
	out := make([]string, len(s.Tags))
	for i, t := range s.Tags {
		out[i] = t.Name
	}
	return out
}

// errList prints errors, one a line.
func (r *report) errList(errs []error) {
	for _, e := range errs {
		r.err(e)
	}
}

// checkSheetSounds checks a sprite sheet file's notify:sound tags against
// the sounds folder beside its sprites folder (sprites/../sounds).
func checkSheetSounds(f string, s *anim.Sheet, r *report) {
	dir := filepath.Join(filepath.Dir(filepath.Dir(f)), sounds.Dir)
	cat, err := sounds.ReadCatalog(os.DirFS(dir), ".", filepath.ToSlash(dir))
	r.err(err)
	r.errList(cat.CheckTags(f, tagNames(s)))
}

// checkSoundFile checks a file of a sounds folder: a WAV file plays; the
// mapping names only sounds the folder holds.
func checkSoundFile(f string, data []byte, r *report) {
	if filepath.Ext(f) == sounds.Ext {
		if _, err := sounds.ParseWAV(data); err != nil {
			r.err(fmt.Errorf("%s: %w", f, err))
		}
		return
	}
	m, err := sounds.ParseMapping(f, data)
	r.err(err)
	if m != nil {
		dir := filepath.Dir(f)
		cat, err := sounds.ReadCatalog(os.DirFS(dir), ".", filepath.ToSlash(dir))
		r.err(err)
		r.errList(cat.CheckMapping(m))
	}
}
