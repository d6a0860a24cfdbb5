package anim_test

import (
	"errors"
	"testing"
	"testing/fstest"

	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/internal/badfiles"
)

// TestLibraryRefusesHugeImages reads a PNG's size from its header and
// refuses one past MaxImageSide or MaxImagePixels before decoding it; the
// other sheets of the folder still load.
func TestLibraryRefusesHugeImages(t *testing.T) {
	tests := []struct {
		name string
		png  []byte
		want error
	}{
		{"100000x100000 in 45 bytes", badfiles.PNGBomb(100000, 100000), anim.ErrRange},
		{"one side too long", badfiles.PNGBomb(anim.MaxImageSide+1, 64), anim.ErrRange},
		{"too many pixels", badfiles.PNGBomb(anim.MaxImageSide, anim.MaxImageSide), anim.ErrRange},
		{"not a PNG", []byte("GIF89a not a png at all"), anim.ErrImage},
		{"header only", badfiles.PNGBomb(192, 64), anim.ErrImage},
	}
	for _, tt := range tests {
		fs := goodFS()
		fs["sprites/AM_B.json"] = &fstest.MapFile{Data: []byte(sheetJSON("AM_B"))}
		fs["sprites/AM_B.png"] = &fstest.MapFile{Data: tt.png}
		l, err := anim.LoadLibrary(fs, "sprites")
		if !errors.Is(err, tt.want) || !errors.Is(err, anim.ErrImage) {
			t.Errorf("%s: have %v, want %v and %v", tt.name, err, tt.want, anim.ErrImage)
		}
		if l == nil {
			t.Fatalf("%s: no library for the good sheet", tt.name)
		}
		if _, ok := l.Sheet("AM_A"); !ok {
			t.Errorf("%s: the good sheet AM_A was dropped", tt.name)
		}
		if _, ok := l.Sheet("AM_B"); ok {
			t.Errorf("%s: the broken sheet AM_B is in the library", tt.name)
		}
		// Graphs naming the broken sheet's montage are not told it is
		// missing: the sheet is broken, not absent.
		if _, ok := l.Montage("AM_B"); !ok {
			t.Errorf("%s: no montage AM_B: graphs naming it would get spurious warnings", tt.name)
		}
	}
}
