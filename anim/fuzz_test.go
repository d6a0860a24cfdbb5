package anim

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParseSheet: any bytes give a sheet or an error, never a panic, and a
// sheet's montage, frames and slices can be asked for.
func FuzzParseSheet(f *testing.F) {
	files, _ := filepath.Glob("../assets/sprites/AM_*.json")
	for i, p := range files {
		if i%8 != 0 {
			continue
		}
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	if data, err := os.ReadFile("../../shared/testdata/aseprite/16x16Deliveryman.json"); err == nil {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseSheet("fuzz.json", data)
		if (s == nil) == (err == nil) {
			t.Fatalf("sheet %v with error %v", s, err)
		}
		if s == nil {
			return
		}
		s.Check()
		m := s.Montage("M")
		for i := 0; i <= 4; i++ {
			fr := s.FrameAt(m.Length * float64(i) / 4)
			s.SliceAt(HitboxSlice, fr)
		}
	})
}
