package actiongraph_test

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestBufferChainOrWait checks the page's two-attack timeline: a press at
// ROOT or in the open window is taken at once; an earlier press waits and
// Light 2 starts as the window opens at 0.7 s; one after it closes waits for
// the move's end; one nothing answers drops. On every tick and at every
// event the character carries UPC.State.ActionRunning exactly while a move
// runs, unbroken across the chain, and each move's Applied Tags while it runs.
// AG-IN-8, AG-IN-9, AG-IN-10, AG-TAG-1, AG-TAG-2
func TestBufferChainOrWait(t *testing.T) {
	tests := []struct {
		name     string
		tag      string
		at       float64
		want     ag.Result
		wantWait bool
		wantTick ag.Ticks // Light 2's start; -1 never
	}{
		{"press at 0.42 s chains at 0.7 s", walkLight, 0.42, ag.Buffered, true, 42}, // AG-IN-9, AG-IN-10
		{"press as the window opens", walkLight, 0.7, ag.Entered, false, 42},        // AG-IN-8
		{"press in the open window", walkLight, 0.8, ag.Entered, false, 48},         // AG-IN-8
		{"press after the window closed", walkLight, 1.15, ag.Buffered, true, 96},   // AG-IN-9
		{"ROOT answers it", walkDodge, 0.42, ag.Buffered, true, -1},                 // AG-IN-9
		{"nothing answers it", walkJump, 0.42, ag.Dropped, false, -1},               // AG-IN-9
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkCombo("AM_Attack_Light")
			b.g.Node("Light 1").AppliedTags = []string{"UPC.State.Combo.One"}
			b.g.Node("Light 2").AppliedTags = []string{"UPC.State.Combo.Two"}
			r := walkStart(t, b)
			r.wantResult("first press", r.press(walkLight), ag.Entered) // AG-IN-8
			r.wantStart("Light 1", 0, walkRoot, ag.Via("inputPressed"))
			r.at(tt.at)
			r.wantResult("press", r.press(tt.tag), tt.want)
			if s := r.c.State(); s.HasWaiting != tt.wantWait || (tt.wantWait && s.Waiting != tt.tag) {
				t.Fatalf("have waiting %t %q, want %t %q", s.HasWaiting, s.Waiting, tt.wantWait, tt.tag)
			}
			for r.c.Now() < 180 { // AG-TAG-1, AG-TAG-2
				r.tickTo(r.c.Now() + 1)
				n, c := r.c.State().Node, r.c
				if c.HasTag(ag.TagActionRunning) != (n != walkRoot) || c.HasTag("UPC.State.Combo.One") != (n == "Light 1") ||
					c.HasTag("UPC.State.Combo") != (n != walkRoot) || c.HasTag("UPC.State.Combo.Two") != (n == "Light 2") {
					t.Fatalf("tick %d on %s: wrong tags\n%s", c.Now(), n, r.rec)
				}
			}
			for _, e := range r.rec.events { // AG-TAG-1: only the final reset is idle
				if e.running != (e.Kind != ag.EventReset) {
					t.Fatalf("event %v\n%s", e, r.rec)
				}
			}
			if tt.wantTick < 0 {
				r.wantNoStart("Light 2")
				return
			}
			r.wantStart("Light 2", tt.wantTick, "Light 1", ag.Via("inputPressed"))
			r.wantEnded("Light 1", ag.Completed)
		})
	}
}

// TestBufferWaitingPressRuns checks where a waiting press runs: against the
// node as its window opens, from the node or from ROOT as the move ends, and
// not at all when only ROOT answers it and the window opens first.
// AG-IN-10
func TestBufferWaitingPressRuns(t *testing.T) {
	tests := []struct {
		name     string
		montage  string
		tag      string
		at       float64
		wantNode string // started by the press; "" none
		wantTick ag.Ticks
		wantFrom string
		wantVia  ag.Via
	}{
		{"node's link as the window opens", "AM_Attack_Light", walkLight, 0.42, "Light 2", 42, "Light 1", "inputPressed"},
		{"node's link as the move ends", "AM_Swing", walkLight, 0.42, "Light 2", 96, "Light 1", "inputPressed"},
		{"ROOT's link as the move ends", "AM_Swing", walkDodge, 1.3, "Dodge", 96, walkRoot, ag.ViaBuffer},
		{"ROOT only, window opens first", "AM_Attack_Light", walkDodge, 0.42, "", 0, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkCombo(tt.montage)
			b.g.HeldInputRestartWindow = 0 // never expires: only the window drops it
			r := walkStart(t, b)
			r.press(walkLight)
			r.at(tt.at)
			r.wantResult("press", r.press(tt.tag), ag.Buffered)
			if tt.wantNode == "" {
				if r.at(0.7); r.c.State().HasWaiting {
					t.Fatalf("press still waits once the window is open: %+v", r.c.State())
				}
			}
			r.at(3)
			if tt.wantNode == "" {
				r.wantNoStart("Dodge")
				r.wantNoStart("Light 2")
				return
			}
			r.wantStart(tt.wantNode, tt.wantTick, tt.wantFrom, tt.wantVia)
		})
	}
}

// TestBufferBeforeCancelStart checks that a press before a cancellable
// move's Cancel Window Start does not cut it but waits like any other press,
// while the same press later cuts the move.
// AG-IN-11
func TestBufferBeforeCancelStart(t *testing.T) {
	tests := []struct {
		name      string
		at        float64
		want      ag.Result
		wantTick  ag.Ticks // Dodge's start
		wantVia   ag.Via
		wantEnded ag.EndReason
	}{
		{"before cancel start waits", 0.1, ag.Buffered, 96, ag.ViaBuffer, ag.Completed},
		{"past cancel start cuts", 0.3, ag.Entered, 18, ag.ViaRoot, ag.Cancelled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkCombo("AM_Swing")
			b.g.HeldInputRestartWindow = 0
			l1 := b.g.Node("Light 1")
			l1.CanBeCancelled, l1.CancelWindowStart = true, 0.3
			r := walkStart(t, b)
			r.press(walkLight)
			r.at(tt.at)
			r.wantResult("dodge", r.press(walkDodge), tt.want)
			r.at(3)
			r.wantStart("Dodge", tt.wantTick, walkRoot, tt.wantVia)
			r.wantEnded("Light 1", tt.wantEnded)
		})
	}
}

// TestBufferModes checks which of two presses made before the window waits:
// Accept Last the newest, Accept First the first, Ignore none; a node's
// Input Buffer Override beats the graph's default.
// AG-BUF-1
func TestBufferModes(t *testing.T) {
	tests := []struct {
		name          string
		graph, node   ag.BufferMode
		wantA, wantB  ag.Result
		wantChainNode string // started at 0.7 s; "" none
	}{
		{"default accepts last", 0, ag.UseGraphDefault, ag.Buffered, ag.Buffered, "Heavy 2"},
		{"accept last", ag.AcceptLast, ag.UseGraphDefault, ag.Buffered, ag.Buffered, "Heavy 2"},
		{"accept first", ag.AcceptFirst, ag.UseGraphDefault, ag.Buffered, ag.Dropped, "Light 2"},
		{"ignore", ag.Ignore, ag.UseGraphDefault, ag.Dropped, ag.Dropped, ""},
		{"node overrides to accept first", ag.AcceptLast, ag.AcceptFirst, ag.Buffered, ag.Dropped, "Light 2"},
		{"node overrides to ignore", ag.AcceptLast, ag.Ignore, ag.Dropped, ag.Dropped, ""},
		{"node overrides to accept last", ag.Ignore, ag.AcceptLast, ag.Buffered, ag.Buffered, "Heavy 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkCombo("AM_Attack_Light")
			b.move("Heavy 2", "AM_Swing")
			b.press("Light 1", "Heavy 2", walkHeavy)
			if tt.graph != 0 {
				b.g.DefaultInputBufferMode = tt.graph
			}
			b.g.Node("Light 1").InputBufferOverride = tt.node
			r := walkStart(t, b)
			r.press(walkLight)
			r.at(0.3)
			r.wantResult("light", r.press(walkLight), tt.wantA)
			r.at(0.42)
			r.wantResult("heavy", r.press(walkHeavy), tt.wantB)
			r.at(0.7)
			if tt.wantChainNode == "" {
				r.wantNode("Light 1")
				r.at(3)
				r.wantNoStart("Light 2")
				r.wantNoStart("Heavy 2")
				return
			}
			r.wantStart(tt.wantChainNode, 42, "Light 1", "inputPressed")
		})
	}
}

// TestBufferReleasesFirstComeFirstServed checks that releases are not
// subject to the buffer mode: each waits, and they run in the order made.
// AG-BUF-2
func TestBufferReleasesFirstComeFirstServed(t *testing.T) {
	for _, mode := range []ag.BufferMode{ag.AcceptLast, ag.AcceptFirst, ag.Ignore} {
		t.Run(mode.String(), func(t *testing.T) {
			b := walkGraph()
			b.g.DefaultInputBufferMode = mode
			b.move("Raise", "AM_Attack_Light")
			b.node("Brace", &ag.HoldPayload{OpenActionWindow: true})
			b.move("Lower", "AM_Dodge")
			b.move("Drop", "AM_Dodge")
			b.press(walkRoot, "Raise", walkGuard)
			b.wire("Raise", "Brace", ag.InputReleased, walkHeavy)
			b.wire("Raise", "Drop", ag.InputReleased, walkGuard)
			b.wire("Brace", "Lower", ag.InputReleased, walkGuard)
			r := walkStart(t, b)
			r.press(walkGuard)
			r.at(0.3)
			r.wantResult("first release", r.release(walkHeavy), ag.Buffered)
			r.at(0.42)
			r.wantResult("second release", r.release(walkGuard), ag.Buffered)
			r.at(1)
			r.wantStart("Brace", 42, "Raise", "inputReleased")
			r.wantStart("Lower", 42, "Brace", "inputReleased")
			r.wantNoStart("Drop")
		})
	}
}

// TestBufferComboPressNeverGrowsOld checks that a waiting press that
// continues the combo still chains 2.4 s after it was made, far past the
// Held Input Restart Window.
// AG-BUF-3
func TestBufferComboPressNeverGrowsOld(t *testing.T) {
	r := walkStart(t, walkCombo("AM_Long"))
	r.press(walkLight)
	r.at(0.1)
	r.wantResult("press", r.press(walkLight), ag.Buffered)
	r.at(2.6)
	r.wantStart("Light 2", 150, "Light 1", "inputPressed")
}

// TestBufferHeldInputRestart checks the page's numbers for a press only ROOT
// answers mid-swing: with a 0.35 s window, 0.3 s before the end it plays,
// 0.5 s before it is forgotten; 0 never forgets; in the open window it drops.
// AG-BUF-4
func TestBufferHeldInputRestart(t *testing.T) {
	tests := []struct {
		name     string
		montage  string
		restart  float64
		at       float64
		want     ag.Result
		wantTick ag.Ticks // Dodge's start; -1 never
	}{
		{"0.3 s before the end plays", "AM_Swing", 0.35, 1.3, ag.Buffered, 96},
		{"0.5 s before the end is forgotten", "AM_Swing", 0.35, 1.1, ag.Buffered, -1},
		{"0 never expires", "AM_Swing", 0, 0.1, ag.Buffered, 96},
		{"longer window keeps it", "AM_Swing", 1, 1.1, ag.Buffered, 96},
		{"open window drops it", "AM_Attack_Light", 0.35, 0.8, ag.Dropped, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := walkCombo(tt.montage)
			b.g.HeldInputRestartWindow = tt.restart
			r := walkStart(t, b)
			r.press(walkLight)
			r.at(tt.at)
			r.wantResult("dodge", r.press(walkDodge), tt.want)
			r.at(1.59)
			if s := r.c.State(); s.HasWaiting != (tt.wantTick >= 0) {
				t.Fatalf("just before the end: have waiting %t, want %t", s.HasWaiting, tt.wantTick >= 0)
			}
			r.at(3)
			if tt.wantTick < 0 {
				r.wantNoStart("Dodge")
				return
			}
			r.wantStart("Dodge", tt.wantTick, walkRoot, ag.ViaBuffer)
		})
	}
}
