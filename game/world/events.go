package world

import (
	"fmt"
	"slices"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// line is one event line and the event sequence number that made it.
type line struct {
	seq  int
	text string
}

// eventLog is a character's Observer: it keeps the node history and the
// last LogSize events as text.
type eventLog struct{ c *Character }

// OnEvent records one event. An input's line goes before the lines of the
// events it caused, as the sim command prints them.
func (l eventLog) OnEvent(e *ag.Event) {
	c := l.c
	var text string
	switch e.Kind {
	case ag.EventInput:
		text = fmt.Sprintf("%s %s: %s", shortTag(e.Input.Tag), e.Input.Moment, e.Result)
	case ag.EventNodeStarted:
		if len(c.history) == HistorySize {
			c.history = slices.Delete(c.history, 0, 1)
		}
		c.history = append(c.history, e.Node)
		text = fmt.Sprintf("%s -> %s (%s)", e.From, e.Node, e.Via)
	case ag.EventEnded:
		text = fmt.Sprintf("ended %s (%s)", e.Node, e.Reason)
	case ag.EventReset:
		text = "reset to ROOT"
	case ag.EventCancelled:
		text = fmt.Sprintf("cancelled %s by %s", e.Node, shortTag(e.By))
	case ag.EventFailed:
		text = fmt.Sprintf("failed %s: %s", e.Node, e.Why)
	case ag.EventWindow:
		state := "closed"
		if e.Open {
			state = "open"
		}
		text = fmt.Sprintf("window %s on %s", state, e.Node)
	default:
		return
	}
	ln := line{seq: e.Seq, text: fmt.Sprintf("%4d  %s", e.Tick, text)}
	at := len(c.lines)
	if e.Kind == ag.EventInput {
		for at > 0 && c.lines[at-1].seq >= e.Begin {
			at--
		}
	}
	c.lines = slices.Insert(c.lines, at, ln)
	if over := len(c.lines) - LogSize; over > 0 {
		c.lines = slices.Delete(c.lines, 0, over)
	}
}
