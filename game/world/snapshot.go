package world

import (
	"fmt"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// CharacterSnapshot is what a character's action graph looks like at one
// moment, for state files and tests.
type CharacterSnapshot struct {
	Name       string   `json:"name"`
	Node       string   `json:"node"`
	Window     bool     `json:"window"`
	TimeInNode ag.Ticks `json:"timeInNode"`
	Waiting    *string  `json:"waiting"`
	Item       string   `json:"item,omitempty"`
	Health     float64  `json:"health"`
	Stamina    float64  `json:"stamina"`
	X          float64  `json:"x"`
	Y          float64  `json:"y"`
	History    []string `json:"history"`
	Lines      []string `json:"lines"`
}

// Snapshot is the whole world at one tick. Digest is World.Digest in hex,
// as replays and `actiongraph replay` print it.
type Snapshot struct {
	Tick       ag.Ticks            `json:"tick"`
	Phase      string              `json:"phase"`
	Wave       int                 `json:"wave"`
	Digest     string              `json:"digest"`
	Characters []CharacterSnapshot `json:"characters"`
}

// Snapshot returns the world's state now. It copies what it returns.
func (w *World) Snapshot() Snapshot {
	s := Snapshot{Tick: w.now, Phase: [...]string{"playing", "victory", "defeat"}[w.phase], Wave: w.wave, Digest: fmt.Sprintf("%016x", w.Digest()), Characters: make([]CharacterSnapshot, 0, len(w.chars))}
	for _, c := range w.chars {
		st := c.State()
		cs := CharacterSnapshot{
			Name:       c.Name,
			Node:       st.Node,
			Window:     st.Window,
			TimeInNode: st.TimeInNode,
			History:    append([]string{}, c.history...),
			Lines:      c.Lines(),
		}
		f := c.Fighter()
		cs.Health, cs.Stamina, cs.X, cs.Y = f.Health, f.Stamina, f.Pos.X, f.Pos.Y
		if c.item != nil {
			cs.Item = c.item.Name
		}
		if st.HasWaiting {
			tag := st.Waiting
			cs.Waiting = &tag
		}
		s.Characters = append(s.Characters, cs)
	}
	return s
}
