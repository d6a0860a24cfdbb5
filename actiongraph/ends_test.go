package actiongraph_test

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestEndsLateInputGrace checks the page's late click: Light 1 ends at
// 1.6 s, and a press 0.1 s later still plays Light 2 within a 0.25 s grace;
// later, with the grace off, after a move cut short or one that moved on
// through Action Completed, or for an input Light 1 has no link for, the
// press starts from ROOT. A node's own grace beats the graph's.
// AG-LATE-1, AG-LATE-2
func TestEndsLateInputGrace(t *testing.T) {
	tests := []struct {
		name     string
		setup    func(b *walkBuilder)
		cut      func(r *walkRig) // at 0.5 s
		after    float64          // seconds from the end to the press
		tag      string
		wantNode string
		wantFrom string
		wantVia  ag.Via
	}{
		// AG-LATE-1
		{"click 0.1 s after the end", nil, nil, 0.1, walkLight, "Light 2", "Light 1", ag.ViaLateGrace},
		{"click 0.3 s after the end", nil, nil, 0.3, walkLight, "Light 1", walkRoot, "inputPressed"},
		{"grace 0 turns it off", walkGrace(0, -1), nil, 0.1, walkLight, "Light 1", walkRoot, "inputPressed"},
		{"node's longer grace", walkGrace(0, 0.5), nil, 0.3, walkLight, "Light 2", "Light 1", ag.ViaLateGrace},
		{"node's shorter grace", walkGrace(0.25, 0.05), nil, 0.1, walkLight, "Light 1", walkRoot, "inputPressed"},
		// AG-LATE-2
		{"cut by Interrupt", nil, func(r *walkRig) { r.c.Interrupt() }, 0.1, walkLight, "Light 1", walkRoot, "inputPressed"},
		{"cut by an input", func(b *walkBuilder) { b.g.Node("Light 1").CanBeCancelled = true },
			func(r *walkRig) { r.press(walkJump) }, 0.1, walkLight, "Light 1", walkRoot, "inputPressed"},
		{"moved on through Action Completed", func(b *walkBuilder) {
			b.node("Recover", nil)
			b.wire("Light 1", "Recover", ag.ActionCompleted, "")
		}, nil, 0.1, walkLight, "Light 1", walkRoot, "inputPressed"},
		{"no link for the input", nil, nil, 0.1, walkDodge, "Dodge", walkRoot, "inputPressed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkCombo("AM_Attack_Light")
			if tt.setup != nil {
				tt.setup(b)
			}
			r := walkStart(t, b)
			r.press(walkLight)
			end := 1.6
			if tt.cut != nil {
				r.at(0.5)
				tt.cut(r)
				end = 0.5
			}
			r.at(end)
			r.wantNode(walkRoot)
			r.at(end + tt.after)
			r.wantResult("late press", r.press(tt.tag), ag.Entered)
			r.wantNode(tt.wantNode)
			if e := r.rec.lastStart(); e.Tick != r.c.Now() || e.From != tt.wantFrom || e.Via != tt.wantVia {
				t.Fatalf("have %v, want from %s via %s\n%s", e, tt.wantFrom, tt.wantVia, r.rec)
			}
		})
	}
}

// TestEndsCompleted checks what follows a move that ran to its end: a
// waiting press chains (from ROOT when only ROOT answers it), else an
// Action Completed transition, else ROOT; and ROOT whatever is wired when a
// Global Block Tag is on as it completes.
// AG-END-1, AG-END-4
func TestEndsCompleted(t *testing.T) {
	tests := []struct {
		name     string
		tag      string // pressed at 1.3 s; "" none
		auto     bool   // Light 1 has an Action Completed wire to Recover
		block    bool   // a Global Block Tag goes on at 1.5 s
		wantNode string
		wantFrom string
		wantVia  ag.Via
	}{
		// AG-END-1
		{"waiting press chains", walkLight, true, false, "Light 2", "Light 1", "inputPressed"},
		{"press only ROOT answers", walkDodge, true, false, "Dodge", walkRoot, ag.ViaBuffer},
		{"no press: Action Completed", "", true, false, "Recover", "Light 1", "actionCompleted"},
		{"no press, no wire: ROOT", "", false, false, walkRoot, "", ""},
		// AG-END-4
		{"blocked: ROOT, not Action Completed", "", true, true, walkRoot, "", ""},
		{"blocked: ROOT, not the waiting press", walkLight, true, true, walkRoot, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkCombo("AM_Swing")
			b.move("Recover", "AM_Dodge")
			if tt.auto {
				b.wire("Light 1", "Recover", ag.ActionCompleted, "")
			}
			r := walkStart(t, b)
			r.press(walkLight)
			if tt.tag != "" {
				r.at(1.3)
				r.wantResult("press", r.press(tt.tag), ag.Buffered)
			}
			if r.at(1.5); tt.block {
				r.host.AddTag(ag.TagActionsBlocked)
			}
			r.at(1.6)
			r.wantEnded("Light 1", ag.Completed)
			r.wantNode(tt.wantNode)
			if tt.wantNode == walkRoot {
				if r.rec.count(ag.EventReset, "") != 1 || r.rec.count(ag.EventNodeStarted, "") != 1 {
					t.Fatalf("want Light 1 alone, then one reset\n%s", r.rec)
				}
				return
			}
			r.wantStart(tt.wantNode, 96, tt.wantFrom, tt.wantVia)
		})
	}
}

// TestEndsCancelledAndRejected checks that a cut move goes to ROOT with no
// chain, and that a rejected one clears the waiting press and returns to
// the authority's node.
// AG-END-2, AG-END-3
func TestEndsCancelledAndRejected(t *testing.T) {
	tests := []struct {
		name       string
		end        func(r *walkRig) error // at 0.5 s, with Light pressed at 0.42 s
		wantReason ag.EndReason
		wantNode   string
	}{
		// AG-END-2
		{"Interrupt", func(r *walkRig) error { r.c.Interrupt(); return nil }, ag.Cancelled, walkRoot},
		{"cancel by an input", func(r *walkRig) error { r.press(walkJump); return nil }, ag.Cancelled, walkRoot},
		// AG-END-3
		{"rejected to ROOT", func(r *walkRig) error { return r.c.Reject(walkRoot) }, ag.Rejected, walkRoot},
		{"rejected to a node", func(r *walkRig) error { return r.c.Reject("Dodge") }, ag.Rejected, "Dodge"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkCombo("AM_Attack_Light")
			b.move("Recover", "AM_Dodge")
			b.wire("Light 1", "Recover", ag.ActionCompleted, "")
			b.g.Node("Light 1").CanBeCancelled = true
			r := walkStart(t, b)
			r.press(walkLight)
			r.at(0.42)
			r.wantResult("press", r.press(walkLight), ag.Buffered)
			r.at(0.5)
			if err := tt.end(r); err != nil {
				t.Fatal(err)
			}
			r.wantEnded("Light 1", tt.wantReason)
			r.wantNode(tt.wantNode)
			if tt.wantNode != walkRoot {
				r.wantStart(tt.wantNode, 30, walkRoot, ag.ViaRejected)
			}
			if r.c.State().HasWaiting {
				t.Fatalf("the waiting press survived: %+v", r.c.State())
			}
			r.at(3)
			r.wantNoStart("Light 2")
			r.wantNoStart("Recover")
			if n := r.rec.count(ag.EventNodeStarted, "Light 1"); n != 1 {
				t.Fatalf("Light 1 started %d times, want once\n%s", n, r.rec)
			}
		})
	}
}

// TestEndsFailedStart checks a move that cannot start: an Action Failed
// wire leads on; without one the press drops and a running move plays on;
// Retrigger From Root On Failed Start reruns the press from ROOT, once.
// AG-END-5, AG-END-6
func TestEndsFailedStart(t *testing.T) {
	failWire := func(b *walkBuilder) { b.wire("Heavy", "Out Of Breath", ag.ActionFailed, "") }
	tests := []struct {
		name     string
		setup    func(b *walkBuilder)
		stamina  float64
		running  bool // Light 1 runs, its window open, at the press
		tag      string
		want     ag.Result
		wantNode string
		wantVia  ag.Via // of the last start when want is Entered
		wantFail string // failed nodes, in order
	}{
		// AG-END-5
		{"cost, Action Failed wired", failWire, 10, false, walkHeavy, ag.Entered, "Out Of Breath", "actionFailed", "Heavy"},
		{"cost paid", failWire, 50, false, walkHeavy, ag.Entered, "Heavy", "inputPressed", ""},
		{"cost, nothing wired: drops", nil, 10, false, walkHeavy, ag.Dropped, walkRoot, "", "Heavy"},
		{"cost mid-move: the move plays on", nil, 10, true, walkHeavy, ag.Dropped, "Light 1", "", "Heavy"},
		{"closed gate, Action Failed wired", func(b *walkBuilder) { failWire(b); b.g.Node("Heavy").Gates = walkClosedGate() }, 50, false, walkHeavy, ag.Entered, "Out Of Breath", "actionFailed", "Heavy"},
		// AG-END-6
		{"no retrigger: the move plays on", nil, 10, true, walkLight, ag.Dropped, "Light 1", "", "Finisher"},
		{"retrigger from ROOT", func(b *walkBuilder) { b.g.Node("Finisher").RetriggerFromRootOnFailedStart = true },
			10, true, walkLight, ag.Entered, "Light 1", ag.ViaRoot, "Finisher"},
		{"retrigger runs once", func(b *walkBuilder) {
			b.g.Node("Finisher").RetriggerFromRootOnFailedStart = true
			l1 := b.g.Node("Light 1")
			l1.RetriggerFromRootOnFailedStart = true
			l1.Gates = []ag.Gate{&ag.TagGate{Query: ag.TagQuery{Required: []string{"UPC.State.Armed"}}}}
		}, 10, true, walkLight, ag.Dropped, "Light 1", "", "Finisher Light 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkCombo("AM_Attack_Light")
			b.move("Heavy", "AM_Swing").Costs = []ag.Cost{ag.NewVitalCost("stamina", 30)}
			b.move("Out Of Breath", "AM_Dodge")
			b.move("Finisher", "AM_Swing").Gates = walkClosedGate()
			b.move("Jab", "AM_Dodge")
			b.press(walkRoot, "Heavy", walkHeavy)
			b.press("Light 1", "Heavy", walkHeavy)
			b.press("Light 1", "Finisher", walkLight).Priority = 1
			b.press(walkRoot, "Jab", walkLight).Priority = -1
			if tt.setup != nil {
				tt.setup(b)
			}
			r := walkStart(t, b)
			r.host.SetVital("stamina", tt.stamina)
			r.host.AddTag("UPC.State.Armed")
			if tt.running {
				r.press(walkLight)
				r.at(0.8)
			}
			r.host.RemoveTag("UPC.State.Armed")
			tick := r.c.Now()
			r.wantResult("press", r.press(tt.tag), tt.want)
			r.wantNode(tt.wantNode)
			if have := r.rec.names(ag.EventFailed); have != tt.wantFail {
				t.Fatalf("have failed %q, want %q\n%s", have, tt.wantFail, r.rec)
			}
			last := r.rec.lastStart()
			if tt.want == ag.Entered && (last.Kind != ag.EventNodeStarted || last.Via != tt.wantVia || last.Tick != tick) {
				t.Fatalf("have %v, want %s via %s at tick %d\n%s", last, tt.wantNode, tt.wantVia, tick, r.rec)
			}
			if tt.want != ag.Entered && tt.running && r.c.State().TimeInNode != 48 {
				t.Fatalf("Light 1 did not play on: %+v", r.c.State())
			}
		})
	}
}

// TestEndsFiresOn checks the moments a transition fires on: a press, a
// release after it, a release before the trigger completes, and the move's
// own end, where Priority, Timing and Conditions play no part.
// AG-END-7
func TestEndsFiresOn(t *testing.T) {
	p, rel, early := ag.InputPressed, ag.InputReleased, ag.InputReleasedEarly
	tests := []struct {
		name     string
		ins      []walkInput // sent at 0 s and 0.1 s
		want     ag.Result
		wantLast string // the last node started by 0.5 s; "" none
		wantNode string // running at 0.5 s
	}{
		{"pressed", []walkInput{{walkHeavy, p}}, ag.Entered, "Charge", "Charge"},
		{"released after the press", []walkInput{{walkHeavy, p}, {walkHeavy, rel}}, ag.Entered, "Heavy Release", "Heavy Release"},
		{"released early", []walkInput{{walkHeavy, p}, {walkHeavy, early}}, ag.Entered, "Feint", "Feint"},
		{"a release is not a press", []walkInput{{walkHeavy, rel}}, ag.Dropped, "", walkRoot},
		{"released to To Root", []walkInput{{walkGuard, p}, {walkGuard, rel}}, ag.Entered, "To Root", walkRoot},
		{"move's own end", []walkInput{{walkLight, p}}, ag.Entered, "Recover A", "Recover A"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkGraph()
			b.node("Charge", &ag.HoldPayload{OpenActionWindow: true})
			b.node("Guard Hold", &ag.HoldPayload{OpenActionWindow: true})
			b.toRoot("To Root")
			for _, m := range []string{"Feint", "Light 1", "Recover A", "Recover B"} {
				b.move(m, "AM_Dodge")
			}
			b.move("Heavy Release", "AM_Swing")
			b.press(walkRoot, "Charge", walkHeavy)
			b.wire("Charge", "Heavy Release", rel, walkHeavy)
			b.wire("Charge", "Feint", early, walkHeavy)
			b.press(walkRoot, "Guard Hold", walkGuard)
			b.wire("Guard Hold", "To Root", rel, walkGuard)
			b.press(walkRoot, "Light 1", walkLight)
			a := b.wire("Light 1", "Recover A", ag.ActionCompleted, "")
			a.Timing, a.Conditions = ag.Interrupt, []ag.Condition{walkCond(false)}
			b.wire("Light 1", "Recover B", ag.ActionCompleted, "").Priority = 9
			r := walkStart(t, b)
			var res ag.Result
			for i, in := range tt.ins {
				r.at(0.1 * float64(i))
				res = r.c.ProcessInput(in.tag, in.m)
			}
			r.wantResult("last input", res, tt.want)
			r.at(0.5)
			if have := r.rec.lastStart().Node; have != tt.wantLast {
				t.Fatalf("have last start %q, want %q\n%s", have, tt.wantLast, r.rec)
			}
			r.wantNode(tt.wantNode)
		})
	}
}

// TestEndInterruptClearsWaiting cuts a move with an Interrupt transition
// while presses wait in it: a press for the move's own chain and a press
// only ROOT answers. Neither plays once the Interrupt's target ends; the
// move cut short grants no late grace either.
// AG-END-2 AG-IN-4
func TestEndInterruptClearsWaiting(t *testing.T) {
	tests := []struct {
		name    string
		waiting string
	}{
		{"a chain press", supLA},
		{"a press only ROOT answers", supDodge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := supThreeLights()
			g.AddNode(supMontageNode("Parry", supParry))
			parry := supWire("Light 1", "Parry", supGuard)
			parry.Timing = ag.Interrupt
			g.Connect(parry)
			s := supNewRig(t, g, nil)
			supWantResult(t, "first press", s.press(supLA), ag.Entered)
			s.tickTo(12)
			supWantResult(t, "waiting press", s.press(tt.waiting), ag.Buffered)
			s.tickTo(20)
			supWantResult(t, "guard", s.press(supGuard), ag.Entered)
			if st := s.c.State(); st.Node != "Parry" || st.HasWaiting {
				t.Fatalf("after the cut: in %q, waiting %q (%t), want Parry and nothing waiting", st.Node, st.Waiting, st.HasWaiting)
			}
			s.tickTo(20 + 48 + 30)
			if have := s.node(); have != ag.RootName {
				t.Errorf("after Parry: in %q, want ROOT: the press waiting at the cut must not play", have)
			}
		})
	}
}

// TestClearWaitingKeepsTheMove checks ClearWaiting, an authority refusing
// a player's early chain: the press waiting for the window is gone, the
// running move plays on to its end, and no chain follows.
// AG-END-3
func TestClearWaitingKeepsTheMove(t *testing.T) {
	tests := []struct {
		name      string
		clear     bool
		wantChain bool
	}{
		{"the press waits and chains", false, true},
		{"cleared, the move plays out", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := walkStart(t, walkCombo("AM_Attack_Light"))
			r.press(walkLight)
			r.at(0.42)
			r.wantResult("press", r.press(walkLight), ag.Buffered)
			if tt.clear {
				r.c.ClearWaiting()
				if r.c.State().HasWaiting {
					t.Fatalf("the waiting press survived: %+v", r.c.State())
				}
				r.wantNode("Light 1")
			}
			r.at(3)
			if tt.wantChain {
				r.wantStart("Light 2", 42, "Light 1", ag.Via("inputPressed"))
				return
			}
			r.wantNoStart("Light 2")
			r.wantEnded("Light 1", ag.Completed)
		})
	}
}
