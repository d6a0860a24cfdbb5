package actiongraph_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Input tags and montage names the sup helpers and tests share.
const (
	supLA    = "UPC.Input.LightAttack"
	supGuard = "UPC.Input.Guard"
	supDodge = "UPC.Input.Dodge"
	supHeavy = "UPC.Input.Heavy"

	supLight   = "AM_Attack_Light" // 1.6 s, window 0.7-1.15 s: ticks [42,69), ends at 96
	supDodgeAM = "AM_Dodge"        // 0.6 s, no window: ends at 36
	supParry   = "AM_Parry"        // 0.8 s, no window: ends at 48
)

// supHost returns a BasicHost holding the montages the tests play.
func supHost() *ag.BasicHost {
	h := ag.NewBasicHost()
	h.AddMontage(&ag.Montage{Name: supLight, Length: 1.6, Windows: []ag.Span{{Start: 0.7, End: 1.15}}})
	h.AddMontage(&ag.Montage{Name: supDodgeAM, Length: 0.6})
	h.AddMontage(&ag.Montage{Name: supParry, Length: 0.8})
	return h
}

// supMontageNode returns a node playing a montage.
func supMontageNode(name, montage string) *ag.Node {
	return ag.NewNode(name, &ag.MontagePayload{Montage: montage})
}

// supWire returns a pressed-input wire.
func supWire(from, to, tag string) *ag.Transition {
	return &ag.Transition{From: from, To: to, FiresOn: ag.InputPressed, InputTag: tag}
}

// supAuto returns a wire that fires on a non-input moment.
func supAuto(from, to string, m ag.Moment) *ag.Transition {
	return &ag.Transition{From: from, To: to, FiresOn: m}
}

// supLightGraph returns the reference page's first graph: ROOT to Light 1 to
// Light 2 on the light attack, both playing AM_Attack_Light.
func supLightGraph() *ag.Graph {
	g := ag.NewGraph("AG_MyFirstGraph")
	g.AddNode(supMontageNode("Light 1", supLight))
	g.AddNode(supMontageNode("Light 2", supLight))
	g.Connect(supWire(ag.RootName, "Light 1", supLA))
	g.Connect(supWire("Light 1", "Light 2", supLA))
	return g
}

// supThreeLights returns the light graph with a third hit and a dodge at ROOT.
func supThreeLights() *ag.Graph {
	g := supLightGraph()
	g.AddNode(supMontageNode("Light 3", supLight))
	g.AddNode(supMontageNode("Dodge", supDodgeAM))
	g.Connect(supWire("Light 2", "Light 3", supLA))
	g.Connect(supWire(ag.RootName, "Dodge", supDodge))
	return g
}

// supRunOne starts node "Move" (payload p) from ROOT on a light attack press
// and ticks to until; it returns the rig.
func supRunOne(t *testing.T, p ag.Payload, h *ag.BasicHost, speed float64, until ag.Ticks) *supRig {
	t.Helper()
	g := ag.NewGraph("G")
	g.AddNode(ag.NewNode("Move", p))
	g.Connect(supWire(ag.RootName, "Move", supLA))
	s := supNewRig(t, g, h)
	if speed > 0 {
		s.c.SetActionSpeed(speed)
	}
	supWantResult(t, "press", s.press(supLA), ag.Entered)
	s.tickTo(until)
	return s
}

// supRecorder is an Observer that keeps every event as a short line such as
// "42 node Light 2 from Light 1 via inputPressed".
type supRecorder struct {
	events []ag.Event
}

// OnEvent records a copy of the event.
func (r *supRecorder) OnEvent(e *ag.Event) { r.events = append(r.events, *e) }

// supLine formats one event the way sim prints it, prefixed by its tick.
func supLine(e ag.Event) string {
	return fmt.Sprintf("%d %s", e.Tick, e.String())
}

// lines returns every recorded event as a line.
func (r *supRecorder) lines() []string {
	out := make([]string, 0, len(r.events))
	for _, e := range r.events {
		out = append(out, supLine(e))
	}
	return out
}

// linesOf returns the lines of the events of some kinds.
func (r *supRecorder) linesOf(kinds ...ag.EventKind) []string {
	var out []string
	for _, e := range r.events {
		if slices.Contains(kinds, e.Kind) {
			out = append(out, supLine(e))
		}
	}
	return out
}

// started returns the events of nodes that started.
func (r *supRecorder) started() []ag.Event {
	var out []ag.Event
	for _, e := range r.events {
		if e.Kind == ag.EventNodeStarted {
			out = append(out, e)
		}
	}
	return out
}

// has reports whether a line was recorded.
func (r *supRecorder) has(line string) bool { return slices.Contains(r.lines(), line) }

// supRig is one character: a host, a component running a graph, and the
// recorder observing it.
type supRig struct {
	t    *testing.T
	host *ag.BasicHost
	c    *ag.Component
	rec  *supRecorder
}

// supNewRig gives g to a new component on h (supHost when nil); the test
// fails when the graph is refused.
func supNewRig(t *testing.T, g *ag.Graph, h *ag.BasicHost) *supRig {
	t.Helper()
	if h == nil {
		h = supHost()
	}
	c := ag.NewComponent(h)
	rec := &supRecorder{}
	c.SetObserver(rec)
	if err := c.SetGraph(g); err != nil {
		t.Fatalf("SetGraph: %v", err)
	}
	return &supRig{t: t, host: h, c: c, rec: rec}
}

// tickTo advances host and component until the component's tick is at.
func (s *supRig) tickTo(at ag.Ticks) {
	s.t.Helper()
	if at < s.c.Now() {
		s.t.Fatalf("tickTo(%d): already at tick %d", at, s.c.Now())
	}
	for s.c.Now() < at {
		s.host.Tick()
		s.c.Tick()
	}
}

// press sends a press of tag.
func (s *supRig) press(tag string) ag.Result { return s.c.ProcessInput(tag, ag.InputPressed) }

// release sends a release of tag.
func (s *supRig) release(tag string) ag.Result { return s.c.ProcessInput(tag, ag.InputReleased) }

// node returns the name of the running node.
func (s *supRig) node() string { return s.c.State().Node }

// supWantLines fails the test unless have equals want line for line.
func supWantLines(t *testing.T, have, want []string) {
	t.Helper()
	if !slices.Equal(have, want) {
		t.Errorf("events:\nhave:\n  %s\nwant:\n  %s", strings.Join(have, "\n  "), strings.Join(want, "\n  "))
	}
}

// supWantResult fails the test unless have is want.
func supWantResult(t *testing.T, what string, have, want ag.Result) {
	t.Helper()
	if have != want {
		t.Errorf("%s: have %s, want %s", what, have, want)
	}
}

// supFind returns the problems whose path and message contain the given text.
func supFind(ps ag.Problems, path, msg string) []ag.Problem {
	var out []ag.Problem
	for _, p := range ps {
		if strings.Contains(p.Path, path) && strings.Contains(p.Msg, msg) {
			out = append(out, p)
		}
	}
	return out
}

// supLoad decodes a graph file's text and fails the test on any error.
func supLoad(t *testing.T, file, text string, reg *ag.Registry) *ag.Graph {
	t.Helper()
	g, ps := ag.LoadGraph(file, []byte(text), reg)
	if ps.HasErrors() || g == nil {
		t.Fatalf("LoadGraph: %v", ps)
	}
	return g
}

// supWindowHook opens the action window OpenAt ticks into its node and
// closes it CloseAt ticks in (0: never). It keeps no state, so NewRun
// returns a copy of it.
type supWindowHook struct {
	ag.BaseHook
	OpenAt, CloseAt ag.Ticks
}

// NewRun returns a copy of the hook.
func (h *supWindowHook) NewRun() ag.HookRun { c := *h; return &c }

// Tick opens and closes the window on time.
func (h *supWindowHook) Tick(r *ag.Run) {
	switch r.Elapsed() {
	case h.OpenAt:
		r.OpenActionWindow()
	case h.CloseAt:
		r.CloseActionWindow()
	}
}

// supLog returns a logger at debug level writing JSON lines to buf.
func supLog(buf *bytes.Buffer, level slog.Level) *slog.Logger {
	return slog.New(slog.NewJSONHandler(buf, &slog.HandlerOptions{Level: level}))
}

// supLogRecords decodes the JSON lines a supLog logger wrote.
func supLogRecords(t *testing.T, buf *bytes.Buffer) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		if line == "" {
			continue
		}
		m := map[string]any{}
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		out = append(out, m)
	}
	return out
}
