package combat

// Attack is what one swing does when it lands: the game reads it from the
// move's data and passes it with every Sweep.
type Attack struct {
	Damage    float64 // health taken by a clean hit
	Knockback float64 // speed given to the victim, pixels per second
	Stagger   int     // ticks the victim reels after a clean hit
	Hitstop   int     // ticks both fighters freeze when it lands
	// GuardBreak is stamina a guard loses to this attack on top of
	// Config.GuardStaminaPerDamage per point of damage: heavy blows break
	// guards sooner.
	GuardBreak float64
	// Opens leaves a victim it staggers open to a finisher, as a parry and
	// a broken guard do.
	Opens bool
}

// Outcome says how a hit resolved.

type Outcome uint8

// The outcomes of a hit. The game reacts to each: Struck and GuardBroken
// interrupt the victim's move and mark it TagStaggered for Hit.Stagger
// ticks; Parried does the same to the attacker; Blocked and Evaded leave
// both moves running.
const (
	NoHit       Outcome = iota // nothing to resolve: the victim was dead or the attacker itself
	Evaded                     // the victim was invulnerable: no harm, but the attacker may reel (Config.EvadeStagger)
	Parried                    // the victim parried: the attacker reels
	Blocked                    // the guard took it: damage cut, stamina drained
	GuardBroken                // the guard took it but ran out of stamina: the victim reels
	Struck                     // a clean hit: full damage, knockback and stagger
	Pending                    // Sweep met a Deferred victim: nothing applied yet, Strike it later
)

// String returns the outcome's name.
func (o Outcome) String() string {
	switch o {
	case NoHit:
		return "NoHit"
	case Evaded:
		return "Evaded"
	case Parried:
		return "Parried"
	case Blocked:
		return "Blocked"
	case GuardBroken:
		return "GuardBroken"
	case Struck:
		return "Struck"
	case Pending:
		return "Pending"
	}
	return "Outcome(?)"
}

// Hit is one resolved hit, already applied to both fighters.
type Hit struct {
	Attacker, Victim int
	Outcome          Outcome
	Damage           float64 // health the victim lost
	StaminaLost      float64 // stamina the victim's guard lost
	// Knockback is the velocity given to whoever reels: the victim, or the
	// attacker when Parried.
	Knockback Vec
	Hitstop   int // ticks both fighters freeze
	// Stagger is how long whoever reels does so: the victim, or the
	// attacker when Parried. 0 when nobody does.
	Stagger int
	Killed  bool // the victim's health reached 0
	// Opened is set when whoever reels is open to a finisher while it does
	// (Fighter.Open): a parried attacker, a broken guard, or a victim of an
	// Attack that Opens.
	Opened bool
	Point  Vec // where it landed: the victim's edge towards the attacker
}

// Strike resolves atk by attacker on victim, whatever their boxes, and
// applies it: Sweep calls it for every target it meets, and the game may
// call it for blows with no trace (a finisher). In order: an invulnerable
// victim evades (and the attacker who missed reels Config.EvadeStagger,
// open to a finisher); a parrying victim facing the attacker (within
// Config.GuardCone) parries; a blocking one facing it blocks, or has its
// guard broken when the drain empties its stamina; otherwise the hit is
// clean.
func (a *Arena) Strike(attacker, victim int, atk Attack) Hit {
	cfg := &a.Config
	at, v := &a.fighters[attacker], &a.fighters[victim]
	if attacker == victim || v.Dead {
		return Hit{Attacker: attacker, Victim: victim}
	}
	toAttacker := at.Pos.Sub(v.Pos)
	away := toAttacker.Invert().Unit()
	if away.X == 0 && away.Y == 0 {
		away = Vec{X: 1}.Rotate(at.Facing)
	}
	h := Hit{Attacker: attacker, Victim: victim, Point: v.Pos.Sub(away.Scale(v.Radius))}
	facing := inCone(v.Facing, toAttacker, cfg.GuardCone)
	switch {
	case v.has(TagInvulnerable):
		h.Outcome = Evaded
		if cfg.EvadeStagger > 0 {
			h.Stagger = at.reel(cfg.EvadeStagger)
			if h.Opened = h.Stagger > 0; h.Opened {
				at.Open = h.Stagger
			}
		}
		return h
	case facing && v.has(TagParrying):
		h.Outcome, h.Hitstop = Parried, cfg.ParryHitstop
		h.Knockback = away.Invert().Scale(cfg.ParryKnockback)
		h.Stagger = at.reel(cfg.ParryStagger)
		h.Opened = h.Stagger > 0
		if h.Opened {
			at.Open = h.Stagger
		}
		at.Knock = h.Knockback
		freeze(at, v, h.Hitstop)
		return h
	case facing && v.has(TagBlocking):
		drain := float64(atk.Damage*cfg.GuardStaminaPerDamage) + atk.GuardBreak
		h.StaminaLost = min(drain, v.Stamina)
		v.Stamina -= h.StaminaLost
		v.sinceSpend = 0
		h.Damage = atk.Damage * cfg.GuardDamage
		h.Outcome = Blocked
		h.Knockback = away.Scale(atk.Knockback * cfg.BlockKnockback)
		if v.Stamina <= 0 {
			h.Outcome, h.Stagger = GuardBroken, max(atk.Stagger, cfg.GuardBreakStagger)
			h.Knockback = away.Scale(atk.Knockback)
		}
	default:
		h.Outcome, h.Damage, h.Stagger = Struck, atk.Damage, atk.Stagger
		h.Knockback = away.Scale(atk.Knockback)
	}
	h.Hitstop = atk.Hitstop
	h.Damage = min(h.Damage, v.Health)
	h.Killed = v.damage(h.Damage)
	v.Knock = h.Knockback
	if !v.Dead {
		h.Stagger = v.reel(h.Stagger)
		h.Opened = h.Stagger > 0 && (h.Outcome == GuardBroken || atk.Opens)
		if h.Opened {
			v.Open = h.Stagger
		}
	} else {
		h.Stagger = 0
	}
	freeze(at, v, h.Hitstop)
	return h
}

// freeze puts both fighters in hitstop for at least ticks.
func freeze(a, b *Fighter, ticks int) {
	a.Hitstop = max(a.Hitstop, ticks)
	b.Hitstop = max(b.Hitstop, ticks)
}
