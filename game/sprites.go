package game

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/anim"
)

// sheetImages holds one ebiten image per sprite sheet and one sub-image per
// frame, made once from the library's decoded PNGs, so drawing a frame
// allocates nothing.
type sheetImages struct {
	frames map[*anim.Sheet][]*ebiten.Image
	names  map[*anim.Sheet]string
}

// newSheetImages uploads every sheet of the library.
func newSheetImages(lib *anim.Library) *sheetImages {
	s := &sheetImages{frames: map[*anim.Sheet][]*ebiten.Image{}, names: map[*anim.Sheet]string{}}
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

// drawFrame draws a sheet's frame turned by angle around the sheet's pivot,
// with the pivot at x, y, scaled by scale and tinted by cs.
func (s *sheetImages) drawFrame(dst *ebiten.Image, sheet *anim.Sheet, frame int, x, y, angle, scale float64, cs ebiten.ColorScale) {
	img := s.frame(sheet, frame)
	if img == nil {
		return
	}
	px, py := sheet.Pivot()
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-px, -py)
	op.GeoM.Rotate(angle)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(x, y)
	op.ColorScale = cs
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}
