package items

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// testMappings: the left button attacks; the right one guards on press and
// charges a heavy held 0.4 s (24 ticks).
var testMappings = []Mapping{
	{Input: MouseLeft, Tag: "Light"},
	{Input: MouseRight, Tag: "Guard"},
	{Input: MouseRight, Tag: "Heavy", Trigger: Hold, HoldSeconds: 0.4, HoldTicks: 24},
	{Input: PadRightShoulder, Tag: "Light"},
}

// op is a change on a tick: a button down or up, or other mappings.
type op struct {
	tick     ag.Ticks
	down, up Input
	swap     []Mapping
}

// runMapper runs ticks 0 to until and returns the events as "tick tag moment".
func runMapper(m *Mapper, until ag.Ticks, ops ...op) []string {
	var held Buttons
	var out []string
	var evs []Event
	for tick := ag.Ticks(0); tick <= until; tick++ {
		for _, o := range ops {
			if o.tick != tick {
				continue
			}
			held = held.With(o.down).Without(o.up)
			if o.swap != nil {
				m.SetMappings(o.swap)
			}
		}
		evs = m.Update(held, evs[:0])
		for _, e := range evs {
			out = append(out, fmt.Sprintf("%d %s %s", tick, e.Tag, e.Moment))
		}
	}
	return out
}

func TestMapper(t *testing.T) {
	// AG-END-7: Input Pressed is the key going down or a hold trigger's
	// time completing; Input Released a release after a press or a
	// completed hold; Input Released Early a release before it completes.
	lightOnly := []Mapping{{Input: MouseLeft, Tag: "Light"}, {Input: MouseRight, Tag: "Guard"}}
	for _, c := range []struct {
		name  string
		ops   []op
		until ag.Ticks
		want  []string
	}{
		{"press and release", []op{{tick: 2, down: MouseLeft}, {tick: 5, up: MouseLeft}}, 10,
			[]string{"2 Light inputPressed", "5 Light inputReleased"}},
		{"held for long, pressed once", []op{{tick: 0, down: MouseLeft}}, 200,
			[]string{"0 Light inputPressed"}},
		{"hold completes at exactly holdSeconds", []op{{tick: 10, down: MouseRight}, {tick: 40, up: MouseRight}}, 50,
			[]string{"10 Guard inputPressed", "34 Heavy inputPressed", "40 Guard inputReleased", "40 Heavy inputReleased"}},
		{"released the tick before the hold completes", []op{{tick: 10, down: MouseRight}, {tick: 33, up: MouseRight}}, 50,
			[]string{"10 Guard inputPressed", "33 Guard inputReleased", "33 Heavy inputReleasedEarly"}},
		{"released on the tick it would complete", []op{{tick: 10, down: MouseRight}, {tick: 34, up: MouseRight}}, 50,
			[]string{"10 Guard inputPressed", "34 Guard inputReleased", "34 Heavy inputReleasedEarly"}},
		{"hold again after a release", []op{{tick: 0, down: MouseRight}, {tick: 5, up: MouseRight}, {tick: 6, down: MouseRight}}, 40,
			[]string{"0 Guard inputPressed", "5 Guard inputReleased", "5 Heavy inputReleasedEarly", "6 Guard inputPressed", "30 Heavy inputPressed"}},
		{"releases come before presses", []op{{tick: 0, down: MouseRight}, {tick: 30, up: MouseRight, down: MouseLeft}}, 31,
			[]string{"0 Guard inputPressed", "24 Heavy inputPressed", "30 Guard inputReleased", "30 Heavy inputReleased", "30 Light inputPressed"}},
		{"two devices at once", []op{{tick: 0, down: MouseLeft}, {tick: 1, down: PadRightShoulder}, {tick: 2, up: MouseLeft}, {tick: 3, up: PadRightShoulder}}, 5,
			[]string{"0 Light inputPressed", "1 Light inputPressed", "2 Light inputReleased", "3 Light inputReleased"}},
		{"unmapped buttons send nothing", []op{{tick: 0, down: KeyQ}, {tick: 3, up: KeyQ}}, 5, nil},
		{"swap mid-hold: no stray press or release", []op{{tick: 0, down: MouseRight}, {tick: 10, swap: lightOnly}, {tick: 40, up: MouseRight}, {tick: 50, down: MouseRight}}, 60,
			[]string{"0 Guard inputPressed", "50 Guard inputPressed"}},
		{"swap with a press held", []op{{tick: 0, down: MouseLeft}, {tick: 5, swap: testMappings}, {tick: 8, up: MouseLeft}}, 10,
			[]string{"0 Light inputPressed"}},
		{"swap, then a fresh press counts", []op{{tick: 0, down: MouseLeft}, {tick: 5, swap: lightOnly}, {tick: 5, down: MouseRight}, {tick: 6, up: MouseRight}}, 10,
			[]string{"0 Light inputPressed", "5 Guard inputPressed", "6 Guard inputReleased"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			have := runMapper(NewMapper(testMappings), c.until, c.ops...)
			if !slices.Equal(have, c.want) {
				t.Errorf("events:\nhave %q\nwant %q", have, c.want)
			}
		})
	}
}

func TestMapperCharge(t *testing.T) {
	m := NewMapper(testMappings)
	if _, _, ok := m.Charge(); ok {
		t.Error("charging with no button held")
	}
	runMapper(m, 12, op{tick: 0, down: MouseRight})
	if tag, p, ok := m.Charge(); !ok || tag != "Heavy" || p != 0.5 {
		t.Errorf("Charge() = %q, %v, %v; want Heavy, 0.5, true", tag, p, ok)
	}
	runMapper(m, 12)
	if _, _, ok := m.Charge(); ok {
		t.Error("still charging after the hold completed")
	}
}

func TestMapperAllocatesNothing(t *testing.T) {
	m := NewMapper(testMappings)
	evs := make([]Event, 0, 8)
	tick := 0
	allocs := testing.AllocsPerRun(1000, func() {
		var held Buttons
		if tick%40 < 30 {
			held = held.With(MouseRight)
		}
		if tick%7 < 3 {
			held = held.With(MouseLeft)
		}
		evs = m.Update(held, evs[:0])
		tick++
	})
	if allocs != 0 {
		t.Errorf("Update allocates %v times a tick, want 0", allocs)
	}
}

func TestInputNames(t *testing.T) {
	names := InputNames()
	if len(names) != int(numInputs)-1 {
		t.Fatalf("%d names for %d inputs", len(names), numInputs-1)
	}
	var all Buttons
	for _, n := range names {
		in, ok := ParseInput(n)
		if !ok || in.String() != n {
			t.Errorf("ParseInput(%q) = %v, %v", n, in, ok)
		}
		wantPad := strings.HasPrefix(n, "pad.")
		if (in.Device() == Gamepad) != wantPad {
			t.Errorf("%s: device %s", n, in.Device())
		}
		if all.Has(in) {
			t.Errorf("%s shares a bit", n)
		}
		all = all.With(in)
	}
	if _, ok := ParseInput("mouse.Left"); ok {
		t.Error("names are case-sensitive")
	}
	if all.With(NoInput) != all || all.Has(NoInput) || all.Without(MouseLeft).Has(MouseLeft) {
		t.Error("Buttons With, Without or Has")
	}
}
