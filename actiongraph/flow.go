package actiongraph

// take follows transition t for input in (nil for Action Completed and
// Action Failed). If the target can start, the running node (if any) ends
// with reason exit, cut by the input's tag when by is set, and the target
// starts. If it cannot (AG-END-5, AG-END-6), On Action Failed fires, an Action
// Failed wire or a retry from ROOT is followed, else the running move plays
// on. It reports whether a node started.
func (c *Component) take(t *Transition, in *Input, via Via, exit EndReason, by string) bool {
	return c.enter(t.to, t.from, in, via, exit, by, 0)
}

func (c *Component) enter(target, from *Node, in *Input, via Via, exit EndReason, by string, depth int) bool {
	root := c.graph.Nodes[0]
	if target == root {
		c.cut(exit, by)
		c.toRoot(nil)
		return true
	}
	if why, ok := c.canStart(target, in); !ok {
		c.emitFailed(target.Name, why)
		if depth >= maxSteps {
			return false
		}
		if ft := c.pickAuto(target, ActionFailed); ft != nil {
			return c.enter(ft.to, target, in, viaMoment(ActionFailed), exit, by, depth+1)
		}
		if target.RetriggerFromRootOnFailedStart && in != nil && via != ViaRoot {
			if rt := c.pick(root, in, target); rt != nil {
				return c.enter(rt.to, root, in, ViaRoot, exit, by, depth+1)
			}
		}
		return false
	}
	c.cut(exit, by)
	if target.ReturnToRoot {
		c.emitNode(target, from, via, "")
		c.emitEnded(target.Name, Completed)
		c.toRoot(nil)
		return true
	}
	c.begin(target, from, in, via)
	return true
}

// canStart checks the target's gates, costs and payload (AG-COST-1).
func (c *Component) canStart(n *Node, in *Input) (string, bool) {
	for _, g := range n.Gates {
		if !g.Open(c) {
			return g.Why(), false
		}
	}
	for _, cost := range n.Costs {
		if !cost.CanPay(c.host) {
			return cost.Why(), false
		}
	}
	if sc, ok := n.Payload.(StartChecker); ok {
		probe := Run{c: c}
		probe.reset(n, in)
		if !sc.CanStart(&probe) {
			return "payload", false
		}
	}
	return "", true
}

// begin starts node n: costs are paid, tags granted, hooks entered and the
// payload executed; a payload that ends at once completes the node.
func (c *Component) begin(n, from *Node, in *Input, via Via) {
	for _, cost := range n.Costs {
		cost.Pay(c.host)
	}
	c.graceNode = nil
	c.cur = n
	r := &c.run
	r.reset(n, in)
	alive := n.Payload.Execute(r)
	r.started = true
	montage := ""
	if r.montage != nil {
		montage = r.montage.Name
	}
	c.emitNode(n, from, via, montage)
	for _, h := range n.Hooks {
		hr := h.NewRun()
		r.hooks = append(r.hooks, hr)
		hr.Enter(r)
	}
	if r.montage != nil && (len(r.hooks) > 0 || c.notes != nil) {
		c.notify() // notifies at the very start of what plays
	}
	if !alive {
		r.finishReq = true
		return
	}
	c.updateWindow()
	if c.seqMode == Chain && c.seqNext > 0 && c.seqNext < len(c.seqInputs) {
		c.seqDue = true
	}
}

// cut ends the running node as a transition leaves it. A move cut short
// (Cancelled, as an Interrupt transition cuts it) loses the press waiting
// in it, as every cut does (AG-END-2).
func (c *Component) cut(reason EndReason, by string) {
	if reason == Cancelled && !c.Idle() {
		c.clearWaiting()
	}
	c.endRunning(reason, by)
}

// endRunning ends the running node, if any, without choosing what follows.
func (c *Component) endRunning(reason EndReason, by string) {
	if c.cur != nil && c.cur != c.graph.Nodes[0] {
		c.endRun(reason, by)
	}
}

// endRun ends the running node: hooks exit, the window closes, and the
// ended (and cancelled) events fire. The graph stands between nodes at ROOT
// until the caller picks what follows.
func (c *Component) endRun(reason EndReason, by string) {
	r := &c.run
	n := c.cur
	c.endStates()
	for _, h := range r.hooks {
		h.Exit(r, reason)
	}
	if r.open {
		r.open = false
		c.emitWindow(n.Name, false)
	}
	if by != "" {
		c.emitCancelled(n.Name, by)
	}
	c.emitEnded(n.Name, reason)
	c.cur = c.graph.Nodes[0]
	r.reset(c.cur, nil)
}

// toRoot rests the graph at ROOT, where nothing waits: inputs act at once.
// A node that ran to its end grants Late Input Grace (AG-LATE-1).
func (c *Component) toRoot(grace *Node) {
	c.clearWaiting()
	c.cur = c.graph.Nodes[0]
	c.graceNode = grace
	c.graceEnd = c.now
	c.emitReset()
	if c.seqMode == Chain && c.seqNext < len(c.seqInputs) {
		c.seqInputs = c.seqInputs[:0]
		c.seqNext = 0
	}
}

// complete ends the running node as Completed and picks what follows
// (AG-END-1, AG-END-4): a waiting press, else Action Completed, else ROOT.
func (c *Component) complete() {
	n := c.cur
	if c.blocked() {
		c.clearWaiting()
		c.endRun(Completed, "")
		c.toRoot(n)
		return
	}
	c.endRun(Completed, "")
	if c.flushEnded(n) {
		return
	}
	if t := c.pickAuto(n, ActionCompleted); t != nil {
		if c.take(t, nil, viaMoment(ActionCompleted), Completed, "") {
			return
		}
	}
	c.toRoot(n)
}

// cancelRun cuts the running node to ROOT (AG-END-2): no chain, the waiting
// press clears and no late grace is granted.
func (c *Component) cancelRun(reason EndReason) {
	if c.Idle() {
		return
	}
	c.endRun(reason, "")
	c.toRoot(nil)
}

// updateWindow recomputes the action window and reports changes; a window
// that opens runs the waiting inputs against the node (AG-IN-10).
func (c *Component) updateWindow() {
	r := &c.run
	open := r.manual || r.fromEnt || r.inSpan()
	if open == r.open {
		return
	}
	r.open = open
	c.emitWindow(r.node.Name, open)
	if open && (c.hasPress || len(c.releases) > 0) {
		c.flushDue = true
	}
}
