package actiongraph_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestWinSpan checks the reference page's timeline: the window of
// AM_Attack_Light spans 0.7 s to 1.15 s (ticks 42 to 69); a press before it
// waits for it, a press in it chains at once, and the window is open for
// exactly that span.
// AG-WIN-1
func TestWinSpan(t *testing.T) {
	s := supNewRig(t, supLightGraph(), nil)
	s.press(supLA)
	s.tickTo(25)
	supWantResult(t, "press at 0.42 s", s.press(supLA), ag.Buffered)
	s.tickTo(42)
	supWantLines(t, s.rec.lines()[3:], []string{
		"42 window open Light 1",
		"42 window close Light 1",
		"42 ended Light 1 completed",
		"42 node Light 2 from Light 1 via inputPressed",
	})

	s = supNewRig(t, supLightGraph(), nil)
	s.press(supLA)
	var open []ag.Ticks
	for s.c.Now() < 100 {
		if s.c.State().Window {
			open = append(open, s.c.Now())
		}
		s.tickTo(s.c.Now() + 1)
	}
	if len(open) != 27 || open[0] != 42 || open[26] != 68 {
		t.Errorf("window open on ticks %v, want 42 through 68", open)
	}

	for _, tc := range []struct {
		at     ag.Ticks
		result ag.Result
		starts string
	}{
		{50, ag.Entered, "50 node Light 2 from Light 1 via inputPressed"},
		{68, ag.Entered, "68 node Light 2 from Light 1 via inputPressed"},
		{69, ag.Buffered, "96 node Light 2 from Light 1 via inputPressed"},
	} {
		s := supNewRig(t, supLightGraph(), nil)
		s.press(supLA)
		s.tickTo(tc.at)
		supWantResult(t, fmt.Sprintf("press at tick %d", tc.at), s.press(supLA), tc.result)
		s.tickTo(100)
		if !s.rec.has(tc.starts) {
			t.Errorf("press at tick %d: have %q, want %q", tc.at, s.rec.lines(), tc.starts)
		}
	}
}

// TestWinNoneAuthored checks When No Window Is Authored: At Completion (the
// default) makes a press wait for the montage's end, From Entry lets it cut
// in at once; an authored window still rules under From Entry.
// AG-WIN-2
func TestWinNoneAuthored(t *testing.T) {
	if n := supLoad(t, "n.json", `{"nodes":[{"name":"A"}]}`, nil).Node("A"); n.WhenNoWindowIsAuthored != ag.AtCompletion {
		t.Errorf("file default: have %s, want atCompletion", n.WhenNoWindowIsAuthored)
	}
	tests := []struct {
		name    string
		montage string
		mode    ag.NoWindowMode
		result  ag.Result
		starts  string
	}{
		{"at completion", supDodgeAM, ag.AtCompletion, ag.Buffered, "36 node Hop 2 from Hop 1 via inputPressed"},
		{"from entry", supDodgeAM, ag.FromEntry, ag.Entered, "5 node Hop 2 from Hop 1 via inputPressed"},
		{"from entry with a window", supLight, ag.FromEntry, ag.Buffered, "42 node Hop 2 from Hop 1 via inputPressed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := ag.NewGraph("G")
			g.AddNode(supMontageNode("Hop 1", tt.montage)).WhenNoWindowIsAuthored = tt.mode
			g.AddNode(supMontageNode("Hop 2", supDodgeAM))
			g.Connect(supWire(ag.RootName, "Hop 1", supDodge))
			g.Connect(supWire("Hop 1", "Hop 2", supDodge))
			s := supNewRig(t, g, nil)
			s.press(supDodge)
			s.tickTo(5)
			supWantResult(t, "press at tick 5", s.press(supDodge), tt.result)
			s.tickTo(100)
			if !s.rec.has(tt.starts) {
				t.Errorf("have %q, want %q", s.rec.lines(), tt.starts)
			}
		})
	}
}

// supSpeedRun plays a light combo ending in a delay at an Action Speed, with
// presses at the given ticks, and returns the events.
func supSpeedRun(t *testing.T, speed float64, presses []ag.Ticks) []string {
	g := supLightGraph()
	g.AddNode(supMontageNode("Light 3", supLight))
	g.AddNode(ag.NewNode("Pause", &ag.DelayPayload{Seconds: 0.5}))
	g.AddNode(supMontageNode("Finisher", supDodgeAM))
	g.Connect(supWire("Light 2", "Light 3", supLA))
	g.Connect(supAuto("Light 3", "Pause", ag.ActionCompleted))
	g.Connect(supAuto("Pause", "Finisher", ag.ActionCompleted))
	s := supNewRig(t, g, nil)
	s.c.SetActionSpeed(speed)
	for _, at := range presses {
		s.tickTo(at)
		s.press(supLA)
	}
	s.tickTo(1000)
	return s.rec.lines()
}

// TestWinActionSpeedScalesTogether checks that at Action Speed 0.5 the same
// presses made at twice the time give the same events at twice the time:
// montages, windows and delays all double.
// AG-WIN-3
func TestWinActionSpeedScalesTogether(t *testing.T) {
	full := supSpeedRun(t, 1, []ag.Ticks{0, 25, 60, 110})
	half := supSpeedRun(t, 0.5, []ag.Ticks{0, 50, 120, 220})
	if len(full) != len(half) || len(full) < 15 {
		t.Fatalf("have %d events at speed 1 and %d at 0.5:\n%q\n%q", len(full), len(half), full, half)
	}
	for i := range full {
		tick, rest, _ := strings.Cut(full[i], " ")
		n, _ := strconv.Atoi(tick)
		if want := fmt.Sprintf("%d %s", 2*n, rest); half[i] != want {
			t.Errorf("event %d: have %q at speed 0.5, want %q", i, half[i], want)
		}
	}
	if !strings.Contains(strings.Join(full, "|"), "|210 node Finisher from Pause via actionCompleted|") {
		t.Errorf("speed 1 run: have %q, want the Finisher at 210", full)
	}
}

// TestPayHoldAndDelayOpenTheWindow checks that Hold and Delay open the action
// window as they start (on by default in a file), so a press leaves at once;
// with it off a Hold waits for a hook to open the window and a Delay for its
// end.
// AG-PAY-5
func TestPayHoldAndDelayOpenTheWindow(t *testing.T) {
	g := supLoad(t, "p.json", `{"nodes":[{"name":"H","payload":{"type":"hold"}},{"name":"D","payload":{"type":"delay"}}]}`, nil)
	if h, ok := g.Node("H").Payload.(*ag.HoldPayload); !ok || !h.OpenActionWindow {
		t.Errorf("file hold: have %#v, want Open Action Window on", g.Node("H").Payload)
	}
	if d, ok := g.Node("D").Payload.(*ag.DelayPayload); !ok || !d.OpenActionWindow {
		t.Errorf("file delay: have %#v, want Open Action Window on", g.Node("D").Payload)
	}
	tests := []struct {
		name   string
		p      ag.Payload
		hook   ag.Hook
		result ag.Result
		starts string
	}{
		{"hold", &ag.HoldPayload{OpenActionWindow: true}, nil, ag.Entered, "5 node Next from Wait via inputPressed"},
		{"delay", &ag.DelayPayload{Seconds: 1, OpenActionWindow: true}, nil, ag.Entered, "5 node Next from Wait via inputPressed"},
		{"hold, window off", &ag.HoldPayload{}, nil, ag.Buffered, ""},
		{"hold, window off, hook opens it", &ag.HoldPayload{}, &supWindowHook{OpenAt: 20}, ag.Buffered, "20 node Next from Wait via inputPressed"},
		{"delay, window off", &ag.DelayPayload{Seconds: 1}, nil, ag.Buffered, "60 node Next from Wait via inputPressed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := ag.NewGraph("G")
			n := g.AddNode(ag.NewNode("Wait", tt.p))
			if tt.hook != nil {
				n.Hooks = []ag.Hook{tt.hook}
			}
			g.AddNode(supMontageNode("Next", supDodgeAM))
			g.Connect(supWire(ag.RootName, "Wait", supGuard))
			g.Connect(supWire("Wait", "Next", supLA))
			s := supNewRig(t, g, nil)
			s.press(supGuard)
			if tt.hook == nil && s.c.State().Window != (tt.result == ag.Entered) {
				t.Errorf("window at start: have %v", s.c.State().Window)
			}
			s.tickTo(5)
			supWantResult(t, "press at tick 5", s.press(supLA), tt.result)
			s.tickTo(100)
			started := s.rec.linesOf(ag.EventNodeStarted)
			if tt.starts == "" {
				if len(started) != 1 || s.node() != "Wait" || !s.c.State().HasWaiting {
					t.Errorf("have %q, node %q; want the hold to run on with the press waiting", started, s.node())
				}
				return
			}
			if len(started) != 2 || started[1] != tt.starts {
				t.Errorf("have %q, want %q", started, tt.starts)
			}
		})
	}
}

// TestAPIActionSpeed checks that Action Speed is per character, 1 by
// default, and takes effect from the next node that starts.
// AG-API-7
func TestAPIActionSpeed(t *testing.T) {
	g := supLightGraph()
	fast, slow := supNewRig(t, g, nil), supNewRig(t, g, nil)
	if fast.c.ActionSpeed() != 1 {
		t.Errorf("default Action Speed: have %v, want 1", fast.c.ActionSpeed())
	}
	slow.c.SetActionSpeed(0.5)
	for _, s := range []*supRig{fast, slow} {
		s.press(supLA)
		s.tickTo(10)
		s.press(supLA)
	}
	fast.c.SetActionSpeed(0.5) // from Light 2 on
	fast.tickTo(400)
	slow.tickTo(400)
	supWantLines(t, fast.rec.linesOf(ag.EventEnded), []string{"42 ended Light 1 completed", "234 ended Light 2 completed"})
	supWantLines(t, slow.rec.linesOf(ag.EventEnded), []string{"84 ended Light 1 completed", "276 ended Light 2 completed"})
	if slow.c.SetActionSpeed(0); slow.c.ActionSpeed() != 1 {
		t.Errorf("Action Speed 0: have %v, want 1", slow.c.ActionSpeed())
	}
}

// supPayload is a custom payload: it opens the action window when Open is
// set, plays Montage when set, else keeps its node alive when Keep is set;
// with Refuse it cannot start. It keeps no per-run state.
type supPayload struct {
	Keep, Open, Refuse bool
	Montage            string
}

// Execute starts the payload for one run of its node.
func (p *supPayload) Execute(r *ag.Run) bool {
	if p.Open {
		r.OpenActionWindow()
	}
	if p.Montage != "" {
		return r.PlayMontage(p.Montage, "", 1)
	}
	return p.Keep
}

// CanStart refuses when Refuse is set.
func (p *supPayload) CanStart(*ag.Run) bool { return !p.Refuse }

// TestPayCustom checks a payload written in code: Execute returning false
// ends the node, true keeps it alive (until a montage it plays ends), and it may
// open the action window itself, which a hook may close again.
// AG-PAY-9
func TestPayCustom(t *testing.T) {
	tests := []struct {
		name   string
		p      *supPayload
		result ag.Result
		want   []string
	}{
		{"false ends the node", &supPayload{}, ag.Dropped, []string{"0 ended Move completed"}},
		{"true keeps it alive", &supPayload{Keep: true}, ag.Buffered, nil},
		{"a montage it plays ends it", &supPayload{Keep: true, Montage: supDodgeAM}, ag.Buffered,
			[]string{"36 ended Move completed", "36 node Next from Move via inputPressed", "72 ended Next completed"}},
		{"it opens the window", &supPayload{Keep: true, Open: true}, ag.Entered, []string{"0 window open Move",
			"20 window close Move", "20 ended Move completed", "20 node Next from Move via inputPressed", "56 ended Next completed"}},
		{"it cannot start", &supPayload{Refuse: true}, ag.Dropped, []string{"0 failed Move payload"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := ag.NewGraph("G")
			g.AddNode(ag.NewNode("Move", tt.p))
			g.AddNode(supMontageNode("Next", supDodgeAM))
			g.Connect(supWire(ag.RootName, "Move", supGuard))
			g.Connect(supWire("Move", "Next", supLA))
			s := supNewRig(t, g, nil)
			s.press(supGuard)
			s.tickTo(20)
			supWantResult(t, "press at tick 20", s.press(supLA), tt.result)
			s.tickTo(300)
			have := s.rec.linesOf(ag.EventNodeStarted, ag.EventEnded, ag.EventWindow, ag.EventFailed)
			if !tt.p.Refuse {
				have = have[1:] // the Move node's start
			}
			supWantLines(t, have, tt.want)
		})
	}
	// The window the payload opened, closed by a hook 10 ticks in.
	g := ag.NewGraph("G")
	g.AddNode(ag.NewNode("Move", &supPayload{Keep: true, Open: true})).Hooks = []ag.Hook{&supWindowHook{CloseAt: 10}}
	g.Connect(supWire(ag.RootName, "Move", supGuard))
	g.Connect(supWire("Move", ag.RootName, supLA))
	s := supNewRig(t, g, nil)
	s.press(supGuard)
	s.tickTo(20)
	supWantResult(t, "press after the window closed", s.press(supLA), ag.Buffered)
	supWantLines(t, s.rec.linesOf(ag.EventWindow), []string{"0 window open Move", "10 window close Move"})
}
