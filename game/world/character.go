package world

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// LogSize is how many recent event lines a Character keeps.
const LogSize = 8

// HistorySize is how many started nodes a Character remembers.
const HistorySize = 256

// Character is one fighter: its host (montages, tags, vitals), the
// Component that runs its action graph, and a record of what the graph did
// for the screen and for tests.
type Character struct {
	Name string

	host *ag.BasicHost
	comp *ag.Component

	lines   []line   // recent events, in the order they happened, at most LogSize
	history []string // the nodes started, in order, at most HistorySize
}

// NewCharacter makes a character that plays montages and runs graph. The
// graph must have compiled against the same montages.
func NewCharacter(name string, montages map[string]*ag.Montage, graph *ag.Graph) (*Character, error) {
	h := ag.NewBasicHost()
	for k, m := range montages {
		h.Montages[k] = m
	}
	c := &Character{Name: name, host: h, comp: ag.NewComponent(h)}
	c.comp.SetObserver(eventLog{c})
	if err := c.comp.SetGraph(graph); err != nil {
		return nil, err
	}
	return c, nil
}

// shortTag drops the "UPC.Input." prefix for display.
func shortTag(tag string) string {
	const p = "UPC.Input."
	if len(tag) > len(p) && tag[:len(p)] == p {
		return tag[len(p):]
	}
	return tag
}

// Component returns the character's action graph component.
func (c *Character) Component() *ag.Component { return c.comp }

// Host returns the character's host.
func (c *Character) Host() *ag.BasicHost { return c.host }

// State returns Get Action State.
func (c *Character) State() ag.ActionState { return c.comp.State() }

// Clip returns the timing of the move being played, as the engine plays
// it; Length is 0 at ROOT or in a node with no montage.
func (c *Character) Clip() ag.Clip {
	clip, _ := c.comp.Clip()
	return clip
}

// Progress returns how far through its move the character is, from 0 to 1;
// 0 at ROOT or in a node with no montage.
func (c *Character) Progress() float64 {
	clip, ok := c.comp.Clip()
	if !ok || clip.Length <= 0 {
		return 0
	}
	return min(1, float64(c.State().TimeInNode)/float64(clip.Length))
}

// Lines returns the recent event lines, oldest first.
func (c *Character) Lines() []string {
	out := make([]string, len(c.lines))
	for i, l := range c.lines {
		out[i] = l.text
	}
	return out
}

// History returns the names of the last HistorySize nodes started, in
// order; the slice is shared.
func (c *Character) History() []string { return c.history }
