package game

import (
	"math"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// The screen shake: trauma from 0 to 1 that blows add and time wears off;
// the screen moves by shakeMax times the trauma squared, so light blows
// barely stir it and heavy ones jolt it.
const (
	shakeMax   = 20.0       // screen pixels at full trauma
	shakeDecay = 1.0 / 36.0 // trauma lost a tick
)

// shake is the screen shake's state. The game adds trauma from the World's
// cues in Update; the camera reads the offset.
type shake struct {
	off    bool // the player turned it off (-noshake, F6)
	trauma float64
	x, y   float64 // this tick's offset, screen pixels
	rng    xorshift
}

// add adds trauma, up to 1.
func (s *shake) add(t float64) {
	if !s.off {
		s.trauma = min(1, s.trauma+t)
	}
}

// toggle turns the shake off or back on and reports whether it is on.
func (s *shake) toggle() bool {
	s.off = !s.off
	s.trauma, s.x, s.y = 0, 0, 0
	return !s.off
}

// tick wears the trauma off and picks this tick's offset.
func (s *shake) tick() {
	s.trauma = max(0, s.trauma-shakeDecay)
	if s.trauma == 0 {
		s.x, s.y = 0, 0
		return
	}
	k := shakeMax * s.trauma * s.trauma
	a := 2 * math.Pi * s.rng.float()
	s.x, s.y = k*math.Cos(a), k*math.Sin(a)
}

// shakeFor returns the trauma a cue adds: by the blow's weight (its
// damage), more when the player takes it.
func shakeFor(c world.Cue) float64 {
	t := 0.0
	switch c.Kind {
	case world.CueHit:
		t = 0.12 + c.Weight*0.012
	case world.CueGuardBreak:
		t = 0.4
	case world.CueBlock:
		t = 0.05 + c.Weight*0.004
	case world.CueParry:
		t = 0.22
	case world.CueFinisher:
		t = 0.6
	case world.CueDeath:
		t = 0.25
		if c.Victim != nil && c.Victim.Local() {
			t = 0.7
		}
	}
	if c.Victim != nil && c.Victim.Local() && (c.Kind == world.CueHit || c.Kind == world.CueGuardBreak) {
		t += 0.2
	}
	return t
}
