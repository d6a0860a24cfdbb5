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

// TestReplaysThatLie refuses replays whose digests do not fit their length
// (truncated, emptied, padded, stripped), trailing data and an endless
// frame, each error naming what is wrong; an honest one reports the
// digests it compared.
func TestReplaysThatLie(t *testing.T) {
	good := recordFight(t, 6, "Sword", 12).Marshal()
	honest, err := world.ParseReplay("r.json", good)
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(r *world.Replay)) []byte {
		r, _ := world.ParseReplay("r.json", good)
		f(r)
		return r.Marshal()
	}
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"truncated", edit(func(r *world.Replay) { r.Frames = r.Frames[:1] }), "digests do not fit its length"},
		{"no frames", edit(func(r *world.Replay) { r.Frames = nil }), "0 ticks hold 0 seconds, and 12 digests"},
		{"padded digests", edit(func(r *world.Replay) { r.Digests = append(r.Digests, "0123456789abcdef") }), "and 13 digests"},
		{"no digests", edit(func(r *world.Replay) { r.Digests = []string{} }), "hold 12 seconds, and 0 digests"},
		{"trailing data", append(append([]byte{}, good...), []byte(`{"more":1}`)...), "data after the replay"},
		{"an endless frame", edit(func(r *world.Replay) { r.Frames[2].Ticks = world.MaxRun + 1 }), "frames[2]: ticks must be from 1 to"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := world.ParseReplay("r.json", tt.data); err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "r.json: ") {
				t.Errorf("have %v, want an error naming r.json and %q", err, tt.want)
			}
		})
	}
	p, err := world.NewPlayback(fightAssets(t), honest)
	if err != nil {
		t.Fatal(err)
	}
	w, err := world.New(fightAssets(t), p.Options())
	if err != nil {
		t.Fatal(err)
	}
	for !p.Done() {
		if err := p.Feed(w); err != nil {
			t.Fatal(err)
		}
		w.Step()
		if err := p.Check(w); err != nil {
			t.Fatal(err)
		}
	}
	if p.Checked() != 12 {
		t.Errorf("an honest 12 s replay: %d digests checked, want 12", p.Checked())
	}
}
