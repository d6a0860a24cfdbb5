package combat

import (
	"math"
	"testing"
)

func TestMoveStaysInBounds(t *testing.T) {
	tests := []struct {
		name string
		move Vec
		want Vec // after two seconds
	}{
		{"left wall", Vec{X: -900}, Vec{X: 16 + 14, Y: 360}},
		{"bottom wall", Vec{Y: 900}, Vec{X: 400, Y: 720 - 16 - 14}},
		{"corner", Vec{X: 900, Y: -900}, Vec{X: 1280 - 16 - 14, Y: 16 + 14}},
		{"free walk", Vec{X: 60}, Vec{X: 520, Y: 360}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			i := a.Add(body(400, 360, 0, 0))
			a.Fighter(i).Move = tt.move
			for range 120 {
				a.Step()
			}
			if have := a.Fighter(i).Pos; have.Sub(tt.want).Magnitude() > 1e-9 {
				t.Errorf("have %v, want %v", have, tt.want)
			}
		})
	}
}

// Staggered, frozen and dead fighters do not walk.
func TestMoveIgnoredWhileReeling(t *testing.T) {
	tests := []struct {
		name string
		set  func(f *Fighter)
	}{
		{"staggered", func(f *Fighter) { f.Stagger = 30 }},
		{"hitstop", func(f *Fighter) { f.Hitstop = 30 }},
		{"dead", func(f *Fighter) { f.SetVital(VitalHealth, 0) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			i := a.Add(body(400, 360, 0, 0))
			f := a.Fighter(i)
			f.Move = Vec{X: 100}
			tt.set(f)
			for range 30 {
				a.Step()
			}
			if f.Pos != (Vec{X: 400, Y: 360}) {
				t.Errorf("have %v, want still at 400,360", f.Pos)
			}
		})
	}
}

func TestSeparation(t *testing.T) {
	tests := []struct {
		name string
		at   []Vec
	}{
		{"two overlapping", []Vec{{X: 400, Y: 360}, {X: 410, Y: 362}}},
		{"on one spot", []Vec{{X: 400, Y: 360}, {X: 400, Y: 360}}},
		{"a crowd", []Vec{{X: 400, Y: 360}, {X: 405, Y: 360}, {X: 400, Y: 366}, {X: 396, Y: 357}, {X: 402, Y: 351}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			for _, p := range tt.at {
				a.Add(body(p.X, p.Y, 0, 0))
			}
			for range 60 {
				a.Step()
			}
			fs := a.Fighters()
			for i := range fs {
				for j := i + 1; j < len(fs); j++ {
					if d := fs[i].Pos.Distance(fs[j].Pos); d < fs[i].Radius+fs[j].Radius-0.5 {
						t.Errorf("fighters %d and %d overlap: %v apart", i, j, d)
					}
				}
			}
		})
	}
}

// The same calls give the same fighters, bit for bit.
func TestDeterminism(t *testing.T) {
	run := func() []Fighter {
		a := testArena()
		for k := range 12 {
			ang := float64(k) * 2 * math.Pi / 12
			a.Add(body(640+120*math.Cos(ang), 360+120*math.Sin(ang), ang+math.Pi, k%3))
		}
		var hits []Hit
		for tick := range 600 {
			for i := range a.Len() {
				f := a.Fighter(i)
				f.Move = Vec{X: 640 - f.Pos.X, Y: 360 - f.Pos.Y}
				f.Facing += 0.05 * float64(i%4-1)
			}
			a.Step()
			a.UpdateTargets()
			for i := range a.Len() {
				if (tick+i)%40 < 8 {
					box := bladeUp
					if (tick+i)%40 >= 4 {
						box = bladeRight
					}
					hits = a.Sweep(i, Swing{Window: uint64(tick+i) / 40, Box: box}, jab, hits[:0])
				}
			}
		}
		return append([]Fighter(nil), a.Fighters()...)
	}
	first, second := run(), run()
	dead := 0
	for i := range first {
		if first[i] != second[i] {
			t.Errorf("fighter %d differs:\n%+v\n%+v", i, first[i], second[i])
		}
		if first[i].Dead {
			dead++
		}
	}
	if dead == 0 {
		t.Error("nobody died in 10 s of swinging: the scenario tests nothing")
	}
}
