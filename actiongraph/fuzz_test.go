package actiongraph_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// fzGraphs are the reference page's example graphs: the two-attack graph,
// the parry interrupt, the dodge cancel, the held guard and the heavy with
// its recovery and out of breath.
var fzGraphs = []string{
	`{"name":"AG_TwoAttacks","nodes":[
	 {"name":"Light 1","payload":{"type":"playMontage","montage":"AM_Attack_Light"}},
	 {"name":"Light 2","payload":{"type":"playMontage","montage":"AM_Attack_Light"}}],
	"transitions":[
	 {"from":"ROOT","to":"Light 1","firesOn":"inputPressed","inputTag":"UPC.Input.LightAttack"},
	 {"from":"Light 1","to":"Light 2","firesOn":"inputPressed","inputTag":"UPC.Input.LightAttack"}]}`,
	`{"name":"AG_Parry","nodes":[
	 {"name":"Light 1","payload":{"montage":"AM_Attack_Light"}},
	 {"name":"Light 2","payload":{"montage":"AM_Attack_Light"}},
	 {"name":"Parry","payload":{"montage":"AM_Parry"}}],
	"transitions":[
	 {"from":"ROOT","to":"Light 1","firesOn":"inputPressed","inputTag":"UPC.Input.LightAttack"},
	 {"from":"Light 1","to":"Light 2","firesOn":"inputPressed","inputTag":"UPC.Input.LightAttack"},
	 {"from":"Light 1","to":"Parry","firesOn":"inputPressed","inputTag":"UPC.Input.Guard","timing":"interrupt"}]}`,
	`{"name":"AG_Dodge","nodes":[
	 {"name":"Light 1","payload":{"montage":"AM_Attack_Light"},"canBeCancelled":true},
	 {"name":"Light 2","payload":{"montage":"AM_Attack_Light"},"canBeCancelled":true,"ignoredCancelInputs":["UPC.Input.Guard"]},
	 {"name":"Dodge","payload":{"montage":"AM_Dodge"}}],
	"transitions":[
	 {"from":"ROOT","to":"Light 1","firesOn":"inputPressed","inputTag":"UPC.Input.LightAttack"},
	 {"from":"Light 1","to":"Light 2","firesOn":"inputPressed","inputTag":"UPC.Input.LightAttack"},
	 {"from":"ROOT","to":"Dodge","firesOn":"inputPressed","inputTag":"UPC.Input.Dodge"}]}`,
	`{"name":"AG_Guard","nodes":[
	 {"name":"Guard Raise","payload":{"montage":"AM_Guard_Raise"}},
	 {"name":"Guard Hold","payload":{"type":"hold"},"appliedTags":["UPC.State.Blocking"]},
	 {"name":"To Root","returnToRoot":true},
	 {"name":"Light 1","payload":{"montage":"AM_Attack_Light"}}],
	"transitions":[
	 {"from":"ROOT","to":"Guard Raise","firesOn":"inputPressed","inputTag":"UPC.Input.Guard"},
	 {"from":"Guard Raise","to":"Guard Hold","firesOn":"actionCompleted"},
	 {"from":"Guard Raise","to":"To Root","firesOn":"inputReleased","inputTag":"UPC.Input.Guard"},
	 {"from":"Guard Hold","to":"To Root","firesOn":"inputReleased","inputTag":"UPC.Input.Guard"},
	 {"from":"ROOT","to":"Light 1","firesOn":"inputPressed","inputTag":"UPC.Input.LightAttack"}]}`,
	`{"name":"AG_Heavy","nodes":[
	 {"name":"Light 1","payload":{"montage":"AM_Attack_Light"}},
	 {"name":"Heavy","payload":{"montage":"AM_Heavy"},"costs":[{"type":"vital","vital":"stamina","amount":40}]},
	 {"name":"Recovery","payload":{"type":"delay","delaySeconds":0.5},"canBeCancelled":true,"hooks":[{"type":"cancelOnMovement"}]},
	 {"name":"Out Of Breath","payload":{"montage":"AM_Tired"}}],
	"transitions":[
	 {"from":"ROOT","to":"Light 1","firesOn":"inputPressed","inputTag":"UPC.Input.LightAttack"},
	 {"from":"ROOT","to":"Heavy","firesOn":"inputPressed","inputTag":"UPC.Input.Heavy"},
	 {"from":"Light 1","to":"Heavy","firesOn":"inputPressed","inputTag":"UPC.Input.Heavy"},
	 {"from":"Heavy","to":"Recovery","firesOn":"actionCompleted"},
	 {"from":"Heavy","to":"Recovery","firesOn":"inputReleasedEarly","inputTag":"UPC.Input.Heavy"},
	 {"from":"Heavy","to":"Out Of Breath","firesOn":"actionFailed"}]}`,
}

// fzSpecGraph is the graph file example of the graph format spec.
const fzSpecGraph = `{"name":"AG_MyFirstGraph","defaultInputBufferMode":"acceptLast","lateInputGrace":0.25,
"heldInputRestartWindow":0.35,"nodes":[{"name":"Light 1",
"payload":{"type":"playMontage","montage":"AM_Attack_Light","playRate":1.0,"section":""},
"whenNoWindowIsAuthored":"atCompletion","inputBufferOverride":"useGraphDefault","lateInputGrace":null,
"retriggerFromRootOnFailedStart":false,"canBeCancelled":false,"cancelWindowStart":0.1,"cancellableByInputs":[],
"ignoredCancelInputs":[],"appliedTags":[],"costs":[],"gates":[],"hooks":[],
"spacing":{"stopDistance":-1,"makeRoomSeconds":-1}},{"name":"To Root","returnToRoot":true}],
"transitions":[{"from":"ROOT","to":"Light 1","firesOn":"inputPressed","inputTag":"UPC.Input.LightAttack",
"priority":0,"timing":"waitForWindow","requiredTags":[],"blockedTags":[],"conditions":[]}]}`

// fzTags are the input tags the fuzzers press.
var fzTags = []string{"UPC.Input.LightAttack", "UPC.Input.Guard", "UPC.Input.Dodge", "UPC.Input.Heavy"}

// fzHost returns a host with the reference page's montages and full stamina.
func fzHost() *ag.BasicHost {
	h := ag.NewBasicHost()
	for _, m := range []*ag.Montage{
		{Name: "AM_Attack_Light", Length: 1.6, Windows: []ag.Span{{Start: 0.7, End: 1.15}},
			Sections: []ag.Section{{Name: "Second", Start: 0.8}}},
		{Name: "AM_Parry", Length: 0.8},
		{Name: "AM_Heavy", Length: 1.8},
		{Name: "AM_Tired", Length: 1.2},
		{Name: "AM_Guard_Raise", Length: 0.3},
		{Name: "AM_Dodge", Length: 0.6},
	} {
		h.AddMontage(m)
	}
	h.SetVital("stamina", 100)
	return h
}

// fzCompiled loads and compiles one of fzGraphs, failing the test on any error.
func fzCompiled(tb testing.TB, i int) *ag.Graph {
	tb.Helper()
	g, ps := ag.LoadGraph("example.json", []byte(fzGraphs[i]), nil)
	if ps.HasErrors() {
		tb.Fatalf("load example %d: %v", i, ps)
	}
	if ps := g.Compile(fzHost()); ps.HasErrors() {
		tb.Fatalf("compile example %d: %v", i, ps)
	}
	return g
}

// FuzzLoadGraph feeds any bytes to LoadGraph and Compile: they give problems
// or a graph that compiles (AG-GRAPH-1) and then plays a few seconds of
// presses and releases of its own input tags keeping fzChecker's invariants.
func FuzzLoadGraph(f *testing.F) {
	// The shipped graphs, and the graphs of the scenario files and bad files.
	var files []string
	for _, pat := range []string{"../assets/graphs/*.json", "testdata/*.json", "testdata/bad/*.json"} {
		more, _ := filepath.Glob(pat)
		files = append(files, more...)
	}
	for _, p := range files {
		data, _ := os.ReadFile(p)
		var sc struct{ Graph json.RawMessage }
		if json.Unmarshal(data, &sc) == nil && len(sc.Graph) > 0 {
			data = sc.Graph
		}
		f.Add(data)
	}
	// Bigger inputs: deep nesting, and a long file of 5,000 nodes.
	f.Add([]byte(strings.Repeat("[", 20000) + strings.Repeat("]", 20000)))
	var long strings.Builder
	long.WriteString(`{"name": "G", "nodes": [`)
	for i := range 5000 {
		if i > 0 {
			long.WriteString(",")
		}
		fmt.Fprintf(&long, `{"name": "N%d", "payload": {"type": "playMontage", "montage": "AM_Attack_Light"}}`, i)
	}
	long.WriteString(`], "transitions": [{"from": "ROOT", "to": "N0", "firesOn": "inputPressed", "inputTag": "UPC.Input.LightAttack"}]}`)
	f.Add([]byte(long.String()))
	for _, s := range append(fzGraphs, fzSpecGraph, "", "{}", "[", `{"nodes":[{"name":"ROOT"}]}`,
		`{"nodes":[{"name":"A","payload":{"type":"none"}}],"transitions":[{"from":"A","to":"A","firesOn":"actionCompleted"}]}`) {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		g, ps := ag.LoadGraph("fuzz.json", data, nil)
		if (g == nil) != ps.HasErrors() {
			t.Fatalf("have graph %v with problems %v: want a graph exactly when there is no error", g != nil, ps)
		}
		if g == nil {
			return
		}
		host := fzHost()
		for _, src := range []ag.MontageSource{nil, host} {
			ps := g.Compile(src)
			if have, want := g.Compiled(), !ps.HasErrors(); have != want {
				t.Fatalf("have Compiled() %v, want %v (problems %v)", have, want, ps)
			}
		}
		if !g.Compiled() {
			return
		}
		c := ag.NewComponent(host)
		k := &fzChecker{t: t, c: c, g: g}
		c.SetObserver(k)
		if err := c.SetGraph(g); err != nil {
			t.Fatalf("SetGraph of a compiled graph: %v", err)
		}
		var tags []string
		for _, tr := range g.Transitions {
			if tr.InputTag != "" && len(tags) < 8 {
				tags = append(tags, tr.InputTag)
			}
		}
		for tick := 0; tick < 240; tick++ {
			if len(tags) > 0 && tick%7 == 0 {
				in := ag.Input{Tag: tags[(tick/7)%len(tags)], Moment: ag.Moment(tick / 7 % 3)}
				k.do("input "+in.Tag, 0, func() { c.ProcessInputFull(in) })
			}
			k.do("tick", 1, c.Tick)
		}
	})
}

// fzChecker follows a component's events and checks, after every call, the
// invariants every input stream must keep.
type fzChecker struct {
	t       *testing.T
	c       *ag.Component
	g       *ag.Graph
	running string // the node started and not yet ended; "" at ROOT
	starts  int
	seq     int
}

// OnEvent checks that events come in tick and sequence order and that every
// end, cancel and window names the node that is running (AG-GRAPH-3).
func (k *fzChecker) OnEvent(e *ag.Event) {
	if e.Seq != k.seq || e.Tick != k.c.Now() {
		k.t.Fatalf("event %+v: want seq %d at tick %d", e, k.seq, k.c.Now())
	}
	k.seq++
	switch e.Kind {
	case ag.EventNodeStarted:
		if k.running != "" {
			k.t.Fatalf("tick %d: %q started while %q runs", e.Tick, e.Node, k.running)
		}
		k.running = e.Node
		k.starts++
	case ag.EventEnded:
		if e.Node != k.running {
			k.t.Fatalf("tick %d: %q ended while %q runs", e.Tick, e.Node, k.running)
		}
		k.running = ""
	case ag.EventCancelled, ag.EventWindow:
		if e.Node != k.running {
			k.t.Fatalf("tick %d: event %+v for %q while %q runs", e.Tick, e, e.Node, k.running)
		}
	case ag.EventReset:
		if k.running != "" {
			k.t.Fatalf("tick %d: reset while %q runs", e.Tick, k.running)
		}
	}
}

// do runs one call, ticks counting the Ticks it makes, and checks the
// invariants: exactly one current node, ActionRunning exactly off ROOT
// (AG-API-5), no waiting press at rest (AG-BUF-4), time moving forward.
func (k *fzChecker) do(what string, ticks int, call func()) {
	k.t.Helper()
	c := k.c
	before, now, starts := c.State(), c.Now(), k.starts
	call()
	s, cur := c.State(), c.Current()
	if cur == nil || k.g.Node(cur.Name) != cur || s.Node != cur.Name {
		k.t.Fatalf("%s: current node %v, state %q: want one node of the graph", what, cur, s.Node)
	}
	idle := cur == k.g.Root()
	if have := c.HasTag(ag.TagActionRunning); have == idle || c.Idle() != idle {
		k.t.Fatalf("%s: at %q HasTag(ActionRunning) %v, Idle %v", what, cur.Name, have, c.Idle())
	}
	if idle != (k.running == "") || idle && (s.HasWaiting || s.Window || s.TimeInNode != 0) {
		k.t.Fatalf("%s: at %q with state %+v, events say %q runs", what, cur.Name, s, k.running)
	}
	if have, want := c.Now(), now+ag.Ticks(ticks); have != want {
		k.t.Fatalf("%s: have Now() %d, want %d", what, have, want)
	}
	switch {
	case idle:
	case k.starts != starts:
		if s.TimeInNode != 0 {
			k.t.Fatalf("%s: %q just started with TimeInNode %d", what, s.Node, s.TimeInNode)
		}
	case s.Node == before.Node && s.TimeInNode != before.TimeInNode+ag.Ticks(ticks):
		k.t.Fatalf("%s: in %q TimeInNode went %d -> %d over %d ticks", what, s.Node, before.TimeInNode, s.TimeInNode, ticks)
	}
}

// FuzzInputs drives the example graphs with random input streams, decoded a
// byte an op, and checks the invariants after every op.
func FuzzInputs(f *testing.F) {
	f.Add([]byte{0, 0x00, 0x05, 0x29, 0x29, 0x00, 0x79, 0x79})
	f.Add([]byte{1, 0x00, 0x06, 0x09, 0x10, 0x39, 0x39})
	f.Add([]byte{2, 0x00, 0x19, 0x20, 0x39, 0x0d, 0x29, 0x0c})
	f.Add([]byte{3, 0x10, 0x79, 0x13, 0x10, 0x00, 0x14, 0x7a, 0x0b})
	f.Add([]byte{4, 0x30, 0x0f, 0x30, 0x79, 0x79, 0x0d, 0x34, 0x1e, 0x2e})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		g := fzCompiled(t, int(data[0])%len(fzGraphs))
		host := fzHost()
		c := ag.NewComponent(host)
		k := &fzChecker{t: t, c: c, g: g}
		c.SetObserver(k)
		if err := c.SetGraph(g); err != nil {
			t.Fatal(err)
		}
		if data[0]&0x80 != 0 {
			c.SetActionSpeed(1.5)
		}
		tick := func() { c.Tick(); host.Tick() }
		for _, b := range data[1:min(len(data), 513)] {
			op, arg := b&0x0f, int(b>>4)
			tag := fzTags[arg&3]
			in := ag.Input{Tag: tag, Stick: ag.Direction(arg >> 2), HasStick: arg>>2 != 0}
			switch op {
			case 0, 1, 2, 3, 4: // press (three times as often), release, release early
				in.Moment = ag.Moment(max(int(op)-2, 0))
				k.do(in.Moment.String()+" "+tag, 0, func() { c.ProcessInputFull(in) })
			case 5, 6, 7, 8:
				k.do("tick", 1, tick)
			case 9:
				for j := 0; j <= arg*8; j++ {
					k.do("tick", 1, tick)
				}
			case 10:
				k.do("add ActionsBlocked", 0, func() { host.AddTag(ag.TagActionsBlocked) })
			case 11:
				k.do("remove ActionsBlocked", 0, func() { host.RemoveTag(ag.TagActionsBlocked) })
			case 12:
				k.do("interrupt", 0, c.Interrupt)
			case 13:
				k.do("moved", 0, c.Moved)
			case 14:
				tags := fzTags[:1+arg%3]
				k.do("queue", 0, func() { c.QueueInputSequence(ag.SequenceMode(arg>>3), tags...) })
			case 15:
				k.do("set stamina", 0, func() { host.SetVital("stamina", float64(arg*10)) })
			}
		}
	})
}
