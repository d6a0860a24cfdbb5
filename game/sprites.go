package game

import (
	_ "embed"
	"image"
	"log/slog"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/anim"
)

// crispSource is the Kage shader that draws the zoomed, turned frames
// sharp (see crisp.kage).
//
//go:embed crisp.kage
var crispSource []byte

var crispShader = lazyShader{name: "crisp", src: crispSource}

// crisp returns the compiled crisp shader, or nil (then frames are drawn
// with the nearest filter).
func crisp() *ebiten.Shader { return crispShader.get() }

// lazyShader is a Kage shader compiled the first time it is asked for.
type lazyShader struct {
	name string
	src  []byte
	once sync.Once
	s    *ebiten.Shader // nil when it failed to compile
}

// get returns the compiled shader, or nil when it does not compile (said
// once in the log).
func (l *lazyShader) get() *ebiten.Shader {
	l.once.Do(func() {
		s, err := ebiten.NewShader(l.src)
		if err != nil {
			slog.Error(l.name+" shader", slog.Any("err", err))
			return
		}
		l.s = s
	})
	return l.s
}

// sheetImages holds one ebiten image per sprite sheet and one sub-image per
// frame, made once from the library's decoded PNGs, so drawing a frame
// allocates nothing.
type sheetImages struct {
	frames map[*anim.Sheet][]*ebiten.Image
	names  map[*anim.Sheet]string
	crisp  *ebiten.Shader
}

// newSheetImages uploads every sheet of the library.
func newSheetImages(lib *anim.Library) *sheetImages {
	s := &sheetImages{frames: map[*anim.Sheet][]*ebiten.Image{}, names: map[*anim.Sheet]string{}, crisp: crisp()}
	for _, name := range lib.Names() {
		sheet, ok := lib.Sheet(name)
		if !ok {
			continue
		}
		img, ok := lib.Image(name)
		if !ok {
			continue
		}
		whole := ebiten.NewImageFromImage(img)
		b := img.Bounds()
		frames := make([]*ebiten.Image, len(sheet.Frames))
		for i, f := range sheet.Frames {
			r := image.Rect(f.Rect.X, f.Rect.Y, f.Rect.X+f.Rect.W, f.Rect.Y+f.Rect.H).Add(b.Min)
			frames[i] = whole.SubImage(r).(*ebiten.Image)
		}
		s.frames[sheet] = frames
		s.names[sheet] = name
	}
	return s
}

// frame returns a sheet's frame image, or nil.
func (s *sheetImages) frame(sheet *anim.Sheet, i int) *ebiten.Image {
	fs := s.frames[sheet]
	if i < 0 || i >= len(fs) {
		return nil
	}
	return fs[i]
}

// drawFrame draws a sheet's frame turned by angle around its pivot on that
// frame, with the pivot at x, y (screen pixels), scaled by scale and tinted
// by cs. A trimmed frame's pixels are drawn at their offset in the
// untrimmed frame, which the pivot is measured in. The crisp shader keeps
// the frame's pixels sharp at any zoom and turn.
func (s *sheetImages) drawFrame(dst *ebiten.Image, sheet *anim.Sheet, frame int, x, y, angle, scale float64, cs ebiten.ColorScale) {
	img := s.frame(sheet, frame)
	if img == nil {
		return
	}
	g := s.frameGeoM(sheet, frame, x, y, angle, scale)
	if s.crisp == nil {
		op := &ebiten.DrawImageOptions{GeoM: g, ColorScale: cs, Filter: ebiten.FilterNearest}
		dst.DrawImage(img, op)
		return
	}
	op := &ebiten.DrawRectShaderOptions{GeoM: g, ColorScale: cs}
	op.Images[0] = img
	b := img.Bounds()
	dst.DrawRectShader(b.Dx(), b.Dy(), s.crisp, op)
}

// frameGeoM returns the transform drawFrame draws a sheet's frame with:
// its pivot at x, y, turned by angle and scaled.
func (s *sheetImages) frameGeoM(sheet *anim.Sheet, frame int, x, y, angle, scale float64) ebiten.GeoM {
	px, py := sheet.PivotAt(frame)
	off := sheet.Frames[frame].SourceOffset
	var g ebiten.GeoM
	g.Translate(float64(off.X)-px, float64(off.Y)-py)
	g.Rotate(angle)
	g.Scale(scale, scale)
	g.Translate(x, y)
	return g
}
