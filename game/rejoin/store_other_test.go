//go:build !js

package rejoin

import (
	"os"
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/netplay"
)

// TestKeepSeatFile keeps a seat's token in the user's config folder and
// finds it again, as a restarted game does; forgetting it leaves none. The
// file is the user's alone.
func TestKeepSeatFile(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", dir)
	t.Setenv("HOME", dir)
	tok := netplay.Token{9, 8, 7}
	if err := keepSeat("ws://h/ws", "AB3CD", tok); err != nil {
		t.Fatal(err)
	}
	if have, ok := seatToken(loadSeats(), "ws://h/ws", "AB3CD"); !ok || have != tok {
		t.Fatalf("after keeping it: %v, %v", have, ok)
	}
	path, _ := seatFile()
	if st, err := os.Stat(path); err != nil || st.Mode().Perm()&0o077 != 0 {
		t.Errorf("the seats' file %s: %v, %v; want it the user's alone", path, st.Mode(), err)
	}
	if err := keepSeat("ws://h/ws", "AB3CD", netplay.Token{}); err != nil {
		t.Fatal(err)
	}
	if _, ok := seatToken(loadSeats(), "ws://h/ws", "AB3CD"); ok {
		t.Error("forgotten, the seat is still kept")
	}
}

// TestKeptSeatOfARunningGame keeps a seat as another game still running
// on this machine would (its PID alive): a second game joining the same
// match does not take it; once that game has stopped, a restart does.
func TestKeptSeatOfARunningGame(t *testing.T) {
	now := time.Now()
	tok := netplay.Token{4, 5, 6}
	running := os.Getppid() // the test's parent, which runs
	tests := []struct {
		name string
		pid  int
		want bool
	}{
		{"this game's own", os.Getpid(), true},
		{"a game still running", running, false},
		{"a game that stopped", 1 << 30, true},
		{"a page's (no PID)", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			seats := map[string]keptSeat{seatKey("ws://h/ws", "AB3CD"): {Token: tok.String(), Saved: now.Unix(), PID: tt.pid}}
			if _, ok := seatToken(seats, "ws://h/ws", "AB3CD"); ok != tt.want {
				t.Errorf("found: %v, want %v", ok, tt.want)
			}
		})
	}
}
