package combat

import (
	"math"
	"testing"
)

func TestTargetSelection(t *testing.T) {
	tests := []struct {
		name     string
		others   []Fighter // the player is fighter 0 at (400,360) facing right
		want     int
		wantDist float64
	}{
		{"nearest in front", []Fighter{body(600, 360, 0, 1), body(500, 360, 0, 1)}, 2, 100},
		{"a nearer one behind is skipped", []Fighter{body(340, 360, 0, 1), body(550, 360, 0, 1)}, 2, 150},
		{"outside the cone", []Fighter{body(400, 460, 0, 1)}, -1, 0},
		{"at the cone's edge (50 of 60 degrees)", []Fighter{body(400+100*math.Cos(deg(50)), 360+100*math.Sin(deg(50)), 0, 1)}, 1, 100},
		{"out of range", []Fighter{body(800, 360, 0, 1)}, -1, 0},
		{"allies are not targets", []Fighter{body(450, 360, 0, 0), body(600, 360, 0, 1)}, 2, 200},
		{"the dead are not targets", []Fighter{{Pos: Vec{X: 450, Y: 360}, Team: 1, Dead: true}, body(600, 360, 0, 1)}, 2, 200},
		{"ties go to the lower index", []Fighter{body(500, 300, 0, 1), body(500, 420, 0, 1)}, 1, math.Hypot(100, 60)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			p := a.Add(body(400, 360, 0, 0))
			for _, o := range tt.others {
				a.Add(o)
			}
			a.UpdateTargets()
			f := a.Fighter(p)
			if f.Target != tt.want || math.Abs(f.TargetDist-tt.wantDist) > 1e-9 {
				t.Fatalf("have target %d at %v, want %d at %v", f.Target, f.TargetDist, tt.want, tt.wantDist)
			}
		})
	}
}

func TestLockOn(t *testing.T) {
	a := testArena()
	p := a.Add(body(400, 360, 0, 0))
	far := a.Add(body(600, 360, 0, 1))
	a.UpdateTargets()
	if !a.ToggleLock(p) || a.Fighter(p).Target != far {
		t.Fatalf("have lock %v on %d, want locked on %d", a.Fighter(p).Locked, a.Fighter(p).Target, far)
	}
	// A nearer enemy in front does not steal the lock, nor turning away.
	near := a.Add(body(480, 360, 0, 1))
	a.Fighter(p).Facing = math.Pi
	a.UpdateTargets()
	if f := a.Fighter(p); f.Target != far || !f.Locked || f.TargetDist != 200 {
		t.Fatalf("have target %d locked %v at %v, want %d locked at 200", f.Target, f.Locked, f.TargetDist, far)
	}
	// Leaving LockRange releases it; with the player facing right again the
	// nearest in front is picked.
	a.Fighter(far).Pos.X = 400 + a.Config.LockRange + 1
	a.Fighter(p).Facing = 0
	a.UpdateTargets()
	if f := a.Fighter(p); f.Target != near || f.Locked {
		t.Fatalf("have target %d locked %v, want %d unlocked", f.Target, f.Locked, near)
	}
	// Locked on near, it dies: the lock drops.
	a.ToggleLock(p)
	a.Fighter(near).SetVital(VitalHealth, 0)
	a.UpdateTargets()
	if f := a.Fighter(p); f.Locked || f.Target == near {
		t.Fatalf("have target %d locked %v, want the lock dropped", f.Target, f.Locked)
	}
	// Toggling again unlocks.
	a.Fighter(far).Pos.X = 600
	a.UpdateTargets()
	a.ToggleLock(p)
	if a.ToggleLock(p) || a.Fighter(p).Locked {
		t.Fatal("second toggle kept the lock")
	}
}

// With nothing in front, ToggleLock takes the nearest enemy in any
// direction within LockRange.
func TestLockOnBehind(t *testing.T) {
	a := testArena()
	p := a.Add(body(400, 360, 0, 0))
	behind := a.Add(body(300, 360, 0, 1))
	a.UpdateTargets()
	if a.Fighter(p).Target != -1 {
		t.Fatalf("have target %d, want none in front", a.Fighter(p).Target)
	}
	if !a.ToggleLock(p) || a.Fighter(p).Target != behind {
		t.Fatalf("have lock on %d, want %d", a.Fighter(p).Target, behind)
	}
	if got := a.AngleTo(p, behind); math.Abs(math.Abs(got)-math.Pi) > 1e-9 {
		t.Errorf("have AngleTo %v, want pi", got)
	}
}
