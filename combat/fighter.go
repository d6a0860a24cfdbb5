package combat

import ag "github.com/upc-demo/actiongraph-game/actiongraph"

// The tags combat reads from a fighter (through Fighter.Tags) and the ones
// the game should put on it from combat's state.
const (
	TagBlocking     = "UPC.State.Blocking"     // guard up: hits from the front are cut
	TagParrying     = "UPC.State.Parrying"     // parry window: hits from the front are parried
	TagInvulnerable = "UPC.State.Invulnerable" // dodge i-frames: nothing lands
	TagStaggered    = "UPC.State.Staggered"    // the game adds it while Fighter.Staggered()
	TagDead         = "UPC.State.Dead"         // the game adds it once Fighter.Dead
	TagOpen         = "UPC.State.Open"         // the game adds it while Fighter.Open: open to a finisher
)

// The vital names Fighter.Vital and Fighter.SetVital answer, as the action
// graph's costs name them.
const (
	VitalHealth  = "health"
	VitalStamina = "stamina"
)

// Fighter is one body in the arena. The game sets Pos, Facing, Move, Tags
// and Hurtbox; combat changes Health, Stamina, Knock, Hitstop, Stagger,
// Dead and the target fields. It is a plain value: copying one copies its
// state, and two arenas fed the same calls hold equal fighters.
type Fighter struct {
	Pos    Vec     // centre, world pixels
	Facing float64 // radians, 0 = +x, y downwards
	Radius float64 // body circle: separation, targeting and, without a Hurtbox, the hurtbox
	Team   int     // fighters of one team never hit or target each other

	Health, MaxHealth   float64
	Stamina, MaxStamina float64

	// Move is the walking velocity for the next Step, pixels per second.
	// Step ignores it while the fighter is frozen, staggered or dead.
	Move Vec
	// Knock is the knockback velocity, pixels per second; friction slows it.
	Knock Vec
	// Hitstop is how many more ticks the fighter freezes; Stagger how many
	// more ticks it reels (the game keeps TagStaggered on it meanwhile).
	Hitstop, Stagger int
	// Open is how many more ticks it is open to a finisher: it reels from
	// a parry, a broken guard or a blow that opens (the game keeps TagOpen
	// on it meanwhile). It ends with the stagger.
	Open int
	// MaxStagger caps how long one stagger lasts, in ticks, however many
	// hits land during it (0: no cap); StaggerImmunity is how many ticks
	// after a stagger ends the fighter shrugs off the next one: hits still
	// hurt and push, but neither reel it nor cut its move. Together they
	// keep two attackers from stunlocking one fighter.
	MaxStagger, StaggerImmunity int
	// Dead is set when Health reaches 0; a dead fighter is never hit,
	// targeted or pushed, and its swings do nothing.
	Dead bool
	// Deferred makes Sweep leave the blows that meet this fighter
	// unresolved: it reports each as a Pending hit, applied to neither
	// fighter, for the game to Strike when it will. A server sets it on a
	// remote player, whose blows wait until its machine has seen them.
	Deferred bool

	// Tags answers TagBlocking, TagParrying and TagInvulnerable: usually the
	// character's *actiongraph.Component (its host's tags and the running
	// node's Applied Tags). Nil means none.
	Tags ag.TagSource
	// Hurtbox is the body box this frame in frame pixels (the sheet's
	// "hurtbox" slice); empty means the circle of Radius around Pos.
	Hurtbox Rect

	// Target is the index of the selected enemy, or -1; TargetDist is the
	// distance between the centres. Locked keeps Target while it lives and
	// stays within Config.LockRange.
	Target     int
	TargetDist float64
	Locked     bool

	sinceSpend int  // ticks since stamina was last spent
	frozen     bool // this tick is a hitstop tick
	reeled     int  // ticks of the current stagger so far
	immune     int  // ticks of stagger immunity left
}

// has reports whether the fighter carries a tag.
func (f *Fighter) has(tag string) bool { return f.Tags != nil && f.Tags.HasTag(tag) }

// Frozen reports whether the current tick (since the last Arena.Step) is a
// hitstop tick: the game skips the fighter's Component.Tick but still feeds
// it inputs, so presses stay buffered through the freeze.
func (f *Fighter) Frozen() bool { return f.frozen }

// Staggered reports whether the fighter is reeling from a hit.
func (f *Fighter) Staggered() bool { return f.Stagger > 0 }

// StaggerImmune reports whether hits cannot stagger the fighter now: the
// StaggerImmunity after a stagger is running.
func (f *Fighter) StaggerImmune() bool { return f.immune > 0 }

// reel staggers the fighter for ticks, or longer if it already reels, up
// to MaxStagger in all; it returns the ticks it reels from now, 0 when
// immune.
func (f *Fighter) reel(ticks int) int {
	if f.immune > 0 || ticks <= 0 {
		return 0
	}
	t := max(f.Stagger, ticks)
	if f.MaxStagger > 0 {
		t = min(t, f.MaxStagger-f.reeled)
	}
	f.Stagger = max(t, 0)
	return f.Stagger
}

// countStagger runs a tick of stagger: it counts down, and once it ends the
// immunity starts; otherwise the immunity counts down.
func (f *Fighter) countStagger() {
	if f.Stagger <= 0 {
		f.immune = max(f.immune-1, 0)
		return
	}
	f.Stagger--
	f.Open = min(max(f.Open-1, 0), f.Stagger)
	f.reeled++
	if f.Stagger == 0 {
		f.reeled, f.immune = 0, f.StaggerImmunity
	}
}

// Spend takes amount of stamina if the fighter has that much, and restarts
// the regeneration delay. It reports whether it paid.
func (f *Fighter) Spend(amount float64) bool {
	if amount <= 0 {
		return true
	}
	if f.Stamina < amount {
		return false
	}
	f.Stamina -= amount
	f.sinceSpend = 0
	return true
}

// Vital answers the action graph's host question for "health" and
// "stamina", so a host can delegate its vitals to the fighter.
func (f *Fighter) Vital(name string) (float64, bool) {
	switch name {
	case VitalHealth:
		return f.Health, true
	case VitalStamina:
		return f.Stamina, true
	}
	return 0, false
}

// SetVital sets "health" or "stamina", clamped to 0..max. Lowering stamina
// counts as spending it (regeneration waits again); health at 0 kills.
// Other names are ignored.
func (f *Fighter) SetVital(name string, v float64) {
	v = max(v, 0)
	switch name {
	case VitalHealth:
		f.Health = min(v, f.MaxHealth)
		if f.Health <= 0 {
			f.die()
		}
	case VitalStamina:
		if v < f.Stamina {
			f.sinceSpend = 0
		}
		f.Stamina = min(v, f.MaxStamina)
	}
}

// damage takes health and reports whether it killed.
func (f *Fighter) damage(amount float64) bool {
	f.Health = max(f.Health-amount, 0)
	if f.Health > 0 || f.Dead {
		return false
	}
	f.die()
	return true
}

func (f *Fighter) die() {
	f.Health, f.Dead, f.Stagger, f.Open, f.Locked, f.Target = 0, true, 0, 0, false, -1
	f.reeled, f.immune = 0, 0
}

// Rise stands a fallen fighter up again with health (at least 1, at most
// MaxHealth): it reels no more, is knocked nowhere and has no target until
// the next UpdateTargets. A fighter standing is left as it is.
func (f *Fighter) Rise(health float64) {
	if !f.Dead {
		return
	}
	f.Dead, f.Health = false, min(max(health, 1), f.MaxHealth)
	f.Knock, f.Hitstop, f.Stagger, f.Open = Vec{}, 0, 0, 0
	f.reeled, f.immune = 0, 0
}

// regen restores stamina once the delay since the last spend has passed.
func (f *Fighter) regen(cfg *Config) {
	if f.sinceSpend < cfg.StaminaDelay {
		f.sinceSpend++
		return
	}
	f.Stamina = min(f.MaxStamina, f.Stamina+cfg.StaminaRegen/cfg.TickRate)
}
