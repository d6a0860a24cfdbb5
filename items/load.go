package items

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// ErrInvalid is the error every bad item file or item set matches
// (errors.Is): a syntax error, a wrong key or value, a graph file with
// errors, or two items in one slot.
var ErrInvalid = errors.New("items: invalid item file")

// LoadError lists what is wrong with one or more item files, each problem
// naming the file, the line and the JSON path, one a line:
// "items/sword.json:9: equippable.inputMappings[1].trigger: unknown trigger ...".
// It matches ErrInvalid and, through errors.As, actiongraph.Problems.
type LoadError struct {
	Problems ag.Problems
}

// Error lists the problems, one a line.
func (e *LoadError) Error() string { return e.Problems.Error() }

// Unwrap returns ErrInvalid and the problems.
func (e *LoadError) Unwrap() []error { return []error{ErrInvalid, e.Problems} }

// Load reads the item file at name in fsys and the action graph it names
// (a path in the same fsys, such as "graphs/sword.json"), decoded with
// actiongraph.LoadGraph but not compiled. Problems name the file as the
// path inside fsys.
func Load(fsys fs.FS, name string) (*Item, error) {
	return load(fsys, name, map[string]*ag.Graph{})
}

// LoadAll loads every *.json item file in dir, sorted by slot. Items naming
// one graph file share one *actiongraph.Graph. Two items in one slot, or
// with one name, are an error; every file's problems are reported at once.
func LoadAll(fsys fs.FS, dir string) (Items, error) {
	files, err := fs.Glob(fsys, path.Join(dir, "*.json"))
	if err != nil {
		return nil, fmt.Errorf("items: %w", err)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("items: no item files in %s: %w", dir, fs.ErrNotExist)
	}
	var all Items
	var errs []error
	graphs := map[string]*ag.Graph{}
	for _, f := range files {
		it, err := load(fsys, f, graphs)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		all = append(all, it)
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Slot < all[j].Slot })
	var ps ag.Problems
	for i := 1; i < len(all); i++ {
		if a, b := all[i-1], all[i]; a.Slot == b.Slot {
			ps = append(ps, ag.Problem{File: b.File, Path: "slot", Msg: fmt.Sprintf("slot %d is taken by %s", b.Slot, a.File)})
		}
		for _, a := range all[:i] {
			if a.Name == all[i].Name {
				ps = append(ps, ag.Problem{File: all[i].File, Path: "name", Msg: fmt.Sprintf("name %q is taken by %s", a.Name, a.File)})
			}
		}
	}
	if len(ps) > 0 {
		errs = append(errs, &LoadError{ps})
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return all, nil
}

// load reads one item file; graphs caches the graph files already read.
func load(fsys fs.FS, name string, graphs map[string]*ag.Graph) (*Item, error) {
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("items: %w", err)
	}
	v, err := jsonv.Parse(data)
	if err != nil {
		p := ag.Problem{File: name}
		p.Line, p.Msg = jsonv.SyntaxLine(err)
		return nil, &LoadError{ag.Problems{p}}
	}
	r := &reader{file: name, jr: jsonv.NewReader(data)}
	it := r.item(v)
	if ps := r.problems(); len(ps) > 0 {
		return nil, &LoadError{ps}
	}
	g, ok := graphs[it.GraphFile]
	if !ok {
		g, err = loadGraph(fsys, it, jsonv.LineOf(v, "equippable.actionGraph"))
		if err != nil {
			return nil, err
		}
		graphs[it.GraphFile] = g
	}
	it.Graph = g
	return it, nil
}

// loadGraph reads the item's action graph. A missing file is a problem at
// the item's equippable.actionGraph; a bad one is that problem followed by
// the graph's own.
func loadGraph(fsys fs.FS, it *Item, line int) (*ag.Graph, error) {
	at := ag.Problem{File: it.File, Line: line, Path: "equippable.actionGraph"}
	data, err := fs.ReadFile(fsys, it.GraphFile)
	if err != nil {
		at.Msg = err.Error()
		return nil, &LoadError{ag.Problems{at}}
	}
	g, ps := ag.LoadGraph(it.GraphFile, data, nil)
	if ps.HasErrors() {
		at.Msg = it.GraphFile + " has errors:"
		return nil, &LoadError{append(ag.Problems{at}, ps.Errors()...)}
	}
	return g, nil
}
