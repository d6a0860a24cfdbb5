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
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// TestWindow builds the game, runs it in a real window with two scripted
// clicks, and checks the screenshot and the final state. It needs a display:
// `make test` runs it under xvfb-run; without $DISPLAY it is skipped.
func TestWindow(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no $DISPLAY: run under xvfb-run (make test-window)")
	}
	if testing.Short() {
		t.Skip("opens a window")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "actiongraph-game")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	build := exec.CommandContext(ctx, goTool, "build", "-o", bin, "../..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	shot := filepath.Join(dir, "shot.png")
	state := filepath.Join(dir, "state.json")
	script, err := filepath.Abs(filepath.Join("testdata", "two_clicks.json"))
	if err != nil {
		t.Fatal(err)
	}
	runCtx, cancelRun := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancelRun()
	cmd := exec.CommandContext(runCtx, bin, "-autoplay", script, "-frames", "60", "-screenshot", shot, "-state", state)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("game: %v\n%s", err, out)
	}
	checkScreenshot(t, shot)
	checkState(t, state)
}

// checkScreenshot fails unless the PNG is the logical screen's size and
// shows more than a blank fill.
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
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, a := img.At(x, y).RGBA()
			colours[[4]uint32{r, g, bl, a}] = true
		}
	}
	if len(colours) < 2 {
		t.Errorf("screenshot is blank: %d colour", len(colours))
	}
}

// checkState fails unless the player chained Light 1 into Light 2, the
// reference page's quick start (AG-IN-10): a click at 0 s, another at
// 0.42 s, Light 2 starting when Light 1's window opens at 0.7 s.
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
	if len(have.Characters) != 1 {
		t.Fatalf("characters: have %d, want 1", len(have.Characters))
	}
	c := have.Characters[0]
	if want := []string{"Light 1", "Light 2"}; !slices.Equal(c.History, want) {
		t.Errorf("history: have %q, want %q", c.History, want)
	}
	if c.Node != "Light 2" || have.Tick != 59 {
		t.Errorf("at the end: have node %q at tick %d, want Light 2 at tick 59", c.Node, have.Tick)
	}
}
