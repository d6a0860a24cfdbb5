package world

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// TestRecordFileSurvivesACrash records a fight to a file that is written
// every SaveEvery ticks, then stops without saving, as a crash would: what
// is on disk is a whole replay up to the last write, and it plays back with
// every digest checked. Saving then writes all of it.
func TestRecordFileSurvivesACrash(t *testing.T) {
	a := testAssets(t)
	opt := Options{Seed: 5, Item: "Sword", Waves: true}
	w, err := New(a, opt)
	if err != nil {
		t.Fatal(err)
	}
	rc := NewRecorder(a, opt)
	w.SetRecorder(rc)
	path := filepath.Join(t.TempDir(), "fight.json")
	rf := NewRecordFile(path, rc)
	const played = 2*SaveEvery + 150
	for w.Now() < played {
		k := int(w.Now())
		var b items.Buttons
		if k%40 < 3 {
			b = 1 // a light attack now and then
		}
		w.SetInput(b, combat.Vec{X: float64(k%7-3) / 3})
		w.Step()
		if err := rf.Tick(w.Now()); err != nil {
			t.Fatal(err)
		}
		if k == 777 {
			if have, want := rc.Bytes(), rc.Replay().Marshal(); !bytes.Equal(have, want) {
				t.Fatalf("Bytes differs from Replay().Marshal() at tick %d", k)
			}
		}
	}
	for _, tt := range []struct {
		name      string
		save      bool
		wantTicks int
	}{
		{"crashed: the last write", false, 2*SaveEvery + 1},
		{"saved at the end", true, played + 1},
	} {
		if tt.save {
			if err := rf.Save(); err != nil {
				t.Fatal(err)
			}
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		r, err := ParseReplay(path, data)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if have := r.Ticks(); have != tt.wantTicks {
			t.Errorf("%s: %d ticks on disk, want %d", tt.name, have, tt.wantTicks)
		}
		if _, err := PlayReplay(a, r); err != nil {
			t.Errorf("%s: playback: %v", tt.name, err)
		}
	}
	if _, err := os.Stat(path + ".part"); !os.IsNotExist(err) {
		t.Errorf("the temporary file stayed: %v", err)
	}
}

// TestRecorderSplitsLongRuns: an input held longer than MaxRun ticks is cut
// into frames of at most MaxRun, so the replay loads.
func TestRecorderSplitsLongRuns(t *testing.T) {
	rc := NewRecorder(testAssets(t), Options{Seed: 1})
	for range 2*MaxRun + 3 {
		rc.record(0, combat.Vec{}, 0, false, combat.Vec{})
	}
	var have []int
	for _, f := range rc.Replay().Frames {
		have = append(have, f.Ticks)
	}
	want := []int{MaxRun, MaxRun, 3}
	if len(have) != len(want) || have[0] != want[0] || have[1] != want[1] || have[2] != want[2] {
		t.Errorf("frames of %v ticks, want %v", have, want)
	}
}

// TestFightPath numbers a session's fights.
func TestFightPath(t *testing.T) {
	for _, tt := range []struct {
		path string
		n    int
		want string
	}{
		{"fight.json", 1, "fight.json"},
		{"fight.json", 2, "fight-2.json"},
		{"out/run", 3, "out/run-3"},
	} {
		if have := FightPath(tt.path, tt.n); have != tt.want {
			t.Errorf("FightPath(%q, %d) = %q, want %q", tt.path, tt.n, have, tt.want)
		}
	}
}
