package actiongraph_test

import (
	"fmt"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Input tags the walk tests send.
const (
	walkLight = "UPC.Input.LightAttack"
	walkHeavy = "UPC.Input.HeavyAttack"
	walkDodge = "UPC.Input.Dodge"
	walkGuard = "UPC.Input.Guard"
	walkJump  = "UPC.Input.Jump"
	walkRoot  = ag.RootName
)

// walkHost returns a host that knows the walk tests' montages.
// AM_Attack_Light is the reference page's light attack: 1.6 s long with an
// action window from 0.7 to 1.15 s. AM_Swing is as long with no window,
// AM_Dodge a 0.5 s move, and AM_Long a 3 s move with a late window.
func walkHost() *ag.BasicHost {
	h := ag.NewBasicHost()
	h.AddMontage(&ag.Montage{Name: "AM_Attack_Light", Length: 1.6, Windows: []ag.Span{{Start: 0.7, End: 1.15}}})
	h.AddMontage(&ag.Montage{Name: "AM_Swing", Length: 1.6})
	h.AddMontage(&ag.Montage{Name: "AM_Dodge", Length: 0.5})
	h.AddMontage(&ag.Montage{Name: "AM_Long", Length: 3, Windows: []ag.Span{{Start: 2.5, End: 2.8}}})
	return h
}

// walkBuilder builds a graph in code.
type walkBuilder struct{ g *ag.Graph }

// walkGraph returns a builder holding only ROOT, with the page's defaults.
func walkGraph() *walkBuilder { return &walkBuilder{g: ag.NewGraph("AG_Walk")} }

// move adds a node that plays a montage.
func (b *walkBuilder) move(name, montage string) *ag.Node {
	return b.node(name, &ag.MontagePayload{Montage: montage})
}

// node adds a node with a payload.
func (b *walkBuilder) node(name string, p ag.Payload) *ag.Node {
	return b.g.AddNode(ag.NewNode(name, p))
}

// toRoot adds a "To Root" card.
func (b *walkBuilder) toRoot(name string) *ag.Node {
	n := b.node(name, nil)
	n.ReturnToRoot = true
	return n
}

// wire connects two nodes on a moment; tag is empty for Action Completed
// and Action Failed.
func (b *walkBuilder) wire(from, to string, m ag.Moment, tag string) *ag.Transition {
	return b.g.Connect(&ag.Transition{From: from, To: to, FiresOn: m, InputTag: tag})
}

// press connects two nodes on a press of tag.
func (b *walkBuilder) press(from, to, tag string) *ag.Transition {
	return b.wire(from, to, ag.InputPressed, tag)
}

// walkCombo returns the page's first graph, ROOT to Light 1 to Light 2 on
// the light attack, both playing montage, plus a dodge only ROOT answers.
func walkCombo(montage string) *walkBuilder {
	b := walkGraph()
	b.move("Light 1", montage)
	b.move("Light 2", montage)
	b.move("Dodge", "AM_Dodge")
	b.press(walkRoot, "Light 1", walkLight)
	b.press("Light 1", "Light 2", walkLight)
	b.press(walkRoot, "Dodge", walkDodge)
	return b
}

// walkGrace sets the graph's Late Input Grace and, when node is at or
// above 0, Light 1's own.
func walkGrace(graph, node float64) func(b *walkBuilder) {
	return func(b *walkBuilder) {
		b.g.LateInputGrace = graph
		if l1 := b.g.Node("Light 1"); node >= 0 {
			l1.LateInputGrace, l1.HasLateInputGrace = node, true
		}
	}
}

// walkClosedGate returns gates that stay closed: they need a tag no walk
// test gives.
func walkClosedGate() []ag.Gate {
	return []ag.Gate{&ag.TagGate{Query: ag.TagQuery{Required: []string{"UPC.State.Opening"}}}}
}

// walkInput is one input tag at one moment.
type walkInput struct {
	tag string
	m   ag.Moment
}

// walkCond is a condition that passes or fails as told.
type walkCond bool

// Evaluate returns the condition's own value.
func (w walkCond) Evaluate(*ag.EvalContext) bool { return bool(w) }

// DisplayName names the value.
func (w walkCond) DisplayName() string { return fmt.Sprintf("walk %t", bool(w)) }

// walkEvent is one recorded event, with whether the character carried
// UPC.State.ActionRunning as it fired.
type walkEvent struct {
	ag.Event
	running bool
}

// String prints the event on one line, its tick first.
func (e walkEvent) String() string {
	return fmt.Sprintf("%4d %s running=%t", e.Tick, e.Event.String(), e.running)
}

// walkRecorder is an Observer that records every event of a component.
type walkRecorder struct {
	c      *ag.Component
	events []walkEvent
}

// OnEvent records the event.
func (w *walkRecorder) OnEvent(e *ag.Event) {
	w.events = append(w.events, walkEvent{Event: *e, running: w.c.HasTag(ag.TagActionRunning)})
}

// first returns the first event of a kind about a node, or nil.
func (w *walkRecorder) first(kind ag.EventKind, node string) *walkEvent {
	for i := range w.events {
		if e := &w.events[i]; e.Kind == kind && e.Node == node {
			return e
		}
	}
	return nil
}

// count returns how many events of a kind name a node ("" for any node).
func (w *walkRecorder) count(kind ag.EventKind, node string) int {
	n := 0
	for _, e := range w.events {
		if e.Kind == kind && (node == "" || e.Node == node) {
			n++
		}
	}
	return n
}

// names returns the nodes named by events of a kind, in order, joined by spaces.
func (w *walkRecorder) names(kind ag.EventKind) string {
	var names []string
	for _, e := range w.events {
		if e.Kind == kind {
			names = append(names, e.Node)
		}
	}
	return strings.Join(names, " ")
}

// lastStart returns the last node start, or an empty event.
func (w *walkRecorder) lastStart() walkEvent {
	for i := len(w.events) - 1; i >= 0; i-- {
		if w.events[i].Kind == ag.EventNodeStarted {
			return w.events[i]
		}
	}
	return walkEvent{}
}

// String prints the recorded events, one a line.
func (w *walkRecorder) String() string {
	var sb strings.Builder
	for _, e := range w.events {
		sb.WriteString(e.String())
		sb.WriteByte('\n')
	}
	return sb.String()
}

// walkRig is one character running a graph on a walkHost.
type walkRig struct {
	t    *testing.T
	host *ag.BasicHost
	c    *ag.Component
	rec  *walkRecorder
}

// walkStart gives a new component on a walkHost the builder's graph.
func walkStart(t *testing.T, b *walkBuilder) *walkRig {
	t.Helper()
	h := walkHost()
	c := ag.NewComponent(h)
	rec := &walkRecorder{c: c}
	c.SetObserver(rec)
	if err := c.SetGraph(b.g); err != nil {
		t.Fatalf("SetGraph: %v", err)
	}
	return &walkRig{t: t, host: h, c: c, rec: rec}
}

// at ticks forward to the tick nearest sec seconds; inputs sent next apply
// after that tick's advance, as in a scenario.
func (r *walkRig) at(sec float64) *walkRig {
	r.t.Helper()
	r.tickTo(ag.SecondsToTicks(sec))
	return r
}

// tickTo ticks forward to a tick.
func (r *walkRig) tickTo(tick ag.Ticks) {
	r.t.Helper()
	if r.c.Now() > tick {
		r.t.Fatalf("asked for tick %d at tick %d", tick, r.c.Now())
	}
	for r.c.Now() < tick {
		r.c.Tick()
		r.host.Tick()
	}
}

// press sends a press of tag.
func (r *walkRig) press(tag string) ag.Result { return r.c.ProcessInput(tag, ag.InputPressed) }

// release sends a release of tag.
func (r *walkRig) release(tag string) ag.Result { return r.c.ProcessInput(tag, ag.InputReleased) }

// wantResult fails the test unless an input had the wanted result.
func (r *walkRig) wantResult(what string, have, want ag.Result) {
	r.t.Helper()
	if have != want {
		r.t.Fatalf("%s: have %s, want %s\n%s", what, have, want, r.rec)
	}
}

// wantNode fails the test unless the component runs a node now.
func (r *walkRig) wantNode(want string) {
	r.t.Helper()
	if have := r.c.State().Node; have != want {
		r.t.Fatalf("tick %d: have node %q, want %q\n%s", r.c.Now(), have, want, r.rec)
	}
}

// wantStart fails the test unless node first started at a tick, from a
// node, via a way in.
func (r *walkRig) wantStart(node string, tick ag.Ticks, from string, via ag.Via) {
	r.t.Helper()
	e := r.rec.first(ag.EventNodeStarted, node)
	if e == nil {
		r.t.Fatalf("%s never started\n%s", node, r.rec)
	}
	if e.Tick != tick || e.From != from || e.Via != via {
		r.t.Fatalf("have %s at tick %d from %s via %s, want tick %d from %s via %s\n%s",
			node, e.Tick, e.From, e.Via, tick, from, via, r.rec)
	}
}

// wantNoStart fails the test if node ever started.
func (r *walkRig) wantNoStart(node string) {
	r.t.Helper()
	if e := r.rec.first(ag.EventNodeStarted, node); e != nil {
		r.t.Fatalf("%s started at tick %d, want never\n%s", node, e.Tick, r.rec)
	}
}

// wantEnded fails the test unless node's first end had a reason.
func (r *walkRig) wantEnded(node string, want ag.EndReason) {
	r.t.Helper()
	e := r.rec.first(ag.EventEnded, node)
	if e == nil || e.Reason != want {
		r.t.Fatalf("%s: want ended %s\n%s", node, want, r.rec)
	}
}
