package actiongraph

// The one-press buffer and the first-come queue of releases (AG-BUF-*).

func (c *Component) clearWaiting() {
	c.hasPress = false
	c.releases = c.releases[:0]
	c.flushDue = false
}

// wait buffers an input the running node cannot take yet (AG-IN-9, AG-BUF-1,
// AG-BUF-2). rootOnly marks a press only ROOT answers.
func (c *Component) wait(in *Input, rootOnly bool) Result {
	c.inSeq++
	w := waitingInput{in: *in, at: c.now, seq: c.inSeq, rootOnly: rootOnly}
	if in.Moment != InputPressed {
		c.releases = append(c.releases, w)
		return Buffered
	}
	mode := c.cur.InputBufferOverride
	if mode == UseGraphDefault {
		mode = c.graph.DefaultInputBufferMode
	}
	switch mode {
	case Ignore:
		return Dropped
	case AcceptFirst:
		if c.hasPress {
			return Dropped
		}
	}
	c.press, c.hasPress = w, true
	return Buffered
}

// expired reports whether a waiting press only ROOT answers has outlived the
// Held Input Restart Window (AG-BUF-4); a press that continues the combo
// never expires (AG-BUF-3).
func (c *Component) expired(w *waitingInput) bool {
	return w.rootOnly && c.graph.restartWin > 0 && c.now-w.at > c.graph.restartWin
}

// nextWaiting returns the oldest waiting input, press or release.
func (c *Component) nextWaiting() (w waitingInput, isPress, ok bool) {
	if c.hasPress && (len(c.releases) == 0 || c.press.seq < c.releases[0].seq) {
		return c.press, true, true
	}
	if len(c.releases) > 0 {
		return c.releases[0], false, true
	}
	return waitingInput{}, false, false
}

func (c *Component) popWaiting(isPress bool) {
	if isPress {
		c.hasPress = false
		return
	}
	copy(c.releases, c.releases[1:])
	c.releases = c.releases[:len(c.releases)-1]
}

// flush runs the waiting inputs against the running node as its window opens
// (AG-IN-10). A press only ROOT answers drops; a release nothing here answers
// keeps waiting for the move's end.
func (c *Component) flush() {
	c.flushDue = false
	n := c.cur
	ri := 0
	for i := 0; i < maxSteps && c.cur == n && c.run.open; i++ {
		usePress := c.hasPress && (ri >= len(c.releases) || c.press.seq < c.releases[ri].seq)
		if !usePress && ri >= len(c.releases) {
			return
		}
		var in Input
		if usePress {
			in = c.press.in
			c.hasPress = false
			if c.blocked() {
				continue
			}
		} else {
			in = c.releases[ri].in
		}
		t := c.pick(n, &in, nil)
		if t == nil {
			if !usePress {
				ri++
			}
			continue
		}
		if !usePress {
			c.releases = append(c.releases[:ri], c.releases[ri+1:]...)
		}
		c.take(t, &in, viaMoment(t.FiresOn), Completed, "")
	}
}

// flushEnded runs the waiting inputs as node n completes (AG-END-1): a press
// n answers chains from n, one only ROOT answers starts from ROOT unless it
// expired. It reports whether a node started.
func (c *Component) flushEnded(n *Node) bool {
	root := c.graph.Nodes[0]
	for i := 0; i < maxSteps; i++ {
		w, isPress, ok := c.nextWaiting()
		if !ok {
			return false
		}
		c.popWaiting(isPress)
		in := w.in
		if t := c.pick(n, &in, nil); t != nil {
			if c.take(t, &in, viaMoment(t.FiresOn), Completed, "") {
				return true
			}
			continue
		}
		if isPress && c.expired(&w) {
			continue
		}
		if t := c.pick(root, &in, nil); t != nil {
			if c.take(t, &in, ViaBuffer, Completed, "") {
				return true
			}
		}
	}
	return false
}

// expireWaiting forgets a waiting press only ROOT answers once the Held
// Input Restart Window has passed (AG-BUF-4).
func (c *Component) expireWaiting() {
	if c.hasPress && c.expired(&c.press) {
		c.hasPress = false
	}
}

// ClearWaiting drops the press (and the releases) waiting for a window,
// as a refusal does (AG-END-3), without ending the running move: an
// authority that refuses a player's early chain keeps the press from
// playing later.
func (c *Component) ClearWaiting() { c.clearWaiting() }
