package game

import (
	"image/color"
	"math"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// The colours of the blows' sparks and flashes.
var (
	colSparkHit   = color.RGBA{255, 200, 120, 255} // warm: a clean hit
	colSparkHot   = color.RGBA{255, 250, 225, 255} // its white-hot core
	colSparkBlock = color.RGBA{165, 205, 255, 255} // blue-white: steel on a guard
	colSparkParry = color.RGBA{255, 205, 60, 255}  // gold
	colSparkBreak = color.RGBA{255, 130, 50, 255}
	colSparkEvade = color.RGBA{170, 255, 220, 255}
	colDust       = color.RGBA{120, 112, 104, 255}
	colHurtEdge   = scaleAlpha(color.RGBA{230, 30, 30, 255}, 0.4)    // the screen's edge as the player is hit
	colParryEdge  = scaleAlpha(color.RGBA{255, 255, 255, 255}, 0.55) // and as the player parries
	colHeroBody   = color.RGBA{66, 128, 240, 255}
)

// burstFor throws the sparks and flashes of a cue at its contact point,
// bigger and more for heavier blows (Weight is the damage).
func (s *stage) burstFor(c world.Cue) {
	dir := blowDirection(c)
	w := c.Weight
	onPlayer := c.Victim != nil && c.Victim.Local()
	switch c.Kind {
	case world.CueHit:
		n := min(30, 8+int(w*0.6))
		s.sparks.emit(c.Pos, burst{n: n, speed: 2.8 + w*0.1, size: 1.4 + w*0.035, life: 14 + int(w*0.3), dir: dir, spread: 1.4, clr: colSparkHit, drag: 0.86})
		s.sparks.emit(c.Pos, burst{n: n / 3, speed: 3 + w*0.08, size: 0.9, life: 10, dir: dir + math.Pi, spread: 0.8, clr: colSparkHot, drag: 0.82})
		s.flashes.ring(c.Pos, 2, 6+w*0.25, 0, 6, scaleAlpha(colSparkHot, 0.8))
		if w >= heavyBlow {
			s.flashes.ring(c.Pos, 6, 20+w*0.4, 2.5, 14, colSparkHit)
		}
		if onPlayer {
			s.flashes.edge(colHurtEdge, 16)
		}
	case world.CueBlock:
		s.sparks.emit(c.Pos, burst{n: 10 + int(w*0.3), speed: 3.4, size: 1.2, life: 13, dir: dir + math.Pi, spread: 1.2, clr: colSparkBlock, drag: 0.84})
		s.flashes.ring(c.Pos, 2, 9, 0, 5, scaleAlpha(colSparkBlock, 0.7))
	case world.CueGuardBreak:
		s.sparks.emit(c.Pos, burst{n: 22, speed: 4.2, size: 1.6, life: 22, dir: dir, spread: 1.3, clr: colSparkBreak, drag: 0.87})
		s.sparks.emit(c.Pos, burst{n: 10, speed: 3.4, size: 1.1, life: 16, dir: dir + math.Pi, spread: 1.2, clr: colSparkBlock, drag: 0.85})
		s.flashes.ring(c.Pos, 4, 30, 3, 16, colSparkBreak)
		if onPlayer {
			s.flashes.edge(colHurtEdge, 20)
		}
	case world.CueParry:
		s.sparks.emit(c.Pos, burst{n: 22, speed: 3.8, size: 1.3, life: 20, dir: dir, spread: math.Pi, clr: colSparkParry, drag: 0.86})
		s.sparks.emit(c.Pos, burst{n: 8, speed: 5, size: 0.9, life: 10, dir: dir + math.Pi, spread: 0.6, clr: colSparkHot, drag: 0.8})
		s.flashes.ring(c.Pos, 3, 16, 0, 8, scaleAlpha(colSparkHot, 0.9))
		s.flashes.ring(c.Pos, 5, 34, 3, 18, colSparkParry)
		if c.Victim == nil || !c.Victim.Player() || c.Victim.Local() { // not a teammate's parry
			s.flashes.edge(colParryEdge, 12)
		}
	case world.CueEvade:
		s.sparks.emit(c.Pos, burst{n: 6, speed: 1.6, size: 1, life: 14, dir: dir, spread: math.Pi, clr: colSparkEvade, drag: 0.9})
	case world.CueFinisher:
		s.sparks.emit(c.Pos, burst{n: 30, speed: 5, size: 1.8, life: 26, dir: dir, spread: 1.2, clr: colSparkHit, drag: 0.87})
		s.sparks.emit(c.Pos, burst{n: 14, speed: 3, size: 1.2, life: 24, dir: dir, spread: math.Pi, clr: colSparkParry, drag: 0.88})
		s.flashes.ring(c.Pos, 4, 22, 0, 10, colSparkHot)
		s.flashes.ring(c.Pos, 8, 48, 4, 22, colSparkParry)
		s.flashes.edge(colParryEdge, 14)
	case world.CueDeath:
		s.deathBurst(c, dir)
	}
}

// deathBurst marks a fall: bits of the body in its colour, a ring of dust
// and a flash of light where it stands.
func (s *stage) deathBurst(c world.Cue, dir float64) {
	body := colHeroBody
	if c.Victim != nil && c.Victim.Type != nil {
		body = hexColour(c.Victim.Type.Color, body)
	}
	s.sparks.emit(c.Pos, burst{n: 18, speed: 2.6, size: 3, life: 44, dir: dir, spread: 1.6, clr: body, drag: 0.88, chunk: true})
	s.sparks.emit(c.Pos, burst{n: 14, speed: 3.4, size: 1.2, life: 20, dir: dir, spread: math.Pi, clr: colSparkHot, drag: 0.85})
	s.flashes.ring(c.Pos, 6, 26, 0, 12, scaleAlpha(colSparkHot, 0.85))
	s.flashes.ring(c.Pos, 12, 52, 5, 30, scaleAlpha(colDust, 0.8))
	if c.Victim != nil && c.Victim.Local() {
		s.flashes.edge(colHurtEdge, 40)
	}
}

// blowDirection returns the way a blow drives: from the attacker through
// the victim, radians; 0 when the cue has not both.
func blowDirection(c world.Cue) float64 {
	if c.Attacker == nil || c.Victim == nil {
		return 0
	}
	a, v := c.Attacker.Fighter().Pos, c.Victim.Fighter().Pos
	return math.Atan2(v.Y-a.Y, v.X-a.X)
}

// hexColour reads an opaque "#rrggbb" colour, or returns def.
func hexColour(s string, def color.RGBA) color.RGBA {
	if len(s) != 7 || s[0] != '#' {
		return def
	}
	var v [3]uint8
	for i := range v {
		hi, ok1 := hexDigit(s[1+2*i])
		lo, ok2 := hexDigit(s[2+2*i])
		if !ok1 || !ok2 {
			return def
		}
		v[i] = hi<<4 | lo
	}
	return color.RGBA{v[0], v[1], v[2], 255}
}

// hexDigit reads one hexadecimal digit.
func hexDigit(c byte) (uint8, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}
