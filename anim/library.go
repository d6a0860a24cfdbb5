package anim

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"path"
	"slices"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Library is every sprite sheet of a folder, by montage name: a sheet's
// name is its JSON file's name without ".json" (sprites/AM_Idle.json is
// AM_Idle). It answers the engine's montage questions (it is an
// actiongraph.MontageSource) and gives the game the frames to draw. It is
// read-only once loaded and safe to share.
type Library struct {
	sheets   map[string]*Sheet
	skins    map[skinKey]*Sheet
	montages map[string]*ag.Montage
	images   map[string]image.Image
	names    []string
	warnings []error
}

// LoadLibrary reads every dir/*.json of fsys as an Aseprite export, checks
// it against the conventions, and decodes the PNG it names (meta.image,
// beside it) to check the frames fit in it. It reports every broken file
// at once, each error naming the file, the tag or slice and the frame;
// problems that still load are in Warnings.
func LoadLibrary(fsys fs.FS, dir string) (*Library, error) {
	files, err := fs.Glob(fsys, path.Join(dir, "*.json"))
	if err != nil {
		return nil, fmt.Errorf("anim: %s: %w", dir, err)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("anim: %s: no sprite sheets (*.json)", dir)
	}
	l := &Library{sheets: map[string]*Sheet{}, montages: map[string]*ag.Montage{}, images: map[string]image.Image{}}
	var errs []error
	for _, file := range files {
		name := strings.TrimSuffix(path.Base(file), ".json")
		s, img, warns, err := loadSheet(fsys, file, name)
		l.warnings = append(l.warnings, warns...)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		l.sheets[name], l.images[name] = s, img
		l.montages[name] = s.Montage(name)
		l.names = append(l.names, name)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	slices.Sort(l.names)
	l.indexSkins()
	return l, nil
}

type skinKey struct{ skin, montage string }

// indexSkins finds the skinned copies, AM_<skin>_<rest> beside AM_<rest>,
// and warns when a copy's timing differs from its montage's.
func (l *Library) indexSkins() {
	l.skins = map[skinKey]*Sheet{}
	for _, name := range l.names {
		rest, ok := strings.CutPrefix(name, "AM_")
		for i := 0; ok && i < len(rest); i++ {
			if rest[i] != '_' {
				continue
			}
			base, found := l.sheets["AM_"+rest[i+1:]]
			if !found {
				continue
			}
			skinned := l.sheets[name]
			l.skins[skinKey{rest[:i], "AM_" + rest[i+1:]}] = skinned
			if !sameTiming(skinned, base) {
				l.warnings = append(l.warnings, fmt.Errorf("%s: warning: a skin of %s with other frame durations or tags; its frames will not follow the engine's clock", skinned.File, "AM_"+rest[i+1:]))
			}
		}
	}
}

// sameTiming reports whether two sheets have the same durations and tags.
func sameTiming(a, b *Sheet) bool {
	return slices.EqualFunc(a.Frames, b.Frames, func(x, y Frame) bool { return x.Duration == y.Duration }) &&
		slices.Equal(a.Tags, b.Tags)
}

// loadSheet reads one export and its image.
func loadSheet(fsys fs.FS, file, name string) (*Sheet, image.Image, []error, error) {
	data, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil, nil, nil, err
	}
	s, err := ParseSheet(file, data)
	if err != nil {
		return nil, nil, nil, err
	}
	errs, warns := s.Check()
	img, err := s.loadImage(fsys, path.Dir(file), name)
	if err != nil {
		errs = append(errs, err)
	}
	return s, img, warns, errors.Join(errs...)
}

// imageName returns the PNG's name: meta.image without its folders (an
// export may carry the artist's path), or NAME.png when absent.
func (s *Sheet) imageName(name string) string {
	img := s.Image[strings.LastIndexAny(s.Image, `/\`)+1:]
	if img == "" {
		return name + ".png"
	}
	return img
}

// loadImage decodes the sheet's PNG and checks that it matches meta.size
// and holds every frame.
func (s *Sheet) loadImage(fsys fs.FS, dir, name string) (image.Image, error) {
	file := s.imageName(name)
	f, err := fsys.Open(path.Join(dir, file))
	if err != nil {
		return nil, fmt.Errorf("%s: %w %q: %w", s.File, ErrImage, file, err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w %q: %w", s.File, ErrImage, file, err)
	}
	b := img.Bounds()
	if s.ImageW != 0 && (b.Dx() != s.ImageW || b.Dy() != s.ImageH) {
		return nil, fmt.Errorf("%s: %w %q: %dx%d, meta.size says %dx%d", s.File, ErrImage, file, b.Dx(), b.Dy(), s.ImageW, s.ImageH)
	}
	for i, fr := range s.Frames {
		r := fr.Rect
		if r.X < 0 || r.Y < 0 || r.X+r.W > b.Dx() || r.Y+r.H > b.Dy() {
			return nil, fmt.Errorf("%s: frame %d %q: x %d..%d, y %d..%d is outside the %dx%d %w %q",
				s.File, i, fr.Name, r.X, r.X+r.W, r.Y, r.Y+r.H, b.Dx(), b.Dy(), ErrImage, file)
		}
	}
	return img, nil
}

// Montage returns the montage a sheet makes; the engine must not change
// it. It makes the Library an actiongraph.MontageSource.
func (l *Library) Montage(name string) (*ag.Montage, bool) {
	m, ok := l.montages[name]
	return m, ok
}

// Sheet returns a sheet by montage name.
func (l *Library) Sheet(name string) (*Sheet, bool) {
	s, ok := l.sheets[name]
	return s, ok
}

// Image returns a sheet's decoded PNG; a frame is its Rect of it.
func (l *Library) Image(name string) (image.Image, bool) {
	img, ok := l.images[name]
	return img, ok
}

// Names returns every montage name, sorted.
func (l *Library) Names() []string { return slices.Clone(l.names) }

// Warnings returns what loaded but may not be what the artist meant, each
// naming the file.
func (l *Library) Warnings() []error { return slices.Clone(l.warnings) }

// SkinName returns the name of a montage's copy drawn for a skin (a kind
// of character or a drawn item): "AM_" + skin + "_" + the montage's name
// without "AM_". SkinName("Grunt", "AM_Idle") is "AM_Grunt_Idle".
func SkinName(skin, montage string) string {
	return "AM_" + skin + "_" + strings.TrimPrefix(montage, "AM_")
}

// Skin returns the sheet to draw for a montage played by a skin: its
// skinned copy (named by SkinName) when the library has one, else the
// montage's own sheet. Copies keep the timing of the montage they copy, so
// the frame the engine's clock picks is the same in both.
// It allocates nothing.
func (l *Library) Skin(skin, montage string) (*Sheet, bool) {
	if s, ok := l.skins[skinKey{skin, montage}]; ok {
		return s, true
	}
	return l.Sheet(montage)
}
