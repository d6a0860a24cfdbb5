package actiongraph_test

import (
	"fmt"
	"slices"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// supHook is a custom hook. Each run gets a fresh supHookRun that counts its
// own ticks and writes what it receives to the shared log; it finishes its
// node finishAt ticks in and tries to cancel it cancelAt ticks in (0: never).
type supHook struct {
	log                *[]string
	finishAt, cancelAt ag.Ticks
}

// NewRun returns a fresh run.
func (h *supHook) NewRun() ag.HookRun { return &supHookRun{h: h} }

type supHookRun struct {
	h     *supHook
	ticks int
}

func (k *supHookRun) say(format string, args ...any) {
	if k.h.log != nil {
		*k.h.log = append(*k.h.log, fmt.Sprintf(format, args...))
	}
}

func (k *supHookRun) Enter(r *ag.Run) { k.say("enter %s ticks=%d", r.Node().Name, k.ticks) }

func (k *supHookRun) Tick(r *ag.Run) {
	k.ticks++
	switch r.Elapsed() {
	case k.h.finishAt:
		r.Finish()
	case k.h.cancelAt:
		k.say("cancel at %d: %v", r.Elapsed(), r.Cancel())
	}
}

func (k *supHookRun) Notify(r *ag.Run, name string) { k.say("notify %s at %d", name, r.Elapsed()) }

func (k *supHookRun) NotifyEnd(r *ag.Run, name string) {
	k.say("notify end %s at %d", name, r.Elapsed())
}

func (k *supHookRun) Exit(r *ag.Run, reason ag.EndReason) {
	k.say("exit %s %s after %d ticks", r.Node().Name, reason, k.ticks)
}

// TestHookLocomotionModifier checks that locomotion is scaled while the node
// runs and restored when it ends.
// AG-HOOK-1
func TestHookLocomotionModifier(t *testing.T) {
	slow := ag.LocomotionScale{WalkSpeed: 0.5, Acceleration: 0.25, TurnRate: 0}
	g := supLightGraph()
	g.Node("Light 1").Hooks = []ag.Hook{&ag.LocomotionHook{Scale: slow}}
	s := supNewRig(t, g, nil)
	s.press(supLA)
	s.tickTo(30)
	if s.host.Locomotion != slow {
		t.Errorf("in Light 1: have %+v, want %+v", s.host.Locomotion, slow)
	}
	s.press(supLA)
	s.tickTo(42)
	if s.node() != "Light 2" || s.host.Locomotion != ag.NoLocomotionChange {
		t.Errorf("in %s: have %+v, want no change", s.node(), s.host.Locomotion)
	}
	h := supLoad(t, "h.json", `{"nodes":[{"name":"A","hooks":[{"type":"locomotionModifier","walkSpeed":0}]}]}`, nil).Node("A").Hooks[0]
	if lh, ok := h.(*ag.LocomotionHook); !ok || lh.Scale != (ag.LocomotionScale{WalkSpeed: 0, Acceleration: 1, TurnRate: 1}) {
		t.Errorf("file hook: have %#v, want walk speed 0 and the rest 1", h)
	}
}

// TestHookCancelOnMovement checks that moving cuts a node with Can be
// Cancelled once it is past Cancel Window Start (scaled by Action Speed),
// and never one without it.
// AG-HOOK-2
func TestHookCancelOnMovement(t *testing.T) {
	tests := []struct {
		name        string
		cancellable bool
		speed       float64
		movedAt     []ag.Ticks
		want        string // the end line; "" for none
	}{
		{"not cancellable", false, 1, []ag.Ticks{6, 20}, ""},
		{"before cancel window start", true, 1, []ag.Ticks{3, 5}, ""},
		{"at cancel window start", true, 1, []ag.Ticks{3, 6}, "6 ended Dodge cancelled"},
		{"half speed waits 12 ticks", true, 0.5, []ag.Ticks{11, 12}, "12 ended Dodge cancelled"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := ag.NewGraph("G")
			n := g.AddNode(supMontageNode("Dodge", supDodgeAM))
			n.CanBeCancelled, n.Hooks = tt.cancellable, []ag.Hook{ag.CancelOnMovementHook{}}
			g.Connect(supWire(ag.RootName, "Dodge", supDodge))
			s := supNewRig(t, g, nil)
			s.c.SetActionSpeed(tt.speed)
			s.press(supDodge)
			for _, at := range tt.movedAt {
				s.tickTo(at)
				s.c.Moved()
			}
			have := s.rec.linesOf(ag.EventEnded, ag.EventReset, ag.EventCancelled)
			if tt.want == "" {
				if len(have) != 0 || s.node() != "Dodge" {
					t.Errorf("have %q in %q, want the dodge to play on", have, s.node())
				}
				return
			}
			supWantLines(t, have, []string{tt.want, fmt.Sprintf("%d reset", s.c.Now())})
		})
	}
}

// TestHookDrainVital checks that a drain takes its amount each second, and
// that at zero it finishes the node, cancels it (waiting for Cancel Window
// Start) or does nothing.
// AG-HOOK-3
func TestHookDrainVital(t *testing.T) {
	tests := []struct {
		name        string
		end         ag.DrainEnd
		cancelStart float64
		want        []string
	}{
		{"finish", ag.DrainFinish, 0.1, []string{"30 ended Hold completed", "30 node Tired from Hold via actionCompleted"}},
		{"cancel", ag.DrainCancel, 0.1, []string{"30 ended Hold cancelled", "30 reset"}},
		{"cancel waits for the cancel window", ag.DrainCancel, 1, []string{"60 ended Hold cancelled", "60 reset"}},
		{"nothing", ag.DrainNothing, 0.1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := ag.NewGraph("G")
			n := g.AddNode(ag.NewNode("Hold", &ag.HoldPayload{}))
			n.CanBeCancelled, n.CancelWindowStart = true, tt.cancelStart
			n.Hooks = []ag.Hook{&ag.DrainVitalHook{Vital: "stamina", PerSecond: 60, End: tt.end}}
			g.AddNode(supMontageNode("Tired", supParry))
			g.Connect(supWire(ag.RootName, "Hold", supGuard))
			g.Connect(supAuto("Hold", "Tired", ag.ActionCompleted))
			s := supNewRig(t, g, nil)
			s.host.SetVital("stamina", 30)
			s.press(supGuard)
			s.tickTo(15)
			if v, _ := s.host.Vital("stamina"); v != 15 {
				t.Errorf("after 15 ticks: have stamina %v, want 15", v)
			}
			s.tickTo(70)
			have := s.rec.linesOf(ag.EventEnded, ag.EventReset, ag.EventNodeStarted)[1:]
			supWantLines(t, have, tt.want)
			if v, _ := s.host.Vital("stamina"); v != 0 {
				t.Errorf("have stamina %v, want 0", v)
			}
		})
	}
}

// TestHookCustomLifecycle checks that a custom hook receives Enter, Tick, the
// montage's notifies and Exit with the end reason, with a fresh copy for
// each run of its node.
// AG-HOOK-4
func TestHookCustomLifecycle(t *testing.T) {
	var log []string
	h := supHost()
	h.AddMontage(&ag.Montage{Name: "AM_Notified", Length: 1, Notifies: []ag.Notify{
		{Name: "Footstep", Start: 0.5, End: 0.5}, {Name: "Trace", Start: 0.7, End: 0.9}}})
	g := ag.NewGraph("G")
	g.AddNode(supMontageNode("Swing", "AM_Notified")).Hooks = []ag.Hook{&supHook{log: &log}}
	g.Connect(supWire(ag.RootName, "Swing", supLA))
	s := supNewRig(t, g, h)
	s.press(supLA)
	s.tickTo(100)
	s.press(supLA)
	s.tickTo(110)
	s.c.Interrupt()
	want := []string{
		"enter Swing ticks=0", "notify Footstep at 30", "notify Trace at 42", "notify end Trace at 54", "exit Swing completed after 60 ticks",
		"enter Swing ticks=0", "exit Swing cancelled after 10 ticks",
	}
	if !slices.Equal(log, want) {
		t.Errorf("hook log:\nhave %q\nwant %q", log, want)
	}
}

// TestHookFinishAndCancel checks that a hook can finish its node (the graph
// then picks the next node) and cut it, the cut honouring Can be Cancelled
// and Cancel Window Start.
// AG-HOOK-4
func TestHookFinishAndCancel(t *testing.T) {
	tests := []struct {
		name        string
		hook        supHook
		cancellable bool
		wantLog     []string
		wantEnd     []string
	}{
		{"finish", supHook{finishAt: 20}, false, nil,
			[]string{"20 ended Swing completed", "20 node Recover from Swing via actionCompleted"}},
		{"cancel before cancel window start", supHook{cancelAt: 5}, true, []string{"cancel at 5: false"},
			[]string{"96 ended Swing completed", "96 node Recover from Swing via actionCompleted"}},
		{"cancel", supHook{cancelAt: 6}, true, []string{"cancel at 6: true"},
			[]string{"6 ended Swing cancelled", "6 reset"}},
		{"cancel without Can be Cancelled", supHook{cancelAt: 30}, false, []string{"cancel at 30: false"},
			[]string{"96 ended Swing completed", "96 node Recover from Swing via actionCompleted"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var log []string
			hk := tt.hook
			hk.log = &log
			g := ag.NewGraph("G")
			n := g.AddNode(supMontageNode("Swing", supLight))
			n.CanBeCancelled, n.Hooks = tt.cancellable, []ag.Hook{&hk}
			g.AddNode(supMontageNode("Recover", supParry))
			g.Connect(supWire(ag.RootName, "Swing", supLA))
			g.Connect(supAuto("Swing", "Recover", ag.ActionCompleted))
			s := supNewRig(t, g, nil)
			s.press(supLA)
			s.tickTo(100)
			var cancels []string
			for _, l := range log {
				if len(l) > 6 && l[:6] == "cancel" {
					cancels = append(cancels, l)
				}
			}
			if !slices.Equal(cancels, tt.wantLog) {
				t.Errorf("Cancel results: have %q, want %q", cancels, tt.wantLog)
			}
			have := s.rec.linesOf(ag.EventEnded, ag.EventReset, ag.EventNodeStarted)[1:3]
			supWantLines(t, have, tt.wantEnd)
		})
	}
}

// TestHookNotifyAtTheStart checks that a notify at the very start of what
// plays (0 s of the montage, or the start of the section played) reaches
// the hooks like any other.
// AG-HOOK-4
func TestHookNotifyAtTheStart(t *testing.T) {
	var log []string
	h := supHost()
	h.AddMontage(&ag.Montage{Name: "AM_N", Length: 1, Notifies: []ag.Notify{{Name: "Start"}, {Name: "Mid", Start: 0.5}},
		Sections: []ag.Section{{Name: "A"}, {Name: "B", Start: 0.5}}})
	g := ag.NewGraph("G")
	g.AddNode(supMontageNode("Swing", "AM_N")).Hooks = []ag.Hook{&supHook{log: &log}}
	g.AddNode(ag.NewNode("Swing B", &ag.MontagePayload{Montage: "AM_N", Section: "B"})).Hooks = []ag.Hook{&supHook{log: &log}}
	g.Connect(supWire(ag.RootName, "Swing", supLA))
	g.Connect(supWire(ag.RootName, "Swing B", supDodge))
	s := supNewRig(t, g, h)
	s.press(supLA)
	s.tickTo(100)
	s.press(supDodge)
	s.tickTo(200)
	want := []string{
		"enter Swing ticks=0", "notify Start at 0", "notify Mid at 30", "exit Swing completed after 60 ticks",
		"enter Swing B ticks=0", "notify Mid at 0", "exit Swing B completed after 30 ticks",
	}
	if !slices.Equal(log, want) {
		t.Errorf("a notify at the start of the montage or section never reaches hooks (Tick checks notifies only after the first tick):\nhave %q\nwant %q", log, want)
	}
}
