package combat

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// tagSet is a fixed set of owned tags.
type tagSet []string

func (t tagSet) HasTag(q string) bool {
	for _, o := range t {
		if ag.TagMatches(o, q) {
			return true
		}
	}
	return false
}

// testArena is the game's default arena: 1280x720 less 16 px each side.
func testArena() *Arena { return NewArena(DefaultConfig(16)) }

// body is a fighter at x, y facing facing, radius 14, 100 health and stamina.
func body(x, y, facing float64, team int) Fighter {
	return Fighter{Pos: Vec{X: x, Y: y}, Facing: facing, Radius: 14, Team: team, MaxHealth: 100, MaxStamina: 100}
}

// The blade in frame pixels: from the pivot to the frame's right edge, and
// the same pointing up.
var (
	bladeRight = Rect{X: 32, Y: 29, W: 32, H: 6}
	bladeUp    = Rect{X: 29, Y: 0, W: 6, H: 32}
)

// jab is a plain attack.
var jab = Attack{Damage: 10, Knockback: 300, Stagger: 20, Hitstop: 4, GuardBreak: 5}
