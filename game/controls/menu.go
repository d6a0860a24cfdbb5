package controls

// Choice is one line of the pause menu.
type Choice uint8

// The pause menu's choices.
const (
	Resume Choice = iota
	Restart
	Title
	Quit
)

var choiceNames = [...]string{"Resume", "Restart", "Title", "Quit"}

// String returns the choice as the menu shows it.
func (c Choice) String() string {
	if int(c) < len(choiceNames) {
		return choiceNames[c]
	}
	return "?"
}

var (
	withQuit    = []Choice{Resume, Restart, Title, Quit}
	withoutQuit = []Choice{Resume, Restart, Title}
)

// PauseChoices returns the pause menu's lines: Quit only where the game may
// close its window (not in a browser). Shared; do not modify.
func PauseChoices(canQuit bool) []Choice {
	if canQuit {
		return withQuit
	}
	return withoutQuit
}

// Moves are what a person does to a menu in one frame, from any device.
type Moves struct {
	// Step moves the selection: -1 up, +1 down (arrows, W/S, the d-pad,
	// a flick of the left stick).
	Step int
	// Hover is the line under the mouse when it moved, or -1.
	Hover int
	// Pick is the line clicked, or -1.
	Pick int
	// Confirm takes the selected line (Enter, Space, the south button).
	Confirm bool
	// Back leaves the menu as Resume does (Esc, Start, the east button).
	Back bool
}

// NoMoves is a frame in which nothing happened to the menu.
var NoMoves = Moves{Hover: -1, Pick: -1}

// Menu is a list of choices with one selected.
type Menu struct {
	Choices  []Choice
	Selected int
}

// Open shows the choices with the first selected.
func (m *Menu) Open(choices []Choice) { m.Choices, m.Selected = choices, 0 }

// Update applies a frame's moves and returns the choice taken, if any: Back
// takes Resume, a click takes its line, Confirm the selected line. Steps
// wrap around; the mouse's hover selects its line.
func (m *Menu) Update(mv Moves) (Choice, bool) {
	n := len(m.Choices)
	if n == 0 {
		return Resume, mv.Back
	}
	if mv.Hover >= 0 && mv.Hover < n {
		m.Selected = mv.Hover
	}
	if mv.Step != 0 {
		m.Selected = ((m.Selected+mv.Step)%n + n) % n
	}
	switch {
	case mv.Back:
		return Resume, true
	case mv.Pick >= 0 && mv.Pick < n:
		m.Selected = mv.Pick
		return m.Choices[mv.Pick], true
	case mv.Confirm:
		return m.Choices[m.Selected], true
	}
	return Resume, false
}
