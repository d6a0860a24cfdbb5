package actiongraph_test

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// supDraw is an input tag outside the graph's wires, as a game's item draw is.
const supDraw = "UPC.Input.Draw"

// TestQueryCancellable asks whether a press of a tag would cut the running
// move now, by the node's cancel rules alone: Can be Cancelled, Cancel Window
// Start (0.1 s: tick 6), Cancellable by Inputs and Ignored Cancel Inputs, and
// never the input that started the move. Nothing changes by asking.
// AG-IN-5 AG-IN-6 AG-IN-7 AG-IN-11
func TestQueryCancellable(t *testing.T) {
	tests := []struct {
		name    string
		cancel  bool
		by      []string
		ignored []string
		at      ag.Ticks
		tag     string
		want    bool
	}{
		{"at ROOT nothing is cut", true, nil, nil, -1, supDraw, false},
		{"not cancellable", false, nil, nil, 20, supDraw, false},
		{"before Cancel Window Start", true, nil, nil, 5, supDraw, false},
		{"at Cancel Window Start", true, nil, nil, 6, supDraw, true},
		{"the move's own input", true, nil, nil, 20, supLA, false},
		{"listed", true, []string{supDraw}, nil, 20, supDraw, true},
		{"not listed", true, []string{supDodge}, nil, 20, supDraw, false},
		{"ignored beats listed", true, []string{supDraw}, []string{supDraw}, 20, supDraw, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := supLightGraph()
			n := g.Node("Light 1")
			n.CanBeCancelled, n.CancellableByInputs, n.IgnoredCancelInputs = tt.cancel, tt.by, tt.ignored
			s := supNewRig(t, g, nil)
			if tt.at >= 0 {
				supWantResult(t, "press", s.press(supLA), ag.Entered)
				s.tickTo(tt.at)
			}
			before := len(s.rec.events)
			if have := s.c.Cancellable(tt.tag); have != tt.want {
				t.Errorf("have Cancellable(%s) %t in %q at %d, want %t", tt.tag, have, s.node(), tt.at, tt.want)
			}
			if len(s.rec.events) != before || (tt.at >= 0 && s.node() != "Light 1") {
				t.Errorf("asking changed the component: node %q, events %v", s.node(), s.rec.lines()[before:])
			}
		})
	}
}

// TestQueryRootAnswer asks which node a press would start from ROOT now: the
// winning transition by priority and conditions, the stick read from the
// host, nil when no wire's tags and conditions pass. Nothing changes by asking.
// AG-IN-2 AG-IN-3 AG-COND-1
func TestQueryRootAnswer(t *testing.T) {
	g := supLightGraph()
	g.AddNode(supMontageNode("Lunge", supLight))
	g.AddNode(supMontageNode("Shield Bash", supLight))
	lunge := supWire(ag.RootName, "Lunge", supLA)
	lunge.Priority = 1
	lunge.Conditions = []ag.Condition{&ag.DirectionCondition{Direction: ag.Forward}}
	g.Connect(lunge)
	bash := supWire(ag.RootName, "Shield Bash", supGuard)
	bash.RequiredTags, bash.BlockedTags = []string{"UPC.Item.Shield"}, []string{"UPC.State.Tired"}
	g.Connect(bash)
	tests := []struct {
		name  string
		tag   string
		stick ag.Direction
		tags  []string
		want  string
	}{
		{"plain press", supLA, ag.Neutral, nil, "Light 1"},
		{"higher priority whose condition passes", supLA, ag.Forward, nil, "Lunge"},
		{"nothing answers", supDodge, ag.Neutral, nil, ""},
		{"required tag missing", supGuard, ag.Neutral, nil, ""},
		{"required tag present", supGuard, ag.Neutral, []string{"UPC.Item.Shield"}, "Shield Bash"},
		{"blocked beats required", supGuard, ag.Neutral, []string{"UPC.Item.Shield", "UPC.State.Tired"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := supNewRig(t, g, nil)
			s.host.StickDir = tt.stick
			for _, tag := range tt.tags {
				s.host.AddTag(tag)
			}
			have := ""
			if n := s.c.RootAnswer(tt.tag); n != nil {
				have = n.Name
			}
			if have != tt.want || len(s.rec.events) != 0 || !s.c.Idle() {
				t.Errorf("have %q (events %v, idle %t), want %q and nothing sent", have, s.rec.lines(), s.c.Idle(), tt.want)
			}
		})
	}
}
