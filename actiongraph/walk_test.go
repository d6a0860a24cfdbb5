package actiongraph_test

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestWalkGlobalBlockTags checks that while the character carries a Global
// Block Tag a press drops as Blocked, and that the default tag, a replaced
// list and an empty list behave as the page says.
// AG-IN-1
func TestWalkGlobalBlockTags(t *testing.T) {
	tests := []struct {
		name     string
		set      bool     // replace the Global Block Tags
		tags     []string // the replacement
		carried  string
		want     ag.Result
		wantNode string
	}{
		{"default tag blocks", false, nil, ag.TagActionsBlocked, ag.Blocked, walkRoot},
		{"child of the default tag blocks", false, nil, ag.TagActionsBlocked + ".Stagger", ag.Blocked, walkRoot},
		{"own tag blocks", true, []string{"UPC.State.Cutscene"}, "UPC.State.Cutscene", ag.Blocked, walkRoot},
		{"replaced default no longer blocks", true, []string{"UPC.State.Cutscene"}, ag.TagActionsBlocked, ag.Entered, "Light 1"},
		{"empty list turns it off", true, nil, ag.TagActionsBlocked, ag.Entered, "Light 1"},
		{"other tags do not block", false, nil, "UPC.State.Armed", ag.Entered, "Light 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := walkStart(t, walkCombo("AM_Attack_Light"))
			if tt.set {
				r.c.SetGlobalBlockTags(tt.tags...)
			}
			r.host.AddTag(tt.carried)
			r.wantResult("press", r.press(walkLight), tt.want)
			r.wantNode(tt.wantNode)
		})
	}
}

// TestWalkBlockedPressIsNotHeld checks that a press dropped by a Global
// Block Tag is not kept for later, and that releases still pass.
// AG-IN-1
func TestWalkBlockedPressIsNotHeld(t *testing.T) {
	t.Run("press mid-swing", func(t *testing.T) {
		r := walkStart(t, walkCombo("AM_Attack_Light"))
		r.press(walkLight)
		r.at(0.42)
		r.host.AddTag(ag.TagActionsBlocked)
		r.wantResult("blocked press", r.press(walkLight), ag.Blocked)
		if r.c.State().HasWaiting {
			r.t.Fatalf("a blocked press waits: %+v", r.c.State())
		}
		r.at(0.5)
		r.host.RemoveTag(ag.TagActionsBlocked)
		r.at(2)
		r.wantNoStart("Light 2")
		r.wantNode(walkRoot)
	})
	t.Run("release passes", func(t *testing.T) {
		b := walkGraph()
		b.node("Guard Hold", &ag.HoldPayload{OpenActionWindow: true})
		b.toRoot("To Root")
		b.press(walkRoot, "Guard Hold", walkGuard)
		b.wire("Guard Hold", "To Root", ag.InputReleased, walkGuard)
		r := walkStart(t, b)
		r.press(walkGuard)
		r.at(1)
		r.host.AddTag(ag.TagActionsBlocked)
		r.wantResult("release", r.release(walkGuard), ag.Entered)
		r.wantStart("To Root", 60, "Guard Hold", ag.Via("inputReleased"))
		r.wantNode(walkRoot)
	})
}

// walkPickWire is one competing wire out of ROOT in TestWalkPick.
type walkPickWire struct {
	prio  int
	conds []ag.Condition
	req   []string
	blk   []string
	m     ag.Moment
}

// TestWalkPick checks how the winner is chosen among a node's transitions
// for one input: highest Priority, then more conditions, then the first, of
// those whose Required Tags, Blocked Tags and Conditions pass.
// AG-IN-2, AG-IN-3
func TestWalkPick(t *testing.T) {
	yes, no := walkCond(true), walkCond(false)
	armed, stunned := "UPC.State.Armed", "UPC.State.Stunned"
	tests := []struct {
		name  string
		tags  []string
		wires []walkPickWire // to A, B, C in order
		want  string
	}{
		// AG-IN-2
		{"highest priority wins", nil, []walkPickWire{{prio: 0}, {prio: 2}, {prio: 1}}, "B"},
		{"more conditions break a priority tie", nil, []walkPickWire{{prio: 1, conds: []ag.Condition{yes}}, {prio: 1, conds: []ag.Condition{yes, yes}}, {}}, "B"},
		{"priority beats conditions", nil, []walkPickWire{{conds: []ag.Condition{yes, yes}}, {prio: 1}}, "B"},
		{"first in the list breaks a full tie", nil, []walkPickWire{{prio: 1}, {prio: 1}, {prio: 1}}, "A"},
		{"failing condition does not compete", nil, []walkPickWire{{}, {prio: 5, conds: []ag.Condition{yes, no}}}, "A"},
		{"missing required tag does not compete", nil, []walkPickWire{{}, {prio: 5, req: []string{armed}}}, "A"},
		{"present required tag competes", []string{armed}, []walkPickWire{{}, {prio: 5, req: []string{armed}}}, "B"},
		{"present blocked tag does not compete", []string{stunned}, []walkPickWire{{}, {prio: 5, blk: []string{stunned}}}, "A"},
		{"other moments do not compete", nil, []walkPickWire{{}, {prio: 5, m: ag.InputReleased}}, "A"},
		// AG-IN-3
		{"blocked beats required", []string{armed, stunned}, []walkPickWire{{}, {prio: 5, req: []string{armed}, blk: []string{stunned}}}, "A"},
		{"blocked beats the same tag required", []string{armed}, []walkPickWire{{}, {prio: 5, req: []string{armed}, blk: []string{armed}}}, "A"},
		{"required passes when blocked is absent", []string{armed}, []walkPickWire{{}, {prio: 5, req: []string{armed}, blk: []string{stunned}}}, "B"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkGraph()
			for i, w := range tt.wires {
				to := string(rune('A' + i))
				b.move(to, "AM_Dodge")
				tr := b.wire(walkRoot, to, w.m, walkLight)
				tr.Priority, tr.Conditions, tr.RequiredTags, tr.BlockedTags = w.prio, w.conds, w.req, w.blk
			}
			r := walkStart(t, b)
			for _, tag := range tt.tags {
				r.host.AddTag(tag)
			}
			r.wantResult("press", r.press(walkLight), ag.Entered)
			r.wantNode(tt.want)
		})
	}
}

// TestWalkInterrupt checks that an Interrupt transition fires at once past
// Cancel Window Start whatever the window and cancel rules say, and that a
// press before Cancel Window Start waits for the window instead.
// AG-IN-4
func TestWalkInterrupt(t *testing.T) {
	tests := []struct {
		name        string
		cancelStart float64
		ignored     []string
		at          float64
		want        ag.Result
		wantTick    ag.Ticks // Parry's start
	}{
		{"past cancel start, window closed", 0.1, nil, 0.3, ag.Entered, 18},
		{"at cancel start", 0.1, nil, 0.1, ag.Entered, 6},
		{"cancel rules play no part", 0.1, []string{walkGuard}, 0.3, ag.Entered, 18},
		{"before cancel start waits for the window", 0.1, nil, 0.05, ag.Buffered, 42},
		{"later cancel start", 0.5, nil, 0.4, ag.Buffered, 42},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkCombo("AM_Attack_Light")
			b.move("Parry", "AM_Dodge")
			b.press("Light 1", "Parry", walkGuard).Timing = ag.Interrupt
			l1 := b.g.Node("Light 1")
			l1.CancelWindowStart, l1.IgnoredCancelInputs = tt.cancelStart, tt.ignored
			r := walkStart(t, b)
			r.press(walkLight)
			r.at(tt.at)
			r.wantResult("guard", r.press(walkGuard), tt.want)
			r.at(1)
			r.wantStart("Parry", tt.wantTick, "Light 1", ag.Via("inputPressed"))
			if tt.want == ag.Entered {
				r.wantEnded("Light 1", ag.Cancelled)
			}
		})
	}
}

// TestWalkCancel checks that a press cuts a Can be Cancelled move past its
// Cancel Window Start when the move has no transition for it or its window
// is closed, fires On Action Cancelled and runs again from ROOT.
// AG-IN-5
func TestWalkCancel(t *testing.T) {
	tests := []struct {
		name        string
		cancellable bool
		tag         string
		moment      ag.Moment
		at          float64
		want        ag.Result
		wantNode    string // running after the input
		wantVia     ag.Via
		wantCut     bool
	}{
		{"no transition for it", true, walkDodge, ag.InputPressed, 0.3, ag.Entered, "Dodge", ag.ViaRoot, true},
		{"transition but window closed", true, walkHeavy, ag.InputPressed, 0.3, ag.Entered, "Heavy", ag.ViaRoot, true},
		{"no transition, window open", true, walkDodge, ag.InputPressed, 0.8, ag.Entered, "Dodge", ag.ViaRoot, true},
		{"transition and window open chains", true, walkHeavy, ag.InputPressed, 0.8, ag.Entered, "Heavy Follow", "inputPressed", false},
		{"ROOT has nothing for it", true, walkJump, ag.InputPressed, 0.3, ag.Dropped, walkRoot, "", true},
		{"not cancellable waits", false, walkDodge, ag.InputPressed, 0.3, ag.Buffered, "Light 1", "", false},
		{"a release does not cut", true, walkDodge, ag.InputReleased, 0.3, ag.Dropped, "Light 1", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkCombo("AM_Attack_Light")
			b.move("Heavy", "AM_Swing")
			b.move("Heavy Follow", "AM_Swing")
			b.press(walkRoot, "Heavy", walkHeavy)
			b.press("Light 1", "Heavy Follow", walkHeavy)
			b.g.Node("Light 1").CanBeCancelled = tt.cancellable
			r := walkStart(t, b)
			r.press(walkLight)
			r.at(tt.at)
			tick := r.c.Now()
			r.wantResult("input", r.c.ProcessInput(tt.tag, tt.moment), tt.want)
			r.wantNode(tt.wantNode)
			if tt.wantVia != "" {
				from := walkRoot
				if tt.wantVia != ag.ViaRoot {
					from = "Light 1"
				}
				r.wantStart(tt.wantNode, tick, from, tt.wantVia)
			}
			cut := r.rec.first(ag.EventCancelled, "Light 1")
			if (cut != nil) != tt.wantCut || (cut != nil && cut.By != tt.tag) {
				t.Fatalf("have cancelled line %v, want %t by %s\n%s", cut, tt.wantCut, tt.tag, r.rec)
			}
			if tt.wantCut {
				r.wantEnded("Light 1", ag.Cancelled)
			}
		})
	}
}

// TestWalkCancelInputs checks that Cancellable by Inputs limits which tags
// may cut a move, that Ignored Cancel Inputs bars tags and beats the first
// list, and that the input that started a move cannot cut it.
// AG-IN-6, AG-IN-7
func TestWalkCancelInputs(t *testing.T) {
	tests := []struct {
		name        string
		cancellable []string
		ignored     []string
		tag         string
		wantCut     bool
	}{
		// AG-IN-6
		{"empty lists: any input", nil, nil, walkGuard, true},
		{"listed input", []string{walkDodge}, nil, walkDodge, true},
		{"unlisted input", []string{walkDodge}, nil, walkGuard, false},
		{"parent tag lists its children", []string{"UPC.Input"}, nil, walkGuard, true},
		{"ignored input", nil, []string{walkGuard}, walkGuard, false},
		{"ignored leaves others", nil, []string{walkGuard}, walkDodge, true},
		{"ignored beats listed", []string{walkDodge}, []string{walkDodge}, walkDodge, false},
		// AG-IN-7
		{"the starting input", nil, nil, walkLight, false},
		{"the starting input, listed", []string{walkLight}, nil, walkLight, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkGraph()
			b.move("Swing", "AM_Attack_Light")
			b.move("Dodge", "AM_Dodge")
			b.move("Block", "AM_Dodge")
			b.press(walkRoot, "Swing", walkLight)
			b.press(walkRoot, "Dodge", walkDodge)
			b.press(walkRoot, "Block", walkGuard)
			sw := b.g.Node("Swing")
			sw.CanBeCancelled, sw.CancellableByInputs, sw.IgnoredCancelInputs = true, tt.cancellable, tt.ignored
			r := walkStart(t, b)
			r.press(walkLight)
			r.at(0.3)
			res := r.press(tt.tag)
			if cut := r.rec.count(ag.EventCancelled, "Swing") == 1; cut != tt.wantCut {
				t.Fatalf("press %s: have cut %t, want %t\n%s", tt.tag, cut, tt.wantCut, r.rec)
			}
			if !tt.wantCut {
				r.wantResult("press", res, ag.Buffered)
				r.wantNode("Swing")
			}
		})
	}
}

// TestWalkMashingNeverRestarts checks that mashing the attack button on a
// cancellable combo never cuts a swing back to its own start: each press
// chains or waits, and every move runs once.
// AG-IN-7
func TestWalkMashingNeverRestarts(t *testing.T) {
	b := walkCombo("AM_Attack_Light")
	b.g.Node("Light 1").CanBeCancelled = true
	b.g.Node("Light 2").CanBeCancelled = true
	r := walkStart(t, b)
	for tick := ag.Ticks(0); tick <= 96; tick += 3 {
		r.tickTo(tick)
		r.press(walkLight)
	}
	r.at(3)
	if n := r.rec.count(ag.EventCancelled, ""); n != 0 {
		t.Fatalf("have %d cancels, want none\n%s", n, r.rec)
	}
	r.wantStart("Light 2", 42, "Light 1", ag.Via("inputPressed"))
	if have := r.rec.count(ag.EventNodeStarted, ""); have != 2 {
		t.Fatalf("have %d node starts, want Light 1 and Light 2 once each\n%s", have, r.rec)
	}
}
