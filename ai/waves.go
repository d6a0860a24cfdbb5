package ai

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
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

// waveKeys are the keys of a wave object in the current shape.
var waveKeys = map[string]bool{"enemies": true, "attackTokens": true, "description": true}

// ParseWaves reads {"waves": [{"enemies": {"Grunt": 2, "Weakling": 1},
// "attackTokens": 2}, ...]}; a wave may also be the older bare map of
// counts ({"Grunt": 2}). Each type must be one of types. Spawns of a wave
// come sorted by type name.
func ParseWaves(file string, data []byte, types []*Type) ([]Wave, error) {
	var raw struct {
		Schema string                       `json:"$schema"`
		Desc   string                       `json:"description"`
		Waves  []map[string]json.RawMessage `json:"waves"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("%s: %w", file, jsonError(data, err))
	}
	if len(raw.Waves) == 0 {
		return nil, fmt.Errorf("%s: waves: none", file)
	}
	known := map[string]bool{}
	for _, t := range types {
		known[t.Name] = true
	}
	out := make([]Wave, 0, len(raw.Waves))
	for i, m := range raw.Waves {
		w, err := parseWave(m, known, fmt.Sprintf("waves[%d]", i))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		out = append(out, w)
	}
	return out, nil
}

// parseWave reads one wave in either shape.
func parseWave(m map[string]json.RawMessage, known map[string]bool, path string) (Wave, error) {
	var w Wave
	counts := m
	if enemies, ok := m["enemies"]; ok {
		for k := range m {
			if !waveKeys[k] { // several unknown keys: any one is named
				return w, fmt.Errorf("%s.%s: unknown key %q", path, k, k)
			}
		}
		counts = nil
		if err := json.Unmarshal(enemies, &counts); err != nil {
			return w, fmt.Errorf("%s.enemies: want an object of counts: %v", path, err)
		}
		path += ".enemies"
		if tok, ok := m["attackTokens"]; ok {
			if err := json.Unmarshal(tok, &w.AttackTokens); err != nil || w.AttackTokens <= 0 {
				return w, fmt.Errorf("%s.attackTokens: want a whole number above 0, have %s", path[:len(path)-len(".enemies")], tok)
			}
		}
	}
	names := make([]string, 0, len(counts))
	for name := range counts {
		names = append(names, name)
	}
	sort.Strings(names) // the same file gives the same first error
	for _, name := range names {
		v := counts[name]
		var n int
		if err := json.Unmarshal(v, &n); err != nil {
			return w, fmt.Errorf("%s.%s: want a whole number, have %s", path, name, v)
		}
		if !known[name] {
			return w, fmt.Errorf("%s.%s: no enemy type %q", path, name, name)
		}
		if n <= 0 {
			return w, fmt.Errorf("%s.%s: count must be above 0, have %d", path, name, n)
		}
		w.Spawns = append(w.Spawns, Spawn{Type: name, Count: n})
	}
	if w.Total() == 0 {
		return w, fmt.Errorf("%s: empty", path)
	}
	return w, nil
}
