package anim

import (
	"bytes"
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
//
// With broken files it returns the error and a library of the rest, so
// a checker can go on to the files that use them: a broken sheet that
// could be read still answers Montage (graphs naming it are not told it
// is missing), but has no Sheet or Image. A game must not play a library
// that came with an error.
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
			if s != nil {
				l.montages[name] = s.Montage(name)
			}
			continue
		}
		l.sheets[name], l.images[name] = s, img
		l.montages[name] = s.Montage(name)
		l.names = append(l.names, name)
	}
	slices.Sort(l.names)
	l.indexSkins()
	return l, errors.Join(errs...)
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

// sameTiming reports whether two sheets show the same frames for the same
// time (their Timelines) and have the same tags (user data aside).
func sameTiming(a, b *Sheet) bool {
	timing := func(t Tag) Tag { return Tag{Name: t.Name, From: t.From, To: t.To, Dir: t.Dir, Repeat: t.Repeat} }
	return slices.Equal(a.steps, b.steps) &&
		slices.EqualFunc(a.Tags, b.Tags, func(x, y Tag) bool { return timing(x) == timing(y) })
}

// loadSheet reads one export and its image, and reports every problem of
// both: the export's (ParseSheet's and, on what could be read, Check's)
// and the image's.
func loadSheet(fsys fs.FS, file, name string) (*Sheet, image.Image, []error, error) {
	data, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil, nil, nil, err
	}
	s, errs := parse(file, data)
	if s == nil {
		return nil, nil, nil, errors.Join(errs...)
	}
	more, warns := s.Check()
	errs = append(errs, more...)
	img, err := s.loadImage(fsys, path.Dir(file), name)
	if err != nil {
		errs = append(errs, err)
	}
	return s, img, warns, errors.Join(errs...)
}

// MaxImageSide and MaxImagePixels bound a sheet's PNG, read from its
// header before it is decoded: a 71-byte file can claim 100000x100000
// pixels, which decoding would try to allocate (40 GB).
const (
	MaxImageSide   = 1 << 14
	MaxImagePixels = 1 << 25 // 128 MB decoded
	MaxImageBytes  = 1 << 26 // the PNG file
)

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
	bad := func(err error) error {
		if pe, ok := errors.AsType[*fs.PathError](err); ok {
			err = pe.Err // the file is named already
		}
		return fmt.Errorf("%s: %w %q: %w", s.File, ErrImage, file, err)
	}
	if st, err := fs.Stat(fsys, path.Join(dir, file)); err != nil {
		return nil, bad(err)
	} else if st.Size() > MaxImageBytes {
		return nil, fmt.Errorf("%s: %w %q: %d bytes, more than %d: %w", s.File, ErrImage, file, st.Size(), MaxImageBytes, ErrRange)
	}
	data, err := fs.ReadFile(fsys, path.Join(dir, file))
	if err != nil {
		return nil, bad(err)
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, bad(err)
	}
	if cfg.Width > MaxImageSide || cfg.Height > MaxImageSide || cfg.Width*cfg.Height > MaxImagePixels {
		return nil, fmt.Errorf("%s: %w %q: %dx%d pixels, more than %dx%d or %d pixels in all: %w",
			s.File, ErrImage, file, cfg.Width, cfg.Height, MaxImageSide, MaxImageSide, MaxImagePixels, ErrRange)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, bad(err)
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
