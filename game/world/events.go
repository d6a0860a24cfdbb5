package world

import (
	"fmt"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
)

// line is one recorded event; it is turned into text only when asked for,
// so recording allocates nothing.
type line struct {
	ev ag.Event
	// followed marks an event of a mirror putting the character where the
	// server or the prediction has it (World.Follow), not of its own play.
	followed bool
}

// followedBy is how a followed event reads: "ROOT -> Jab 1 (followed)".
const followedBy = "followed"

// eventLog is a character's Observer: it keeps the node history and the
// last LogSize events.
type eventLog struct{ c *Character }

// OnEvent records one event. An input's line goes before the lines of the
// events it caused, as the sim command prints them.
func (l eventLog) OnEvent(e *ag.Event) {
	c := l.c
	if e.Kind == ag.EventFailed && c.Player() && strings.Contains(e.Why, combat.VitalStamina) {
		c.w.refused(c)
	}
	if e.Kind == ag.EventNodeStarted {
		c.nodeSeq++
		c.w.planMotion(c) // as it starts, with the stick of the press
		if len(c.history) == HistorySize {
			copy(c.history, c.history[1:])
			c.history = c.history[:HistorySize-1]
		}
		c.history = append(c.history, e.Node)
	}
	if c.lines == nil {
		c.lines = make([]line, 0, LogSize+1)
	}
	at := len(c.lines)
	if e.Kind == ag.EventInput {
		for at > 0 && c.lines[at-1].ev.Seq >= e.Begin {
			at--
		}
	}
	c.lines = append(c.lines, line{})
	copy(c.lines[at+1:], c.lines[at:])
	c.lines[at] = line{ev: *e, followed: c.w.placing}
	if over := len(c.lines) - LogSize; over > 0 {
		copy(c.lines, c.lines[over:])
		c.lines = c.lines[:LogSize]
	}
}

// text formats a recorded event for the screen, its tick first.
func (l line) text() string {
	e := &l.ev
	var s string
	switch e.Kind {
	case ag.EventInput:
		s = fmt.Sprintf("%s %s: %s", shortTag(e.Input.Tag), e.Input.Moment, e.Result)
	case ag.EventNodeStarted:
		s = fmt.Sprintf("%s -> %s (%s)", e.From, e.Node, e.Via)
		if l.followed {
			s = fmt.Sprintf("%s -> %s (%s)", e.From, e.Node, followedBy)
		}
	case ag.EventEnded:
		s = fmt.Sprintf("ended %s (%s)", e.Node, e.Reason)
		if l.followed {
			s = fmt.Sprintf("ended %s (%s)", e.Node, followedBy)
		}
	case ag.EventReset:
		s = "reset to ROOT"
	case ag.EventCancelled:
		s = fmt.Sprintf("cancelled %s by %s", e.Node, shortTag(e.By))
	case ag.EventFailed:
		s = fmt.Sprintf("failed %s: %s", e.Node, e.Why)
	case ag.EventWindow:
		state := "closed"
		if e.Open {
			state = "open"
		}
		s = fmt.Sprintf("window %s on %s", state, e.Node)
	}
	return fmt.Sprintf("%4d  %s", e.Tick, s)
}
