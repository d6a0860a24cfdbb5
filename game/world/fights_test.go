package world_test

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/game/bot"
	"github.com/upc-demo/actiongraph-game/game/world"
)

var (
	fightOnce   sync.Once
	fightShared *world.Assets
	fightErr    error
)

// fightAssets loads the embedded assets once for this file's tests.
func fightAssets(t testing.TB) *world.Assets {
	t.Helper()
	fightOnce.Do(func() { fightShared, fightErr = world.LoadAssets(assets.FS) })
	if fightErr != nil {
		t.Fatal(fightErr)
	}
	return fightShared
}

var updateReplays = flag.Bool("update-replays", false, "record the testdata fights anew")

// recordFight plays the skilled pilot for some seconds and records it.
func recordFight(t *testing.T, seed uint64, item string, seconds int) *world.Replay {
	a := fightAssets(t)
	opt := world.Options{Seed: seed, Item: item, Waves: true}
	w, err := world.New(a, opt)
	if err != nil {
		t.Fatal(err)
	}
	rc := world.NewRecorder(a, opt)
	w.SetRecorder(rc)
	pilot := bot.NewSkilled(seed)
	for w.Now() < ag.Ticks(seconds)*ag.TickRate && w.Phase() == world.Playing {
		pilot.Drive(w)
		w.Step()
	}
	return rc.Replay()
}

// TestRecordedFights replays the fights under testdata/replays and checks
// the world's digest after every second against the recording. make test
// runs it natively and as WebAssembly: the digests are the same on both.
// go test -run TestRecordedFights -update-replays records them anew.
func TestRecordedFights(t *testing.T) {
	fights := []struct {
		name    string
		seed    uint64
		item    string
		seconds int
	}{{"fists", 1, "", 40}, {"sword", 2, "Sword", 40}, {"twohanded", 3, "Two-Handed", 40}, {"shield", 4, "Shield", 40}}
	for _, f := range fights {
		path := filepath.Join("testdata", "replays", f.name+".json")
		if *updateReplays {
			r := recordFight(t, f.seed, f.item, f.seconds)
			if err := os.WriteFile(path, r.Marshal(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		r, err := world.ParseReplay(path, data)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Digests) < 10 {
			t.Fatalf("%s: %d digests, want a fight of at least 10 s", f.name, len(r.Digests))
		}
		w, err := world.PlayReplay(fightAssets(t), r)
		if err != nil {
			t.Errorf("%s: %v", f.name, err)
			continue
		}
		if have, want := int(w.Now())+1, r.Ticks(); have != want {
			t.Errorf("%s: played %d ticks, the replay holds %d", f.name, have, want)
		}
	}
}

// TestReplayRoundTrip records a fight, writes and reads it back, and plays
// it to the same digests; a changed input diverges, other assets refuse.
func TestReplayRoundTrip(t *testing.T) {
	r := recordFight(t, 5, "Sword", 20)
	back, err := world.ParseReplay("r.json", r.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := world.PlayReplay(fightAssets(t), back); err != nil {
		t.Fatalf("replaying its own recording: %v", err)
	}
	changed := *back
	changed.Frames = append([]world.ReplayFrame(nil), back.Frames...)
	for i := range changed.Frames {
		if changed.Frames[i].Buttons != 0 {
			changed.Frames[i].Buttons = 0
			break
		}
	}
	if _, err := world.PlayReplay(fightAssets(t), &changed); !errors.Is(err, world.ErrDiverged) {
		t.Errorf("a replay with one press removed: have %v, want %v", err, world.ErrDiverged)
	}
	other := *back
	other.Assets = "0000000000000000"
	if _, err := world.PlayReplay(fightAssets(t), &other); !errors.Is(err, world.ErrOtherAssets) || !strings.Contains(err.Error(), "0000000000000000") {
		t.Errorf("a replay of other assets: have %v, want %v naming them", err, world.ErrOtherAssets)
	}
}
