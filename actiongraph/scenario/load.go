package scenario

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// Options tell Load where the project's own graphs and montages are.
type Options struct {
	// Montages are the montages the game ships; a scenario's own montages
	// add to them or replace them by name.
	Montages map[string]*ag.Montage
	// Assets, when set, resolves a graphFile such as "assets/graphs/unarmed.json"
	// that is found neither beside the scenario nor under the working directory.
	Assets fs.FS
	// Registry holds custom payload, condition, cost, gate and hook types.
	Registry *ag.Registry
}

var errNoGraph = errors.New("scenario: no graph")

// LoadFile reads and loads a scenario file.
func LoadFile(path string, opt Options) (*Scenario, ag.Problems) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, ag.Problems{{File: path, Msg: err.Error()}}
	}
	return Load(path, data, opt)
}

// Load decodes a scenario file's bytes and compiles its graph against its
// montages. Every problem names the file, the JSON path and the line.
func Load(file string, data []byte, opt Options) (*Scenario, ag.Problems) {
	v, err := jsonv.Parse(data)
	if err != nil {
		line, msg := jsonv.SyntaxLine(err)
		return nil, ag.Problems{{File: file, Line: line, Msg: msg}}
	}
	r := jsonv.NewReader(data)
	s := &Scenario{File: file, Speed: 1, Montages: map[string]*ag.Montage{}, Vitals: map[string]float64{}, Cooldowns: map[string]*ag.Cooldown{}}
	for k, m := range opt.Montages {
		s.Montages[k] = m
	}
	d := &decoder{r: r, s: s}
	var graphFile string
	var graphFileV *jsonv.Value
	hasGraph, hasUntil := false, false
	r.Object(v, "", func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "graph":
			hasGraph = true
		case "graphFile":
			graphFile, _ = r.String(val, p)
			graphFileV = val
		case "montages":
			d.montages(val, p)
		case "speed":
			if f, ok := r.Rate(val, p); ok {
				s.Speed = f
			}
		case "tags":
			s.Tags = r.Strings(val, p)
		case "vitals":
			s.Vitals = d.vitals(val, p)
		case "cooldowns":
			d.cooldowns(val, p)
		case "target":
			s.Target, s.HasTarget = d.target(val, p)
		case "pairedActions":
			s.Paired = map[string]string{}
			r.Object(val, p, func(k string, mv *jsonv.Value, mp string) bool {
				s.Paired[k], _ = r.String(mv, mp)
				return true
			})
		case "stick":
			s.Stick = d.direction(val, p)
		case "steps":
			r.Array(val, p, func(i int, e *jsonv.Value, ep string) { d.step(i, e, ep) })
		case "until":
			if f, ok := r.Seconds(val, p); ok {
				s.Until, hasUntil = ag.SecondsToTicks(f), true
			}
		case "$schema", "description":
		default:
			return false
		}
		return true
	})
	ps := problems(file, r)
	switch {
	case hasGraph && graphFile != "":
		ps = append(ps, ag.Problem{File: file, Line: graphFileV.Line, Path: "graphFile", Msg: "give graph or graphFile, not both"})
	case hasGraph:
		g, gps := ag.LoadGraphAt(file, data, "graph", opt.Registry)
		ps = append(ps, gps...)
		s.Graph = g
	case graphFile != "":
		g, gps := loadGraphFile(file, graphFile, opt)
		if gps == nil && g == nil {
			ps = append(ps, ag.Problem{File: file, Line: graphFileV.Line, Path: "graphFile", Msg: "no file " + graphFile})
		}
		ps = append(ps, gps...)
		s.Graph = g
	default:
		ps = append(ps, ag.Problem{File: file, Path: "graph", Msg: errNoGraph.Error() + ": give graph or graphFile"})
	}
	if ps.HasErrors() {
		return nil, ps
	}
	ps = append(ps, s.Graph.Compile(montageMap(s.Montages))...)
	if ps.HasErrors() {
		return nil, ps
	}
	s.Warnings = ps.Warnings()
	sort.SliceStable(s.Steps, func(i, j int) bool { return s.Steps[i].Tick < s.Steps[j].Tick })
	if !hasUntil {
		s.Until = 3 * ag.TickRate
		if n := len(s.Steps); n > 0 {
			s.Until += s.Steps[n-1].Tick
		}
	}
	return s, ps
}

// loadGraphFile finds a graphFile beside the scenario, under the working
// directory, or in the assets.
func loadGraphFile(scenarioFile, name string, opt Options) (*ag.Graph, ag.Problems) {
	for _, p := range []string{filepath.Join(filepath.Dir(scenarioFile), name), name} {
		if data, err := os.ReadFile(p); err == nil {
			return ag.LoadGraph(p, data, opt.Registry)
		}
	}
	if opt.Assets != nil {
		p := strings.TrimPrefix(filepath.ToSlash(name), "assets/")
		if data, err := fs.ReadFile(opt.Assets, p); err == nil {
			return ag.LoadGraph(name, data, opt.Registry)
		}
	}
	return nil, nil
}

type montageMap map[string]*ag.Montage

func (m montageMap) Montage(name string) (*ag.Montage, bool) {
	x, ok := m[name]
	return x, ok
}
