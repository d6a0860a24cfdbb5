package actiongraph

// Payload is what a node plays (AG-PAY-*). Execute starts it for one run of
// its node and returns true to keep the node alive, false to end it at once.
// A payload that keeps its node alive ends it by playing a montage or delay
// through the Run (the node ends with it), by calling Run.Finish, or never
// (a stance that a transition, cancel or hook ends). Payloads are shared by
// every character that runs the graph and must keep no per-run state.
type Payload interface {
	Execute(r *Run) bool
}

// StartChecker is an optional Payload method: a payload whose CanStart returns
// false makes its node fail to start (Action Failed).
type StartChecker interface {
	CanStart(r *Run) bool
}

// NoPayload plays nothing: its node ends at once (AG-PAY-8).
type NoPayload struct{}

// Execute ends the node at once.
func (NoPayload) Execute(*Run) bool { return false }

// MontagePayload plays a montage (AG-PAY-1, AG-PAY-2).
type MontagePayload struct {
	Montage  string
	PlayRate float64 // 1 when 0
	Section  string
	// ForwardMontage replaces Montage when the stick pushes forward; empty
	// plays Montage. It is this project's addition to the page's Back, Left
	// and Right Montage: with it, Montage is what a centred stick plays
	// (a dodge that backsteps when no direction is held).
	ForwardMontage string
	BackMontage    string
	LeftMontage    string
	RightMontage   string
	// TurnToInputAtStart turns the body to the stick's push and plays Montage.
	TurnToInputAtStart bool
}

// Pick returns the montage to play for a stick direction.
func (p *MontagePayload) Pick(d Direction) string {
	if p.TurnToInputAtStart {
		return p.Montage
	}
	var m string
	switch d {
	case Forward:
		m = p.ForwardMontage
	case Back:
		m = p.BackMontage
	case Left:
		m = p.LeftMontage
	case Right:
		m = p.RightMontage
	}
	if m == "" {
		return p.Montage
	}
	return m
}

// Execute plays the montage; with no montage, or one the host lacks, the node
// ends at once with a warning.
func (p *MontagePayload) Execute(r *Run) bool {
	d := r.Stick()
	if p.TurnToInputAtStart && d != Neutral {
		r.Host().TurnTo(d)
	}
	return r.PlayMontage(p.Pick(d), p.Section, p.PlayRate)
}

// HoldPayload is a stance with no animation (AG-PAY-3): it lasts until a
// transition, a cancel or a hook ends it.
type HoldPayload struct {
	// OpenActionWindow opens the action window as the hold starts (AG-PAY-5).
	OpenActionWindow bool
}

// NewHoldPayload returns a hold with the reference page's default: the
// action window opens as it starts.
func NewHoldPayload() *HoldPayload { return &HoldPayload{OpenActionWindow: true} }

// Execute keeps the node alive.
func (p *HoldPayload) Execute(r *Run) bool {
	if p.OpenActionWindow {
		r.OpenActionWindow()
	}
	return true
}

// DelayPayload waits, then completes (AG-PAY-4).
type DelayPayload struct {
	Seconds          float64
	OpenActionWindow bool
}

// NewDelayPayload returns a delay of seconds that opens the action window as
// it starts, the reference page's default.
func NewDelayPayload(seconds float64) *DelayPayload {
	return &DelayPayload{Seconds: seconds, OpenActionWindow: true}
}

// Execute starts the delay; a delay of 0 ends at once.
func (p *DelayPayload) Execute(r *Run) bool {
	if p.OpenActionWindow {
		r.OpenActionWindow()
	}
	return r.PlayDelay(p.Seconds)
}

// TriggerMode chooses what a TriggerEventPayload does.
type TriggerMode uint8

// The two trigger modes.
const (
	SendGameplayEvent TriggerMode = iota
	ActivateAbilityByTag
)

var triggerModeNames = [...]string{"sendGameplayEvent", "activateAbilityByTag"}

// String returns the mode's name in the graph file format.
func (m TriggerMode) String() string { return triggerModeNames[m&1] }

// TriggerEventPayload sends a gameplay event or activates abilities by tag
// (AG-PAY-6).
type TriggerEventPayload struct {
	Mode           TriggerMode
	EventTag       string
	EventMagnitude float64
	Object         any
	AbilityTags    []string
	// EndImmediately ends the node at once; off, it waits for the triggered
	// ability (Component.AbilityEnded), a cancel or a transition.
	EndImmediately bool
}

// Execute sends the event or activates the abilities.
func (p *TriggerEventPayload) Execute(r *Run) bool {
	h := r.Host()
	if p.Mode == ActivateAbilityByTag {
		// With no ability started there is nothing to wait for.
		if !h.ActivateAbilities(p.AbilityTags) {
			return false
		}
	} else {
		h.SendGameplayEvent(GameplayEvent{Tag: p.EventTag, Magnitude: p.EventMagnitude, Object: p.Object})
	}
	if p.EndImmediately {
		return false
	}
	r.awaitAbility = true
	return true
}

// PairedActionPayload plays a move together with a second character (AG-PAY-7).
type PairedActionPayload struct {
	Sets []string
}

// CanStart reports whether a paired action from the sets can play now.
func (p *PairedActionPayload) CanStart(r *Run) bool {
	return r.Host().PairedActionAvailable(p.Sets)
}

// Execute starts the paired action and plays this character's montage of it.
func (p *PairedActionPayload) Execute(r *Run) bool {
	m, ok := r.Host().StartPairedAction(p.Sets)
	if !ok {
		return false
	}
	return r.PlayMontage(m, "", 1)
}
