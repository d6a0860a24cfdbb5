package world

import (
	"errors"
	"testing"
)

// TestSetPlayerName names a player of a two-player world, and refuses a
// player past the world's and an empty name, leaving the names as they were.
func TestSetPlayerName(t *testing.T) {
	w, err := New(testAssets(t), Options{Players: 2})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		i    int
		name string
		want error
	}{{1, "Ada", nil}, {2, "Bob", errNoCharacter}, {-1, "Bob", errNoCharacter}, {0, "", errEmptyName}}
	for _, tt := range tests {
		if have := w.SetPlayerName(tt.i, tt.name); !errors.Is(have, tt.want) {
			t.Errorf("SetPlayerName(%d, %q): %v, want %v", tt.i, tt.name, have, tt.want)
		}
	}
	if have := []string{w.PlayerAt(0).Name, w.PlayerAt(1).Name}; have[0] != "Player" || have[1] != "Ada" {
		t.Errorf("names %q, want [Player Ada]", have)
	}
}
