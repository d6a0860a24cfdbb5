package main

import (
	"encoding/json"
	"image/color"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/upc-demo/actiongraph-game/game/palette"
)

// TestSeatColoursStandApart wants each co-op seat's colour (assets/
// players.json: the tint of that player's body, its ring, name tag, arrow
// and HUD panel) to stand out of the floor as the bodies do, to keep
// minLookDistance from every enemy type's body and ring colour and from
// the other seats, and seat 1's to be the hero's own body colour, so a
// lone player looks as it always has.
func TestSeatColoursStandApart(t *testing.T) {
	seats := readSeats(t, filepath.Join("..", "..", "assets", "players.json"))
	if have, want := seats[0], hero.body; have != want {
		t.Errorf("seat 1: %v, want the hero's body %v", have, want)
	}
	floor := palette.TileLightest()
	others := map[string]color.NRGBA{}
	for _, lk := range enemyLooks {
		others[lk.name+" body"] = lk.body
		var f struct{ Color string }
		data, err := os.ReadFile(filepath.Join("..", "..", "assets", "enemies", strings.ToLower(lk.name)+".json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &f); err != nil {
			t.Fatal(err)
		}
		others[lk.name+" ring"] = parseHex(t, f.Color)
	}
	for i, s := range seats {
		if c := palette.Contrast(s, floor); c < minFloorContrast {
			t.Errorf("seat %d: %v has contrast %.2f:1 with the floor, want at least %.1f:1", i+1, s, c, minFloorContrast)
		}
		for name, o := range others {
			if d := palette.Distance(s, o); d < minLookDistance {
				t.Errorf("seat %d: %v is %.0f from the %s %v, want at least %d", i+1, s, d, name, o, minLookDistance)
			}
		}
		for j, o := range seats[i+1:] {
			if d := palette.Distance(s, o); d < minLookDistance {
				t.Errorf("seats %d and %d: %v and %v are %.0f apart, want at least %d", i+1, i+j+2, s, o, d, minLookDistance)
			}
		}
	}
}

// readSeats reads the seats' colours from a players.json.
func readSeats(t *testing.T, path string) []color.NRGBA {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f struct{ Seats []struct{ Color string } }
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Seats) == 0 {
		t.Fatalf("%s: no seats", path)
	}
	out := make([]color.NRGBA, len(f.Seats))
	for i, s := range f.Seats {
		out[i] = parseHex(t, s.Color)
	}
	return out
}

// parseHex reads "#rrggbb".
func parseHex(t *testing.T, s string) color.NRGBA {
	t.Helper()
	v, err := strconv.ParseUint(s[min(1, len(s)):], 16, 32)
	if len(s) != 7 || s[0] != '#' || err != nil {
		t.Fatalf("%q: want a colour #rrggbb", s)
	}
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}
