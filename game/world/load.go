package world

import (
	"fmt"
	"io/fs"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/scenario"
	"github.com/upc-demo/actiongraph-game/assets"
)

// UnarmedGraph is the path, inside assets.FS, of the reference page's
// two-attack graph.
const UnarmedGraph = "graphs/unarmed.json"

// Moveset is what characters share: the montages the game ships and a
// compiled graph.
type Moveset struct {
	Montages map[string]*ag.Montage
	Graph    *ag.Graph
}

type montageMap map[string]*ag.Montage

func (m montageMap) Montage(name string) (*ag.Montage, bool) {
	x, ok := m[name]
	return x, ok
}

// LoadMoveset reads montages.json and the graph at path from fsys and
// compiles the graph. Errors name the file, the JSON path and the line.
func LoadMoveset(fsys fs.FS, path string) (*Moveset, error) {
	data, err := fs.ReadFile(fsys, "montages.json")
	if err != nil {
		return nil, fmt.Errorf("world: %w", err)
	}
	montages, ps := scenario.LoadMontages("assets/montages.json", data)
	if ps.HasErrors() {
		return nil, ps.Errors()
	}
	data, err = fs.ReadFile(fsys, path)
	if err != nil {
		return nil, fmt.Errorf("world: %w", err)
	}
	g, ps := ag.LoadGraph("assets/"+path, data, nil)
	if ps.HasErrors() {
		return nil, ps.Errors()
	}
	if ps := g.Compile(montageMap(montages)); ps.HasErrors() {
		return nil, ps.Errors()
	}
	return &Moveset{Montages: montages, Graph: g}, nil
}

// NewPlayerWorld returns a world holding one character, "Player" (index 0),
// running the unarmed graph from the embedded assets.
func NewPlayerWorld() (*World, error) {
	ms, err := LoadMoveset(assets.FS, UnarmedGraph)
	if err != nil {
		return nil, err
	}
	c, err := NewCharacter("Player", ms.Montages, ms.Graph)
	if err != nil {
		return nil, err
	}
	w := New()
	w.Add(c)
	return w, nil
}
