package sounds_test

import (
	"io/fs"
	"os"
	"path"
	"strings"
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/sounds"
)

// assetsDir is the assets folder on disk: the browser build's embedded
// assets leave the sounds out (assets/embed_js.go), and these tests also
// run as WebAssembly, where node reads the disk for them.
var assetsDir = os.DirFS("../assets")

// shipped lists the shipped sounds (assets/sounds), failing the test on
// a WAV file the game's decoder would refuse or of an odd length.
func shipped(t *testing.T) *sounds.Catalog {
	t.Helper()
	cat, err := sounds.ReadCatalog(assetsDir, sounds.Dir, "assets/sounds")
	if err != nil {
		t.Fatal(err)
	}
	if len(cat.Names()) == 0 {
		t.Fatal("no sounds under assets/sounds")
	}
	for _, n := range cat.Names() {
		data, err := fs.ReadFile(assetsDir, path.Join(sounds.Dir, n+sounds.Ext))
		if err != nil {
			t.Fatal(err)
		}
		w, err := sounds.ParseWAV(data)
		if err != nil {
			t.Errorf("%s: %v", cat.File(n), err)
		} else if d := w.Duration(); d < 20*time.Millisecond || d > 1500*time.Millisecond {
			t.Errorf("%s: %v long, want 20 ms to 1.5 s for an effect", cat.File(n), d)
		}
	}
	return cat
}

// TestShippedMappingResolves reads assets/sounds/sounds.json and wants
// every sound it names in the folder, and the swing (which the montages'
// tags play) left empty so no swing sounds twice.
func TestShippedMappingResolves(t *testing.T) {
	cat := shipped(t)
	m, err := sounds.LoadMapping(assetsDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range cat.CheckMapping(m) {
		t.Error(err)
	}
	if e := m.Events[sounds.Swing]; e != (sounds.Entry{}) {
		t.Errorf("cues.swing: have %+v, want \"\": the montages' notify:sound tags play the swings", e)
	}
	for e := range sounds.NumEvents {
		if e != sounds.Swing && m.Events[e] == (sounds.Entry{}) {
			t.Errorf("%v: plays nothing", e)
		}
	}
}

// TestShippedSheetSoundsResolve wants every notify:sound:NAME tag of the
// shipped sprite sheets to name a file in assets/sounds, and every attack
// (a sheet with a trace window) to play at least one.
func TestShippedSheetSoundsResolve(t *testing.T) {
	cat := shipped(t)
	files, err := fs.Glob(assetsDir, "sprites/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no sheets: %v", err)
	}
	tagged := 0
	for _, f := range files {
		data, err := fs.ReadFile(assetsDir, f)
		if err != nil {
			t.Fatal(err)
		}
		s, err := anim.ParseSheet("assets/"+f, data)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		traces, plays := false, false
		for _, tag := range s.Tags {
			names = append(names, tag.Name)
			_, ok := sounds.TagSound(tag.Name)
			plays = plays || ok
			traces = traces || strings.HasPrefix(tag.Name, "trace:")
		}
		for _, err := range cat.CheckTags(s.File, names) {
			t.Error(err)
		}
		if traces && !plays {
			t.Errorf("%s: an attack (it has a trace window) with no notify:sound tag", s.File)
		}
		if plays {
			tagged++
		}
	}
	if tagged == 0 {
		t.Error("no sheet plays a sound")
	}
}
