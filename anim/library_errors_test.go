package anim_test

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/upc-demo/actiongraph-game/anim"
)

// sheetJSON is a three-frame 64x64 sheet in the generator's layout, with
// a section, an action window, a trace and both slices.
func sheetJSON(name string) string {
	var b strings.Builder
	b.WriteString(`{ "frames": [`)
	for i := range 3 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"filename": "%s %d.aseprite", "frame": { "x": %d, "y": 0, "w": 64, "h": 64 },
  "rotated": false, "trimmed": false, "spriteSourceSize": { "x": 0, "y": 0, "w": 64, "h": 64 },
  "sourceSize": { "w": 64, "h": 64 }, "duration": 100}`, name, i, 64*i)
	}
	fmt.Fprintf(&b, `],
 "meta": { "image": "%s.png", "size": { "w": 192, "h": 64 },
  "frameTags": [
   { "name": "Swing", "from": 0, "to": 2, "direction": "forward" },
   { "name": "trace:blade", "from": 1, "to": 2, "direction": "forward" },
   { "name": "window:action", "from": 2, "to": 2, "direction": "forward" }
  ],
  "slices": [
   { "name": "hurtbox", "keys": [{ "frame": 0, "bounds": {"x": 20, "y": 16, "w": 24, "h": 32 } }] },
   { "name": "hitbox", "keys": [{ "frame": 1, "bounds": {"x": 40, "y": 30, "w": 10, "h": 10 } }, { "frame": 2, "bounds": {"x": 44, "y": 20, "w": 10, "h": 10 } }] }
  ]
 }
}`, name)
	return b.String()
}

func pngOf(w, h int) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewNRGBA(image.Rect(0, 0, w, h))); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// goodFS is a folder with one sheet that loads with no warnings.
func goodFS() fstest.MapFS {
	return fstest.MapFS{
		"sprites/AM_A.json": {Data: []byte(sheetJSON("AM_A"))},
		"sprites/AM_A.png":  {Data: pngOf(192, 64)},
	}
}

func TestLibraryLoadsAGoodSheet(t *testing.T) {
	l, err := anim.LoadLibrary(goodFS(), "sprites")
	if err != nil {
		t.Fatal(err)
	}
	if w := l.Warnings(); len(w) > 0 {
		t.Errorf("warnings: have %v, want none", w)
	}
	m, ok := l.Montage("AM_A")
	if !ok || m.Length != 0.3 || len(m.Windows) != 1 || len(m.Notifies) != 1 || len(m.Sections) != 1 {
		t.Errorf("AM_A: have %+v %t", m, ok)
	}
	if have := l.Names(); len(have) != 1 || have[0] != "AM_A" {
		t.Errorf("names: have %v, want [AM_A]", have)
	}
}

// TestLibraryErrors breaks one thing at a time; the error names the file,
// the tag or slice and the frame.
func TestLibraryErrors(t *testing.T) {
	edit := func(old, new string) func(fstest.MapFS) {
		return func(fs fstest.MapFS) {
			fs["sprites/AM_A.json"] = &fstest.MapFile{Data: []byte(strings.Replace(string(fs["sprites/AM_A.json"].Data), old, new, 1))}
		}
	}
	tests := []struct {
		name   string
		break_ func(fstest.MapFS)
		want   []string
		is     error
	}{
		{"malformed JSON", edit(`"frames": [`, `"frames": [[`),
			[]string{"sprites/AM_A.json: ", "malformed JSON at line 8"}, anim.ErrMalformed},
		{"tag past the last frame", edit(`"from": 2, "to": 2`, `"from": 2, "to": 5`),
			[]string{"sprites/AM_A.json: ", `tag "window:action": frames 2..5`, "frames 0..2"}, anim.ErrTagRange},
		{"missing PNG", func(fs fstest.MapFS) { delete(fs, "sprites/AM_A.png") },
			[]string{"sprites/AM_A.json: ", `image "AM_A.png"`, "file does not exist"}, anim.ErrImage},
		{"PNG smaller than the frames", func(fs fstest.MapFS) { fs["sprites/AM_A.png"].Data = pngOf(128, 64) },
			[]string{"sprites/AM_A.json: ", `image "AM_A.png": 128x64, meta.size says 192x64`}, anim.ErrImage},
		{"PNG smaller than the frames, no meta.size", func(fs fstest.MapFS) {
			edit(`"size": { "w": 192, "h": 64 },`, "")(fs)
			fs["sprites/AM_A.png"].Data = pngOf(128, 64)
		}, []string{"sprites/AM_A.json: ", `frame 2 "AM_A 2.aseprite": x 128..192, y 0..64 is outside the 128x64 image "AM_A.png"`}, anim.ErrImage},
		{"not a PNG", func(fs fstest.MapFS) { fs["sprites/AM_A.png"].Data = []byte("GIF89a") },
			[]string{"sprites/AM_A.json: ", `image "AM_A.png"`}, anim.ErrImage},
		{"trace without a hitbox key", edit(`{ "frame": 1, "bounds": {"x": 40`, `{ "frame": 2, "bounds": {"x": 40`),
			[]string{"sprites/AM_A.json: ", `tag "trace:blade": frame 1: no "hitbox" key`}, anim.ErrConvention},
		{"trace without a hitbox slice", edit(`"name": "hitbox"`, `"name": "weapon"`),
			[]string{"sprites/AM_A.json: ", `tag "trace:blade": frames 1..2: no "hitbox" slice`}, anim.ErrConvention},
		{"hurtbox keyed late", edit(`"keys": [{ "frame": 0, "bounds": {"x": 20`, `"keys": [{ "frame": 1, "bounds": {"x": 20`),
			[]string{"sprites/AM_A.json: ", `slice "hurtbox": first key at frame 1`}, anim.ErrConvention},
		{"slice outside the frame", edit(`"x": 44, "y": 20, "w": 10`, `"x": 60, "y": 20, "w": 10`),
			[]string{"sprites/AM_A.json: ", `slice "hitbox": key at frame 2`, "outside the 64x64 frame"}, anim.ErrConvention},
		{"frames of two sizes in a tag", edit(`"x": 128, "y": 0, "w": 64, "h": 64 },
  "rotated": false, "trimmed": false, "spriteSourceSize": { "x": 0, "y": 0, "w": 64, "h": 64 },
  "sourceSize": { "w": 64, "h": 64 }`, `"x": 128, "y": 0, "w": 32, "h": 64 },
  "rotated": false, "trimmed": false, "spriteSourceSize": { "x": 0, "y": 0, "w": 32, "h": 64 },
  "sourceSize": { "w": 32, "h": 64 }`),
			[]string{"sprites/AM_A.json: ", `tag "Swing": frame 2 "AM_A 2.aseprite": 32x64, frame 0 is 64x64`}, anim.ErrConvention},
		{"trimmed pixels outside the source frame", edit(`"trimmed": false, "spriteSourceSize": { "x": 0, "y": 0, "w": 64`, `"trimmed": true, "spriteSourceSize": { "x": 4, "y": 0, "w": 64`),
			[]string{"sprites/AM_A.json: ", `frame 0 "AM_A 0.aseprite": spriteSourceSize 4,0 64x64 with frame 64x64 does not fit the 64x64 sourceSize`}, anim.ErrFrame},
		{"zero-size frame", edit(`"x": 64, "y": 0, "w": 64, "h": 64`, `"x": 64, "y": 0, "w": 0, "h": -3`),
			[]string{"sprites/AM_A.json: ", `frame 1 "AM_A 1.aseprite": size 0x-3: a frame is at least 1x1`}, anim.ErrFrame},
		{"section twice", edit(`"name": "window:action"`, `"name": "Swing"`),
			[]string{"sprites/AM_A.json: ", `tag "Swing": section named twice (again at frames 2..2)`}, anim.ErrConvention},
		{"no sheets", func(fs fstest.MapFS) { delete(fs, "sprites/AM_A.json") },
			[]string{"sprites: no sprite sheets"}, nil},
	}
	for _, tt := range tests {
		fs := goodFS()
		tt.break_(fs)
		l, err := anim.LoadLibrary(fs, "sprites")
		if err == nil {
			t.Errorf("%s: have no error; want one", tt.name)
			continue
		}
		if l != nil {
			if _, ok := l.Sheet("AM_A"); ok {
				t.Errorf("%s: the broken sheet is in the library", tt.name)
			}
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: have %q, want it to contain %q", tt.name, err, w)
			}
		}
		if tt.is != nil && !errors.Is(err, tt.is) {
			t.Errorf("%s: have %v, want it to wrap %v", tt.name, err, tt.is)
		}
	}
}

// TestLibraryReportsEveryBrokenFile names both broken files in one error.
func TestLibraryReportsEveryBrokenFile(t *testing.T) {
	fs := goodFS()
	fs["sprites/AM_B.json"] = &fstest.MapFile{Data: []byte(sheetJSON("AM_B"))}
	fs["sprites/AM_C.json"] = &fstest.MapFile{Data: []byte("{")}
	_, err := anim.LoadLibrary(fs, "sprites")
	for _, want := range []string{`sprites/AM_B.json: image "AM_B.png"`, "sprites/AM_C.json: malformed JSON"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("have %v, want it to contain %q", err, want)
		}
	}
}

// TestLibraryWarnings loads sheets that bend the conventions, with a
// warning for each.
func TestLibraryWarnings(t *testing.T) {
	tests := []struct {
		name, old, new, want string
	}{
		{"unknown tag kind", `"name": "Swing"`, `"name": "sfx:whoosh"`, `tag "sfx:whoosh": unknown kind "sfx"`},
		{"unknown direction", `"to": 2, "direction": "forward" },
   { "name": "trace`, `"to": 2, "direction": "sideways" },
   { "name": "trace`, `tag "Swing": direction "sideways" unknown`},
		{"two hitboxes key one frame", `{ "name": "hitbox", "keys"`, `{ "name": "Hit_Box", "keys": [{ "frame": 2, "bounds": {"x": 1, "y": 1, "w": 2, "h": 2 } }] },
   { "name": "hitbox", "keys"`, `slices "Hit_Box" and "hitbox": both key frame 2; the first in the file gives the "hitbox" box`},
		{"still hitbox", `, { "frame": 2, "bounds": {"x": 44, "y": 20, "w": 10, "h": 10 } }`, ``, `tag "trace:blade": frames 1..2: the "hitbox" slice has no key inside the window`},
		{"no hurtbox", `"name": "hurtbox"`, `"name": "body"`, `no "hurtbox" slice`},
	}
	for _, tt := range tests {
		fs := goodFS()
		data := string(fs["sprites/AM_A.json"].Data)
		if !strings.Contains(data, tt.old) {
			t.Fatalf("%s: the test sheet lacks %q", tt.name, tt.old)
		}
		fs["sprites/AM_A.json"].Data = []byte(strings.Replace(data, tt.old, tt.new, 1))
		l, err := anim.LoadLibrary(fs, "sprites")
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		w := l.Warnings()
		if len(w) != 1 || !strings.Contains(w[0].Error(), tt.want) || !strings.HasPrefix(w[0].Error(), "sprites/AM_A.json: warning: ") {
			t.Errorf("%s: warnings: have %v, want one naming the file and %q", tt.name, w, tt.want)
		}
	}
}

// TestLibraryRealExport loads the real Aseprite export (hash layout, 16x16
// frames, no slices): it loads, with warnings for the size and the hurtbox.
func TestLibraryRealExport(t *testing.T) {
	const dir = "../../shared/testdata/aseprite"
	if _, err := os.Stat(dir); err != nil {
		t.Skip("shared test data not beside the checkout:", err)
	}
	l, err := anim.LoadLibrary(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	m, ok := l.Montage("16x16Deliveryman")
	if !ok || len(m.Sections) != 2 || m.Length != 1.45 {
		t.Errorf("16x16Deliveryman: have %+v %t, want two sections over 1.45 s", m, ok)
	}
	img, _ := l.Image("16x16Deliveryman")
	if img == nil || img.Bounds().Dx() != 96 || img.Bounds().Dy() != 16 {
		t.Errorf("image: have %v, want 96x16", img)
	}
	want := []string{"frames are 16x16, the game draws 64x64", `no "hurtbox" slice`}
	w := l.Warnings()
	if len(w) != len(want) {
		t.Fatalf("warnings: have %v, want %q", w, want)
	}
	for i := range want {
		if !strings.Contains(w[i].Error(), want[i]) {
			t.Errorf("warning %d: have %v, want %q", i, w[i], want[i])
		}
	}
}
