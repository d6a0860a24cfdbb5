package windowtest

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// noSoundLine is what the game logs, once, on a machine with no audio
// device (package game, sound.go).
const noSoundLine = "sound: no audio device; playing silently"

// soundFrames is how long the sound tests run: past the first wave's
// arrival (one second in), so the fight's cues come (the wave's call, the
// scripted jabs' whooshes).
const soundFrames = 90

var (
	buildOnce sync.Once
	builtBin  string
	buildErr  error
)

// TestMain gives the windows a config folder of their own, so the co-op
// seats they keep leave the user's alone (a test that restarts a game
// sets one per game), and removes the game binary the tests built.
func TestMain(m *testing.M) {
	config, err := os.MkdirTemp("", "windowtest-config")
	if err == nil {
		os.Setenv("XDG_CONFIG_HOME", config)
	}
	code := m.Run()
	if builtBin != "" {
		os.RemoveAll(filepath.Dir(builtBin))
	}
	if err == nil {
		os.RemoveAll(config)
	}
	os.Exit(code)
}

// buildGame builds the game once for all the tests and returns its path.
func buildGame(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		goTool, err := exec.LookPath("go")
		if err != nil {
			buildErr = err
			return
		}
		dir, err := os.MkdirTemp("", "windowtest")
		if err != nil {
			buildErr = err
			return
		}
		bin := filepath.Join(dir, "actiongraph-game")
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		if out, err := exec.CommandContext(ctx, goTool, "build", "-o", bin, "../..").CombinedOutput(); err != nil {
			buildErr = &buildError{err, out}
			os.RemoveAll(dir)
			return
		}
		builtBin = bin
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return builtBin
}

// buildError is a failed build of the game, with what go build printed.
type buildError struct {
	err error
	out []byte
}

func (e *buildError) Error() string { return "go build: " + e.err.Error() + "\n" + string(e.out) }

// countLines returns how many lines of out contain s.
func countLines(out []byte, s string) int {
	n := 0
	for _, line := range bytes.Split(out, []byte("\n")) {
		if bytes.Contains(line, []byte(s)) {
			n++
		}
	}
	return n
}

// alsaConfig writes an ALSA configuration file into dir and returns the
// environment that makes the game read it in place of the machine's.
func alsaConfig(t *testing.T, dir, conf string) []string {
	t.Helper()
	path := filepath.Join(dir, "alsa.conf")
	if err := os.WriteFile(path, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	return append(os.Environ(), "ALSA_CONFIG_PATH="+path)
}

// runSound runs the built game for soundFrames with the environment and
// a script, fails unless it exits cleanly having run every frame, and
// returns what it logged.
func runSound(t *testing.T, env []string, script string) []byte {
	t.Helper()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no $DISPLAY: run under xvfb-run (make test-window)")
	}
	if testing.Short() {
		t.Skip("opens a window")
	}
	bin := buildGame(t)
	dir := t.TempDir()
	state := filepath.Join(dir, "state.json")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	args := []string{"-seed", "1", "-frames", strconv.Itoa(soundFrames), "-state", state}
	if script != "" {
		abs, err := filepath.Abs(script)
		if err != nil {
			t.Fatal(err)
		}
		args = append(args, "-autoplay", abs)
	}
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("game: %v\n%s", err, out)
	}
	data, err := os.ReadFile(state)
	if err != nil {
		t.Fatal(err)
	}
	var have world.Snapshot
	if err := json.Unmarshal(data, &have); err != nil {
		t.Fatal(err)
	}
	if want := soundFrames - 1; int(have.Tick) != want {
		t.Errorf("tick: have %d, want %d: the game did not run its frames\n%s", have.Tick, want, out)
	}
	return out
}

// TestWindowSilent runs the game on a machine with no audio device, made
// so whatever the machine has: ALSA reads an empty configuration, in which
// no playback device exists. The game must start, run its frames, exit
// cleanly and say so in exactly one log line (and log nothing else about
// sound). It needs a display, like TestWindow.
func TestWindowSilent(t *testing.T) {
	out := runSound(t, alsaConfig(t, t.TempDir(), ""), "")
	if n := countLines(out, noSoundLine); n != 1 {
		t.Errorf("%d %q lines, want exactly one:\n%s", n, noSoundLine, out)
	}
	if n := countLines(out, "sound"); n != 1 {
		t.Errorf("%d lines about sound, want only the one %q:\n%s", n, noSoundLine, out)
	}
}

// TestWindowSound runs the game with an output device that plays into
// nothing (ALSA's null plugin as the default device): the game makes its
// audio context and plays the jabs' whooshes, the wave's call and the
// menu's clicks through ebiten's audio, and must run its frames and exit
// cleanly with nothing logged about sound.
func TestWindowSound(t *testing.T) {
	env := alsaConfig(t, t.TempDir(), "pcm.!default {\n\ttype null\n}\n")
	out := runSound(t, env, filepath.Join("testdata", "jab_jab_sword.json"))
	if n := countLines(out, "sound"); n != 0 {
		t.Errorf("%d lines about sound, want none:\n%s", n, out)
	}
}
