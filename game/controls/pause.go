package controls

// Watch is what the pause rule sees of the world outside the game in one
// frame.
type Watch struct {
	// Focused: the window, or the page's tab, has the focus.
	Focused bool
	// Blurred: the page reported the focus gone since the last frame, even
	// if it is back (a browser draws no frames in a hidden tab, so the game
	// may never see it unfocused).
	Blurred bool
	// PadConnected: the pad used last is still connected; true when the
	// device used last is no pad.
	PadConnected bool
}

// ShouldPause reports whether a fight in play pauses by itself this frame,
// from the last frame's Watch and this one's: the focus went (or went and
// came back), or the pad in use went away. It pauses on the change, not
// on the state, so a person who resumes with a pad while the window lacks
// the focus plays on.
func ShouldPause(was, now Watch) bool {
	return was.Focused && !now.Focused || now.Blurred || was.PadConnected && !now.PadConnected
}
