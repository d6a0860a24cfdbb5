package actiongraph

// Clip is the timing of the montage the running node plays, as the engine
// plays it: its section, at Play Rate times Action Speed, in ticks of node
// time. A game draws the frame and a timeline from it.
type Clip struct {
	Montage string
	// Start is where in the montage the node began, in authored seconds
	// (its section's start), and Rate how fast it plays.
	Start float64
	Rate  float64
	// Length is how long the node plays it; Windows its action windows.
	// Windows is shared with the component and valid until the next call
	// that changes the node: do not keep or modify it.
	Length  Ticks
	Windows []TickSpan
}

// Clip returns the timing of the montage the running node plays; ok is
// false at ROOT or in a node that plays none. It allocates nothing.
func (c *Component) Clip() (Clip, bool) {
	r := &c.run
	if c.Idle() || r.montage == nil {
		return Clip{}, false
	}
	return Clip{Montage: r.montage.Name, Start: r.secStart, Rate: r.rate, Length: r.end, Windows: r.spans}, true
}
