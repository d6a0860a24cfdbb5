package combat

import (
	"math"
	"testing"
)

// crowd is an arena with the attacker (fighter 0) at the centre facing right
// and n enemies in rings around it, some within the blade's reach.
func crowd(n int) *Arena {
	a := testArena()
	a.Add(body(640, 360, 0, 0))
	for k := range n {
		ang := float64(k) * 2.399963 // golden angle: spread evenly
		r := 30 + 3*float64(k)
		f := body(640+r*math.Cos(ang), 360+r*math.Sin(ang), ang+math.Pi, 1)
		f.MaxHealth, f.Health = 1e15, 1e15
		a.Add(f)
	}
	return a
}

// quarterSwing sweeps the blade a quarter turn in a new window each call.
func quarterSwing(a *Arena, window uint64, hits []Hit) []Hit {
	return a.Sweep(0, Swing{Window: window, Box: bladeRight, Prev: bladeUp}, jab, hits[:0])
}

func TestSteadyTickAllocatesNothing(t *testing.T) {
	a := crowd(100)
	hits := make([]Hit, 0, 128)
	window := uint64(0)
	tests := []struct {
		name string
		tick func()
	}{
		{"Sweep", func() { window++; hits = quarterSwing(a, window, hits) }},
		{"Step", a.Step},
		{"UpdateTargets", a.UpdateTargets},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if n := testing.AllocsPerRun(100, tt.tick); n != 0 {
				t.Errorf("have %v allocations per call, want 0", n)
			}
		})
	}
	if window > 0 && len(hits) == 0 {
		t.Error("the sweeps hit nobody: the crowd is out of reach")
	}
}

// BenchmarkSweep100 is one trace sweep (a quarter turn, so the most hulls)
// against 100 fighters, resolving the hits it finds.
func BenchmarkSweep100(b *testing.B) {
	a := crowd(100)
	hits := make([]Hit, 0, 128)
	window := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		window++
		hits = quarterSwing(a, window, hits)
	}
	b.ReportMetric(float64(len(hits)), "hits/sweep")
}

// BenchmarkTick100 is a whole combat tick for 101 fighters: Step,
// UpdateTargets and every fighter sweeping.
func BenchmarkTick100(b *testing.B) {
	a := crowd(100)
	hits := make([]Hit, 0, 1024)
	tick := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		tick++
		a.Step()
		a.UpdateTargets()
		hits = hits[:0]
		for i := range a.Len() {
			hits = a.Sweep(i, Swing{Window: tick / 8, Box: bladeRight, Prev: bladeUp}, jab, hits)
		}
	}
}
