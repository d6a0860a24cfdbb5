package world

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/ai"
	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// Assets is everything the world reads from data files: the sprite
// library (the montages), the items, the enemy types and their waves, and
// what each attack montage does when it lands.
type Assets struct {
	Library *anim.Library
	Items   items.Items
	Enemies []*ai.Type
	Waves   []ai.Wave
	Attacks map[string]combat.Attack
	// Motion is each montage's root motion (motion.json), by montage name.
	Motion map[string]*Motion
	// Tuning is the fight's numbers (tuning.json).
	Tuning *Tuning
	// Seats is how each seat's player looks in co-op (players.json), one
	// for each of MaxPlayers.
	Seats []Seat
	// Warnings are problems that still load, each naming its file.
	Warnings []string
	// Digest identifies the files the assets were read from; replays carry it.
	Digest string
}

// Enemy returns the enemy type with a name, or nil.
func (a *Assets) Enemy(name string) *ai.Type {
	for _, t := range a.Enemies {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// attackFile is one entry of attacks.json.
type attackFile struct {
	Damage     float64 `json:"damage"`
	Knockback  float64 `json:"knockback"`
	Stagger    int     `json:"stagger"`
	Hitstop    int     `json:"hitstop"`
	GuardBreak float64 `json:"guardBreak"`
	Opens      bool    `json:"opens"`
}

// LoadAssets reads every data file from fsys (the assets folder): sprites,
// items, enemies, waves, attacks, tuning and the co-op seats, and compiles every graph against the
// sprites' montages. It reports every broken file at once; each error names
// the file and the JSON path.
func LoadAssets(fsys fs.FS) (*Assets, error) {
	a := &Assets{}
	var errs []error
	digest, err := assetsDigest(fsys)
	if err != nil {
		return nil, err
	}
	a.Digest = digest
	lib, err := anim.LoadLibrary(fsys, "sprites")
	if lib == nil {
		return nil, err
	}
	// With broken sheets, the rest is still checked (their montages kept
	// for the graphs that name them), and the whole is refused below.
	if err != nil {
		errs = append(errs, err)
	}
	a.Library = lib
	for _, w := range lib.Warnings() {
		a.Warnings = append(a.Warnings, w.Error())
	}
	if a.Items, err = items.LoadAll(fsys, "items"); err != nil {
		errs = append(errs, err)
	} else {
		errs = append(errs, a.problems(a.Items.Compile(lib)))
	}
	if a.Enemies, err = ai.LoadTypes(fsys, "enemies"); err != nil {
		errs = append(errs, err)
	}
	graphs := map[string]*ag.Graph{}
	for _, t := range a.Enemies {
		g := graphs[t.ActionGraph]
		if g == nil {
			g, err = loadGraph(fsys, t.ActionGraph, lib)
			if err != nil {
				errs = append(errs, graphError(t.File, t.ActionGraph, err))
				continue
			}
			graphs[t.ActionGraph] = g
		}
		t.Graph = g
	}
	if data, err := fs.ReadFile(fsys, "enemies/waves.json"); err != nil {
		errs = append(errs, err)
	} else if a.Waves, err = ai.ParseWaves("assets/enemies/waves.json", data, a.Enemies); err != nil {
		errs = append(errs, err)
	}
	if a.Attacks, err = loadAttacks(fsys, lib); err != nil {
		errs = append(errs, err)
	}
	if a.Motion, err = LoadMotion(fsys, lib); err != nil {
		errs = append(errs, err)
	}
	if a.Tuning, err = LoadTuning(fsys); err != nil {
		errs = append(errs, err)
	}
	if a.Seats, err = LoadSeats(fsys); err != nil {
		errs = append(errs, err)
	}
	lintErrs, lintWarns := a.lint(fsys)
	errs = append(errs, lintErrs...)
	a.Warnings = append(a.Warnings, lintWarns...)
	return a, errors.Join(errs...)
}

// problems keeps the warnings and returns the errors.
func (a *Assets) problems(ps ag.Problems) error {
	for _, p := range ps.Warnings() {
		a.Warnings = append(a.Warnings, p.String())
	}
	return ps.Err()
}

// graphError says that an enemy type's actionGraph cannot be used, on a
// line of its own that names the first problem (check shows that line
// when only the type file is checked), then the graph's problems.
func graphError(file, graph string, err error) error {
	first, n := err.Error(), 1
	if ps, ok := errors.AsType[ag.Problems](err); ok {
		es := ps.Errors()
		n = len(es)
		if n > 0 {
			first = es[0].String()
		}
	}
	first, _, _ = strings.Cut(first, "\n")
	return fmt.Errorf("%s: actionGraph: %s is not a graph the game can run (%d errors; the first: %s)\n%w", file, graph, n, first, err)
}

func loadGraph(fsys fs.FS, path string, src ag.MontageSource) (*ag.Graph, error) {
	data, err := fs.ReadFile(fsys, path)
	if err != nil {
		return nil, err
	}
	g, ps := ag.LoadGraph("assets/"+path, data, nil)
	if ps.HasErrors() {
		return nil, ps
	}
	if ps := g.Compile(src); ps.HasErrors() {
		return nil, ps
	}
	return g, nil
}

func loadAttacks(fsys fs.FS, lib *anim.Library) (map[string]combat.Attack, error) {
	const file = "assets/attacks.json"
	data, err := fs.ReadFile(fsys, "attacks.json")
	if err != nil {
		return nil, err
	}
	var raw map[string]attackFile
	if err := strictJSON(data, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	out := make(map[string]combat.Attack, len(raw))
	for name, r := range raw {
		if _, ok := lib.Montage(name); !ok {
			return nil, fmt.Errorf("%s: %s: no montage %q in the sprites", file, name, name)
		}
		if r.Damage < 0 || r.Stagger < 0 || r.Hitstop < 0 {
			return nil, fmt.Errorf("%s: %s: damage, stagger and hitstop must not be negative", file, name)
		}
		out[name] = combat.Attack{Damage: r.Damage, Knockback: r.Knockback, Stagger: r.Stagger, Hitstop: r.Hitstop, GuardBreak: r.GuardBreak, Opens: r.Opens}
	}
	return out, nil
}

// strictJSON decodes data into v, refusing unknown keys.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}
