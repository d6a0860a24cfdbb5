package world

import "github.com/upc-demo/actiongraph-game/combat"

// SwitchLock moves the player's lock to the next enemy the way dir points
// (a flick of the right stick, in world space), seen from the locked enemy,
// or locks onto the nearest enemy that way from the player when it holds no
// lock (combat.Arena.SwitchLock). It reports whether the lock moved; with
// no enemy that way the lock stays.
// A recording keeps the direction (ReplayFrame's sx, sy), moved or not, and
// its playback switches the same way before the same tick.
func (w *World) SwitchLock(dir combat.Vec) bool {
	if n := dir.Magnitude(); n > 1 {
		dir = dir.Scale(1 / n) // a replay frame holds a direction within 1
	}
	if dir != (combat.Vec{}) {
		w.pendingSwitch = dir
	}
	return w.arena.SwitchLock(w.Player().fighter, dir)
}
