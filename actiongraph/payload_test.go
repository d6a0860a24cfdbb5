package actiongraph_test

import (
	"bytes"
	"log/slog"
	"slices"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestPayMontageLength checks that a montage node lasts the montage's (or
// its section's) length divided by Play Rate and Action Speed, that a
// missing section plays from the start, and that the window follows the
// section.
// AG-PAY-1
func TestPayMontageLength(t *testing.T) {
	sectioned := &ag.Montage{Name: "AM_Sec", Length: 1.6, Windows: []ag.Span{{Start: 0.7, End: 1.15}},
		Sections: []ag.Section{{Name: "First", Start: 0}, {Name: "Second", Start: 0.8}, {Name: "Third", Start: 1.2}}}
	tests := []struct {
		name    string
		p       *ag.MontagePayload
		speed   float64
		want    []string
		wantEnd string
	}{
		{"as authored", &ag.MontagePayload{Montage: "AM_Sec"}, 1, []string{"42 window open Move", "69 window close Move"}, "96 ended Move completed"},
		{"play rate 2", &ag.MontagePayload{Montage: "AM_Sec", PlayRate: 2}, 1, []string{"21 window open Move", "35 window close Move"}, "48 ended Move completed"},
		{"action speed 0.5", &ag.MontagePayload{Montage: "AM_Sec"}, 0.5, []string{"84 window open Move", "138 window close Move"}, "192 ended Move completed"},
		{"rate 2 at speed 0.5", &ag.MontagePayload{Montage: "AM_Sec", PlayRate: 2}, 0.5, []string{"42 window open Move", "69 window close Move"}, "96 ended Move completed"},
		{"section Second", &ag.MontagePayload{Montage: "AM_Sec", Section: "Second"}, 1, []string{"0 window open Move", "21 window close Move"}, "24 ended Move completed"},
		{"section Third", &ag.MontagePayload{Montage: "AM_Sec", Section: "Third"}, 1, nil, "24 ended Move completed"},
		{"missing section", &ag.MontagePayload{Montage: "AM_Sec", Section: "Nope"}, 1, []string{"42 window open Move", "69 window close Move"}, "96 ended Move completed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := supHost()
			h.AddMontage(sectioned)
			s := supRunOne(t, tt.p, h, tt.speed, 300)
			supWantLines(t, s.rec.linesOf(ag.EventWindow, ag.EventEnded), append(tt.want, tt.wantEnd))
		})
	}
}

// TestPayNoMontageEndsAtOnce checks that a montage node with no montage, or
// one the host lacks, ends at once and logs a warning.
// AG-PAY-1
func TestPayNoMontageEndsAtOnce(t *testing.T) {
	for _, name := range []string{"", "AM_Missing"} {
		var buf bytes.Buffer
		g := ag.NewGraph("G")
		g.AddNode(supMontageNode("Move", name))
		g.Connect(supWire(ag.RootName, "Move", supLA))
		s := supNewRig(t, g, nil)
		s.c.SetLogger(supLog(&buf, slog.LevelWarn))
		s.press(supLA)
		supWantLines(t, s.rec.lines(), []string{
			"0 node Move from ROOT via inputPressed",
			"0 input UPC.Input.LightAttack inputPressed entered",
			"0 ended Move completed",
			"0 reset",
		})
		recs := supLogRecords(t, &buf)
		if len(recs) != 1 || recs[0]["level"] != "WARN" || recs[0]["msg"] != "no montage" {
			t.Errorf("montage %q: have log %v, want one warning", name, recs)
		}
	}
}

// TestPayDirectionalMontages checks Back, Left and Right Montage against the
// stick at the press (or the host's stick), an empty one falling back to
// Montage, and Turn To Input At Start turning the body and playing Montage.
// AG-PAY-2
func TestPayDirectionalMontages(t *testing.T) {
	dirs := &ag.MontagePayload{Montage: supLight, BackMontage: "AM_Back", LeftMontage: "AM_Left"}
	turn := &ag.MontagePayload{Montage: supLight, BackMontage: "AM_Back", TurnToInputAtStart: true}
	// This project's Forward Montage: Montage then plays for a centred stick only.
	fwd := &ag.MontagePayload{Montage: "AM_Back", ForwardMontage: supLight, LeftMontage: "AM_Left"}
	tests := []struct {
		name     string
		p        *ag.MontagePayload
		in, host ag.Direction
		hasStick bool
		want     string
		facing   ag.Direction
	}{
		{"back", dirs, ag.Back, ag.Neutral, true, "AM_Back", ag.Neutral},
		{"left", dirs, ag.Left, ag.Neutral, true, "AM_Left", ag.Neutral},
		{"right is empty", dirs, ag.Right, ag.Neutral, true, supLight, ag.Neutral},
		{"forward", dirs, ag.Forward, ag.Back, true, supLight, ag.Neutral},
		{"neutral", dirs, ag.Neutral, ag.Neutral, false, supLight, ag.Neutral},
		{"host stick back", dirs, ag.Neutral, ag.Back, false, "AM_Back", ag.Neutral},
		{"turn to input", turn, ag.Back, ag.Neutral, true, supLight, ag.Back},
		{"forward montage pushed forward", fwd, ag.Forward, ag.Neutral, true, supLight, ag.Neutral},
		{"forward montage, stick centred", fwd, ag.Neutral, ag.Neutral, true, "AM_Back", ag.Neutral},
		{"forward montage, left", fwd, ag.Left, ag.Neutral, true, "AM_Left", ag.Neutral},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := supHost()
			h.AddMontage(&ag.Montage{Name: "AM_Back", Length: 0.5})
			h.AddMontage(&ag.Montage{Name: "AM_Left", Length: 0.4})
			h.StickDir = tt.host
			g := ag.NewGraph("G")
			g.AddNode(ag.NewNode("Hop", tt.p))
			g.Connect(supWire(ag.RootName, "Hop", supDodge))
			s := supNewRig(t, g, h)
			s.c.ProcessInputFull(ag.Input{Tag: supDodge, Moment: ag.InputPressed, Stick: tt.in, HasStick: tt.hasStick})
			st := s.rec.started()
			if len(st) != 1 || st[0].Montage != tt.want {
				t.Fatalf("have started %v, want montage %s", st, tt.want)
			}
			if h.Facing != tt.facing {
				t.Errorf("facing: have %s, want %s", h.Facing, tt.facing)
			}
			m, _ := h.Montage(tt.want)
			end := ag.SecondsToTicks(m.Length)
			s.tickTo(end)
			if !s.rec.has(supLine(ag.Event{Kind: ag.EventEnded, Tick: end, Node: "Hop"})) {
				t.Errorf("the node did not end with %s at tick %d: %q", tt.want, end, s.rec.lines())
			}
		})
	}
}

// TestPayHoldLastsWithItsTags checks that a Hold lasts until a transition, a
// cancel or a hook ends it, with its Applied Tags on for the stance.
// AG-PAY-3
func TestPayHoldLastsWithItsTags(t *testing.T) {
	const blocking = "UPC.State.Blocking"
	tests := []struct {
		name string
		end  func(s *supRig)
		want string
	}{
		{"transition", func(s *supRig) { s.press(supLA) }, "600 ended Guard completed"},
		{"cancel by input", func(s *supRig) { s.press(supDodge) }, "600 ended Guard cancelled"},
		{"interrupt", func(s *supRig) { s.c.Interrupt() }, "600 ended Guard cancelled"},
		{"hook", nil, "650 ended Guard completed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := ag.NewGraph("G")
			n := g.AddNode(ag.NewNode("Guard", &ag.HoldPayload{OpenActionWindow: true}))
			n.AppliedTags, n.CanBeCancelled = []string{blocking}, true
			if tt.end == nil {
				n.Hooks = []ag.Hook{&supHook{finishAt: 650}}
			}
			g.AddNode(supMontageNode("Light 1", supLight))
			g.AddNode(supMontageNode("Dodge", supDodgeAM))
			g.Connect(supWire(ag.RootName, "Guard", supGuard))
			g.Connect(supWire(ag.RootName, "Dodge", supDodge))
			g.Connect(supWire("Guard", "Light 1", supLA))
			s := supNewRig(t, g, nil)
			s.press(supGuard)
			s.tickTo(600)
			if s.node() != "Guard" || !s.c.HasTag(blocking) {
				t.Fatalf("at tick 600: have node %q, blocking %v; want the hold, blocking", s.node(), s.c.HasTag(blocking))
			}
			if tt.end != nil {
				tt.end(s)
			}
			s.tickTo(700)
			if !s.rec.has(tt.want) {
				t.Errorf("have %q, want %q", s.rec.lines(), tt.want)
			}
			if s.c.HasTag(blocking) {
				t.Error("the hold's tag outlived it")
			}
		})
	}
}

// TestPayDelay checks that a Delay waits its seconds (0.5 by default in a
// file), then completes and leads along Action Completed; 0 ends at once.
// AG-PAY-4
func TestPayDelay(t *testing.T) {
	fileDelay := supLoad(t, "d.json", `{"nodes":[{"name":"D","payload":{"type":"delay"}}]}`, nil).Node("D").Payload
	if d, ok := fileDelay.(*ag.DelayPayload); !ok || d.Seconds != ag.DefaultDelaySeconds || ag.DefaultDelaySeconds != 0.5 {
		t.Fatalf("file delay: have %#v, want 0.5 s", fileDelay)
	}
	tests := []struct {
		name string
		p    ag.Payload
		end  ag.Ticks
	}{
		{"file default 0.5 s", fileDelay, 30},
		{"0.25 s", &ag.DelayPayload{Seconds: 0.25}, 15},
		{"0 s", &ag.DelayPayload{}, 0},
	}
	for _, tt := range tests {
		g := ag.NewGraph("G")
		g.AddNode(ag.NewNode("Pause", tt.p))
		g.AddNode(supMontageNode("Next", supDodgeAM))
		g.Connect(supWire(ag.RootName, "Pause", supLA))
		g.Connect(supAuto("Pause", "Next", ag.ActionCompleted))
		s := supNewRig(t, g, nil)
		s.press(supLA)
		s.tickTo(100)
		want := []string{
			"0 node Pause from ROOT via inputPressed",
			supLine(ag.Event{Kind: ag.EventEnded, Tick: tt.end, Node: "Pause"}),
			supLine(ag.Event{Kind: ag.EventNodeStarted, Tick: tt.end, Node: "Next", From: "Pause", Via: "actionCompleted"}),
		}
		if have := s.rec.linesOf(ag.EventNodeStarted, ag.EventEnded); len(have) < 3 || !slices.Equal(have[:3], want) {
			t.Errorf("%s: have %q, want %q first", tt.name, have, want)
		}
	}
}

// TestPayTriggerEvent checks that Trigger Ability / Event sends its gameplay
// event or activates abilities by tag; with End Immediately the node ends at
// once, without it the node waits for the ability, a cancel or a transition.
// AG-PAY-6
func TestPayTriggerEvent(t *testing.T) {
	obj := &struct{ n int }{7}
	send := &ag.TriggerEventPayload{EventTag: "Event.Shout", EventMagnitude: 2.5, Object: obj, EndImmediately: true}
	activate := &ag.TriggerEventPayload{Mode: ag.ActivateAbilityByTag, AbilityTags: []string{"Ability.Spin"}}
	tests := []struct {
		name string
		p    *ag.TriggerEventPayload
		end  func(s *supRig)
		want []string
	}{
		{"send, end immediately", send, nil, []string{"0 ended Cast completed", "0 reset"}},
		{"activate, ability ends", activate, func(s *supRig) { s.c.AbilityEnded() }, []string{"50 ended Cast completed", "50 reset"}},
		{"activate, interrupted", activate, func(s *supRig) { s.c.Interrupt() }, []string{"50 ended Cast cancelled", "50 reset"}},
		{"activate, transition", activate, func(s *supRig) { s.press(supGuard) },
			[]string{"50 cancelled Cast by UPC.Input.Guard", "50 ended Cast cancelled", "50 node Parry from Cast via inputPressed"}},
		{"activate, waiting press", activate, func(s *supRig) { s.press(supLA); s.tickTo(60); s.c.AbilityEnded() },
			[]string{"60 ended Cast completed", "60 node Follow from Cast via inputPressed"}},
	}
	s := supNewRig(t, supLightGraph(), nil)
	s.press(supLA)
	s.tickTo(10)
	if s.c.AbilityEnded(); s.node() != "Light 1" {
		t.Errorf("AbilityEnded on a montage node: have %q, want Light 1 to play on", s.node())
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var events []ag.GameplayEvent
			var abilities [][]string
			h := supHost()
			h.OnGameplayEvent = func(e ag.GameplayEvent) { events = append(events, e) }
			h.OnActivateAbilities = func(tags []string) bool { abilities = append(abilities, tags); return true }
			g := ag.NewGraph("G")
			g.AddNode(ag.NewNode("Cast", tt.p))
			g.AddNode(supMontageNode("Parry", supParry))
			g.AddNode(supMontageNode("Follow", supDodgeAM))
			g.Connect(supWire(ag.RootName, "Cast", supHeavy))
			g.Connect(&ag.Transition{From: "Cast", To: "Parry", FiresOn: ag.InputPressed, InputTag: supGuard, Timing: ag.Interrupt})
			g.Connect(supWire("Cast", "Follow", supLA))
			s := supNewRig(t, g, h)
			s.press(supHeavy)
			s.tickTo(50)
			if tt.end != nil {
				if len(s.rec.linesOf(ag.EventEnded)) != 0 {
					t.Fatalf("the node ended early: %q", s.rec.lines())
				}
				tt.end(s)
			}
			have := s.rec.linesOf(ag.EventEnded, ag.EventReset, ag.EventNodeStarted, ag.EventCancelled)[1:]
			supWantLines(t, have[:min(len(have), len(tt.want))], tt.want)
			if tt.p.Mode == ag.SendGameplayEvent {
				if len(events) != 1 || events[0] != (ag.GameplayEvent{Tag: "Event.Shout", Magnitude: 2.5, Object: obj}) || abilities != nil {
					t.Errorf("have events %v, abilities %v", events, abilities)
				}
			} else if len(abilities) != 1 || !slices.Equal(abilities[0], []string{"Ability.Spin"}) || events != nil {
				t.Errorf("have events %v, abilities %v", events, abilities)
			}
		})
	}
}

// TestPayNone checks that a node with no payload ends at once and the graph
// moves on in the same tick.
// AG-PAY-8
func TestPayNone(t *testing.T) {
	g := ag.NewGraph("G")
	g.AddNode(ag.NewNode("Branch", nil))
	g.AddNode(supMontageNode("Light 1", supLight))
	g.Connect(supWire(ag.RootName, "Branch", supLA))
	g.Connect(supAuto("Branch", "Light 1", ag.ActionCompleted))
	s := supNewRig(t, g, nil)
	s.press(supLA)
	supWantLines(t, s.rec.linesOf(ag.EventNodeStarted, ag.EventEnded), []string{
		"0 node Branch from ROOT via inputPressed",
		"0 ended Branch completed",
		"0 node Light 1 from Branch via actionCompleted",
	})
	if p := supLoad(t, "n.json", `{"nodes":[{"name":"N","payload":{"type":"none"}}]}`, nil).Node("N").Payload; p != (ag.NoPayload{}) {
		t.Errorf("file payload none: have %#v", p)
	}
}
