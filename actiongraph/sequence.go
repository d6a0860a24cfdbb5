package actiongraph

// SequenceMode is how Queue Input Sequence feeds its inputs (AG-API-2).
type SequenceMode uint8

// The two sequence modes.
const (
	// Chain sends the first input at once and each next one as the move the
	// last one led to starts, so it waits in the buffer for the window.
	Chain SequenceMode = iota
	// Discrete waits for the graph to stand idle at ROOT before each input.
	Discrete
)

var sequenceModeNames = [...]string{"chain", "discrete"}

// String returns the mode's name.
func (m SequenceMode) String() string { return sequenceModeNames[m&1] }

// QueueInputSequence feeds a list of pressed inputs (AG-API-2), replacing
// any sequence still queued. A chain stops when one of its inputs is dropped
// or blocked, or the graph returns to ROOT before it is done.
func (c *Component) QueueInputSequence(mode SequenceMode, tags ...string) {
	c.seqMode = mode
	c.seqInputs = append(c.seqInputs[:0], tags...)
	c.seqNext = 0
	c.seqDue = true
	c.settle()
}

// QueuedInputs returns how many inputs of the sequence are still to be sent.
func (c *Component) QueuedInputs() int { return len(c.seqInputs) - c.seqNext }

func (c *Component) sequenceDue() bool {
	if c.seqNext >= len(c.seqInputs) || c.graph == nil {
		return false
	}
	if c.seqMode == Discrete {
		return c.Idle() && !c.hasPress
	}
	return c.seqDue
}

func (c *Component) sendNext() {
	c.seqDue = false
	tag := c.seqInputs[c.seqNext]
	c.seqNext++
	in := Input{Tag: tag, Moment: InputPressed, Stick: c.host.Stick(), HasStick: true, at: c.now}
	begin := c.evN
	res := c.process(&in)
	c.emitInput(&in, res, begin)
	if c.seqMode == Chain && (res == Dropped || res == Blocked) {
		c.seqInputs = c.seqInputs[:0]
		c.seqNext = 0
	}
	if c.seqNext >= len(c.seqInputs) {
		c.seqInputs = c.seqInputs[:0]
		c.seqNext = 0
	}
}
