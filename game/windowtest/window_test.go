package windowtest

import (
	"context"
	"encoding/json"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// frames is how long the scripted run lasts: past the first wave's arrival
// (one second in) and the item drawn at tick 100.
const frames = 130

// minColours is how many distinct colours a screenshot of the arena with
// its sprites and HUD has at least; a blank or flat screen has a handful.
const minColours = 200

// TestWindow builds the game, runs it in a real window with a script that
// clicks the left mouse button twice (the fists' Jab 1, then Jab 2 at the
// action window) and draws the sword (slot 1, the "2" key), and checks the
// screenshot and the final state. It needs a display: `make test` runs it
// under xvfb-run; without $DISPLAY it is skipped.
func TestWindow(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no $DISPLAY: run under xvfb-run (make test-window)")
	}
	if testing.Short() {
		t.Skip("opens a window")
	}
	bin := buildGame(t)
	dir := t.TempDir()
	shot := filepath.Join(dir, "shot.png")
	state := filepath.Join(dir, "state.json")
	script, err := filepath.Abs(filepath.Join("testdata", "jab_jab_sword.json"))
	if err != nil {
		t.Fatal(err)
	}
	runCtx, cancelRun := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancelRun()
	cmd := exec.CommandContext(runCtx, bin, "-seed", "1", "-autoplay", script, "-frames", strconv.Itoa(frames), "-screenshot", shot, "-state", state)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("game: %v\n%s", err, out)
	}
	if n := countLines(out, noSoundLine); n > 1 {
		t.Errorf("%d %q lines, want at most one:\n%s", n, noSoundLine, out)
	}
	checkScreenshot(t, shot)
	checkState(t, state)
}

// checkScreenshot fails unless the PNG is the logical screen's size and
// shows many colours: the floor, the sprites, the HUD's text.
func checkScreenshot(t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if have, want := img.Bounds(), image.Rect(0, 0, 1280, 720); have != want {
		t.Errorf("screenshot size: have %v, want %v", have, want)
	}
	colours := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			colours[[4]uint32{r, g, bl, a}] = true
		}
	}
	if len(colours) < minColours {
		t.Errorf("screenshot looks blank: %d colours, want at least %d", len(colours), minColours)
	}
}

// checkState fails unless the player chained Jab 1 into Jab 2 (the
// second click buffered until Jab 1's action window opened), the sword is
// drawn at the end, and the first wave came.
func checkState(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var have world.Snapshot
	if err := json.Unmarshal(data, &have); err != nil {
		t.Fatal(err)
	}
	if want := ag.Ticks(frames - 1); have.Tick != want {
		t.Errorf("tick: have %d, want %d", have.Tick, want)
	}
	if len(have.Characters) < 2 {
		t.Fatalf("characters: have %d, want the player and the first wave", len(have.Characters))
	}
	p := have.Characters[0]
	want := []string{"Jab 1", "Jab 2"}
	if len(p.History) < len(want) || !slices.Equal(p.History[:len(want)], want) {
		t.Errorf("player history: have %q, want it to start %q", p.History, want)
	}
	if p.Item != "Sword" {
		t.Errorf("drawn item at the end: have %q, want Sword", p.Item)
	}
}
