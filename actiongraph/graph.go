package actiongraph

// RootName is the name of node 0, the character standing idle.
const RootName = "ROOT"

// Default graph settings (AG-GRAPH-2) and node settings.
const (
	DefaultLateInputGrace         = 0.25
	DefaultHeldInputRestartWindow = 0.35
	DefaultCancelWindowStart      = 0.1
	DefaultDelaySeconds           = 0.5
)

// Graph is a character's moveset: nodes, node 0 being ROOT, and the wires
// between them. Build one in code or load one with LoadGraph, then Compile
// it; a compiled graph is read-only and may be shared by any number of
// Components.
type Graph struct {
	Name                   string
	DefaultInputBufferMode BufferMode // AcceptLast when UseGraphDefault
	LateInputGrace         float64    // seconds; 0 turns it off
	HeldInputRestartWindow float64    // seconds; 0 never expires
	Nodes                  []*Node    // Nodes[0] is ROOT
	Transitions            []*Transition

	compiled   bool
	src        *source
	byName     map[string]*Node
	lateGrace  Ticks
	restartWin Ticks
}

// NewGraph returns a graph holding only ROOT, with the reference page's
// default settings.
func NewGraph(name string) *Graph {
	return &Graph{
		Name:                   name,
		DefaultInputBufferMode: AcceptLast,
		LateInputGrace:         DefaultLateInputGrace,
		HeldInputRestartWindow: DefaultHeldInputRestartWindow,
		Nodes:                  []*Node{{Name: RootName, Payload: NoPayload{}}},
	}
}

// Root returns node 0.
func (g *Graph) Root() *Node { return g.Nodes[0] }

// Node returns the node with a name, or nil.
func (g *Graph) Node(name string) *Node {
	if g.byName != nil {
		return g.byName[name]
	}
	for _, n := range g.Nodes {
		if n.Name == name {
			return n
		}
	}
	return nil
}

// AddNode appends a node and returns it. A nil payload plays nothing.
func (g *Graph) AddNode(n *Node) *Node {
	if n.Payload == nil {
		n.Payload = NoPayload{}
	}
	g.Nodes = append(g.Nodes, n)
	g.compiled = false
	return n
}

// Connect appends a wire and returns it.
func (g *Graph) Connect(t *Transition) *Transition {
	g.Transitions = append(g.Transitions, t)
	g.compiled = false
	return t
}

// Compiled reports whether the graph compiled without errors since its last change.
func (g *Graph) Compiled() bool { return g.compiled }

// Node is one move of a graph (AG-GRAPH-3).
type Node struct {
	Name    string
	Payload Payload
	// ReturnToRoot makes this a "To Root" card: entering it ends the action
	// and returns to ROOT (AG-GRAPH-4).
	ReturnToRoot bool

	WhenNoWindowIsAuthored NoWindowMode
	InputBufferOverride    BufferMode
	// LateInputGrace overrides the graph's value when HasLateInputGrace is set.
	LateInputGrace                 float64
	HasLateInputGrace              bool
	RetriggerFromRootOnFailedStart bool

	CanBeCancelled      bool
	CancelWindowStart   float64
	CancellableByInputs []string
	IgnoredCancelInputs []string

	AppliedTags []string
	Costs       []Cost
	Gates       []Gate
	Hooks       []Hook
	Spacing     Spacing

	// Transitions is filled by Compile from the graph's wires, in file order.
	Transitions []*Transition

	index      int
	graceTicks Ticks
	offers     []string
}

// Index returns the node's position in its graph; ROOT is 0.
func (n *Node) Index() int { return n.index }

// Offers returns the input tags of the node's transitions, each once, in
// wire order. The slice is shared: do not modify it.
func (n *Node) Offers() []string { return n.offers }

// Spacing gives an attack its own stop distance and make-room time; -1
// follows the rest.
type Spacing struct {
	StopDistance    float64
	MakeRoomSeconds float64
}

// DefaultSpacing follows the weapon's and the style's spacing.
var DefaultSpacing = Spacing{StopDistance: -1, MakeRoomSeconds: -1}

// NewNode returns a node with the reference page's defaults.
func NewNode(name string, p Payload) *Node {
	if p == nil {
		p = NoPayload{}
	}
	return &Node{Name: name, Payload: p, CancelWindowStart: DefaultCancelWindowStart, Spacing: DefaultSpacing}
}

// Transition is one wire: from a node to another on an input moment.
type Transition struct {
	From, To     string
	FiresOn      Moment
	InputTag     string
	Priority     int
	Timing       Timing
	RequiredTags []string
	BlockedTags  []string
	Conditions   []Condition

	from, to *Node
	query    TagQuery
}

// FromNode returns the compiled source node.
func (t *Transition) FromNode() *Node { return t.from }

// ToNode returns the compiled target node.
func (t *Transition) ToNode() *Node { return t.to }
