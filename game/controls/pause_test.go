package controls

import "testing"

// TestShouldPause is the pause rule: on losing the focus (seen, or reported
// by the page between frames) and on the pad in use going away; never on
// states that were already so.
func TestShouldPause(t *testing.T) {
	ok := Watch{Focused: true, PadConnected: true}
	tests := []struct {
		name     string
		was, now Watch
		want     bool
	}{
		{"nothing changes", ok, ok, false},
		{"the window loses the focus", ok, Watch{Focused: false, PadConnected: true}, true},
		{"still unfocused (resumed with a pad)", Watch{PadConnected: true}, Watch{PadConnected: true}, false},
		{"the focus comes back", Watch{PadConnected: true}, ok, false},
		{"the page lost the focus and got it back between frames", ok, Watch{Focused: true, Blurred: true, PadConnected: true}, true},
		{"the pad in use disconnects", ok, Watch{Focused: true, PadConnected: false}, true},
		{"the pad in use disconnects while unfocused", Watch{PadConnected: true}, Watch{}, true},
		{"no pad came back: no second pause", Watch{Focused: true}, Watch{Focused: true}, false},
		{"a pad connects", Watch{Focused: true}, ok, false},
		{"both at once", ok, Watch{}, true},
	}
	for _, tt := range tests {
		if have := ShouldPause(tt.was, tt.now); have != tt.want {
			t.Errorf("%s: have %v, want %v", tt.name, have, tt.want)
		}
	}
}
