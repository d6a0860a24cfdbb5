package world

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"slices"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// tuningFile is where the fight's tuning lives, beside the other data.
const tuningFile = "tuning.json"

// Tuning is how the fight feels, in numbers a designer edits in
// assets/tuning.json: the player's body and pace, how attacks close in on
// their target, the rules every hit follows, and the pacing between waves.
// Distances are pixels, speeds pixels a second, angles degrees in the file
// (radians here), times seconds in the file (ticks here where named so).
type Tuning struct {
	Player   PlayerTuning
	Approach ApproachTuning
	Enemies  EnemyTuning
	Pacing   PacingTuning
	Revive   ReviveTuning
	Network  NetworkTuning
	// Combat holds the rules of hits, guards, parries, stamina and
	// targeting; Bounds is the world's own.
	Combat combat.Config
}

// PlayerTuning is the player's body and pace.
type PlayerTuning struct {
	Health, Stamina, Radius float64
	WalkSpeed               float64 // pixels a second
	TurnRate                float64 // radians a second
	// AttackWalk is the share of walking speed kept during a move without
	// a locomotion hook.
	AttackWalk float64
	// MaxStagger and StaggerImmunity, in ticks: see combat.Fighter.
	MaxStagger, StaggerImmunity int
}

// ApproachTuning is attack steering (the reference page's Attack Approach):
// an attack turns to a target within reach and its authored step stretches
// or shrinks to stop at the stop distance from it.
type ApproachTuning struct {
	// StopDistance is the player's stop distance when neither the node's
	// spacing nor the item's sets one, centre to centre.
	StopDistance float64
	// MakeRoomSeconds steps the player back to the stop distance over this
	// long when a swing starts too close; 0 turns it off.
	MakeRoomSeconds float64
	// MagnetRange and MagnetCone bound where an attack finds its target:
	// the locked one within range, else the nearest enemy in the cone (a
	// full width, radians) around the facing.
	MagnetRange, MagnetCone float64
}

// EnemyTuning is what every enemy type shares.
type EnemyTuning struct {
	TurnRate float64 // radians a second, turning to face the player between moves
	// TrackRate is how fast an enemy still turns after the player while it
	// winds up (its cue); once its blow is active it turns no more.
	TrackRate float64
}

// PacingTuning is the fight's rhythm.
type PacingTuning struct {
	// AttackTokens is how many enemies may attack at once, unless a wave
	// says otherwise.
	AttackTokens int
	// HealBetweenWaves is the health given back as each wave is cleared.
	HealBetweenWaves float64
	// FinisherRange is how close a staggered target must be for a finisher.
	FinisherRange float64
}

// NetworkTuning is how a co-op server treats its remote players.
type NetworkTuning struct {
	// BlowWait is the longest a blow that meets a remote player waits for
	// the player's machine to have seen it, in ticks (blows.go): the
	// round trip and more that the server gives a player's defence.
	BlowWait ag.Ticks
}

// ReviveTuning is how a fallen player is raised in a fight of two to four
// players (revive.go).
type ReviveTuning struct {
	// Reach is how close, centre to centre, a player stands to a fallen
	// teammate to raise it, and stays while it does.
	Reach float64
	// HealthShare is the share of its health a raised teammate stands with.
	HealthShare float64
	// Invulnerable is how many ticks nothing lands on a raised teammate,
	// from the moment it starts to get up.
	Invulnerable int
}

// tuningNumber is one number of the tuning file: where it goes, its unit
// conversion and its range.
type tuningNumber struct {
	key      string
	set      func(float64)
	min, max float64
}

// arenaMargin is the floor's margin inside the 1280x720 arena.
const arenaMargin = 24

func deg(v float64) float64 { return v * math.Pi / 180 }
func ticks(v float64) int   { return int(ag.SecondsToTicks(v)) }

// LoadTuning reads the tuning file from fsys. Every key is required, unknown
// keys and values out of range are errors; each names the file, the line
// and the JSON path.
func LoadTuning(fsys fs.FS) (*Tuning, error) {
	const file = "assets/" + tuningFile
	data, err := fs.ReadFile(fsys, tuningFile)
	if err != nil {
		return nil, err
	}
	return ParseTuning(file, data)
}

// ParseTuning reads a tuning file's bytes; file names it in errors.
func ParseTuning(file string, data []byte) (*Tuning, error) {
	v, err := jsonv.Parse(data)
	if err != nil {
		return nil, jsonv.FileError(file, err)
	}
	t := &Tuning{Combat: combat.DefaultConfig(arenaMargin)}
	p, a, e, pc, rv, c, n := &t.Player, &t.Approach, &t.Enemies, &t.Pacing, &t.Revive, &t.Combat, &t.Network
	inf := math.Inf(1)
	groups := map[string][]tuningNumber{
		"player": {
			{"health", func(x float64) { p.Health = x }, 1, inf},
			{"stamina", func(x float64) { p.Stamina = x }, 1, inf},
			{"radius", func(x float64) { p.Radius = x }, 1, 64},
			{"walkSpeed", func(x float64) { p.WalkSpeed = x }, 0, inf},
			{"turnRate", func(x float64) { p.TurnRate = deg(x) }, 0, inf},
			{"attackWalk", func(x float64) { p.AttackWalk = x }, 0, 1},
			{"maxStaggerSeconds", func(x float64) { p.MaxStagger = ticks(x) }, 0, inf},
			{"staggerImmunitySeconds", func(x float64) { p.StaggerImmunity = ticks(x) }, 0, inf},
		},
		"approach": {
			{"stopDistance", func(x float64) { a.StopDistance = x }, 0, inf},
			{"makeRoomSeconds", func(x float64) { a.MakeRoomSeconds = x }, 0, inf},
			{"magnetRange", func(x float64) { a.MagnetRange = x }, 0, inf},
			{"magnetCone", func(x float64) { a.MagnetCone = deg(x) }, 0, 360},
		},
		"enemies": {
			{"turnRate", func(x float64) { e.TurnRate = deg(x) }, 0, inf},
			{"trackRate", func(x float64) { e.TrackRate = deg(x) }, 0, inf},
		},
		"pacing": {
			{"attackTokens", func(x float64) { pc.AttackTokens = int(x) }, 1, 64},
			{"healBetweenWaves", func(x float64) { pc.HealBetweenWaves = x }, 0, inf},
			{"finisherRange", func(x float64) { pc.FinisherRange = x }, 0, inf},
		},
		"revive": {
			{"reach", func(x float64) { rv.Reach = x }, 0, inf},
			{"healthShare", func(x float64) { rv.HealthShare = x }, 0.01, 1},
			{"invulnerableSeconds", func(x float64) { rv.Invulnerable = ticks(x) }, 0, inf},
		},
		"network": {
			{"blowWaitSeconds", func(x float64) { n.BlowWait = ag.Ticks(ticks(x)) }, 0, 1},
		},
		"combat": {
			{"guardCone", func(x float64) { c.GuardCone = deg(x) }, 0, 360},
			{"guardDamage", func(x float64) { c.GuardDamage = x }, 0, 1},
			{"guardStaminaPerDamage", func(x float64) { c.GuardStaminaPerDamage = x }, 0, inf},
			{"blockKnockback", func(x float64) { c.BlockKnockback = x }, 0, inf},
			{"guardBreakStaggerSeconds", func(x float64) { c.GuardBreakStagger = ticks(x) }, 0, inf},
			{"parryStaggerSeconds", func(x float64) { c.ParryStagger = ticks(x) }, 0, inf},
			{"parryHitstopSeconds", func(x float64) { c.ParryHitstop = ticks(x) }, 0, inf},
			{"parryKnockback", func(x float64) { c.ParryKnockback = x }, 0, inf},
			{"evadeStaggerSeconds", func(x float64) { c.EvadeStagger = ticks(x) }, 0, inf},
			{"staminaRegen", func(x float64) { c.StaminaRegen = x }, 0, inf},
			{"staminaDelaySeconds", func(x float64) { c.StaminaDelay = ticks(x) }, 0, inf},
			{"friction", func(x float64) { c.Friction = x }, 0, inf},
			{"targetRange", func(x float64) { c.TargetRange = x }, 0, inf},
			{"targetCone", func(x float64) { c.TargetCone = deg(x) }, 0, 360},
			{"lockRange", func(x float64) { c.LockRange = x }, 0, inf},
		},
	}
	r := jsonv.NewReader(data)
	seen := map[string]bool{}
	r.Object(v, "", func(k string, val *jsonv.Value, path string) bool {
		if k == "$schema" || k == "description" {
			return true
		}
		nums, ok := groups[k]
		if !ok {
			return false
		}
		seen[k] = true
		readNumbers(r, val, path, nums)
		return true
	})
	for _, g := range []string{"player", "approach", "enemies", "pacing", "revive", "network", "combat"} {
		if !seen[g] && v.Kind == 'o' {
			r.Errorf(v, g, "missing")
		}
	}
	if len(r.Problems) > 0 {
		return nil, readerError(file, r)
	}
	return t, nil
}

// readNumbers reads an object of numbers: every one of nums, and any of
// optional.
func readNumbers(r *jsonv.Reader, v *jsonv.Value, path string, nums []tuningNumber, optional ...tuningNumber) {
	got := map[string]bool{}
	r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		if k == "description" {
			return true
		}
		for _, n := range slices.Concat(nums, optional) {
			if n.key != k {
				continue
			}
			got[k] = true
			if x, ok := r.Number(val, p); ok {
				if x < n.min || x > n.max {
					r.Errorf(val, p, "want %s, have %g", rangeText(n.min, n.max), x)
				}
				n.set(x)
			}
			return true
		}
		return false
	})
	if v.Kind != 'o' {
		return
	}
	for _, n := range nums {
		if !got[n.key] {
			r.Errorf(v, jsonv.Join(path, n.key), "missing")
		}
	}
}

// readerError lists a reader's problems, one a line, as file:line: path: message.
func readerError(file string, r *jsonv.Reader) error {
	errs := make([]error, 0, len(r.Problems))
	for _, p := range r.Problems {
		errs = append(errs, fmt.Errorf("%s:%d: %s: %s", file, p.Line, p.Path, p.Msg))
	}
	return errors.Join(errs...)
}

func rangeText(lo, hi float64) string {
	if math.IsInf(hi, 1) {
		return fmt.Sprintf("at least %g", lo)
	}
	return fmt.Sprintf("from %g to %g", lo, hi)
}
