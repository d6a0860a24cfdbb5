package controls

import "testing"

// TestMenu plays the pause menu frame by frame with each device's moves.
func TestMenu(t *testing.T) {
	step := func(d int) Moves { m := NoMoves; m.Step = d; return m }
	hover := func(i int) Moves { m := NoMoves; m.Hover = i; return m }
	pick := func(i int) Moves { m := NoMoves; m.Pick = i; return m }
	confirm, back := NoMoves, NoMoves
	confirm.Confirm, back.Back = true, true
	tests := []struct {
		name    string
		canQuit bool
		moves   []Moves
		want    Choice
		taken   bool
		wantSel int
	}{
		{"nothing", true, []Moves{NoMoves, NoMoves}, Resume, false, 0},
		{"Enter at once resumes", true, []Moves{confirm}, Resume, true, 0},
		{"down, Enter: restart", true, []Moves{step(1), confirm}, Restart, true, 1},
		{"down twice: title", true, []Moves{step(1), step(1), confirm}, Title, true, 2},
		{"up wraps to Quit", true, []Moves{step(-1), confirm}, Quit, true, 3},
		{"up wraps to Title without Quit", false, []Moves{step(-1), confirm}, Title, true, 2},
		{"down past the end wraps", false, []Moves{step(1), step(1), step(1)}, Resume, false, 0},
		{"hover selects", true, []Moves{hover(2)}, Resume, false, 2},
		{"hover off the lines keeps the selection", true, []Moves{step(1), hover(7)}, Resume, false, 1},
		{"a click takes its line", true, []Moves{pick(1)}, Restart, true, 1},
		{"Esc resumes whatever is selected", true, []Moves{step(1), step(1), back}, Resume, true, 2},
	}
	for _, tt := range tests {
		var m Menu
		m.Open(PauseChoices(tt.canQuit))
		var have Choice
		taken := false
		for _, mv := range tt.moves {
			if c, ok := m.Update(mv); ok {
				have, taken = c, true
				break
			}
		}
		if have != tt.want || taken != tt.taken || m.Selected != tt.wantSel {
			t.Errorf("%s: have %v taken %v selected %d, want %v taken %v selected %d",
				tt.name, have, taken, m.Selected, tt.want, tt.taken, tt.wantSel)
		}
	}
}
