package actiongraph_test

import (
	"fmt"
	"slices"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// supNotes records what a NotifyListener hears, with the component's tick.
type supNotes struct {
	c   *ag.Component
	log []string
}

func (n *supNotes) NotifyBegin(r *ag.Run, nt *ag.Notify) {
	n.log = append(n.log, fmt.Sprintf("%d begin %s in %s at %d", n.c.Now(), nt.Name, r.Node().Name, r.Elapsed()))
}

func (n *supNotes) NotifyEnd(r *ag.Run, nt *ag.Notify, cut bool) {
	how := "end"
	if cut {
		how = "cut"
	}
	n.log = append(n.log, fmt.Sprintf("%d %s %s in %s at %d", n.c.Now(), how, nt.Name, r.Node().Name, r.Elapsed()))
}

// TestNotifyStatesBeginAndEnd checks the montage notify states a
// NotifyListener hears (the page's OnMontageNotifyBegin and End): each run
// of a node gets its own begin and end, a cut ends what it is inside, two
// states that touch end and begin on one tick, and a run from a section
// inside a state begins it at once. Point notifies are not states.
// AG-HOOK-4
func TestNotifyStatesBeginAndEnd(t *testing.T) {
	tests := []struct {
		name string
		// act presses and ticks; light starts "Swing", dodge "Swing B"
		// (section B, at 0.5 s), and "I" interrupts.
		act  []string
		want []string
	}{
		{"a whole run", []string{"light", "100"}, []string{
			"12 begin trace:a in Swing at 12", "24 end trace:a in Swing at 24",
			"24 begin trace:b in Swing at 24", "36 end trace:b in Swing at 36",
		}},
		{"cut inside a state", []string{"light", "30", "I", "100"}, []string{
			"12 begin trace:a in Swing at 12", "24 end trace:a in Swing at 24",
			"24 begin trace:b in Swing at 24", "30 cut trace:b in Swing at 30",
		}},
		{"a new run of the same node begins anew", []string{"light", "30", "I", "light", "50"}, []string{
			"12 begin trace:a in Swing at 12", "24 end trace:a in Swing at 24",
			"24 begin trace:b in Swing at 24", "30 cut trace:b in Swing at 30",
			"42 begin trace:a in Swing at 12",
		}},
		{"from a section inside a state", []string{"dodge", "100"}, []string{
			"0 begin trace:b in Swing B at 0", "6 end trace:b in Swing B at 6",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := supHost()
			h.AddMontage(&ag.Montage{Name: "AM_States", Length: 1,
				Sections: []ag.Section{{Name: "A"}, {Name: "B", Start: 0.5}},
				Notifies: []ag.Notify{
					{Name: "footstep", Start: 0.1, End: 0.1},
					{Name: "trace:a", Start: 0.2, End: 0.4},
					{Name: "trace:b", Start: 0.4, End: 0.6},
				}})
			g := ag.NewGraph("G")
			g.AddNode(supMontageNode("Swing", "AM_States"))
			g.AddNode(ag.NewNode("Swing B", &ag.MontagePayload{Montage: "AM_States", Section: "B"}))
			g.Connect(supWire(ag.RootName, "Swing", supLA))
			g.Connect(supWire(ag.RootName, "Swing B", supDodge))
			s := supNewRig(t, g, h)
			notes := &supNotes{c: s.c}
			s.c.SetNotifyListener(notes)
			for _, a := range tt.act {
				switch a {
				case "light":
					s.press(supLA)
				case "dodge":
					s.press(supDodge)
				case "I":
					s.c.Interrupt()
				default:
					var at ag.Ticks
					fmt.Sscan(a, &at)
					s.tickTo(at)
				}
			}
			if !slices.Equal(notes.log, tt.want) {
				t.Errorf("heard:\nhave %q\nwant %q", notes.log, tt.want)
			}
		})
	}
}
