package items

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestLatch feeds a Latch frame by frame (the presses noted since the last
// tick, the buttons held as the device reads them) and checks the buttons
// each tick plays, and what a Mapper with a pressed mapping sends from them.
func TestLatch(t *testing.T) {
	a := Buttons(0).With(MouseLeft)
	b := Buttons(0).With(KeySpace)
	type frame struct {
		press, held Buttons
	}
	tests := []struct {
		name   string
		frames []frame
		want   []Buttons
		// presses is how many inputPressed events a pressed mapping on
		// mouse.left sends over the frames.
		presses int
	}{
		{"a held press", []frame{{a, a}, {0, a}, {0, 0}}, []Buttons{a, a, 0}, 1},
		{"a press released within the frame", []frame{{a, 0}, {0, 0}}, []Buttons{a, 0}, 1},
		{"a press seen before the device shows it", []frame{{a, 0}, {0, a}, {0, a}, {0, 0}}, []Buttons{a, a, a, 0}, 1},
		{"two quick taps a frame apart", []frame{{a, 0}, {a, 0}, {0, 0}}, []Buttons{a, 0, a}, 2},
		{"released and pressed again within a frame", []frame{{a, a}, {0, a}, {a, a}, {0, a}}, []Buttons{a, a, 0, a}, 2},
		{"held, then a quick tap of another", []frame{{a, a}, {b, a}, {0, a}}, []Buttons{a, a | b, a}, 1},
		{"nothing noted: the held buttons pass", []frame{{0, a | b}, {0, b}}, []Buttons{a | b, b}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var l Latch
			m := NewMapper([]Mapping{{Input: MouseLeft, Tag: "Light", Trigger: Pressed}})
			var events []Event
			presses := 0
			for i, f := range tt.frames {
				l.Press(f.press)
				have := l.Tick(f.held)
				if have != tt.want[i] {
					t.Fatalf("frame %d: have %b, want %b", i, have, tt.want[i])
				}
				events = m.Update(have, events[:0])
				for _, e := range events {
					if e.Moment == ag.InputPressed {
						presses++
					}
				}
			}
			for range 2 { // release everything
				for _, e := range m.Update(l.Tick(0), events[:0]) {
					if e.Moment == ag.InputPressed {
						presses++
					}
				}
			}
			if presses != tt.presses {
				t.Errorf("have %d presses through the mapper, want %d", presses, tt.presses)
			}
		})
	}
}

// TestLatchAllocates nothing on a tick.
func TestLatchAllocates(t *testing.T) {
	var l Latch
	if n := testing.AllocsPerRun(100, func() {
		l.Press(Buttons(0).With(KeyE))
		l.Tick(Buttons(0).With(KeyQ))
	}); n != 0 {
		t.Errorf("have %v allocations a tick, want 0", n)
	}
}

// TestLatchReset forgets what was noted.
func TestLatchReset(t *testing.T) {
	var l Latch
	l.Press(Buttons(0).With(KeyE))
	l.Reset()
	if have := l.Tick(0); have != 0 {
		t.Errorf("have %b after Reset, want 0", have)
	}
}
