package actiongraph

// pick returns the winning transition of n for an input (AG-IN-2, AG-IN-3):
// of those on this tag and moment whose tags and conditions pass, the highest
// Priority, then the most conditions, then the first in the list. A
// transition to skip may be given (the node that just failed to start).
func (c *Component) pick(n *Node, in *Input, skip *Node) *Transition {
	var best *Transition
	for _, t := range n.Transitions {
		if t.FiresOn != in.Moment || t.InputTag != in.Tag || (skip != nil && t.to == skip) {
			continue
		}
		if !t.query.Passes(c) || !c.conditionsPass(t, in) {
			continue
		}
		if best == nil || t.Priority > best.Priority ||
			(t.Priority == best.Priority && len(t.Conditions) > len(best.Conditions)) {
			best = t
		}
	}
	return best
}

func (c *Component) conditionsPass(t *Transition, in *Input) bool {
	if len(t.Conditions) == 0 {
		return true
	}
	c.eval.Input = *in
	for _, cond := range t.Conditions {
		if !cond.Evaluate(&c.eval) {
			return false
		}
	}
	return true
}

// pickAuto returns the first Action Completed or Action Failed transition of
// n whose tags pass (AG-END-7: conditions and priority apply to input moments only).
func (c *Component) pickAuto(n *Node, m Moment) *Transition {
	for _, t := range n.Transitions {
		if t.FiresOn == m && t.query.Passes(c) {
			return t
		}
	}
	return nil
}

// answers reports whether n has any transition for the input's tag and moment.
func answers(n *Node, in *Input) bool {
	for _, t := range n.Transitions {
		if t.FiresOn == in.Moment && t.InputTag == in.Tag {
			return true
		}
	}
	return false
}

// mayCancel reports whether an input tag may cut node n (AG-IN-6, AG-IN-7).
func (c *Component) mayCancel(n *Node, tag string) bool {
	if c.run.hasInput && c.run.input.Moment == InputPressed && c.run.input.Tag == tag {
		return false
	}
	if containsTag(n.IgnoredCancelInputs, tag) {
		return false
	}
	return len(n.CancellableByInputs) == 0 || containsTag(n.CancellableByInputs, tag)
}
