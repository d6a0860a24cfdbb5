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
	clip    Clip
}

// Clip is the timing of the move a character is playing, in ticks of node
// time: how long it lasts and where its action windows are. Length is 0
// when the node plays no montage.
type Clip struct {
	Montage string
	Length  ag.Ticks
	Windows [][2]ag.Ticks
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

// clipOf works out the timing of the montage a node plays, as the engine
// plays it: from the payload's section, at its play rate times Action Speed.
func (c *Character) clipOf(node string) Clip {
	n := c.comp.Graph().Node(node)
	if n == nil {
		return Clip{}
	}
	mp, ok := n.Payload.(*ag.MontagePayload)
	if !ok {
		return Clip{}
	}
	name := mp.Pick(c.host.Stick())
	m, ok := c.host.Montage(name)
	if !ok {
		return Clip{}
	}
	rate := mp.PlayRate
	if rate <= 0 {
		rate = 1
	}
	rate *= c.comp.ActionSpeed()
	start, end, _ := m.Section(mp.Section)
	clip := Clip{Montage: name, Length: ag.SecondsToTicks((end - start) / rate)}
	for _, w := range m.Windows {
		a, b := max(w.Start, start), min(w.End, end)
		if b > a {
			clip.Windows = append(clip.Windows, [2]ag.Ticks{ag.SecondsToTicks((a - start) / rate), ag.SecondsToTicks((b - start) / rate)})
		}
	}
	return clip
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

// Clip returns the timing of the move being played.
func (c *Character) Clip() Clip { return c.clip }

// Progress returns how far through its move the character is, from 0 to 1;
// 0 at ROOT or in a node with no montage.
func (c *Character) Progress() float64 {
	if c.clip.Length <= 0 || c.comp.Idle() {
		return 0
	}
	return min(1, float64(c.State().TimeInNode)/float64(c.clip.Length))
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
