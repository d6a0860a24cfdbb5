package actiongraph

import (
	"errors"
	"log/slog"
)

var (
	errNotCompiled = errors.New("actiongraph: graph has compile errors")
	errNoHost      = errors.New("actiongraph: component has no host")
	errNoGraph     = errors.New("actiongraph: component has no graph")
	errNoNode      = errors.New("actiongraph: no such node")
)

// maxSteps bounds the node changes one call may make, so a graph that loops
// through nodes that end at once returns to ROOT instead of hanging.
const maxSteps = 64

// maxForwarded bounds the presses held while a graph is on its way.
const maxForwarded = 20

// Input is one input tag at one moment, with the stick's push at that
// moment when the caller knows it.
type Input struct {
	Tag      string
	Moment   Moment
	Stick    Direction
	HasStick bool

	at Ticks // the tick the input arrived
}

type waitingInput struct {
	in       Input
	at       Ticks
	seq      uint64
	rootOnly bool
}

// Component runs one character's action graph. Create it with NewComponent,
// give it a graph with SetGraph, then call ProcessInput for each input and
// Tick once per fixed tick. It is not safe for concurrent use.
type Component struct {
	host      Host
	graph     *Graph
	speed     float64
	blockTags []string
	obs       Observer
	notes     NotifyListener
	log       *slog.Logger
	overlay   bool

	now  Ticks
	cur  *Node
	run  Run
	ev   Event
	evN  int
	eval EvalContext

	graceNode *Node
	graceEnd  Ticks

	press    waitingInput
	hasPress bool
	releases []waitingInput
	inSeq    uint64

	flushDue  bool
	expecting bool
	forwarded []Input

	seqMode   SequenceMode
	seqInputs []string
	seqNext   int
	seqDue    bool
}

// NewComponent returns a component for a character whose world is host,
// with Action Speed 1 and Global Block Tags {UPC.State.ActionsBlocked}.
func NewComponent(host Host) *Component {
	c := &Component{host: host, speed: 1, blockTags: []string{TagActionsBlocked}}
	c.run.c = c
	c.eval.Component = c
	c.eval.Host = host
	return c
}

// Host returns the component's host.
func (c *Component) Host() Host { return c.host }

// SetObserver sets the one observer that receives every event; nil removes it.
func (c *Component) SetObserver(o Observer) { c.obs = o }

// SetLogger logs every event at debug level through l (the reference page's
// verbose log); nil turns logging off.
func (c *Component) SetLogger(l *slog.Logger) { c.log = l }

// SetGlobalBlockTags replaces the Global Block Tags; none turns blocking off.
func (c *Component) SetGlobalBlockTags(tags ...string) {
	c.blockTags = append(c.blockTags[:0], tags...)
}

// GlobalBlockTags returns the Global Block Tags.
func (c *Component) GlobalBlockTags() []string { return c.blockTags }

// SetActionSpeed sets the playback speed of the character's moves (AG-API-7):
// 1 as authored, 0.5 half. Montages, delays, windows and Cancel Window Start
// scale together from the next node that starts. Values at or below 0 are 1.
func (c *Component) SetActionSpeed(s float64) {
	if s <= 0 {
		s = 1
	}
	c.speed = s
}

// ActionSpeed returns the Action Speed.
func (c *Component) ActionSpeed() float64 { return c.speed }

// Now returns the component's tick count.
func (c *Component) Now() Ticks { return c.now }

// Graph returns the current graph, or nil.
func (c *Component) Graph() *Graph { return c.graph }

// Current returns the running node; ROOT when idle, nil with no graph.
func (c *Component) Current() *Node { return c.cur }

// Idle reports whether the graph rests at ROOT (or there is no graph).
func (c *Component) Idle() bool { return c.graph == nil || c.cur == c.graph.Nodes[0] }

// SetGraph swaps the moveset (AG-API-3). A running move ends cancelled, the
// waiting press clears and the character stands at ROOT of the new graph.
// An uncompiled graph is compiled against the host's montages first; one
// with errors is refused and the old graph stays.
func (c *Component) SetGraph(g *Graph) error {
	if c.host == nil {
		return errNoHost
	}
	if g != nil && !g.compiled {
		if probs := g.Compile(c.host); probs.HasErrors() {
			return errors.Join(errNotCompiled, probs)
		}
	}
	c.leaveGraph()
	c.graph = g
	if g == nil {
		c.cur = nil
		return nil
	}
	c.cur = g.Nodes[0]
	c.expecting = false
	fw := c.forwarded
	c.forwarded = c.forwarded[:0]
	for _, in := range fw {
		c.ProcessInputFull(in)
	}
	return nil
}

// ClearGraph removes the moveset (AG-API-3); inputs then drop.
func (c *Component) ClearGraph() { _ = c.SetGraph(nil) }

// ExpectGraph marks a graph as on its way (drawn, not yet loaded): until
// SetGraph gives one, presses are held and return Forwarded, up to 20, and
// play once it arrives.
func (c *Component) ExpectGraph() {
	c.leaveGraph()
	c.graph = nil
	c.cur = nil
	c.expecting = true
}

func (c *Component) leaveGraph() {
	if c.graph != nil {
		c.cancelRun(Cancelled)
	}
	c.clearWaiting()
	c.graceNode = nil
	c.seqInputs = c.seqInputs[:0]
	c.seqNext = 0
}

// HasTag reports whether the character carries a tag: the host's own, or one
// the graph grants (ActionRunning and the running node's Applied Tags).
func (c *Component) HasTag(tag string) bool {
	if c.host != nil && c.host.HasTag(tag) {
		return true
	}
	return c.grants(tag)
}

func (c *Component) grants(tag string) bool {
	if c.Idle() {
		return false
	}
	if TagMatches(TagActionRunning, tag) {
		return true
	}
	for _, t := range c.cur.AppliedTags {
		if TagMatches(t, tag) {
			return true
		}
	}
	return false
}

// AppendGrantedTags appends the tags the graph grants now.
func (c *Component) AppendGrantedTags(dst []string) []string {
	if c.Idle() {
		return dst
	}
	dst = append(dst, TagActionRunning)
	return append(dst, c.cur.AppliedTags...)
}

func (c *Component) blocked() bool {
	for _, t := range c.blockTags {
		if c.HasTag(t) {
			return true
		}
	}
	return false
}
