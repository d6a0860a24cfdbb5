package game

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// heavyBlow is the damage from which a blow the player lands is heavy
// enough to rumble the pad and ring the air.
const heavyBlow = 20

// activePad returns the pad used last (the one whose glyphs the screen
// shows), if any: the input's own record of it.
func (in *input) activePad() (ebiten.GamepadID, bool) {
	return in.pads.active, in.pads.hasActive
}

// rumbleFor returns how the pad in use shakes for a cue the player feels
// (hits taken, guards, parries, heavy hits and finishers landed, a fall):
// milliseconds and the strong (low) and weak (high) motors' magnitudes; ok
// is false for a cue that does not rumble.
func rumbleFor(c world.Cue) (ms int, strong, weak float64, ok bool) {
	if !c.Local() {
		return 0, 0, 0, false
	}
	onPlayer := c.Victim != nil && c.Victim.Local()
	switch {
	case c.Kind == world.CueDeath && onPlayer:
		return 600, 1, 1, true
	case (c.Kind == world.CueHit || c.Kind == world.CueGuardBreak) && onPlayer:
		return 140 + int(c.Weight*4), min(1, 0.45+c.Weight/50), 0.5, true
	case c.Kind == world.CueBlock && onPlayer:
		return 70, 0.15, 0.45, true
	case c.Kind == world.CueParry && onPlayer: // the player parried
		return 90, 0.25, 0.9, true
	case c.Kind == world.CueFinisher && !onPlayer:
		return 220, 0.9, 0.6, true
	case c.Kind == world.CueHit && !onPlayer && c.Weight >= heavyBlow:
		return 110, 0.7, 0.35, true
	}
	return 0, 0, 0, false
}

// rumble vibrates the pad in use for a cue, when the player plays on a
// gamepad. Ebitengine v2.8.8 vibrates pads in browsers (the Gamepad API's
// vibrationActuator in Chrome, hapticActuators in Firefox) and on Nintendo
// Switch; on Windows, macOS and Linux VibrateGamepad does nothing yet, so
// it is safe to call everywhere.
func rumble(c world.Cue, device items.Device, pad ebiten.GamepadID, hasPad bool) {
	if !hasPad || device != items.Gamepad {
		return
	}
	ms, strong, weak, ok := rumbleFor(c)
	if !ok {
		return
	}
	ebiten.VibrateGamepad(pad, &ebiten.VibrateGamepadOptions{
		Duration: time.Duration(ms) * time.Millisecond, StrongMagnitude: strong, WeakMagnitude: weak,
	})
}
