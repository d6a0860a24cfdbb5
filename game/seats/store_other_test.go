//go:build !js

package seats

import (
	"os"
	"testing"

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
