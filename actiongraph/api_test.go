package actiongraph_test

import (
	"bytes"
	"fmt"
	"log/slog"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestAPIResults checks each result Process Action Input returns: Entered,
// Buffered, Dropped, Blocked, and Forwarded for a press made while a drawn
// item's graph is on its way, which plays once the graph arrives.
// AG-API-1
func TestAPIResults(t *testing.T) {
	s := supNewRig(t, supLightGraph(), nil)
	supWantResult(t, "press at ROOT", s.press(supLA), ag.Entered)
	supWantResult(t, "press before the window", s.press(supLA), ag.Buffered)
	supWantResult(t, "press nothing answers", s.press(supHeavy), ag.Dropped)
	s.host.AddTag(ag.TagActionsBlocked)
	supWantResult(t, "press while blocked", s.press(supLA), ag.Blocked)
	supWantResult(t, "release while blocked", s.release(supLA), ag.Dropped)

	c := ag.NewComponent(supHost())
	rec := &supRecorder{}
	c.SetObserver(rec)
	supWantResult(t, "press with no graph", c.ProcessInput(supLA, ag.InputPressed), ag.Dropped)
	c.ExpectGraph()
	supWantResult(t, "press with a graph on its way", c.ProcessInput(supLA, ag.InputPressed), ag.Forwarded)
	if err := c.SetGraph(supLightGraph()); err != nil {
		t.Fatal(err)
	}
	supWantLines(t, rec.lines(), []string{
		"0 input UPC.Input.LightAttack inputPressed dropped",
		"0 input UPC.Input.LightAttack inputPressed forwarded",
		"0 node Light 1 from ROOT via inputPressed",
		"0 input UPC.Input.LightAttack inputPressed entered",
	})
}

// TestAPIQueueInputSequence checks that Chain sends each input as the last
// move starts (so it waits for the window) and stops at a dropped input, and
// that Discrete waits for idle before each input.
// AG-API-2
func TestAPIQueueInputSequence(t *testing.T) {
	tests := []struct {
		name   string
		mode   ag.SequenceMode
		inputs []string
		want   []string
	}{
		{"chain", ag.Chain, []string{supLA, supLA, supLA}, []string{
			"0 node Light 1 from ROOT via inputPressed",
			"0 input UPC.Input.LightAttack inputPressed entered",
			"0 input UPC.Input.LightAttack inputPressed buffered",
			"42 node Light 2 from Light 1 via inputPressed",
			"42 input UPC.Input.LightAttack inputPressed buffered",
			"84 node Light 3 from Light 2 via inputPressed",
		}},
		{"chain stops at a drop", ag.Chain, []string{supHeavy, supLA}, []string{
			"0 input UPC.Input.Heavy inputPressed dropped",
		}},
		{"discrete", ag.Discrete, []string{supLA, supDodge}, []string{
			"0 node Light 1 from ROOT via inputPressed",
			"0 input UPC.Input.LightAttack inputPressed entered",
			"96 node Dodge from ROOT via inputPressed",
			"96 input UPC.Input.Dodge inputPressed entered",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := supNewRig(t, supThreeLights(), nil)
			s.c.QueueInputSequence(tt.mode, tt.inputs...)
			s.tickTo(200)
			supWantLines(t, s.rec.linesOf(ag.EventInput, ag.EventNodeStarted), tt.want)
			if s.c.QueuedInputs() != 0 {
				t.Errorf("QueuedInputs: have %d, want 0", s.c.QueuedInputs())
			}
		})
	}
	s := supNewRig(t, supThreeLights(), nil)
	s.c.QueueInputSequence(ag.Discrete, supLA, supLA, supDodge)
	if s.c.QueuedInputs() != 2 {
		t.Errorf("QueuedInputs after the first: have %d, want 2", s.c.QueuedInputs())
	}
}

// TestAPISetAndClearGraph checks that swapping the moveset cuts the running
// move and leaves the character at ROOT of the new graph, that a graph with
// errors is refused, and that with no graph inputs drop.
// AG-API-3
func TestAPISetAndClearGraph(t *testing.T) {
	s := supNewRig(t, supLightGraph(), nil)
	s.press(supLA)
	s.tickTo(10)
	s.press(supLA)
	other := supThreeLights()
	other.Name = "AG_Other"
	if err := s.c.SetGraph(other); err != nil {
		t.Fatal(err)
	}
	supWantLines(t, s.rec.lines()[3:], []string{"10 ended Light 1 cancelled", "10 reset"})
	if st := s.c.State(); st.Graph != "AG_Other" || st.Node != ag.RootName || st.HasWaiting || s.c.Graph() != other {
		t.Errorf("after SetGraph: have %+v", st)
	}
	supWantResult(t, "dodge in the new graph", s.press(supDodge), ag.Entered)

	bad := supLightGraph()
	bad.Connect(supWire("Light 1", "Nowhere", supLA))
	if err := s.c.SetGraph(bad); err == nil || s.c.Graph() != other || s.node() != "Dodge" {
		t.Errorf("SetGraph of a broken graph: have %v, graph %q, node %q", err, s.c.State().Graph, s.node())
	}

	s.c.ClearGraph()
	if st := s.c.State(); st.Graph != "" || s.c.Graph() != nil || s.c.Current() != nil || !s.c.Idle() {
		t.Errorf("after ClearGraph: have %+v", st)
	}
	supWantResult(t, "press with no graph", s.press(supLA), ag.Dropped)
}

// TestAPIInterrupt checks that Interrupt Action for External Ability cuts a
// move that cannot be cancelled, even before Cancel Window Start, clears the
// waiting press and grants no late grace.
// AG-API-4
func TestAPIInterrupt(t *testing.T) {
	s := supNewRig(t, supLightGraph(), nil)
	s.c.Interrupt() // at ROOT: nothing to cut
	s.press(supLA)
	s.tickTo(1)
	s.press(supLA)
	s.c.Interrupt()
	s.tickTo(2)
	s.press(supLA)
	supWantLines(t, s.rec.lines(), []string{
		"0 node Light 1 from ROOT via inputPressed",
		"0 input UPC.Input.LightAttack inputPressed entered",
		"1 input UPC.Input.LightAttack inputPressed buffered",
		"1 ended Light 1 cancelled",
		"1 reset",
		"2 node Light 1 from ROOT via inputPressed",
		"2 input UPC.Input.LightAttack inputPressed entered",
	})
}

// TestAPIState checks Get Action State: graph, node, window, time in the
// node, the inputs it offers and the waiting press.
// AG-API-5
func TestAPIState(t *testing.T) {
	g := supLightGraph()
	g.Connect(&ag.Transition{From: "Light 1", To: ag.RootName, FiresOn: ag.InputReleased, InputTag: supGuard})
	s := supNewRig(t, g, nil)
	check := func(want ag.ActionState) {
		t.Helper()
		if have := s.c.State(); fmt.Sprintf("%+v", have) != fmt.Sprintf("%+v", want) {
			t.Errorf("tick %d: have %+v, want %+v", s.c.Now(), have, want)
		}
	}
	check(ag.ActionState{Graph: "AG_MyFirstGraph", Node: ag.RootName, Offers: []string{supLA}})
	s.press(supLA)
	s.tickTo(25)
	s.press(supLA)
	check(ag.ActionState{Graph: "AG_MyFirstGraph", Node: "Light 1", TimeInNode: 25, Offers: []string{supLA, supGuard}, Waiting: supLA, HasWaiting: true})
	if have := s.c.State().TimeInNodeSeconds(); have != 25.0/60 {
		t.Errorf("TimeInNodeSeconds: have %v, want %v", have, 25.0/60)
	}
	s.tickTo(41)
	check(ag.ActionState{Graph: "AG_MyFirstGraph", Node: "Light 1", TimeInNode: 41, Offers: []string{supLA, supGuard}, Waiting: supLA, HasWaiting: true})
	s.tickTo(50)
	check(ag.ActionState{Graph: "AG_MyFirstGraph", Node: "Light 2", TimeInNode: 8})
	s.tickTo(90)
	check(ag.ActionState{Graph: "AG_MyFirstGraph", Node: "Light 2", Window: true, TimeInNode: 48})
}

// TestAPIEvents checks the events through the Callbacks struct: node
// changed, reset, cancelled, failed, ended with its reason, and the window.
// AG-API-6
func TestAPIEvents(t *testing.T) {
	g := supThreeLights()
	g.Node("Light 1").CanBeCancelled = true
	g.AddNode(supMontageNode("Heavy", supParry)).Costs = []ag.Cost{ag.NewVitalCost("stamina", 50)}
	g.Connect(supWire(ag.RootName, "Heavy", supHeavy))
	var have []string
	say := func(s string) { have = append(have, s) }
	s := supNewRig(t, g, nil)
	s.c.SetObserver(&ag.Callbacks{
		OnInput:       func(in ag.Input, r ag.Result) { say("input " + in.Tag + " " + r.String()) },
		OnNodeChanged: func(node, from string, via ag.Via) { say("changed " + node + " from " + from + " via " + string(via)) },
		OnReset:       func() { say("reset") },
		OnCancelled:   func(node, by string) { say("cancelled " + node + " by " + by) },
		OnFailed:      func(node, why string) { say("failed " + node + " " + why) },
		OnEnded:       func(node string, r ag.EndReason) { say("ended " + node + " " + r.String()) },
		OnWindow: func(node string, open bool) {
			say("window " + node + map[bool]string{true: " open", false: " close"}[open])
		},
	})
	s.press(supLA)
	s.tickTo(45)
	s.press(supDodge)
	s.tickTo(100)
	s.press(supHeavy)
	supWantLines(t, have, []string{
		"changed Light 1 from ROOT via inputPressed",
		"input UPC.Input.LightAttack entered",
		"window Light 1 open",
		"window Light 1 close",
		"cancelled Light 1 by UPC.Input.Dodge",
		"ended Light 1 cancelled",
		"changed Dodge from ROOT via root",
		"input UPC.Input.Dodge entered",
		"ended Dodge completed",
		"reset",
		"failed Heavy cost stamina",
		"input UPC.Input.Heavy dropped",
	})
}

// TestAPIDebugLog checks the verbose log: at debug level each event is a
// record naming the graph, and node starts, windows and inputs name the
// node, the window and the waiting press; at info level events stay out.
// AG-API-8
func TestAPIDebugLog(t *testing.T) {
	var debug, info bytes.Buffer
	s, quiet := supNewRig(t, supLightGraph(), nil), supNewRig(t, supLightGraph(), nil)
	s.c.SetLogger(supLog(&debug, slog.LevelDebug))
	quiet.c.SetLogger(supLog(&info, slog.LevelInfo))
	for _, r := range []*supRig{s, quiet} {
		r.press(supLA)
		r.tickTo(25)
		r.press(supLA)
		r.tickTo(42)
	}
	if info.Len() != 0 {
		t.Errorf("info level: have %q, want nothing", info.String())
	}
	var have []string
	for _, r := range supLogRecords(t, &debug) {
		if r["graph"] != "AG_MyFirstGraph" || r["level"] != "DEBUG" {
			t.Errorf("record %v: want graph AG_MyFirstGraph at DEBUG", r)
		}
		delete(r, "time")
		delete(r, "level")
		delete(r, "graph")
		delete(r, "msg")
		have = append(have, fmt.Sprint(r))
	}
	supWantLines(t, have, []string{
		"map[from:ROOT node:Light 1 tick:0 via:inputPressed]",
		"map[input:UPC.Input.LightAttack on:inputPressed result:entered tick:0]",
		"map[input:UPC.Input.LightAttack on:inputPressed result:buffered tick:25]",
		"map[node:Light 1 tick:42 window:true]",
		"map[node:Light 1 tick:42 window:false]",
		"map[ended:Light 1 reason:completed tick:42]",
		"map[from:Light 1 node:Light 2 tick:42 via:inputPressed]",
	})
}

// TestAPIDebugOverlay checks the per-character overlay text: graph, node,
// time in the node, window and waiting press.
// AG-API-8
func TestAPIDebugOverlay(t *testing.T) {
	c := ag.NewComponent(supHost())
	if have := string(c.AppendDebug(nil)); have != "(no graph)" {
		t.Errorf("no graph: have %q", have)
	}
	c.ExpectGraph()
	if have := string(c.AppendDebug([]byte("P1 "))); have != "P1 (graph on its way)" {
		t.Errorf("graph on its way: have %q", have)
	}
	s := supNewRig(t, supLightGraph(), nil)
	other := supNewRig(t, supLightGraph(), nil)
	s.c.SetDebugOverlay(true)
	if !s.c.DebugOverlay() || other.c.DebugOverlay() {
		t.Errorf("overlay switches: have %v and %v, want true and false", s.c.DebugOverlay(), other.c.DebugOverlay())
	}
	steps := []struct {
		at    ag.Ticks
		press bool
		want  string
	}{
		{25, true, "AG_MyFirstGraph · Light 1 0.42s · window closed · waiting UPC.Input.LightAttack"},
		{45, false, "AG_MyFirstGraph · Light 2 0.05s · window closed"},
		{90, false, "AG_MyFirstGraph · Light 2 0.80s · window open"},
	}
	if have := string(s.c.AppendDebug(nil)); have != "AG_MyFirstGraph · ROOT" {
		t.Errorf("idle: have %q", have)
	}
	s.press(supLA)
	for _, st := range steps {
		s.tickTo(st.at)
		if st.press {
			s.press(supLA)
		}
		if have := string(s.c.AppendDebug(nil)); have != st.want {
			t.Errorf("tick %d: have %q, want %q", st.at, have, st.want)
		}
	}
}
