package world

// RefuseMove ends player i's running move as Rejected (AG-END-3) and puts
// it back on node, the node it was on before the move: the server's
// refusal of a move it would otherwise have run, for the console's
// UPC.Debug.Net.RejectNextActivation.
func (w *World) RefuseMove(i int, node string) error {
	p := w.PlayerAt(i)
	if p == nil {
		return errNoCharacter
	}
	return p.comp.Reject(node)
}

// PauseGraph keeps player i's graph from ticking in the next Step, as
// hitstop does: a server whose player's input frame is late holds the
// player's moves still, so that they keep the timing the player's machine
// predicted them with, frame for frame.
func (w *World) PauseGraph(i int) error {
	p := w.PlayerAt(i)
	if p == nil {
		return errNoCharacter
	}
	p.paused = true
	return nil
}

// StepGraph runs player i's graph one tick on the buttons it holds, out of
// the World's step: the buttons' presses go through its item's mappings,
// its graph ticks, then takes them, as in Step. A server that received two
// input frames of a player in one tick (after the network held one back)
// runs the first this way, so the player's moves keep the timing its
// machine predicted them with; its body does not move for it.
func (w *World) StepGraph(i int) error {
	p := w.PlayerAt(i)
	if p == nil {
		return errNoCharacter
	}
	p.events = p.mapper.Update(p.buttons, p.events[:0])
	if !w.started || p.Fighter().Frozen() && !w.opt.Networked {
		return nil
	}
	p.host.Tick()
	p.comp.Tick()
	for _, e := range p.events {
		p.comp.ProcessInput(e.Tag, e.Moment)
	}
	return nil
}

// DropWaiting drops the press player i's graph holds for a window: the
// server refused the early chain it was, and it must not play later.
func (w *World) DropWaiting(i int) error {
	p := w.PlayerAt(i)
	if p == nil {
		return errNoCharacter
	}
	p.comp.ClearWaiting()
	return nil
}
