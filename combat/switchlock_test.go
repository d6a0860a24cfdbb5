package combat

import (
	"math"
	"testing"
)

// TestSwitchLock is the right stick's flick: which enemy the lock moves to.
// The player is fighter 0 at (400,360); with lockOn it is first locked on
// fighter 1.
func TestSwitchLock(t *testing.T) {
	left, right, up, down := Vec{X: -1}, Vec{X: 1}, Vec{Y: -1}, Vec{Y: 1}
	tests := []struct {
		name     string
		others   []Fighter
		lockOn   bool
		dir      Vec
		want     int // the target afterwards
		wantMove bool
	}{
		{"right of the target, the nearest to it",
			[]Fighter{body(500, 360, 0, 1), body(700, 360, 0, 1), body(600, 370, 0, 1)}, true, right, 3, true},
		{"left of the target",
			[]Fighter{body(500, 360, 0, 1), body(300, 360, 0, 1), body(700, 360, 0, 1)}, true, left, 2, true},
		{"nothing right of the target: the lock stays",
			[]Fighter{body(500, 360, 0, 1), body(300, 360, 0, 1)}, true, right, 1, false},
		{"above the target, in the 60-degree cone before a nearer one at 80 degrees",
			[]Fighter{body(500, 360, 0, 1), body(560, 200, 0, 1), body(520, 350, 0, 1)}, true, up, 2, true},
		{"only at 80 degrees: the 90-degree fallback takes it",
			[]Fighter{body(500, 360, 0, 1), body(600, 342, 0, 1)}, true, up, 2, true},
		{"the flick's length does not matter",
			[]Fighter{body(500, 360, 0, 1), body(500, 450, 0, 1)}, true, Vec{Y: 0.3}, 2, true},
		{"unlocked: from the player, and it locks",
			[]Fighter{body(300, 360, 0, 1), body(520, 360, 0, 1)}, false, right, 2, true},
		{"allies and the dead are skipped",
			[]Fighter{body(500, 360, 0, 1), body(560, 360, 0, 0), {Pos: Vec{X: 580, Y: 360}, Team: 1, Dead: true}, body(650, 360, 0, 1)}, true, right, 4, true},
		{"beyond LockRange of the player",
			[]Fighter{body(500, 360, 0, 1), body(400+521, 360, 0, 1)}, true, right, 1, false},
		{"at exactly 90 degrees either side, the lower index",
			[]Fighter{body(500, 360, 0, 1), body(500, 260, 0, 1), body(500, 460, 0, 1)}, true, right, 2, true},
		{"down, ties to the lower index",
			[]Fighter{body(500, 360, 0, 1), body(450, 460, 0, 1), body(550, 460, 0, 1)}, true, down, 2, true},
		{"a centred stick does nothing",
			[]Fighter{body(500, 360, 0, 1), body(600, 360, 0, 1)}, true, Vec{}, 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := testArena()
			p := a.Add(body(400, 360, 0, 0))
			for _, o := range tt.others {
				a.Add(o)
			}
			if tt.lockOn {
				f := a.Fighter(p)
				f.Target, f.Locked = 1, true
			}
			moved := a.SwitchLock(p, tt.dir)
			f := a.Fighter(p)
			if f.Target != tt.want || moved != tt.wantMove || !f.Locked && (tt.lockOn || moved) {
				t.Fatalf("have target %d moved %v locked %v, want %d moved %v locked", f.Target, moved, f.Locked, tt.want, tt.wantMove)
			}
			if want := a.Fighter(tt.want).Pos.Distance(f.Pos); tt.wantMove && math.Abs(f.TargetDist-want) > 1e-9 {
				t.Errorf("have TargetDist %v, want %v", f.TargetDist, want)
			}
		})
	}
}

// TestSwitchLockKept: after a switch, UpdateTargets keeps the new lock
// though a nearer enemy stands in front.
func TestSwitchLockKept(t *testing.T) {
	a := testArena()
	p := a.Add(body(400, 360, 0, 0))
	a.Add(body(480, 360, 0, 1))
	far := a.Add(body(450, 500, 0, 1))
	a.UpdateTargets()
	a.ToggleLock(p)
	if !a.SwitchLock(p, Vec{Y: 1}) {
		t.Fatal("have no switch, want one down to the far enemy")
	}
	a.UpdateTargets()
	if f := a.Fighter(p); f.Target != far || !f.Locked {
		t.Fatalf("have target %d locked %v, want %d locked", f.Target, f.Locked, far)
	}
}
