package sounds

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
)

// Ext is a sound file's extension: the sound NAME is the file NAME.wav.
const Ext = ".wav"

// TagPrefix starts a sprite sheet's tag that plays a sound on its first
// frame: notify:sound:NAME.
const TagPrefix = "notify:sound:"

// TagSound returns the sound a sprite sheet's tag plays; ok is false for a
// tag of another kind.
func TagSound(tag string) (name string, ok bool) {
	return strings.CutPrefix(tag, TagPrefix)
}

// CheckName returns an error unless s can name a sound: lowercase letters,
// digits and underscores, so that NAME.wav is the same file everywhere.
func CheckName(s string) error {
	if s == "" {
		return errors.New("empty sound name")
	}
	for _, c := range s {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_') {
			return fmt.Errorf("sound name %q: use lowercase letters, digits and _ (the file NAME%s)", s, Ext)
		}
	}
	return nil
}

// Catalog is the sounds a folder holds: NAME for each NAME.wav.
type Catalog struct {
	// Label names the folder in messages: "assets/sounds".
	Label string
	names []string // sorted
}

// ReadCatalog lists the sounds in dir of fsys; label names the folder in
// messages. A folder that does not exist holds no sounds.
func ReadCatalog(fsys fs.FS, dir, label string) (*Catalog, error) {
	c := &Catalog{Label: label}
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return c, fmt.Errorf("%s: %w", label, err)
	}
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), Ext); ok && !e.IsDir() {
			c.names = append(c.names, name)
		}
	}
	slices.Sort(c.names)
	return c, nil
}

// Names returns the sounds' names, sorted.
func (c *Catalog) Names() []string { return c.names }

// Has reports whether the folder holds the sound name.
func (c *Catalog) Has(name string) bool {
	_, ok := slices.BinarySearch(c.names, name)
	return ok
}

// File returns the sound's file for messages: "assets/sounds/hit_light.wav".
func (c *Catalog) File(name string) string { return path.Join(c.Label, name+Ext) }

// CheckMapping returns one error per sound the mapping names that the
// folder does not hold, as file:line: path: message.
func (c *Catalog) CheckMapping(m *Mapping) []error {
	var errs []error
	for _, r := range m.Refs() {
		if !c.Has(r.Name) {
			errs = append(errs, fmt.Errorf("%s:%d: %s: no sound %q: no file %s", m.File, r.Line, r.Path, r.Name, c.File(r.Name)))
		}
	}
	return errs
}

// CheckTags returns one error per notify:sound tag of a sprite sheet (file
// names it) whose sound is badly named or not in the folder, as file: tag
// "NAME": message.
func (c *Catalog) CheckTags(file string, tags []string) []error {
	var errs []error
	for _, t := range tags {
		name, ok := TagSound(t)
		if !ok {
			continue
		}
		if err := CheckName(name); err != nil {
			errs = append(errs, fmt.Errorf("%s: tag %q: %w", file, t, err))
		} else if !c.Has(name) {
			errs = append(errs, fmt.Errorf("%s: tag %q: no sound %q: no file %s", file, t, name, c.File(name)))
		}
	}
	return errs
}
