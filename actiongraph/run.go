package actiongraph

// TickSpan is a stretch of node time in ticks, Start inclusive and End exclusive.
type TickSpan struct{ Start, End Ticks }

// Run is one run of one node: what payloads and hooks see of the node they
// serve. A Component reuses its Run from node to node; keep no pointer to it
// past the call that handed it over.
type Run struct {
	c        *Component
	node     *Node
	input    Input
	inputAt  Ticks
	hasInput bool
	started  bool

	elapsed     Ticks
	end         Ticks // node time at which the payload completes; -1 never
	cancelStart Ticks

	montage  *Montage
	secStart float64
	rate     float64
	spans    []TickSpan
	fromEnt  bool
	manual   bool
	open     bool

	hooks        []HookRun
	finishReq    bool
	cancelReq    bool
	awaitAbility bool
}

func (r *Run) reset(n *Node, in *Input) {
	r.node = n
	r.hasInput = in != nil
	if in != nil {
		r.input, r.inputAt = *in, in.at
	} else {
		r.input = Input{}
	}
	r.started = false
	r.elapsed = 0
	r.end = -1
	r.cancelStart = scaledTicks(n.CancelWindowStart, r.c.speed)
	r.montage = nil
	r.secStart = 0
	r.rate = r.c.speed
	r.spans = r.spans[:0]
	r.fromEnt = false
	r.manual = false
	r.open = false
	r.hooks = r.hooks[:0]
	r.finishReq = false
	r.cancelReq = false
	r.awaitAbility = false
}

// Component returns the component running the node.
func (r *Run) Component() *Component { return r.c }

// Host returns the character's host.
func (r *Run) Host() Host { return r.c.host }

// Node returns the running node.
func (r *Run) Node() *Node { return r.node }

// Elapsed returns the ticks since the node started.
func (r *Run) Elapsed() Ticks { return r.elapsed }

// Speed returns the Action Speed the node runs at.
func (r *Run) Speed() float64 { return r.c.speed }

// Input returns the input that started the node; ok is false for a node
// started by Action Completed or Action Failed.
func (r *Run) Input() (in Input, ok bool) { return r.input, r.hasInput }

// Stick returns the stick's push as the move starts (AG-PAY-2): the
// starting input's own when it arrived this tick, else the host's now, so a
// press that waited for the window reads the stick when its move starts.
func (r *Run) Stick() Direction {
	if r.hasInput && r.input.HasStick && r.inputAt == r.c.now {
		return r.input.Stick
	}
	return r.c.host.Stick()
}

// Montage returns the montage the node plays, or nil.
func (r *Run) Montage() *Montage { return r.montage }

// PlayMontage plays a montage from a section at a play rate (1 when 0),
// scaled by Action Speed; the node ends with it. It reports false, and logs a
// warning, when there is no such montage or it has no length: the node then
// ends at once.
func (r *Run) PlayMontage(name, section string, rate float64) bool {
	c := r.c
	if rate <= 0 {
		rate = 1
	}
	m, ok := c.host.Montage(name)
	if name == "" || !ok || m == nil {
		c.warn("no montage", name)
		return false
	}
	start, end, _ := m.Section(section)
	eff := rate * c.speed
	r.montage, r.secStart, r.rate = m, start, eff
	r.end = scaledTicks(end-start, eff)
	r.spans = r.spans[:0]
	for _, w := range m.Windows {
		a, b := max(w.Start, start), min(w.End, end)
		if b <= a {
			continue
		}
		r.spans = append(r.spans, TickSpan{scaledTicks(a-start, eff), scaledTicks(b-start, eff)})
	}
	r.fromEnt = len(r.spans) == 0 && r.node.WhenNoWindowIsAuthored == FromEntry
	return r.end > 0
}

// PlayDelay waits seconds, scaled by Action Speed, then the node completes.
// It reports false for a delay of 0, which ends the node at once.
func (r *Run) PlayDelay(seconds float64) bool {
	r.end = scaledTicks(seconds, r.c.speed)
	return r.end > 0
}

// OpenActionWindow opens the action window until CloseActionWindow.
func (r *Run) OpenActionWindow() {
	r.manual = true
	if r.started {
		r.c.updateWindow()
	}
}

// CloseActionWindow closes a window OpenActionWindow opened.
func (r *Run) CloseActionWindow() {
	r.manual = false
	if r.started {
		r.c.updateWindow()
	}
}

// WindowOpen reports whether the action window is open.
func (r *Run) WindowOpen() bool { return r.open }

// Finish ends the node as completed (a hook that finishes its node, or a
// custom payload whose work is done). The graph then picks the next node.
func (r *Run) Finish() { r.finishReq = true }

// Cancel cuts the node to ROOT, honouring Can be Cancelled and Cancel Window
// Start; it reports whether the cut will happen.
func (r *Run) Cancel() bool {
	if !r.node.CanBeCancelled || r.elapsed < r.cancelStart {
		return false
	}
	r.cancelReq = true
	return true
}

func (r *Run) inSpan() bool {
	for _, s := range r.spans {
		if r.elapsed >= s.Start && r.elapsed < s.End {
			return true
		}
	}
	return false
}

// montageTick converts montage time to the node's ticks.
func (r *Run) montageTick(t float64) Ticks { return scaledTicks(t-r.secStart, r.rate) }
