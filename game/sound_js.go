//go:build js

package game

import (
	"errors"
	"syscall/js"
)

// soundWaitsForInput holds the sound back until the first key, click or
// touch: a browser starts Web Audio only after a gesture on the page, and
// an AudioContext made before one only logs a warning. Ebiten's audio
// (oto) resumes its AudioContext on the next keyup, mouseup or touchend;
// the context is ready, and sounds play, from then on.
const soundWaitsForInput = true

// probeSound reports whether the browser has Web Audio at all: without an
// AudioContext, ebiten's audio would stop the game with an error.
func probeSound(int) error {
	g := js.Global()
	if g.Get("AudioContext").Truthy() || g.Get("webkitAudioContext").Truthy() {
		return nil
	}
	return errors.New("the browser has no Web Audio (no AudioContext)")
}
