package combat

import (
	"math"
	"testing"
)

// TestStunlock lets two attackers on either side strike one victim in
// turn, every gap ticks, for three seconds. Without limits the victim reels
// without a break; MaxStagger ends each stagger in time and StaggerImmunity
// then gives it free ticks in which hits land but do not stagger.
func TestStunlock(t *testing.T) {
	tests := []struct {
		name        string
		maxStagger  int
		immunity    int
		gap         int
		wantLongest int // the most ticks reeled in a row
		wantFree    int // the most ticks free in a row: at least this, and under the gap when this is under it
	}{
		{"no limits: a stunlock", 0, 0, 7, 180, 0},
		{"a cap alone: reeling restarts within a gap", 36, 0, 7, 36, 1},
		{"cap and immunity: a free stretch to act in", 36, 30, 7, 36, 30},
		{"immunity alone", 0, 30, 7, 180, 0}, // the first stagger never ends: immunity never starts
		{"slow hits, cap and immunity", 36, 30, 25, 20, 30},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			a.Config.Friction = 1e9 // keep everyone in reach
			v := body(400, 360, 0, 1)
			v.MaxStagger, v.StaggerImmunity = tt.maxStagger, tt.immunity
			v.MaxHealth, v.Health = 1e9, 1e9
			vi := a.Add(v)
			left := a.Add(body(370, 360, 0, 0))
			right := a.Add(body(430, 360, math.Pi, 0))
			atk := Attack{Damage: 5, Stagger: 20}
			longest, run, free, freeRun := 0, 0, 0, 0
			for tick := range 180 {
				a.Step()
				if tick%tt.gap == 0 {
					by := left
					if (tick/tt.gap)%2 == 1 {
						by = right
					}
					h := a.Strike(by, vi, atk)
					if h.Outcome != Struck {
						t.Fatalf("tick %d: have %v, want Struck", tick, h.Outcome)
					}
				}
				if a.Fighter(vi).Staggered() {
					run++
					longest = max(longest, run)
					free = 0
				} else {
					run = 0
					free++
					freeRun = max(freeRun, free)
				}
			}
			if longest != tt.wantLongest {
				t.Errorf("have %d ticks reeled in a row at most, want %d", longest, tt.wantLongest)
			}
			if freeRun < tt.wantFree || (tt.wantFree < 7 && freeRun >= 7) {
				t.Errorf("have %d free ticks in a row at most, want %d", freeRun, tt.wantFree)
			}
		})
	}
}

// TestStaggerImmunityHitsStillHurt checks that a hit during the immunity
// takes health and pushes but reports no stagger, and that the immunity
// runs out.
func TestStaggerImmunityHitsStillHurt(t *testing.T) {
	a := testArena()
	v := body(400, 360, 0, 1)
	v.StaggerImmunity = 10
	vi := a.Add(v)
	at := a.Add(body(430, 360, math.Pi, 0))
	atk := Attack{Damage: 5, Stagger: 3, Knockback: 100}
	if h := a.Strike(at, vi, atk); h.Stagger != 3 {
		t.Fatalf("first hit: have stagger %d, want 3", h.Stagger)
	}
	for range 3 {
		a.Step()
	}
	f := a.Fighter(vi)
	if f.Staggered() || !f.StaggerImmune() {
		t.Fatalf("after the stagger: staggered %t immune %t, want immune", f.Staggered(), f.StaggerImmune())
	}
	before := f.Health
	h := a.Strike(at, vi, atk)
	if h.Stagger != 0 || f.Staggered() || f.Health != before-5 || h.Knockback == (Vec{}) {
		t.Errorf("hit while immune: have %+v, health %g, want 5 damage, a push and no stagger", h, f.Health)
	}
	for range 10 {
		a.Step()
	}
	if f.StaggerImmune() {
		t.Error("still immune 10 ticks later")
	}
	if h := a.Strike(at, vi, atk); h.Stagger != 3 {
		t.Errorf("after the immunity: have stagger %d, want 3", h.Stagger)
	}
}
