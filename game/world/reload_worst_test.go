package world

import (
	"bytes"
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/internal/badfiles"
)

// assetsMap copies the shipped assets into a map a test may change.
func assetsMap(t *testing.T) fstest.MapFS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(assets.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(assets.FS, p)
		m[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// garbage returns n bytes of a fixed pseudo-random noise.
func garbage(n int) []byte {
	b := make([]byte, n)
	x := uint32(2463534242)
	for i := range b {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		b[i] = byte(x)
	}
	return b
}

// repeatBomb returns a sheet whose tags would have the montage show its
// frames hundreds of millions of times: a ping-pong repeated 65535 times
// under 4096 overlapping windows.
func repeatBomb() []byte {
	var b strings.Builder
	b.WriteString(`{"frames":[`)
	for i := range 4 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"filename":"f%d","frame":{"x":0,"y":0,"w":64,"h":64},"duration":100}`, i)
	}
	b.WriteString(`],"meta":{"size":{"w":64,"h":64},"frameTags":[{"name":"Loop","from":0,"to":3,"direction":"pingpong","repeat":"65535"}`)
	for range 4096 {
		b.WriteString(`,{"name":"window:action","from":0,"to":3}`)
	}
	b.WriteString(`]}}`)
	return []byte(b.String())
}

// TestReloadSurvivesTheWorstFiles saves the worst files a designer could
// save over the data while a fight runs headless: each load fails with an
// error naming the file, nothing crashes (a deep nesting used to overflow
// the stack, a fatal error no recover catches), and the World keeps
// stepping on the assets it had.
func TestReloadSurvivesTheWorstFiles(t *testing.T) {
	deep := []byte(strings.Repeat("[", 5_000_000) + strings.Repeat("]", 5_000_000))
	huge := append([]byte(`{"name": "`), bytes.Repeat([]byte("x"), 50<<20)...)
	huge = append(huge, `"}`...)
	tests := []struct {
		name, file string
		data       []byte
	}{
		{"a graph nested five million deep", "graphs/sword.json", deep},
		{"an item of 50 MB", "items/sword.json", huge},
		{"an enemy of binary noise", "enemies/grunt.json", garbage(1 << 16)},
		{"the tuning nested five million deep", "tuning.json", deep},
		{"a sprite sheet of binary noise", "sprites/AM_Sword_Combo.json", garbage(4096)},
		{"the root motion, empty", "motion.json", nil},
		{"a PNG claiming 100000x100000 pixels", "sprites/AM_Sword_Combo.png", badfiles.PNGBomb(100000, 100000)},
		{"a sheet repeating a ping-pong 65535 times under 4096 tags", "sprites/AM_Idle.json", repeatBomb()},
	}
	w := newWorld(t, "Sword")
	w.Step() // the first Step starts the clock at tick 0
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := assetsMap(t)
			if _, ok := m[tt.file]; !ok {
				t.Fatalf("no shipped file %s", tt.file)
			}
			m[tt.file] = &fstest.MapFile{Data: tt.data}
			before := w.Now()
			a, err := LoadAssets(m)
			if err == nil {
				if err = w.Reload(a); err == nil {
					t.Fatalf("%s loaded and reloaded; want an error", tt.file)
				}
			}
			if !strings.Contains(err.Error(), tt.file[strings.LastIndex(tt.file, "/")+1:]) {
				t.Errorf("error %q does not name %s", firstLine(err.Error()), tt.file)
			}
			for range 30 {
				w.Step()
			}
			if w.Now() != before+30 {
				t.Errorf("the World stepped from %d to %d, want 30 ticks on", before, w.Now())
			}
		})
	}
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
