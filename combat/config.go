package combat

import (
	"math"

	"github.com/solarlune/resolv"
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Config holds the rules every fight in an arena shares. Angles are in
// radians and are full cone widths; durations are in ticks.
type Config struct {
	// Bounds is the floor fighters' centres keep their circles within.
	Bounds resolv.Bounds
	// TickRate is ticks per second (velocities are per second).
	TickRate float64

	// GuardCone is how wide the front is in which a guard or a parry works.
	GuardCone float64
	// GuardDamage is the share of damage a guard lets through.
	GuardDamage float64
	// GuardStaminaPerDamage is the stamina a blocked hit drains per point of
	// its damage, on top of its Attack.GuardBreak.
	GuardStaminaPerDamage float64
	// BlockKnockback scales the knockback of a blocked hit.
	BlockKnockback float64
	// GuardBreakStagger is the least stagger of a guard broken by a hit.
	GuardBreakStagger int
	// ParryStagger and ParryHitstop are what a parried attacker suffers;
	// ParryKnockback pushes it back, pixels per second.
	ParryStagger, ParryHitstop int
	ParryKnockback             float64
	// EvadeStagger is how long an attacker whose blow an invulnerable
	// victim slipped (a dodge on its marked frames) reels, open to a
	// finisher; 0 leaves it be.
	EvadeStagger int

	// StaminaRegen is stamina regained per second once StaminaDelay ticks
	// have passed since the last spend.
	StaminaRegen float64
	StaminaDelay int
	// Friction slows knockback, pixels per second per second.
	Friction float64
	// SeparationPasses is how many times a Step pushes overlapping bodies apart.
	SeparationPasses int

	// TargetRange and TargetCone bound where a target is picked: nearest
	// enemy in front. A locked target is kept out to LockRange.
	TargetRange, TargetCone, LockRange float64

	// SweepStep is the most a swing may turn between two boxes a sweep
	// hulls together; a faster turn is cut into more steps, up to MaxSweepSteps.
	SweepStep     float64
	MaxSweepSteps int
}

// ScreenW and ScreenH are the logical screen, which is the arena.
const (
	ScreenW = 1280
	ScreenH = 720
)

// DefaultConfig returns the game's rules: the 1280x720 arena less margin
// pixels on every side, and tuned numbers for the rest.
func DefaultConfig(margin float64) Config {
	deg := math.Pi / 180
	return Config{
		Bounds: resolv.Bounds{
			Min: resolv.Vector{X: margin, Y: margin},
			Max: resolv.Vector{X: ScreenW - margin, Y: ScreenH - margin},
		},
		TickRate:              ag.TickRate,
		GuardCone:             100 * deg,
		GuardDamage:           0.2,
		GuardStaminaPerDamage: 1,
		BlockKnockback:        0.5,
		GuardBreakStagger:     45,
		ParryStagger:          50,
		ParryHitstop:          8,
		ParryKnockback:        180,
		StaminaRegen:          35,
		StaminaDelay:          45,
		Friction:              1800,
		SeparationPasses:      2,
		TargetRange:           360,
		TargetCone:            120 * deg,
		LockRange:             520,
		SweepStep:             20 * deg,
		MaxSweepSteps:         8,
	}
}
