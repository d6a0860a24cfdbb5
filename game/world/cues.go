package world

import (
	"github.com/upc-demo/actiongraph-game/combat"
)

// CueKind names a moment of the fight that the screen, the speakers and a
// gamepad's rumble play: what a player should see, hear and feel.
type CueKind uint8

// The kinds of cue.
const (
	// CueSwing is a blow going live (a trace window opening); Weight is
	// the attack's damage, so a heavy swing sounds heavy.
	CueSwing CueKind = iota
	// CueHit is a clean blow landing at Pos; Weight is the damage.
	CueHit
	// CueBlock is a blow a guard took.
	CueBlock
	// CueGuardBreak is a blow that broke a guard.
	CueGuardBreak
	// CueParry is a blow parried; Attacker reels.
	CueParry
	// CueEvade is a blow a dodge slipped past.
	CueEvade
	// CueDodge is a dodge starting.
	CueDodge
	// CueDeath is a character falling.
	CueDeath
	// CueFinisher is a finisher's blow landing.
	CueFinisher
	// CueRefused is a move of the player's refused short of stamina.
	CueRefused
	// CueWaveStart, CueVictory and CueDefeat are the fight's turns.
	CueWaveStart
	CueVictory
	CueDefeat
	// CueSound is a montage's notify:sound:NAME reached: Sound is NAME.
	CueSound
)

// maxCues bounds the cues one Step keeps.
const maxCues = 64

// Cue is one moment of the last Step for the senses. Attacker and Victim
// are nil where the kind has none.
type Cue struct {
	Kind             CueKind
	Pos              combat.Vec
	Weight           float64
	Attacker, Victim *Character
	Sound            string
}

// Player reports whether the cue happens to or by the player (in co-op,
// any of the players).
func (c Cue) Player() bool {
	return (c.Attacker != nil && c.Attacker.Player()) || (c.Victim != nil && c.Victim.Player())
}

// Local reports whether the cue happens to or by this machine's player
// (Character.Local): what its screen flashes, its pad rumbles and its
// speakers play up for; a teammate's blows are seen, not felt.
func (c Cue) Local() bool {
	return (c.Attacker != nil && c.Attacker.Local()) || (c.Victim != nil && c.Victim.Local())
}

// cueList is the cues of the running Step in a fixed array: adding one
// never allocates; past maxCues the rest are dropped.
type cueList struct {
	list [maxCues]Cue
	n    int
}

func (l *cueList) add(c Cue) {
	if l.n < maxCues {
		l.list[l.n] = c
		l.n++
	}
}

// Cues appends the cues of the last Step, in the order they happened.
func (w *World) Cues(dst []Cue) []Cue { return append(dst, w.cues.list[:w.cues.n]...) }

// cue records a cue of the running Step.
func (w *World) cue(c Cue) { w.cues.add(c) }

// hitCue is the cue of a resolved hit.
func hitCue(h *combat.Hit, att, vic *Character) Cue {
	c := Cue{Pos: h.Point, Weight: h.Damage, Attacker: att, Victim: vic}
	switch h.Outcome {
	case combat.Struck:
		c.Kind = CueHit
	case combat.Blocked:
		c.Kind = CueBlock
	case combat.GuardBroken:
		c.Kind = CueGuardBreak
	case combat.Parried:
		c.Kind = CueParry
	case combat.Evaded:
		c.Kind = CueEvade
	}
	return c
}
