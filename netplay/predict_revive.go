package netplay

import (
	"slices"

	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// reviveSight is what a player's machine knows of its teammates for
// predicting its revive (world's revive.go): the server's last State, in
// which a player (Type "") flagged dead lies where it fell.
type reviveSight struct {
	state *State
	you   int
	// reach is the tuning's revive.reach.
	reach float64
}

// keep takes the server's newest State.
func (r *reviveSight) keep(s *State, you int) { r.state, r.you = s, you }

// offers reports whether sets names the Revive set and a revive can play,
// as the server's host answers it: the player stands and is not held, and
// a teammate flagged dead lies within reach, as the server last placed
// them; or the prediction is put on the server's node (following), where
// the server plays it.
func (r *reviveSight) offers(sets []string, me *CharState, following bool) bool {
	if !slices.Contains(sets, world.ReviveSet) {
		return false
	}
	if following {
		return true
	}
	if r.state == nil || me.Flags&(FlagDead|FlagBlocked) != 0 {
		return false
	}
	for i := range r.state.Chars {
		ch := &r.state.Chars[i]
		if i == r.you || ch.Type != "" || ch.Flags&FlagDead == 0 {
			continue
		}
		if detmath.Hypot(float64(ch.X-me.X), float64(ch.Y-me.Y)) <= r.reach {
			return true
		}
	}
	return false
}
