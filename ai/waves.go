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

// Wave is the enemies that come together.
type Wave []Spawn

// Total returns how many enemies the wave holds.
func (w Wave) Total() int {
	n := 0
	for _, s := range w {
		n += s.Count
	}
	return n
}

// ParseWaves reads {"waves": [{"Grunt": 2, "Weakling": 1}, ...]}; each type
// must be one of types. Spawns of a wave come sorted by type name.
func ParseWaves(file string, data []byte, types []*Type) ([]Wave, error) {
	var raw struct {
		Waves []map[string]int `json:"waves"`
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
		var w Wave
		for name, n := range m {
			if !known[name] {
				return nil, fmt.Errorf("%s: waves[%d].%s: no enemy type %q", file, i, name, name)
			}
			if n <= 0 {
				return nil, fmt.Errorf("%s: waves[%d].%s: count must be above 0, have %d", file, i, name, n)
			}
			w = append(w, Spawn{Type: name, Count: n})
		}
		sort.Slice(w, func(a, b int) bool { return w[a].Type < w[b].Type })
		if w.Total() == 0 {
			return nil, fmt.Errorf("%s: waves[%d]: empty", file, i)
		}
		out = append(out, w)
	}
	return out, nil
}
