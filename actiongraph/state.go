package actiongraph

// ActionState is Get Action State (AG-API-5): the current node, its window,
// its time, the inputs it offers and any waiting press.
type ActionState struct {
	Graph      string
	Node       string
	Window     bool
	TimeInNode Ticks
	// Offers lists the input tags the node's transitions listen for; shared, do not modify.
	Offers []string
	// Waiting is the waiting press's tag when HasWaiting is set.
	Waiting    string
	HasWaiting bool
}

// State returns the action state. It allocates nothing.
func (c *Component) State() ActionState {
	if c.graph == nil {
		return ActionState{}
	}
	s := ActionState{Graph: c.graph.Name, Node: c.cur.Name, Offers: c.cur.offers}
	if !c.Idle() {
		s.Window = c.run.open
		s.TimeInNode = c.run.elapsed
	}
	if c.hasPress {
		s.Waiting, s.HasWaiting = c.press.in.Tag, true
	}
	return s
}

// TimeInNodeSeconds returns the state's time in the node in seconds.
func (s ActionState) TimeInNodeSeconds() float64 { return TicksToSeconds(s.TimeInNode) }
