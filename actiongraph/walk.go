package actiongraph

// ProcessInput sends one input tag at one moment, as a button does (AG-API-1).
func (c *Component) ProcessInput(tag string, m Moment) Result {
	return c.ProcessInputFull(Input{Tag: tag, Moment: m})
}

// ProcessInputFull sends one input with its context (the stick at the press).
// An input without a stick of its own takes the host's stick at the press,
// which Direction conditions read (AG-COND-1).
func (c *Component) ProcessInputFull(in Input) Result {
	if !in.HasStick && c.host != nil {
		in.Stick, in.HasStick = c.host.Stick(), true
	}
	in.at = c.now
	begin := c.evN
	res := c.process(&in)
	c.emitInput(&in, res, begin)
	c.settle()
	return res
}

// process walks one input down the stops of the reference page; the first
// stop that acts on it ends the walk.
func (c *Component) process(in *Input) Result {
	if c.graph == nil {
		if c.expecting && len(c.forwarded) < maxForwarded {
			c.forwarded = append(c.forwarded, *in)
			return Forwarded
		}
		return Dropped
	}
	pressed := in.Moment == InputPressed
	// AG-IN-1: Global Block Tags drop presses; releases pass.
	if pressed && c.blocked() {
		return Blocked
	}
	root := c.graph.Nodes[0]
	if c.cur == root {
		return c.processAtRoot(in)
	}
	r := &c.run
	n := c.cur
	t := c.pick(n, in, nil)
	past := r.elapsed >= r.cancelStart
	// AG-IN-4: an Interrupt fires at once past Cancel Window Start.
	if t != nil && t.Timing == Interrupt && past {
		if c.take(t, in, viaMoment(t.FiresOn), Cancelled, in.Tag) {
			return Entered
		}
		return Dropped
	}
	// AG-IN-5: Can be Cancelled cuts the move and runs the input from ROOT.
	if pressed && n.CanBeCancelled && past && (t == nil || !r.open) && c.mayCancel(n, in.Tag) {
		c.clearWaiting()
		c.endRun(Cancelled, in.Tag)
		if rt := c.pick(root, in, nil); rt != nil && c.take(rt, in, ViaRoot, Cancelled, "") {
			return Entered
		}
		c.toRoot(nil)
		return Dropped
	}
	// AG-IN-8: chain while the window is open.
	if r.open {
		if t != nil {
			if c.take(t, in, viaMoment(t.FiresOn), Completed, "") {
				return Entered
			}
			return Dropped
		}
		if pressed {
			// AG-BUF-4: once the window is open a press only ROOT answers drops.
			return Dropped
		}
	}
	// AG-IN-9: wait when this node or ROOT has a transition for it.
	if t != nil {
		return c.wait(in, false)
	}
	if c.pick(root, in, nil) != nil {
		return c.wait(in, true)
	}
	return Dropped
}

// processAtRoot takes a press within Late Input Grace along the finished
// move's links (AG-LATE-*), else along ROOT's.
func (c *Component) processAtRoot(in *Input) Result {
	root := c.graph.Nodes[0]
	if g := c.graceNode; g != nil && in.Moment == InputPressed && g.graceTicks > 0 && c.now-c.graceEnd <= g.graceTicks {
		if t := c.pick(g, in, nil); t != nil {
			c.graceNode = nil
			if c.take(t, in, ViaLateGrace, Completed, "") {
				return Entered
			}
			return Dropped
		}
	}
	t := c.pick(root, in, nil)
	if t == nil {
		return Dropped
	}
	if c.take(t, in, viaMoment(t.FiresOn), Completed, "") {
		return Entered
	}
	return Dropped
}

// Cancellable reports whether a press of tag would cut the running move now
// by its cancel rules (AG-IN-5, AG-IN-6, AG-IN-7): the node can be
// cancelled, it is past Cancel Window Start, and the tag may cut it. It is
// false at ROOT. A game asks it for actions outside the graph that must
// respect the running move, such as drawing another item. It changes nothing.
func (c *Component) Cancellable(tag string) bool {
	if c.graph == nil || c.Idle() {
		return false
	}
	n := c.cur
	return n.CanBeCancelled && c.run.elapsed >= c.run.cancelStart && c.mayCancel(n, tag)
}

// RootAnswer returns the node ROOT's winning transition (AG-IN-2) would
// start for a press of tag now, with the host's stick, or nil when ROOT has
// none whose tags and conditions pass. A game asks it for prompts ("the
// finisher is ready"). It sends nothing and changes nothing.
func (c *Component) RootAnswer(tag string) *Node {
	if c.graph == nil {
		return nil
	}
	in := Input{Tag: tag, Moment: InputPressed}
	if c.host != nil {
		in.Stick, in.HasStick = c.host.Stick(), true
	}
	if t := c.pick(c.graph.Nodes[0], &in, nil); t != nil {
		return t.to
	}
	return nil
}
