package ai

import (
	"sort"

	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// Spawn is a number of enemies of one type.
type Spawn struct {
	Type  string
	Count int
}

// Wave is the enemies that come together, and how many of the fight's
// enemies may attack at once while it lasts.
type Wave struct {
	Spawns []Spawn
	// AttackTokens is how many enemies may attack at once during the wave;
	// 0 takes the game's default (tuning.json's attackTokens).
	AttackTokens int
}

// Total returns how many enemies the wave holds.
func (w Wave) Total() int {
	n := 0
	for _, s := range w.Spawns {
		n += s.Count
	}
	return n
}

// Bounds of a wave: more would freeze the game (every enemy is a body, a
// brain and a graph, stepped every tick).
const (
	MaxWaveEnemies = 60
	MaxWaves       = 100
)

// ParseWaves reads {"waves": [{"enemies": {"Grunt": 2, "Weakling": 1},
// "attackTokens": 2}, ...]}; a wave may also be the older bare map of
// counts ({"Grunt": 2}). Each type must be one of types. Spawns of a wave
// come sorted by type name. Every problem is reported, each as
// file:line: path: message: unknown and duplicate keys, unknown types,
// counts that are not whole numbers above 0, empty waves and waves over
// MaxWaveEnemies.
func ParseWaves(file string, data []byte, types []*Type) ([]Wave, error) {
	v, err := jsonv.Parse(data)
	if err != nil {
		return nil, jsonv.FileError(file, err)
	}
	known := map[string]bool{}
	for _, t := range types {
		known[t.Name] = true
	}
	r := jsonv.NewReader(data)
	var out []Wave
	seen := false
	r.Object(v, "", func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "$schema", "description":
			r.String(val, p)
		case "waves":
			seen = true
			r.Array(val, p, func(i int, e *jsonv.Value, ep string) {
				if i == MaxWaves {
					r.Errorf(e, ep, "more than %d waves", MaxWaves)
				}
				if i < MaxWaves {
					out = append(out, parseWave(r, e, ep, known))
				}
			})
			if val.Kind == 'a' && len(val.Vals) == 0 {
				r.Errorf(val, p, "none")
			}
		default:
			return false
		}
		return true
	})
	if v.Kind == 'o' && !seen {
		r.Errorf(v, "waves", "missing")
	}
	if len(r.Problems) > 0 {
		return nil, readerError(file, r)
	}
	return out, nil
}

// parseWave reads one wave in either shape.
func parseWave(r *jsonv.Reader, v *jsonv.Value, path string, known map[string]bool) Wave {
	var w Wave
	before := len(r.Problems)
	current := false
	if v.Kind == 'o' {
		for _, k := range v.Keys {
			current = current || k == "enemies"
		}
	}
	r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		switch {
		case current && k == "enemies":
			r.Object(val, p, func(name string, cv *jsonv.Value, cp string) bool {
				if sp, ok := spawn(r, cv, cp, name, known); ok {
					w.Spawns = append(w.Spawns, sp)
				}
				return true
			})
		case current && k == "attackTokens":
			if n, ok := r.Int(val, p); ok && n <= 0 {
				r.Errorf(val, p, "want a whole number above 0, have %d", n)
			} else {
				w.AttackTokens = n
			}
		case current && k == "description":
			r.String(val, p)
		case current:
			return false
		default: // the older shape: a bare map of counts
			if sp, ok := spawn(r, val, p, k, known); ok {
				w.Spawns = append(w.Spawns, sp)
			}
		}
		return true
	})
	sort.Slice(w.Spawns, func(i, j int) bool { return w.Spawns[i].Type < w.Spawns[j].Type })
	switch n := w.Total(); {
	case v.Kind != 'o' || len(r.Problems) > before: // said already
	case n == 0:
		r.Errorf(v, path, "empty: no enemies")
	case n > MaxWaveEnemies:
		r.Errorf(v, path, "%d enemies; at most %d come at once", n, MaxWaveEnemies)
	}
	return w
}

// spawn reads one type's count; ok is false after a problem.
func spawn(r *jsonv.Reader, v *jsonv.Value, path, name string, known map[string]bool) (Spawn, bool) {
	if !known[name] {
		r.Errorf(v, path, "no enemy type %q", name)
		return Spawn{}, false
	}
	n, ok := r.Int(v, path)
	switch {
	case !ok:
		if v.Kind == 'z' {
			r.Errorf(v, path, "want a whole number, have null")
		}
		return Spawn{}, false
	case n <= 0:
		r.Errorf(v, path, "count must be above 0, have %d", n)
		return Spawn{}, false
	case n > MaxWaveEnemies:
		r.Errorf(v, path, "count %d; at most %d come at once", n, MaxWaveEnemies)
		return Spawn{}, false
	}
	return Spawn{Type: name, Count: n}, true
}
