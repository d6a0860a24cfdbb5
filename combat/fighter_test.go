package combat

import (
	"math"
	"testing"
)

func TestStaminaRegen(t *testing.T) {
	cfg := DefaultConfig(16)
	perTick := cfg.StaminaRegen / cfg.TickRate
	tests := []struct {
		name  string
		ticks int // Steps after spending 50 of 100
		want  float64
	}{
		{"right after", 0, 50},
		{"still waiting at the delay's end", cfg.StaminaDelay, 50},
		{"first tick of regeneration", cfg.StaminaDelay + 1, 50 + perTick},
		{"a second of regeneration", cfg.StaminaDelay + 60, 50 + 60*perTick},
		{"full, not more", cfg.StaminaDelay + 600, 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			i := a.Add(body(400, 360, 0, 0))
			f := a.Fighter(i)
			if !f.Spend(50) {
				t.Fatal("could not spend 50 of 100")
			}
			for range tt.ticks {
				a.Step()
			}
			if math.Abs(f.Stamina-tt.want) > 1e-9 {
				t.Errorf("have %v, want %v", f.Stamina, tt.want)
			}
		})
	}
}

// Any spend restarts the wait: Spend, SetVital lowering stamina (an action
// graph cost), and a blocked hit.
func TestSpendRestartsTheDelay(t *testing.T) {
	cfg := DefaultConfig(16)
	tests := []struct {
		name  string
		spend func(a *Arena, i int)
	}{
		{"Spend", func(a *Arena, i int) { a.Fighter(i).Spend(5) }},
		{"SetVital", func(a *Arena, i int) {
			f := a.Fighter(i)
			f.SetVital(VitalStamina, f.Stamina-5)
		}},
		{"blocked hit", func(a *Arena, i int) {
			at := a.Add(body(440, 360, math.Pi, 1))
			a.Fighter(i).Tags = tagSet{TagBlocking}
			a.Strike(at, i, Attack{Damage: 1})
			a.Fighter(i).Hitstop = 0
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			i := a.Add(body(400, 360, 0, 0))
			a.Fighter(i).Stamina = 50
			for range cfg.StaminaDelay + 10 { // regenerating
				a.Step()
			}
			tt.spend(a, i)
			before := a.Fighter(i).Stamina
			for range cfg.StaminaDelay {
				a.Step()
			}
			if have := a.Fighter(i).Stamina; have != before {
				t.Errorf("have %v after the delay, want %v (no regeneration yet)", have, before)
			}
		})
	}
}

func TestSpendAndVitals(t *testing.T) {
	f := body(0, 0, 0, 0)
	f.Health, f.Stamina = 100, 30
	if f.Spend(40) || f.Stamina != 30 {
		t.Fatalf("Spend(40) of 30 paid: stamina %v", f.Stamina)
	}
	if !f.Spend(30) || f.Stamina != 0 {
		t.Fatalf("Spend(30) of 30 failed: stamina %v", f.Stamina)
	}
	f.SetVital(VitalStamina, 500)
	if v, ok := f.Vital(VitalStamina); !ok || v != 100 {
		t.Errorf("have stamina %v %v, want clamped to 100", v, ok)
	}
	if _, ok := f.Vital("mana"); ok {
		t.Error("have a mana vital, want none")
	}
	f.SetVital(VitalHealth, -3)
	if !f.Dead || f.Health != 0 {
		t.Errorf("have dead %v health %v after health -3, want dead at 0", f.Dead, f.Health)
	}
}

// TestRise stands a fallen fighter up with its health clamped to 1..max,
// reeling no more; a fighter standing is left as it is.
func TestRise(t *testing.T) {
	tests := []struct {
		name       string
		dead       bool
		health     float64
		wantHealth float64
		wantDead   bool
	}{
		{"a share of its health", true, 40, 40, false},
		{"more than it holds", true, 500, 100, false},
		{"nothing", true, 0, 1, false},
		{"standing already", false, 40, 70, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := body(0, 0, 0, 0)
			f.Health, f.Stagger, f.Open = 70, 20, 10
			if tt.dead {
				f.SetVital(VitalHealth, 0)
				f.Stagger, f.Knock = 5, Vec{X: 90}
			}
			f.Rise(tt.health)
			if f.Dead != tt.wantDead || f.Health != tt.wantHealth {
				t.Errorf("have dead %v health %v, want dead %v health %v", f.Dead, f.Health, tt.wantDead, tt.wantHealth)
			}
			if tt.dead && (f.Staggered() || f.Knock != (Vec{}) || f.StaggerImmune()) {
				t.Errorf("risen, it reels %d ticks, knocked %v, immune %v: want none", f.Stagger, f.Knock, f.StaggerImmune())
			}
		})
	}
}
