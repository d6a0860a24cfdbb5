package actiongraph

import (
	"context"
	"log/slog"
)

func (c *Component) emit() {
	e := &c.ev
	e.Seq = c.evN
	e.Tick = c.now
	c.evN++
	if c.obs != nil {
		c.obs.OnEvent(e)
	}
	if c.log != nil && c.log.Enabled(context.Background(), slog.LevelDebug) {
		c.logEvent(e)
	}
}

func (c *Component) logEvent(e *Event) {
	graph := ""
	if c.graph != nil {
		graph = c.graph.Name
	}
	attrs := []slog.Attr{slog.String("graph", graph), slog.Int64("tick", e.Tick)}
	switch e.Kind {
	case EventInput:
		attrs = append(attrs, slog.String("input", e.Input.Tag), slog.String("on", e.Input.Moment.String()), slog.String("result", e.Result.String()))
	case EventNodeStarted:
		attrs = append(attrs, slog.String("node", e.Node), slog.String("from", e.From), slog.String("via", string(e.Via)))
	case EventEnded:
		attrs = append(attrs, slog.String("ended", e.Node), slog.String("reason", e.Reason.String()))
	case EventReset:
		attrs = append(attrs, slog.Bool("reset", true))
	case EventCancelled:
		attrs = append(attrs, slog.String("cancelled", e.Node), slog.String("by", e.By))
	case EventFailed:
		attrs = append(attrs, slog.String("failed", e.Node), slog.String("why", e.Why))
	case EventWindow:
		attrs = append(attrs, slog.String("node", e.Node), slog.Bool("window", e.Open))
	}
	c.log.LogAttrs(context.Background(), slog.LevelDebug, "action", attrs...)
}

func (c *Component) warn(msg, what string) {
	if c.log != nil {
		c.log.Warn(msg, slog.String("what", what))
	}
}

func (c *Component) emitInput(in *Input, r Result, begin int) {
	c.ev = Event{Kind: EventInput, Input: *in, Result: r, Begin: begin}
	c.emit()
}

func (c *Component) emitNode(n, from *Node, via Via, montage string) {
	c.ev = Event{Kind: EventNodeStarted, Node: n.Name, From: from.Name, Via: via, Montage: montage}
	c.emit()
}

func (c *Component) emitEnded(node string, reason EndReason) {
	c.ev = Event{Kind: EventEnded, Node: node, Reason: reason}
	c.emit()
}

func (c *Component) emitReset() {
	c.ev = Event{Kind: EventReset}
	c.emit()
}

func (c *Component) emitCancelled(node, by string) {
	c.ev = Event{Kind: EventCancelled, Node: node, By: by}
	c.emit()
}

func (c *Component) emitFailed(node, why string) {
	c.ev = Event{Kind: EventFailed, Node: node, Why: why}
	c.emit()
}

func (c *Component) emitWindow(node string, open bool) {
	c.ev = Event{Kind: EventWindow, Node: node, Open: open}
	c.emit()
}
