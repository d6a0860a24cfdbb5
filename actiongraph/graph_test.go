package actiongraph_test

import (
	"slices"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestGraphCompileBuildsTransitionLists checks that ROOT is node 0 and that
// compiling fills each node's transition list from the wires, in wire order,
// once however often it runs.
// AG-GRAPH-1
func TestGraphCompileBuildsTransitionLists(t *testing.T) {
	g := ag.NewGraph("AG_Test")
	if len(g.Nodes) != 1 || g.Nodes[0].Name != ag.RootName || g.Root() != g.Nodes[0] {
		t.Fatalf("NewGraph: have nodes %v, want only ROOT", g.Nodes)
	}
	g.AddNode(supMontageNode("Light 1", supLight))
	g.AddNode(supMontageNode("Light 2", supLight))
	g.AddNode(supMontageNode("Parry", supParry))
	w0 := g.Connect(supWire(ag.RootName, "Light 1", supLA))
	w1 := g.Connect(supWire("Light 1", "Light 2", supLA))
	w2 := g.Connect(supWire("Light 1", "Parry", supGuard))
	w3 := g.Connect(supWire("Light 1", "Light 2", supHeavy))
	for range 2 {
		if ps := g.Compile(supHost()); len(ps) != 0 {
			t.Fatalf("Compile: have %v, want no problems", ps)
		}
	}
	if !g.Compiled() {
		t.Fatal("Compiled() is false after a clean compile")
	}
	l1 := g.Node("Light 1")
	if have, want := l1.Transitions, []*ag.Transition{w1, w2, w3}; !slices.Equal(have, want) {
		t.Errorf("Light 1 transitions: have %d wires, want %d in wire order", len(have), len(want))
	}
	if have := g.Root().Transitions; !slices.Equal(have, []*ag.Transition{w0}) {
		t.Errorf("ROOT transitions: have %v, want [w0]", have)
	}
	if w1.FromNode() != l1 || w1.ToNode() != g.Node("Light 2") {
		t.Errorf("wire 1 ends: have %v -> %v", w1.FromNode(), w1.ToNode())
	}
	if have, want := l1.Offers(), []string{supLA, supGuard, supHeavy}; !slices.Equal(have, want) {
		t.Errorf("Light 1 offers: have %v, want %v", have, want)
	}
	for i, n := range g.Nodes {
		if n.Index() != i {
			t.Errorf("node %q: have index %d, want %d", n.Name, n.Index(), i)
		}
	}
	g.AddNode(supMontageNode("Late", supLight))
	if g.Compiled() {
		t.Error("Compiled() stays true after AddNode")
	}
}

// TestGraphLoadedFromTextPlays checks that a graph written as a text file
// loads with ROOT implicit and compiles into a graph that plays.
// AG-GRAPH-1
func TestGraphLoadedFromTextPlays(t *testing.T) {
	g := supLoad(t, "first.json", `{"name": "AG_MyFirstGraph",
  "nodes": [{ "name": "Light 1", "payload": { "type": "playMontage", "montage": "AM_Attack_Light" } },
    { "name": "Light 2", "payload": { "type": "playMontage", "montage": "AM_Attack_Light" } }],
  "transitions": [{ "from": "ROOT", "to": "Light 1", "firesOn": "inputPressed", "inputTag": "UPC.Input.LightAttack" },
    { "from": "Light 1", "to": "Light 2", "firesOn": "inputPressed", "inputTag": "UPC.Input.LightAttack" }]
}`, nil)
	if have := len(g.Nodes); have != 3 || g.Nodes[0].Name != ag.RootName {
		t.Fatalf("loaded nodes: have %d, want ROOT plus 2", have)
	}
	if g.File() != "first.json" {
		t.Errorf("File(): have %q, want first.json", g.File())
	}
	s := supNewRig(t, g, nil)
	if !g.Compiled() {
		t.Fatal("SetGraph did not compile the loaded graph")
	}
	s.press(supLA)
	s.tickTo(25)
	s.press(supLA)
	s.tickTo(42)
	if s.node() != "Light 2" {
		t.Errorf("at tick 42: have node %q, want Light 2", s.node())
	}

	ps := supLoad(t, "root.json", `{"nodes":[{"name":"ROOT"}]}`, nil).Compile(nil)
	if len(supFind(ps.Errors(), "nodes[0].name", "implicit")) == 0 {
		t.Errorf("listing ROOT: have %v, want an error that ROOT is implicit", ps)
	}
}

// TestGraphSettingsDefaults checks the graph settings' defaults, in code and
// in a file that leaves them out, and that a file sets them.
// AG-GRAPH-2
func TestGraphSettingsDefaults(t *testing.T) {
	minimal := supLoad(t, "min.json", `{"name":"G","nodes":[]}`, nil)
	set := supLoad(t, "set.json", `{"name":"G","nodes":[],"defaultInputBufferMode":"acceptFirst",
		"lateInputGrace":0.1,"heldInputRestartWindow":0}`, nil)
	tests := []struct {
		name       string
		g          *ag.Graph
		mode       ag.BufferMode
		late, held float64
	}{
		{"NewGraph", ag.NewGraph("G"), ag.AcceptLast, 0.25, 0.35},
		{"file without settings", minimal, ag.AcceptLast, 0.25, 0.35},
		{"file with settings", set, ag.AcceptFirst, 0.1, 0},
	}
	for _, tt := range tests {
		if tt.g.DefaultInputBufferMode != tt.mode || tt.g.LateInputGrace != tt.late || tt.g.HeldInputRestartWindow != tt.held {
			t.Errorf("%s: have %v %v %v, want %v %v %v", tt.name, tt.g.DefaultInputBufferMode,
				tt.g.LateInputGrace, tt.g.HeldInputRestartWindow, tt.mode, tt.late, tt.held)
		}
	}
}

// TestGraphSettingsDefaultsAct checks that the default settings act as the
// page gives them: Accept Last keeps the newer of two early presses, Late
// Input Grace lasts 0.25 s (15 ticks) and a root-only press expires 0.35 s
// (21 ticks) after it was made.
// AG-GRAPH-2
func TestGraphSettingsDefaultsAct(t *testing.T) {
	build := func() *ag.Graph {
		g := supLightGraph()
		g.AddNode(supMontageNode("Heavy 2", supLight))
		g.AddNode(supMontageNode("Dodge", supDodgeAM))
		g.Connect(supWire("Light 1", "Heavy 2", supHeavy))
		g.Connect(supWire(ag.RootName, "Dodge", supDodge))
		return g
	}
	// Accept Last: the heavy press, made after the light one, wins at the window.
	s := supNewRig(t, build(), nil)
	s.press(supLA)
	s.tickTo(10)
	s.press(supLA)
	s.tickTo(20)
	s.press(supHeavy)
	s.tickTo(42)
	if s.node() != "Heavy 2" {
		t.Errorf("accept last: have %q at the window, want Heavy 2", s.node())
	}
	// Late Input Grace: Light 1 ends at 96; a press at 111 still chains, at
	// 112 it does not. Held Input Restart Window: a dodge pressed 21 ticks
	// before Light 1 ends plays as it ends; one pressed 22 ticks before does not.
	for _, tc := range []struct {
		tag     string
		at, end ag.Ticks
		want    string
	}{{supLA, 111, 111, "Light 2"}, {supLA, 112, 112, "Light 1"}, {supDodge, 75, 96, "Dodge"}, {supDodge, 74, 96, ag.RootName}} {
		s := supNewRig(t, build(), nil)
		s.press(supLA)
		s.tickTo(tc.at)
		s.press(tc.tag)
		if s.tickTo(tc.end); s.node() != tc.want {
			t.Errorf("%s at tick %d: have %q at %d, want %q", tc.tag, tc.at, s.node(), tc.end, tc.want)
		}
	}
}

// TestGraphNodeSettings checks that a node carries its name, payload,
// Execution, Cancellation, Applied Tags, Costs, Gates and Hooks with the
// page's defaults, and its transitions once compiled.
// AG-GRAPH-3
func TestGraphNodeSettings(t *testing.T) {
	n := ag.NewNode("Light 1", nil)
	if _, ok := n.Payload.(ag.NoPayload); !ok {
		t.Errorf("NewNode with nil payload: have %T, want NoPayload", n.Payload)
	}
	if n.Name != "Light 1" || n.CanBeCancelled || n.CancelWindowStart != 0.1 ||
		n.WhenNoWindowIsAuthored != ag.AtCompletion || n.InputBufferOverride != ag.UseGraphDefault ||
		n.HasLateInputGrace || n.RetriggerFromRootOnFailedStart || n.Spacing != ag.DefaultSpacing {
		t.Errorf("NewNode defaults: have %+v", n)
	}
	g := supLoad(t, "node.json", `{"name":"G","nodes":[{
  "name": "Light 1",
  "payload": { "type": "delay", "delaySeconds": 0.3 },
  "whenNoWindowIsAuthored": "fromEntry", "inputBufferOverride": "ignore",
  "lateInputGrace": 0.5, "retriggerFromRootOnFailedStart": true,
  "canBeCancelled": true, "cancelWindowStart": 0.2,
  "cancellableByInputs": ["UPC.Input.Dodge"], "ignoredCancelInputs": ["UPC.Input.Guard"],
  "appliedTags": ["UPC.State.Swinging"],
  "costs": [{ "type": "vital", "vital": "stamina", "amount": 25 }],
  "gates": [{ "type": "tags", "blockedTags": ["UPC.State.Stunned"] }],
  "hooks": [{ "type": "cancelOnMovement" }],
  "spacing": { "stopDistance": 25, "makeRoomSeconds": 0 }
}],"transitions":[{"from":"ROOT","to":"Light 1","firesOn":"inputPressed","inputTag":"UPC.Input.LightAttack"}]}`, nil)
	if ps := g.Compile(nil); ps.HasErrors() {
		t.Fatalf("Compile: %v", ps)
	}
	l := g.Node("Light 1")
	if d, ok := l.Payload.(*ag.DelayPayload); !ok || d.Seconds != 0.3 {
		t.Errorf("payload: have %#v, want a 0.3 s delay", l.Payload)
	}
	if l.WhenNoWindowIsAuthored != ag.FromEntry || l.InputBufferOverride != ag.Ignore ||
		!l.HasLateInputGrace || l.LateInputGrace != 0.5 || !l.RetriggerFromRootOnFailedStart {
		t.Errorf("execution settings: have %+v", l)
	}
	if !l.CanBeCancelled || l.CancelWindowStart != 0.2 ||
		!slices.Equal(l.CancellableByInputs, []string{supDodge}) || !slices.Equal(l.IgnoredCancelInputs, []string{supGuard}) {
		t.Errorf("cancellation settings: have %+v", l)
	}
	if !slices.Equal(l.AppliedTags, []string{"UPC.State.Swinging"}) || len(l.Costs) != 1 ||
		len(l.Gates) != 1 || len(l.Hooks) != 1 || l.Spacing != (ag.Spacing{StopDistance: 25, MakeRoomSeconds: 0}) {
		t.Errorf("tags, costs, gates, hooks, spacing: have %+v", l)
	}
	if len(l.Transitions) != 0 || len(g.Root().Transitions) != 1 {
		t.Errorf("transitions: have %d on Light 1 and %d on ROOT, want 0 and 1", len(l.Transitions), len(g.Root().Transitions))
	}
}

// TestGraphToRoot checks the reference page's held guard: a release leads to
// a "To Root" card, which ends the action and returns to ROOT, from the hold
// and, after the raise ends, from the raise.
// AG-GRAPH-4
func TestGraphToRoot(t *testing.T) {
	build := func() *ag.Graph {
		g := ag.NewGraph("AG_Guard")
		g.AddNode(supMontageNode("Guard Raise", supDodgeAM))
		hold := g.AddNode(ag.NewNode("Guard Hold", &ag.HoldPayload{OpenActionWindow: true}))
		hold.AppliedTags = []string{"UPC.State.Blocking"}
		tr := g.AddNode(ag.NewNode("To Root", nil))
		tr.ReturnToRoot = true
		g.Connect(supWire(ag.RootName, "Guard Raise", supGuard))
		g.Connect(supAuto("Guard Raise", "Guard Hold", ag.ActionCompleted))
		g.Connect(&ag.Transition{From: "Guard Raise", To: "To Root", FiresOn: ag.InputReleased, InputTag: supGuard})
		g.Connect(&ag.Transition{From: "Guard Hold", To: "To Root", FiresOn: ag.InputReleased, InputTag: supGuard})
		return g
	}
	s := supNewRig(t, build(), nil)
	s.press(supGuard)
	s.tickTo(50)
	supWantResult(t, "release in the hold", s.release(supGuard), ag.Entered)
	supWantLines(t, s.rec.lines(), []string{
		"0 node Guard Raise from ROOT via inputPressed",
		"0 input UPC.Input.Guard inputPressed entered",
		"36 ended Guard Raise completed",
		"36 node Guard Hold from Guard Raise via actionCompleted",
		"36 window open Guard Hold",
		"50 window close Guard Hold",
		"50 ended Guard Hold completed",
		"50 node To Root from Guard Hold via inputReleased",
		"50 ended To Root completed",
		"50 reset",
		"50 input UPC.Input.Guard inputReleased entered",
	})
	if !s.c.Idle() || s.c.HasTag(ag.TagActionRunning) {
		t.Errorf("after To Root: have node %q, want idle at ROOT with no ActionRunning", s.node())
	}

	// Released mid-raise: the release waits and leads To Root as the raise ends.
	s = supNewRig(t, build(), nil)
	s.press(supGuard)
	s.tickTo(5)
	supWantResult(t, "release mid-raise", s.release(supGuard), ag.Buffered)
	s.tickTo(40)
	supWantLines(t, s.rec.linesOf(ag.EventNodeStarted, ag.EventEnded, ag.EventReset), []string{
		"0 node Guard Raise from ROOT via inputPressed",
		"36 ended Guard Raise completed",
		"36 node To Root from Guard Raise via inputReleased",
		"36 ended To Root completed",
		"36 reset",
	})
}

// TestGraphNilPartsAreCompileErrors checks that a nil condition, cost, gate
// or hook in a graph built in code, which crashes play, is a compile error.
// AG-GRAPH-5
func TestGraphNilPartsAreCompileErrors(t *testing.T) {
	parts := []struct {
		name string
		edit func(g *ag.Graph)
	}{
		{"condition", func(g *ag.Graph) { g.Transitions[0].Conditions = []ag.Condition{nil} }},
		{"cost", func(g *ag.Graph) { g.Node("Light 1").Costs = []ag.Cost{nil} }},
		{"gate", func(g *ag.Graph) { g.Node("Light 1").Gates = []ag.Gate{nil} }},
		{"hook", func(g *ag.Graph) { g.Node("Light 1").Hooks = []ag.Hook{nil} }},
	}
	var missed []string
	for _, p := range parts {
		g := supLightGraph()
		p.edit(g)
		if g.Compile(supHost()).HasErrors() {
			continue
		}
		crashed := func() (v any) {
			defer func() { v = recover() }()
			supNewRig(t, g, nil).press(supLA)
			return nil
		}()
		if crashed == nil {
			t.Errorf("nil %s: compiles clean and plays; this test's premise is wrong", p.name)
		}
		missed = append(missed, p.name)
	}
	if len(missed) > 0 {
		t.Errorf("a nil %v compiles without an error, then crashes play", missed)
	}
}
