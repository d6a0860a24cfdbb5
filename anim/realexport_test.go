package anim_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/upc-demo/actiongraph-game/anim"
)

// shared is the folder of real Aseprite exports beside the checkout
// (../shared/testdata/aseprite, read its SOURCE.md).
const shared = "../../shared/testdata/aseprite"

// section is what a real export's tag must load as, worked out by hand
// from its JSON: its frames in the sheet, their size and durations, how
// Aseprite plays them, and the stretch of the montage they take.
type section struct {
	tag        string
	frames     []int // in the order shown
	w, h       int
	ms         []int // the frames' durations, in the order shown
	dir        anim.Dir
	start, end float64
}

// ms returns n durations of d ms.
func ms(n, d int) []int { return slices.Repeat([]int{d}, n) }

// checkExport loads dir's sheet name and checks its montage against the
// sections, its length and its warnings.
func checkExport(t *testing.T, dir, name string, length float64, want []section, warnings []string) {
	t.Helper()
	if _, err := os.Stat(dir); err != nil {
		t.Skip("shared test data not beside the checkout:", err)
	}
	l, err := anim.LoadLibrary(os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	s, _ := l.Sheet(name)
	m, ok := l.Montage(name)
	if !ok || m.Length != length {
		t.Fatalf("%s: have %+v %t, want %g s", name, m, ok, length)
	}
	if len(m.Sections) != len(want) {
		t.Errorf("%s: %d sections, want %d", name, len(m.Sections), len(want))
	}
	for _, w := range want {
		start, end, ok := m.Section(w.tag)
		if !ok || start != w.start || end != w.end {
			t.Errorf("%s: tag %s: %g..%g (%t), want %g..%g", name, w.tag, start, end, ok, w.start, w.end)
		}
		i := slices.IndexFunc(s.Tags, func(t anim.Tag) bool { return t.Name == w.tag })
		tag := s.Tags[i]
		if have := tag.Sequence(); !slices.Equal(have, w.frames) || tag.Dir != w.dir {
			t.Errorf("%s: tag %s plays %v %s, want %v %s", name, w.tag, have, tag.Dir, w.frames, w.dir)
		}
		at := w.start
		for k, f := range w.frames {
			fr := s.Frames[f]
			if fr.Duration != w.ms[k] || fr.Rect.W != w.w || fr.Rect.H != w.h {
				t.Errorf("%s: tag %s: frame %d: %dx%d %d ms, want %dx%d %d ms", name, w.tag, f, fr.Rect.W, fr.Rect.H, fr.Duration, w.w, w.h, w.ms[k])
			}
			// Halfway through each frame shown, the montage shows it.
			if have := s.FrameAt(at + float64(w.ms[k])/2000); have != f {
				t.Errorf("%s: at %g s: frame %d, want %d", name, at+float64(w.ms[k])/2000, have, f)
			}
			at += float64(w.ms[k]) / 1000
		}
	}
	have := l.Warnings()
	if len(have) != len(warnings) {
		t.Fatalf("%s: warnings %v, want %q", name, have, warnings)
	}
	for i := range warnings {
		if !strings.Contains(have[i].Error(), warnings[i]) {
			t.Errorf("%s: warning %d: have %v, want %q", name, i, have[i], warnings[i])
		}
	}
}

// TestDeliverymanExport: Aseprite 1.3-beta5, hash layout, 96x16 PNG.
//
//	idle: frames 0-1, 1000 ms then 50 ms, forward: plays 0,1, 0.00-1.05 s
//	walk: frames 2-5, 100 ms each, forward: plays 2..5, 1.05-1.45 s
//	montage 1.45 s
func TestDeliverymanExport(t *testing.T) {
	checkExport(t, shared, "16x16Deliveryman", 1.45, []section{
		{"idle", []int{0, 1}, 16, 16, []int{1000, 50}, anim.Forward, 0, 1.05},
		{"walk", []int{2, 3, 4, 5}, 16, 16, ms(4, 100), anim.Forward, 1.05, 1.45},
	}, []string{"frames are 16x16, the game draws 64x64", `no "hurtbox" slice`})
	l, _ := anim.LoadLibrary(os.DirFS(shared), ".")
	s, _ := l.Sheet("16x16Deliveryman")
	if s.FrameAt(1.049) != 1 || s.FrameAt(1.05) != 2 || s.FrameAt(9) != 5 {
		t.Errorf("frames at 1.049, 1.05, 9 s: %d %d %d, want 1 2 5", s.FrameAt(1.049), s.FrameAt(1.05), s.FrameAt(9))
	}
	if s.Tags[0].Color != "#000000ff" || s.Tags[1].Color != "#000000ff" {
		t.Errorf("tag colours %q %q, want #000000ff", s.Tags[0].Color, s.Tags[1].Color)
	}
}

// TestRunNGunAtlas: Aseprite 1.3.17, array layout, one 256x256 atlas of six
// sprites with frames of four sizes; tags count frames within their sprite
// and are found by the frames' file names ("Player_Run:0"...).
//
//	Bird_Flying:      frames 0-3,   8x8,  50 ms each, forward: 0.00-0.20 s
//	BulletFrog_Idle:  frame 4,     16x16, 100 ms:               0.20-0.30 s
//	BulletFrog_Shoot: frame 5 (its sprite's 1):                 0.30-0.40 s
//	BulletFrog_Up:    frame 6 (2):                              0.40-0.50 s
//	BulletFrog_Down:  frame 7 (3):                              0.50-0.60 s
//	EnergyBar_Health: frames 8-9,   5x8, 100 ms each:           0.60-0.80 s
//	(frames 10-15, PayerDeathParticle_, untagged, 100 ms each:  0.80-1.40 s)
//	Player_Idle:      frame 16,    16x16, 100 ms:               1.40-1.50 s
//	Player_Air:       frame 17 (1):                             1.50-1.60 s
//	Player_Run:       frames 18-21 (2-5), 100 ms each:          1.60-2.00 s
//	WimdyBird_Idle:   frame 22,    32x32, 100 ms:               2.00-2.10 s
//	WimdyBird_Flap:   frames 23-24 (1-2), 80 ms each:           2.10-2.26 s
//	montage 2.26 s; EnergyBar_Health ends at 0.80 s, not at Player_Idle.
func TestRunNGunAtlas(t *testing.T) {
	checkExport(t, shared+"/run_n_gun", "frames", 2.26, []section{
		{"Bird_Flying", []int{0, 1, 2, 3}, 8, 8, ms(4, 50), anim.Forward, 0, 0.2},
		{"BulletFrog_Idle", []int{4}, 16, 16, ms(1, 100), anim.Forward, 0.2, 0.3},
		{"BulletFrog_Shoot", []int{5}, 16, 16, ms(1, 100), anim.Forward, 0.3, 0.4},
		{"BulletFrog_Up", []int{6}, 16, 16, ms(1, 100), anim.Forward, 0.4, 0.5},
		{"BulletFrog_Down", []int{7}, 16, 16, ms(1, 100), anim.Forward, 0.5, 0.6},
		{"EnergyBar_Health", []int{8, 9}, 5, 8, ms(2, 100), anim.Forward, 0.6, 0.8},
		{"Player_Idle", []int{16}, 16, 16, ms(1, 100), anim.Forward, 1.4, 1.5},
		{"Player_Air", []int{17}, 16, 16, ms(1, 100), anim.Forward, 1.5, 1.6},
		{"Player_Run", []int{18, 19, 20, 21}, 16, 16, ms(4, 100), anim.Forward, 1.6, 2},
		{"WimdyBird_Idle", []int{22}, 32, 32, ms(1, 100), anim.Forward, 2, 2.1},
		{"WimdyBird_Flap", []int{23, 24}, 32, 32, ms(2, 80), anim.Forward, 2.1, 2.26},
	}, []string{"frames are 8x8, 16x16, 5x8, 32x32, the game draws 64x64", `no "hurtbox" slice`})
	l, _ := anim.LoadLibrary(os.DirFS(shared+"/run_n_gun"), ".")
	s, _ := l.Sheet("frames")
	for _, c := range []struct {
		frame int
		x, y  float64
	}{{0, 4, 4}, {8, 2.5, 4}, {22, 16, 16}} {
		if x, y := s.PivotAt(c.frame); x != c.x || y != c.y {
			t.Errorf("frame %d: pivot %g,%g, want its centre %g,%g", c.frame, x, y, c.x, c.y)
		}
	}
	if f := s.Frames[19]; f.Name != "Player_Run:1" || f.Rect != (anim.Rect{X: 0, Y: 16, W: 16, H: 16}) {
		t.Errorf("frame 19: %q at %+v, want Player_Run:1 at 0,16 16x16 (the atlas's second row)", f.Name, f.Rect)
	}
}
