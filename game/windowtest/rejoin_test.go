package windowtest

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// seatState is the part of a co-op window's -state this test reads.
type seatState struct {
	Net *struct {
		Player int    `json:"player"`
		Tick   uint32 `json:"tick"`
	} `json:"net"`
}

// TestWindowRejoinsAfterRestart joins a two-player match from a game
// window, quits it and starts the game again with the same config folder,
// as a player whose game crashed would: the second game takes the first's
// seat back with the token kept there, and a window with a config folder
// of its own then gets the other seat (a game that had taken a new seat
// would have left it "full").
func TestWindowRejoinsAfterRestart(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no $DISPLAY: run under xvfb-run (make test-window)")
	}
	if testing.Short() {
		t.Skip("opens windows")
	}
	bin := buildGame(t)
	ts, m := startServer(t, false)
	join := strings.TrimPrefix(ts.URL, "http://") + "/" + m.Code

	dir := t.TempDir()
	window := func(name, config string) seatState {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		state := filepath.Join(dir, name+".json")
		cmd := exec.CommandContext(ctx, bin, "-assets", "", "-join", join, "-autopilot", "masher", "-frames", "240", "-state", state)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+config, "HOME="+config)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		data, err := os.ReadFile(state)
		if err != nil {
			t.Fatal(err)
		}
		var s seatState
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s.Net == nil {
			t.Fatalf("%s never played the match: %s", name, data)
		}
		return s
	}
	mine, other := filepath.Join(dir, "config-a"), filepath.Join(dir, "config-b")
	first := window("first", mine)
	kept, err := os.ReadFile(filepath.Join(mine, "actiongraph-game", "seats.json"))
	if err != nil || !strings.Contains(string(kept), m.Code) {
		t.Fatalf("the first game kept no seat for %s in its config folder: %q, %v", m.Code, kept, err)
	}
	restarted := window("restarted", mine)
	if restarted.Net.Player != first.Net.Player {
		t.Errorf("the restarted game sits in seat %d, the first sat in %d", restarted.Net.Player, first.Net.Player)
	}
	if restarted.Net.Tick <= first.Net.Tick {
		t.Errorf("the restarted game's last state is tick %d, the first's %d: not the same match going on", restarted.Net.Tick, first.Net.Tick)
	}
	newcomer := window("newcomer", other)
	if newcomer.Net.Player == first.Net.Player {
		t.Errorf("a newcomer took seat %d, the restarted player's", newcomer.Net.Player)
	}
	t.Logf("seats: first %d, restarted %d, newcomer %d; last state ticks %d, %d, %d", first.Net.Player, restarted.Net.Player, newcomer.Net.Player,
		first.Net.Tick, restarted.Net.Tick, newcomer.Net.Tick)
}
