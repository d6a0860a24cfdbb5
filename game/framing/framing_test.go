package framing

import (
	"math"
	"testing"

	"github.com/upc-demo/actiongraph-game/combat"
)

// room is the game's: a 474x267 view, 40 px at the sides and the bottom,
// 56 over the heads, letting go over 60 px.
var room = Room{HalfW: 237, HalfH: 133.5, Side: 40, Top: 56, Bottom: 40, Fade: 60}

func pts(xy ...float64) []combat.Vec {
	var out []combat.Vec
	for i := 0; i+1 < len(xy); i += 2 {
		out = append(out, combat.Vec{X: xy[i], Y: xy[i+1]})
	}
	return out
}

func TestTeam(t *testing.T) {
	tests := []struct {
		name         string
		x, y         float64
		pts          []combat.Vec
		wantX, wantY float64
	}{
		{"alone: the player's own camera", 400, 360, pts(400, 360), 400, 360},
		{"a teammate in view: no move", 400, 360, pts(400, 360, 450, 380), 400, 360},
		{"a teammate near the right edge: the least move to hold it", 400, 360, pts(400, 360, 640, 360), 443, 360},
		{"a teammate above: room for its tag", 400, 360, pts(400, 360, 400, 250), 400, 327.5},
		{"a teammate below", 400, 360, pts(400, 360, 400, 470), 400, 376.5},
		{"just fitting across: their middle", 400, 360, pts(400, 360, 794, 360), 597, 360},
		{"half the fade past fitting: half the move", 400, 360, pts(400, 360, 824, 360), 400 + 0.5*(612-400), 360},
		{"past the fade: the player's own camera", 400, 360, pts(400, 360, 900, 360), 400, 360},
		{"locked framing kept while it holds them", 430, 360, pts(400, 360, 420, 370), 430, 360},
		{"two teammates either side", 400, 360, pts(400, 360, 220, 360, 580, 360), 400, 360},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x, y := Team(tt.x, tt.y, tt.pts, room)
			if math.Abs(x-tt.wantX) > 1e-9 || math.Abs(y-tt.wantY) > 1e-9 {
				t.Errorf("have %g,%g, want %g,%g", x, y, tt.wantX, tt.wantY)
			}
		})
	}
}

// TestTeamHasNoJumps: as a teammate walks away from the player, through
// fitting, the fade and past it, the centre moves by no more than the
// teammate does each step (no jump at either end of the fade).
func TestTeamHasNoJumps(t *testing.T) {
	px, py := 400.0, 360.0
	prevX, prevY := Team(px, py, pts(px, py, px, py), room)
	for d := 0.0; d <= 700; d += 1 {
		x, y := Team(px, py, pts(px, py, px+d, py+d/3), room)
		if math.Abs(x-prevX) > 4 || math.Abs(y-prevY) > 4 {
			t.Fatalf("teammate %g px away: the centre jumps from %.1f,%.1f to %.1f,%.1f", d, prevX, prevY, x, y)
		}
		prevX, prevY = x, y
	}
	if prevX != px || prevY != py {
		t.Errorf("far apart: centre %g,%g, want the player's %g,%g", prevX, prevY, px, py)
	}
}
