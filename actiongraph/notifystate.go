package actiongraph

// NotifyListener hears a component's montage notify states begin and end,
// run by run: the reference page's OnMontageNotifyBegin and
// OnMontageNotifyEnd, for a game system that is not a hook (a World that
// opens a melee trace window while a "trace:" state lasts). A notify state
// is a Notify whose End is after its Start; point notifies reach hooks only.
//
// NotifyBegin is called on the tick the montage reaches the state's Start,
// or as the node starts when it plays from a section inside the state.
// NotifyEnd is called on the tick the montage reaches End, with cut false,
// or when the node ends before then (a cut, an interrupt, a payload ending
// early), with cut true. Every begin gets its end, within the same run, so
// a state is never carried from one node to the next: a node that starts
// inside another trace state gets a begin of its own. The Run is the node
// run the state belongs to; keep no pointer to it or to the Notify.
type NotifyListener interface {
	NotifyBegin(r *Run, n *Notify)
	NotifyEnd(r *Run, n *Notify, cut bool)
}

// NotifyEnder is an optional HookRun method: the end of a notify state the
// hook's Notify was called for, on the tick the montage reaches its End or
// when the node ends first (the page's OnMontageNotifyEnd).
type NotifyEnder interface {
	NotifyEnd(r *Run, name string)
}

// SetNotifyListener sets who hears notify states begin and end; nil for
// none (the default, which costs nothing).
func (c *Component) SetNotifyListener(l NotifyListener) { c.notes = l }

// stateSpan returns the node ticks a notify state begins and ends at in
// this run, and false for a point notify or a state wholly before the
// section the run plays from.
func (r *Run) stateSpan(nt *Notify) (begin, end Ticks, ok bool) {
	if nt.End <= nt.Start || nt.End <= r.secStart {
		return 0, 0, false
	}
	begin = r.montageTick(max(nt.Start, r.secStart))
	return begin, max(begin, r.montageTick(nt.End)), true
}

// hookSeesState reports whether hooks were told of the state's start in
// this run (Notify reaches hooks for notifies from the section's start on).
func (r *Run) hookSeesState(nt *Notify) bool {
	return nt.End > nt.Start && nt.Start >= r.secStart
}

// notifyStates tells the listener and the hooks of the states that begin
// or end on this tick.
func (c *Component) notifyStates(nt *Notify) {
	r := &c.run
	b, e, ok := r.stateSpan(nt)
	if !ok || (b != r.elapsed && e != r.elapsed) {
		return
	}
	if b == r.elapsed && c.notes != nil {
		c.notes.NotifyBegin(r, nt)
	}
	if e != r.elapsed {
		return
	}
	if c.notes != nil {
		c.notes.NotifyEnd(r, nt, false)
	}
	if r.hookSeesState(nt) {
		c.hooksNotifyEnd(nt.Name)
	}
}

// endStates ends, as cut, the states the running node is inside as it ends.
func (c *Component) endStates() {
	r := &c.run
	if r.montage == nil || !r.started {
		return
	}
	for i := range r.montage.Notifies {
		nt := &r.montage.Notifies[i]
		b, e, ok := r.stateSpan(nt)
		if !ok || b > r.elapsed || e <= r.elapsed {
			continue
		}
		if c.notes != nil {
			c.notes.NotifyEnd(r, nt, true)
		}
		if r.hookSeesState(nt) {
			c.hooksNotifyEnd(nt.Name)
		}
	}
}

func (c *Component) hooksNotifyEnd(name string) {
	r := &c.run
	for _, h := range r.hooks {
		if ne, ok := h.(NotifyEnder); ok {
			ne.NotifyEnd(r, name)
		}
	}
}
