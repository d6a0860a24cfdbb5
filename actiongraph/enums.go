package actiongraph

// Moment is when a transition fires (the reference page's "Fires On").
type Moment uint8

// The five moments. The first three are input moments.
const (
	InputPressed Moment = iota
	InputReleased
	InputReleasedEarly
	ActionCompleted
	ActionFailed
)

var momentNames = [...]string{"inputPressed", "inputReleased", "inputReleasedEarly", "actionCompleted", "actionFailed"}

// String returns the moment's name in the graph file format.
func (m Moment) String() string {
	if int(m) < len(momentNames) {
		return momentNames[m]
	}
	return "unknown"
}

// IsInput reports whether the moment is one of the three input moments.
func (m Moment) IsInput() bool { return m <= InputReleasedEarly }

// Timing says whether a transition waits for the action window or interrupts.
type Timing uint8

// The two timings.
const (
	WaitForWindow Timing = iota
	Interrupt
)

var timingNames = [...]string{"waitForWindow", "interrupt"}

// String returns the timing's name in the graph file format.
func (t Timing) String() string { return timingNames[t&1] }

// BufferMode decides which press made before the window waits.
type BufferMode uint8

// The buffer modes; UseGraphDefault is only meaningful as a node override.
const (
	UseGraphDefault BufferMode = iota
	AcceptLast
	AcceptFirst
	Ignore
)

var bufferModeNames = [...]string{"useGraphDefault", "acceptLast", "acceptFirst", "ignore"}

// String returns the mode's name in the graph file format.
func (b BufferMode) String() string { return bufferModeNames[b&3] }

// NoWindowMode is When No Window Is Authored.
type NoWindowMode uint8

// The two ways a montage with no authored window behaves.
const (
	AtCompletion NoWindowMode = iota
	FromEntry
)

var noWindowNames = [...]string{"atCompletion", "fromEntry"}

// String returns the mode's name in the graph file format.
func (n NoWindowMode) String() string { return noWindowNames[n&1] }

// Result is what ProcessInput did with an input.
type Result uint8

// The results of one input.
const (
	Entered Result = iota
	Buffered
	Dropped
	Blocked
	Forwarded
)

var resultNames = [...]string{"entered", "buffered", "dropped", "blocked", "forwarded"}

// String returns the result's name as sim prints it.
func (r Result) String() string { return resultNames[r%5] }

// EndReason says why a node ended.
type EndReason uint8

// The end reasons of the reference page's table.
const (
	Completed EndReason = iota
	Cancelled
	Rejected
)

var endReasonNames = [...]string{"completed", "cancelled", "rejected"}

// String returns the reason's name as sim prints it.
func (e EndReason) String() string { return endReasonNames[e%3] }

// Direction is the stick's push against the body's facing.
type Direction uint8

// The stick directions.
const (
	Neutral Direction = iota
	Forward
	Back
	Left
	Right
)

var directionNames = [...]string{"neutral", "forward", "back", "left", "right"}

// String returns the direction's name in the graph file format.
func (d Direction) String() string { return directionNames[d%5] }

// Compare is how a threshold condition compares a value with its level.
type Compare uint8

// The comparisons. Above and Closer read "the value is above / closer than
// the level"; About passes within a tolerance either side.
const (
	Above Compare = iota
	Below
	About
)

// Via says how a node was reached, as sim's "via" field prints it.
type Via string

// The ways into a node that are not a transition's own moment.
const (
	// ViaLateGrace: a press within Late Input Grace followed the links of the
	// move that had just ended.
	ViaLateGrace Via = "lateGrace"
	// ViaBuffer: a press that only ROOT answers waited for the move to end and
	// then started from ROOT (Held Input Restart Window).
	ViaBuffer Via = "buffer"
	// ViaRoot: an input ran again from ROOT after it cancelled a move, or a
	// failed start was retried from ROOT.
	ViaRoot Via = "root"
	// ViaRejected: an authority refused the move and put the character on its node.
	ViaRejected Via = "rejected"
)

func viaMoment(m Moment) Via { return Via(m.String()) }

func parseEnum(names []string, s string) (int, bool) {
	for i, n := range names {
		if n == s {
			return i, true
		}
	}
	return 0, false
}
