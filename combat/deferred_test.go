package combat

import "testing"

// TestDeferredVictimWaits sweeps a blade through a Deferred fighter and a
// plain one: the plain one is struck at once; the Deferred one is met
// (a Pending hit, once per window) with nothing applied to either body,
// and Strike later applies the blow as it would have landed.
func TestDeferredVictimWaits(t *testing.T) {
	tests := []struct {
		name     string
		deferred bool
		want     Outcome
		health   float64 // the victim's health right after the sweep
	}{
		{"plain victim", false, Struck, 90},
		{"deferred victim", true, Pending, 100},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			at := a.Add(body(400, 360, 0, 0))
			v := body(440, 360, 0, 1)
			v.Deferred = tt.deferred
			vi := a.Add(v)
			hits := a.Sweep(at, Swing{Window: 1, Box: bladeRight, Prev: bladeUp}, jab, nil)
			if len(hits) != 1 || hits[0].Outcome != tt.want || hits[0].Victim != vi {
				t.Fatalf("have %+v, want one %v hit on %d", hits, tt.want, vi)
			}
			if have := a.Fighter(vi).Health; have != tt.health {
				t.Errorf("health after the sweep: have %g, want %g", have, tt.health)
			}
			if have := a.Fighter(at).Hitstop; tt.deferred && have != 0 {
				t.Errorf("the attacker froze %d ticks for a blow not landed yet", have)
			}
			if again := a.Sweep(at, Swing{Window: 1, Box: bladeRight}, jab, nil); len(again) != 0 {
				t.Errorf("the same window met the victim again: %+v", again)
			}
			if !tt.deferred {
				return
			}
			h := a.Strike(at, vi, jab)
			if h.Outcome != Struck || a.Fighter(vi).Health != 90 {
				t.Errorf("the blow struck later: %v, health %g; want Struck, 90", h.Outcome, a.Fighter(vi).Health)
			}
		})
	}
}
