package controls

import "testing"

// TestFlick turns stick positions into flicks.
func TestFlick(t *testing.T) {
	type at struct{ x, y float64 }
	tests := []struct {
		name   string
		sticks []at
		want   []int // the frames that flick
		dir    at    // the last flick's direction
	}{
		{"a flick right", []at{{0, 0}, {0.5, 0}, {1, 0}, {1, 0}}, []int{2}, at{1, 0}},
		{"held out: one flick", []at{{0, 0}, {1, 0}, {1, 0}, {0.9, 0.1}}, []int{1}, at{1, 0}},
		{"back to the centre, again", []at{{0, 0}, {-1, 0}, {0.1, 0}, {-1, 0}}, []int{1, 3}, at{-1, 0}},
		{"not back far enough: no second", []at{{0, 0}, {0, -1}, {0, -0.5}, {0, -1}}, []int{1}, at{0, -1}},
		{"pushed from the first frame: none until centred", []at{{-1, 0}, {-1, 0}, {0, 0}, {0, 1}}, []int{3}, at{0, 1}},
		{"a push short of FlickOut", []at{{0, 0}, {0.6, 0}, {0, 0}}, nil, at{}},
		{"diagonal, as a unit vector", []at{{0, 0}, {0.6, 0.8}}, []int{1}, at{0.6, 0.8}},
	}
	for _, tt := range tests {
		var f Flick
		var have []int
		var dir at
		for i, s := range tt.sticks {
			if dx, dy, ok := f.Update(s.x, s.y); ok {
				have, dir = append(have, i), at{dx, dy}
			}
		}
		if len(have) != len(tt.want) || dir != tt.dir {
			t.Errorf("%s: have flicks %v towards %v, want %v towards %v", tt.name, have, dir, tt.want, tt.dir)
			continue
		}
		for i := range have {
			if have[i] != tt.want[i] {
				t.Errorf("%s: have flicks %v, want %v", tt.name, have, tt.want)
			}
		}
	}
}

// TestStep reads a flick as a menu step.
func TestStep(t *testing.T) {
	for _, tt := range []struct {
		dx, dy float64
		want   int
	}{{0, -1, -1}, {0, 1, 1}, {1, 0, 0}, {-0.6, 0.8, 1}, {0.8, -0.6, 0}} {
		if have := Step(tt.dx, tt.dy); have != tt.want {
			t.Errorf("Step(%v, %v): have %d, want %d", tt.dx, tt.dy, have, tt.want)
		}
	}
}
