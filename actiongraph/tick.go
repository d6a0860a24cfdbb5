package actiongraph

// Tick advances the component one fixed tick: the running node's time, its
// hooks, notifies and action window, the expiry of a waiting press, and the
// payload's end.
func (c *Component) Tick() {
	c.now++
	if c.Idle() {
		c.settle()
		return
	}
	r := &c.run
	r.elapsed++
	for _, h := range r.hooks {
		h.Tick(r)
	}
	if r.montage != nil && (len(r.hooks) > 0 || c.notes != nil) {
		c.notify()
	}
	c.updateWindow()
	c.expireWaiting()
	if r.end >= 0 && r.elapsed >= r.end {
		r.finishReq = true
	}
	c.settle()
}

// notify hands the montage notifies that start on this tick to the hooks,
// and the notify states that begin or end on it to the hooks that end them
// and the NotifyListener.
func (c *Component) notify() {
	r := &c.run
	for i := range r.montage.Notifies {
		nt := &r.montage.Notifies[i]
		if nt.Start >= r.secStart && r.montageTick(nt.Start) == r.elapsed {
			for _, h := range r.hooks {
				h.Notify(r, nt.Name)
			}
		}
		c.notifyStates(nt)
	}
}

// Moved tells the component the character moved this tick; hooks that watch
// movement (Cancel On Movement) act on it.
func (c *Component) Moved() {
	if c.Idle() {
		return
	}
	r := &c.run
	for _, h := range r.hooks {
		if m, ok := h.(MoveObserver); ok {
			m.Moved(r)
		}
	}
	c.settle()
}

// AbilityEnded tells the component that the ability a Trigger Ability /
// Event payload started has ended; a node waiting for it completes.
func (c *Component) AbilityEnded() {
	if c.Idle() || !c.run.awaitAbility {
		return
	}
	c.run.finishReq = true
	c.settle()
}

// Interrupt cuts the running move to ROOT whatever its cancel rules
// (AG-API-4): a hit reaction, a cutscene. A queued chain stops.
func (c *Component) Interrupt() {
	if c.graph == nil {
		return
	}
	c.seqInputs = c.seqInputs[:0]
	c.seqNext = 0
	c.cancelRun(Cancelled)
	c.settle()
}

// Reject ends the running move as Rejected (AG-END-3): the waiting press
// clears and the character returns to the authority's node, named.
func (c *Component) Reject(node string) error {
	if c.graph == nil {
		return errNoGraph
	}
	n := c.graph.Node(node)
	if n == nil {
		return errNoNode
	}
	c.clearWaiting()
	c.endRunning(Rejected, "")
	if n == c.graph.Nodes[0] {
		c.toRoot(nil)
	} else {
		c.begin(n, c.graph.Nodes[0], nil, ViaRejected)
	}
	c.settle()
	return nil
}

// settle runs what the last change made due, until nothing is: a hook's
// cancel, a window's flush, a node's completion, a queued input. It stops
// after maxSteps, returning to ROOT, so a looping graph cannot hang play.
func (c *Component) settle() {
	for i := 0; ; i++ {
		if i == maxSteps {
			c.warn("too many steps in one tick", c.graph.Name)
			c.clearWaiting()
			c.cancelRun(Cancelled)
			c.run.finishReq, c.run.cancelReq = false, false
			return
		}
		r := &c.run
		switch {
		case c.graph == nil:
			return
		case !c.Idle() && r.cancelReq:
			r.cancelReq = false
			c.cancelRun(Cancelled)
		case !c.Idle() && c.flushDue:
			c.flush()
		case !c.Idle() && r.finishReq:
			r.finishReq = false
			c.complete()
		case c.sequenceDue():
			c.sendNext()
		default:
			return
		}
	}
}
