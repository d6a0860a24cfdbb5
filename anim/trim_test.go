package anim_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/upc-demo/actiongraph-game/anim"
)

// trimmedJSON is an export with Trim Cels on, as Aseprite writes it: each
// frame's pixels cut to their bounds (spriteSourceSize: where they sit in
// the 64x64 sourceSize), the last with Inner Padding 2 (its frame 2 px
// larger on each side than its pixels).
const trimmedJSON = `{"frames":[
 {"filename":"t 0","frame":{"x":0,"y":0,"w":20,"h":30},"rotated":false,"trimmed":true,"spriteSourceSize":{"x":22,"y":17,"w":20,"h":30},"sourceSize":{"w":64,"h":64},"duration":100},
 {"filename":"t 1","frame":{"x":20,"y":0,"w":24,"h":34},"rotated":false,"trimmed":true,"spriteSourceSize":{"x":20,"y":15,"w":24,"h":34},"sourceSize":{"w":64,"h":64},"duration":100},
 {"filename":"t 2","frame":{"x":44,"y":0,"w":28,"h":36},"rotated":false,"trimmed":true,"spriteSourceSize":{"x":18,"y":14,"w":24,"h":32},"sourceSize":{"w":64,"h":64},"duration":100}],
 "meta":{"image":"AM_T.png","size":{"w":72,"h":36},"frameTags":[{"name":"Swing","from":0,"to":2,"direction":"forward"}],
  "slices":[{"name":"hurtbox","keys":[{"frame":0,"bounds":{"x":20,"y":15,"w":24,"h":34}}]}]}}`

// TestTrimmedExport loads: each frame's pixels, their place in the
// untrimmed frame, and the pivot and slices in the untrimmed frame.
func TestTrimmedExport(t *testing.T) {
	l, err := anim.LoadLibrary(fstest.MapFS{
		"sprites/AM_T.json": {Data: []byte(trimmedJSON)},
		"sprites/AM_T.png":  {Data: pngOf(72, 36)},
	}, "sprites")
	if err != nil {
		t.Fatal(err)
	}
	if w := l.Warnings(); len(w) != 0 {
		t.Errorf("warnings: have %v, want none", w)
	}
	s, _ := l.Sheet("AM_T")
	want := []struct {
		rect    anim.Rect
		offset  anim.Point
		trimmed bool
	}{
		{anim.Rect{X: 0, Y: 0, W: 20, H: 30}, anim.Point{X: 22, Y: 17}, true},
		{anim.Rect{X: 20, Y: 0, W: 24, H: 34}, anim.Point{X: 20, Y: 15}, true},
		{anim.Rect{X: 46, Y: 2, W: 24, H: 32}, anim.Point{X: 18, Y: 14}, true}, // inside its padding
	}
	for i, w := range want {
		f := s.Frames[i]
		if f.Rect != w.rect || f.SourceOffset != w.offset || f.Trimmed != w.trimmed || f.SourceW != 64 || f.SourceH != 64 {
			t.Errorf("frame %d: have %+v, want %+v at %+v in 64x64", i, f, w.rect, w.offset)
		}
	}
	if w, h := s.FrameSize(); w != 64 || h != 64 {
		t.Errorf("FrameSize %dx%d, want the untrimmed 64x64", w, h)
	}
	if x, y := s.Pivot(); x != 32 || y != 32 {
		t.Errorf("Pivot %g,%g, want the untrimmed frame's centre 32,32", x, y)
	}
}

// frameSizes writes an export whose frames have the given square sizes,
// one tag over each range, side by side.
func frameSizes(sizes []int, tags string) string {
	var b strings.Builder
	b.WriteString(`{"frames":[`)
	x := 0
	for i, w := range sizes {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"filename":"f%d","frame":{"x":%d,"y":0,"w":%d,"h":%d},"sourceSize":{"w":%d,"h":%d},"duration":100}`, i, x, w, w, w, w)
		x += w
	}
	fmt.Fprintf(&b, `],"meta":{"frameTags":[%s]}}`, tags)
	return b.String()
}

// TestFrameSizes: each tag's frames must agree on size; the sheet's need
// not (an atlas); a sheet with no section is one animation.
func TestFrameSizes(t *testing.T) {
	tests := []struct {
		name  string
		sizes []int
		tags  string
		want  []string
	}{
		{"atlas: each tag one size", []int{16, 16, 32, 32}, `{"name":"A","from":0,"to":1},{"name":"B","from":2,"to":3}`, nil},
		{"a tag over two sizes", []int{16, 16, 32, 32}, `{"name":"A","from":0,"to":1},{"name":"B","from":1,"to":3}`,
			[]string{`tag "B": frame 2 "f2": 32x32, frame 1 is 16x16; a tag's frames must be one size`, `tag "B": frame 3 "f3": 32x32, frame 1 is 16x16`}},
		{"no section: one size", []int{16, 32}, `{"name":"notify:x","from":0,"to":0}`,
			[]string{`frame 1 "f1": 32x32, frame 0 is 16x16; with no section tag, every frame must be the same size`}},
		{"many frames: three shown, the rest counted", []int{8, 9, 9, 9, 9, 9, 9}, `{"name":"A","from":0,"to":6}`,
			[]string{`tag "A": frame 1 "f1": 9x9, frame 0 is 8x8`, `tag "A": frame 2 "f2"`, `tag "A": frame 3 "f3"`,
				`... and 3 more frames with the same problem (tag "A": frame sizes differ)`}},
	}
	for _, tt := range tests {
		s, err := anim.ParseSheet("s.json", []byte(frameSizes(tt.sizes, tt.tags)))
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		errs, _ := s.Check()
		if len(errs) != len(tt.want) {
			t.Errorf("%s: errors %v, want %q", tt.name, errs, tt.want)
			continue
		}
		for i, w := range tt.want {
			if !strings.Contains(errs[i].Error(), w) || !strings.HasPrefix(errs[i].Error(), "s.json: ") {
				t.Errorf("%s: error %d: have %v, want %q", tt.name, i, errs[i], w)
			}
		}
	}
}
