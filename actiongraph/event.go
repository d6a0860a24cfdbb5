package actiongraph

// EventKind says what an Event reports.
type EventKind uint8

// The events a Component reports, in the order they happen.
const (
	// EventInput: an input was processed; Input and Result are set, and
	// Begin is the Seq of the first event the input caused.
	EventInput EventKind = iota
	// EventNodeStarted: On Action Node Changed. Node, From, Via and Montage are set.
	EventNodeStarted
	// EventEnded: a node ended; Node and Reason are set.
	EventEnded
	// EventReset: On Action Reset, the graph returned to ROOT.
	EventReset
	// EventCancelled: On Action Cancelled, an input cut a move; Node and By are set.
	EventCancelled
	// EventFailed: On Action Failed, a move could not start; Node and Why are set.
	EventFailed
	// EventWindow: the action window opened or closed; Node and Open are set.
	EventWindow
)

// Event is one thing that happened to a Component. The pointer an Observer
// receives is only valid during the call.
type Event struct {
	Kind    EventKind
	Seq     int   // running count of events on this Component
	Tick    Ticks // the Component's tick
	Node    string
	From    string
	Via     Via
	Montage string
	Input   Input
	Result  Result
	Begin   int
	Reason  EndReason
	By      string
	Why     string
	Open    bool
}

// Observer receives a Component's events.
type Observer interface {
	OnEvent(e *Event)
}

// Callbacks is an Observer made of optional functions, one per event the
// reference page names.
type Callbacks struct {
	OnInput       func(in Input, r Result)
	OnNodeChanged func(node, from string, via Via)
	OnReset       func()
	OnCancelled   func(node, by string)
	OnFailed      func(node, why string)
	OnEnded       func(node string, reason EndReason)
	OnWindow      func(node string, open bool)
}

// OnEvent calls the function for the event's kind, if set.
func (cb *Callbacks) OnEvent(e *Event) {
	switch e.Kind {
	case EventInput:
		if cb.OnInput != nil {
			cb.OnInput(e.Input, e.Result)
		}
	case EventNodeStarted:
		if cb.OnNodeChanged != nil {
			cb.OnNodeChanged(e.Node, e.From, e.Via)
		}
	case EventReset:
		if cb.OnReset != nil {
			cb.OnReset()
		}
	case EventCancelled:
		if cb.OnCancelled != nil {
			cb.OnCancelled(e.Node, e.By)
		}
	case EventFailed:
		if cb.OnFailed != nil {
			cb.OnFailed(e.Node, e.Why)
		}
	case EventEnded:
		if cb.OnEnded != nil {
			cb.OnEnded(e.Node, e.Reason)
		}
	case EventWindow:
		if cb.OnWindow != nil {
			cb.OnWindow(e.Node, e.Open)
		}
	}
}

// String describes the event on one line, in sim's words: "node Light 2
// from Light 1 via inputPressed", "window open Light 1", "ended Light 1
// completed".
func (e *Event) String() string {
	switch e.Kind {
	case EventInput:
		return "input " + e.Input.Tag + " " + e.Input.Moment.String() + " " + e.Result.String()
	case EventNodeStarted:
		return "node " + e.Node + " from " + e.From + " via " + string(e.Via)
	case EventEnded:
		return "ended " + e.Node + " " + e.Reason.String()
	case EventReset:
		return "reset"
	case EventCancelled:
		return "cancelled " + e.Node + " by " + e.By
	case EventFailed:
		return "failed " + e.Node + " " + e.Why
	case EventWindow:
		if e.Open {
			return "window open " + e.Node
		}
		return "window close " + e.Node
	}
	return "unknown event"
}
