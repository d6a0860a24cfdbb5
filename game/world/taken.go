package world

import ag "github.com/upc-demo/actiongraph-game/actiongraph"

// Taken is one node start of a character: the node, the node it came from,
// how (the wire's moment, or lateGrace, buffer, root, rejected) and the
// input whose processing started it.
type Taken struct {
	Node, From string
	Via        ag.Via
	// Input is the tag of the input that started the node as it was
	// processed; "" when a move's end, a failure or a buffered press
	// released by an opening window started it.
	Input string
	// Seq is the start's event number on the character's component, which
	// tells one start from the next.
	Seq  int
	Tick ag.Ticks
}

// LastTaken returns the character's latest node start while it is among
// its last LogSize events; ok is false once newer events pushed it out, so
// a caller that wants it for longer keeps it. It allocates nothing.
func (c *Character) LastTaken() (t Taken, ok bool) {
	for i := len(c.lines) - 1; i >= 0; i-- {
		e := &c.lines[i].ev
		if e.Kind != ag.EventNodeStarted {
			continue
		}
		t = Taken{Node: e.Node, From: e.From, Via: e.Via, Seq: e.Seq, Tick: e.Tick}
		// An input's line goes before the lines of the events it caused.
		for j := i - 1; j >= 0; j-- {
			in := &c.lines[j].ev
			if in.Kind == ag.EventInput && in.Begin <= e.Seq && in.Seq > e.Seq {
				t.Input = in.Input.Tag
				break
			}
		}
		return t, true
	}
	return Taken{}, false
}

// Wire returns the transition of g that the start followed: among the
// wires from From to Node, the one whose moment is Via and whose input tag
// is Input, else the closest. It returns nil when g has no wire between the
// two (another graph, or a node entered with no wire, as a rejection does).
func (t Taken) Wire(g *ag.Graph) *ag.Transition {
	if g == nil || !g.Compiled() {
		return nil
	}
	from, to := g.Node(t.From), g.Node(t.Node)
	if from == nil || to == nil {
		return nil
	}
	var best *ag.Transition
	bestScore := -1
	for _, tr := range from.Transitions {
		if tr.ToNode() != to {
			continue
		}
		score := 0
		if string(t.Via) == tr.FiresOn.String() {
			score += 2
		}
		if t.Input != "" && tr.InputTag == t.Input {
			score++
		}
		if score > bestScore {
			best, bestScore = tr, score
		}
	}
	return best
}
