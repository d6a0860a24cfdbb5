package windowtest

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// reviveFrames is how long each window plays the co-op fight: the fall
// comes at Update 60 of the fight, the revive's half within two seconds.
const reviveFrames = 420

// colRevive is the revive's teal (game/revive.go): its prompt and its
// ring, drawn opaque.
var colRevive = rgb{60, 235, 200}

// minRevive is how many revive pixels a picture of a revive half played
// has at least: the ring's filled half (1,500-2,000 px in the pictures);
// a fight without a revive has none.
const minRevive = 400

// revivePixels counts the revive's pixels in a picture.
func revivePixels(img *image.RGBA) int { return count(img, img.Bounds(), near(colRevive, 24)).n }

// TestWindowRevive joins a loopback co-op match (its server's Debug set)
// from two game windows. One, standing idle, sends UPC.Debug.Net.Fall
// from its console at Update 60 and falls; in the other the skilled
// autopilot walks to it and revives it. Each window stops on the revive
// half played (-freeze-on revive): its screenshot (out/shots/revive-N.png)
// shows the ring about the pair, and its state the reviver on Revive and
// the teammate down. A fight's picture with no revive in it (the hit
// moment, docs/shots/hit.png) has no revive pixels.
func TestWindowRevive(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no $DISPLAY: run under xvfb-run (make test-window)")
	}
	if testing.Short() {
		t.Skip("opens windows")
	}
	without, err := loadPNG(filepath.Join("..", "..", "docs", "shots", "hit.png"))
	if err != nil {
		t.Fatal(err)
	}
	if n := revivePixels(without); n >= minRevive/4 {
		t.Errorf("docs/shots/hit.png, a fight without a revive, has %d revive pixels; the check would pass it", n)
	}
	bin := buildGame(t)
	ts, m := startServer(t, true)
	shots, err := filepath.Abs(filepath.Join("..", "..", "out", "shots"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	join := strings.TrimPrefix(ts.URL, "http://") + "/" + m.Code
	roles := [2][]string{
		{"-autopilot", "idle", "-console", "UPC.Debug.Net.Fall", "-console-at", "60"},
		{"-autopilot", "skilled"},
	}
	var wg sync.WaitGroup
	outs := make([][]byte, 2)
	errs := make([]error, 2)
	for i, role := range roles {
		wg.Add(1)
		go func() {
			defer wg.Done()
			args := append([]string{"-assets", "", "-join", join, "-seed", "3", "-freeze-on", "revive",
				"-frames", fmt.Sprint(reviveFrames), "-screenshot", filepath.Join(shots, fmt.Sprintf("revive-%d.png", i)),
				"-state", filepath.Join(dir, fmt.Sprintf("revive-%d.json", i))}, role...)
			cmd := exec.CommandContext(ctx, bin, args...)
			cmd.Dir = dir
			outs[i], errs[i] = cmd.CombinedOutput()
		}()
	}
	wg.Wait()
	for i := range roles {
		if errs[i] != nil {
			t.Fatalf("window %d: %v\n%s", i, errs[i], outs[i])
		}
		var s coopState
		data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("revive-%d.json", i)))
		if err == nil {
			err = json.Unmarshal(data, &s)
		}
		if err != nil {
			t.Fatalf("window %d: %v", i, err)
		}
		me, other := s.Characters[s.Net.Player], s.Characters[1-s.Net.Player]
		down, reviver := me, other
		if i == 1 {
			down, reviver = other, me
		}
		if down.Health != 0 || reviver.Node != "Revive" {
			t.Errorf("window %d stopped with the fallen player at %v health, the reviver on %q: want 0 and Revive\n%s",
				i, down.Health, reviver.Node, outs[i])
		}
		img, err := loadPNG(filepath.Join(shots, fmt.Sprintf("revive-%d.png", i)))
		if err != nil {
			t.Fatal(err)
		}
		atLeast(t, fmt.Sprintf("window %d: the revive's ring and prompt (px)", i), revivePixels(img), minRevive)
	}
}
