package combat

import (
	"math"
	"testing"
)

// deg turns degrees into radians.
func deg(d float64) float64 { return d * math.Pi / 180 }

// strikeFrom sets up a victim at (400,360) facing victimFacing with tags,
// an attacker 40 px away in direction from (degrees, 0 = to the victim's
// right), and strikes once.
func strikeFrom(t *testing.T, from, victimFacing float64, tags tagSet, atk Attack, stamina float64) (*Arena, Hit) {
	t.Helper()
	a := testArena()
	v := body(400, 360, victimFacing, 1)
	v.Tags = tags
	v.Stamina = stamina
	vi := a.Add(v)
	sin, cos := math.Sincos(deg(from))
	at := a.Add(body(400+40*cos, 360+40*sin, deg(from)+math.Pi, 0))
	return a, a.Strike(at, vi, atk)
}

func TestGuardAndParry(t *testing.T) {
	guard, parry := tagSet{TagBlocking}, tagSet{TagParrying}
	tests := []struct {
		name     string
		from     float64 // where the attacker stands, degrees around the victim
		tags     tagSet
		stamina  float64
		want     Outcome
		wantDmg  float64
		wantStam float64 // the victim's stamina after
	}{
		{"guard, attacker in front", 0, guard, 100, Blocked, 2, 85},
		{"guard, attacker 45 degrees off", 45, guard, 100, Blocked, 2, 85},
		{"guard, attacker 60 degrees off", 60, guard, 100, Struck, 10, 100},
		{"guard, attacker behind", 180, guard, 100, Struck, 10, 100},
		{"guard runs out of stamina", 0, guard, 12, GuardBroken, 2, 0},
		{"no guard, in front", 0, nil, 100, Struck, 10, 100},
		{"parry in front", 0, parry, 100, Parried, 0, 100},
		{"parry from behind is a hit", 180, parry, 100, Struck, 10, 100},
		{"invulnerable", 0, tagSet{TagInvulnerable}, 100, Evaded, 0, 100},
		{"invulnerable beats parry", 0, tagSet{TagInvulnerable, TagParrying}, 100, Evaded, 0, 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, h := strikeFrom(t, tt.from, 0, tt.tags, jab, tt.stamina)
			v := a.Fighter(h.Victim)
			if h.Outcome != tt.want {
				t.Fatalf("have outcome %v, want %v", h.Outcome, tt.want)
			}
			if math.Abs(h.Damage-tt.wantDmg) > 1e-9 || math.Abs(v.Health-(100-tt.wantDmg)) > 1e-9 {
				t.Errorf("have damage %v (health %v), want %v", h.Damage, v.Health, tt.wantDmg)
			}
			if math.Abs(v.Stamina-tt.wantStam) > 1e-9 {
				t.Errorf("have stamina %v, want %v", v.Stamina, tt.wantStam)
			}
		})
	}
}

// Who reels after each outcome, for how long, and who freezes.
func TestReactions(t *testing.T) {
	cfg := DefaultConfig(16)
	tests := []struct {
		name        string
		tags        tagSet
		stamina     float64
		wantVictim  int // victim's Stagger
		wantAttack  int // attacker's Stagger
		wantHitstop int // both
		wantKnocked bool
	}{
		{"struck: victim reels", nil, 100, jab.Stagger, 0, jab.Hitstop, true},
		{"blocked: nobody reels", tagSet{TagBlocking}, 100, 0, 0, jab.Hitstop, true},
		{"guard broken: victim reels longer", tagSet{TagBlocking}, 1, cfg.GuardBreakStagger, 0, jab.Hitstop, true},
		{"parried: attacker reels", tagSet{TagParrying}, 100, 0, cfg.ParryStagger, cfg.ParryHitstop, false},
		{"evaded: nothing", tagSet{TagInvulnerable}, 100, 0, 0, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, h := strikeFrom(t, 0, 0, tt.tags, jab, tt.stamina)
			v, at := a.Fighter(h.Victim), a.Fighter(h.Attacker)
			if v.Stagger != tt.wantVictim || at.Stagger != tt.wantAttack {
				t.Errorf("have stagger victim %d attacker %d, want %d and %d", v.Stagger, at.Stagger, tt.wantVictim, tt.wantAttack)
			}
			if v.Hitstop != tt.wantHitstop || at.Hitstop != tt.wantHitstop || h.Hitstop != tt.wantHitstop {
				t.Errorf("have hitstop victim %d attacker %d hit %d, want %d", v.Hitstop, at.Hitstop, h.Hitstop, tt.wantHitstop)
			}
			if knocked := v.Knock != (Vec{}); knocked != tt.wantKnocked {
				t.Errorf("have victim knock %v, want knocked %v", v.Knock, tt.wantKnocked)
			}
		})
	}
}

func TestKnockbackDirection(t *testing.T) {
	tests := []struct {
		name string
		from float64 // where the attacker stands, degrees around the victim
		want Vec     // unit direction of the victim's knockback
	}{
		{"attacker on the right pushes left", 0, Vec{X: -1}},
		{"attacker on the left pushes right", 180, Vec{X: 1}},
		{"attacker above pushes down", -90, Vec{Y: 1}},
		{"attacker below-right pushes up-left", 45, Vec{X: -math.Sqrt2 / 2, Y: -math.Sqrt2 / 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, h := strikeFrom(t, tt.from, 0, nil, jab, 100)
			have := h.Knockback.Unit()
			if have.Sub(tt.want).Magnitude() > 1e-9 || math.Abs(h.Knockback.Magnitude()-jab.Knockback) > 1e-9 {
				t.Fatalf("have knockback %v, want %v at %v", h.Knockback, tt.want, jab.Knockback)
			}
			// After the hitstop the victim slides that way, then friction stops it.
			v := a.Fighter(h.Victim)
			start := v.Pos
			for range jab.Hitstop {
				a.Step()
				if !v.Frozen() || v.Pos != start {
					t.Fatalf("in hitstop: have frozen %v at %v, want frozen at %v", v.Frozen(), v.Pos, start)
				}
			}
			for range 60 {
				a.Step()
			}
			moved := v.Pos.Sub(start)
			if moved.Unit().Sub(tt.want).Magnitude() > 1e-6 || moved.Magnitude() < 10 {
				t.Errorf("have moved %v, want along %v", moved, tt.want)
			}
			if v.Knock != (Vec{}) {
				t.Errorf("have knock %v a second later, want stopped", v.Knock)
			}
		})
	}
}

func TestDeath(t *testing.T) {
	tests := []struct {
		name       string
		health     float64
		wantDmg    float64
		wantKilled bool
	}{
		{"survives", 25, 10, false},
		{"exactly zero", 10, 10, true},
		{"overkill reports what was left", 4, 4, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			at := a.Add(body(400, 360, 0, 0))
			v := body(440, 360, math.Pi, 1)
			v.Health = tt.health
			vi := a.Add(v)
			hits := a.Sweep(at, Swing{Window: 1, Box: bladeRight}, jab, nil)
			if len(hits) != 1 || hits[0].Killed != tt.wantKilled || hits[0].Damage != tt.wantDmg {
				t.Fatalf("have %+v, want damage %v killed %v", hits, tt.wantDmg, tt.wantKilled)
			}
			f := a.Fighter(vi)
			if f.Dead != tt.wantKilled || (tt.wantKilled && (f.Health != 0 || f.Stagger != 0)) {
				t.Fatalf("have dead %v health %v stagger %d", f.Dead, f.Health, f.Stagger)
			}
			if !tt.wantKilled {
				return
			}
			// The dead are neither hit again nor targeted.
			a.Fighter(at).Hitstop, a.Fighter(at).frozen = 0, false
			if more := a.Sweep(at, Swing{Window: 2, Box: bladeRight}, jab, nil); len(more) != 0 {
				t.Errorf("dead fighter hit again: %+v", more)
			}
			if h := a.Strike(at, vi, jab); h.Outcome != NoHit {
				t.Errorf("have Strike on the dead %v, want NoHit", h.Outcome)
			}
			a.UpdateTargets()
			if tgt := a.Fighter(at).Target; tgt != -1 {
				t.Errorf("have target %d, want none", tgt)
			}
		})
	}
}

// After a parry the attacker's window hits nothing more, even once the
// parry is over, and a fresh window hits again.
func TestParryEndsTheWindow(t *testing.T) {
	a := testArena()
	at := a.Add(body(400, 360, 0, 0))
	v := body(440, 360, math.Pi, 1)
	v.Tags = tagSet{TagParrying}
	vi := a.Add(v)
	hits := a.Sweep(at, Swing{Window: 1, Box: bladeRight}, jab, nil)
	if len(hits) != 1 || hits[0].Outcome != Parried {
		t.Fatalf("have %+v, want one Parried", hits)
	}
	a.Fighter(vi).Tags = nil
	for range 20 {
		a.Step()
		hits = a.Sweep(at, Swing{Window: 1, Box: bladeRight}, jab, hits)
	}
	if len(hits) != 1 {
		t.Fatalf("have %d hits in the parried window, want 1", len(hits))
	}
	for a.Fighter(at).Frozen() || a.Fighter(at).Hitstop > 0 {
		a.Step()
	}
	a.Fighter(at).Pos, a.Fighter(vi).Pos = Vec{X: 400, Y: 360}, Vec{X: 440, Y: 360} // the parry pushed it back
	hits = a.Sweep(at, Swing{Window: 2, Box: bladeRight}, jab, hits)
	if len(hits) != 2 || hits[1].Outcome != Struck {
		t.Fatalf("have %+v, want a Struck in window 2", hits)
	}
}
