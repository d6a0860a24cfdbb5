package items

// Latch keeps every press for at least one tick. A device read once a
// frame misses a button pressed and released between two reads (a quick
// tap in the browser, where the page's events set and clear the state
// before the game looks); the game notes such presses as they happen
// (Press) and Tick folds them into the buttons the tick plays:
//
//   - a press noted for a button up now is down for this tick, then up;
//   - a press noted for a button the last tick showed down (released and
//     pressed again between the ticks) is up for this tick and down the
//     next, so the Mapper sees the release and the second press;
//   - presses noted for a button already held, with no tick between, count
//     once.
//
// The zero Latch is ready. It allocates nothing.
type Latch struct {
	shown   Buttons // what the last Tick returned
	pending Buttons // presses noted since the last Tick, or held back by it
}

// Press notes buttons that went down since the last Tick, whether or not
// they are still down.
func (l *Latch) Press(b Buttons) { l.pending |= b }

// Tick returns the buttons this tick plays: those held, with every press
// noted since the last Tick, as the type's rules say.
func (l *Latch) Tick(held Buttons) Buttons {
	again := l.pending & l.shown
	out := (held | l.pending) &^ again
	l.pending, l.shown = again, out
	return out
}

// Reset forgets the presses noted and the last tick.
func (l *Latch) Reset() { *l = Latch{} }
