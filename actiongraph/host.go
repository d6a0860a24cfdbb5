package actiongraph

// Span is a stretch of montage time in authored seconds, Start inclusive and
// End exclusive.
type Span struct {
	Start, End float64
}

// Section is a named stretch of a montage, from Start to End. End 0 (or
// any End not after Start) means until the next section starts, or the
// montage ends: montages built by hand name only where sections start.
type Section struct {
	Name  string
	Start float64
	End   float64
}

// Notify is a named event or notify state on a montage (a footstep, a melee
// trace window). A point event has End equal to Start.
type Notify struct {
	Name       string
	Start, End float64
}

// Montage is the timing half of an animation: what the graph needs to know
// to play it. Times are authored seconds at Play Rate 1.
type Montage struct {
	Name     string
	Length   float64
	Sections []Section // in time order
	Windows  []Span    // UPC Action Window notify states, in time order
	Notifies []Notify
}

// Section returns the start and end of a named section: from its start to
// its End when it has one (a sprite sheet's tag ends there, whatever
// follows), else to the next section's start, or to the montage's end. The
// empty name is the whole montage.
func (m *Montage) Section(name string) (start, end float64, ok bool) {
	if name == "" {
		return 0, m.Length, true
	}
	for i, s := range m.Sections {
		if s.Name != name {
			continue
		}
		end = m.Length
		switch {
		case s.End > s.Start:
			end = min(s.End, m.Length)
		case i+1 < len(m.Sections) && m.Sections[i+1].Start > s.Start:
			end = m.Sections[i+1].Start
		}
		return s.Start, end, true
	}
	return 0, m.Length, false
}

// MontageSource answers a montage by name.
type MontageSource interface {
	Montage(name string) (*Montage, bool)
}

// LocomotionScale scales walk speed, acceleration and turn rate; 1 is no
// change and 0 is none.
type LocomotionScale struct {
	WalkSpeed, Acceleration, TurnRate float64
}

// NoLocomotionChange is the scale with every factor 1.
var NoLocomotionChange = LocomotionScale{1, 1, 1}

// GameplayEvent is what a Trigger Ability / Event payload sends.
type GameplayEvent struct {
	Tag       string
	Magnitude float64
	Object    any
}

// Host is everything a Component asks of the world outside its graph. A game
// answers from its characters and sprite-sheet montages, the sim command from
// a scenario file. BasicHost is a complete in-memory Host to embed or use.
type Host interface {
	MontageSource
	// HasTag reports whether the character carries a tag (or a child of it).
	// The Component adds the tags it grants itself.
	HasTag(tag string) bool
	// Vital returns a vital such as "stamina" or "health".
	Vital(name string) (float64, bool)
	// SetVital sets a vital.
	SetVital(name string, v float64)
	// CooldownReady reports whether a cooldown has a charge ready.
	CooldownReady(name string) bool
	// SpendCooldown takes one charge of a cooldown that recharges over
	// seconds and holds up to charges; false when none is ready.
	SpendCooldown(name string, seconds float64, charges int) bool
	// Target returns the distance to the current target; ok is false with no target.
	Target() (distance float64, ok bool)
	// TargetHasTag reports whether the current target carries a tag.
	TargetHasTag(tag string) bool
	// Stick returns the stick's push against the body's facing now.
	Stick() Direction
	// TurnTo turns the body to face the stick's push (Turn To Input At Start).
	TurnTo(d Direction)
	// SetLocomotion scales walk speed, acceleration and turn rate.
	SetLocomotion(s LocomotionScale)
	// SendGameplayEvent sends a gameplay event to the character.
	SendGameplayEvent(e GameplayEvent)
	// ActivateAbilities starts the abilities carrying any of tags; false when none started.
	ActivateAbilities(tags []string) bool
	// PairedActionAvailable reports whether a paired action from the sets can play now.
	PairedActionAvailable(sets []string) bool
	// StartPairedAction starts a paired action from the sets with the target and
	// returns the montage this character plays; ok is false when none can play.
	StartPairedAction(sets []string) (montage string, ok bool)
}
