package world

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// ScriptStep is one scripted input: at Tick, press or release a tag for a
// character (0, the player, unless set). In the file it is written
// {"tick": 25, "press": "UPC.Input.LightAttack"} or with "release".
type ScriptStep struct {
	Tick      ag.Ticks `json:"tick"`
	Press     string   `json:"press,omitempty"`
	Release   string   `json:"release,omitempty"`
	Character int      `json:"character,omitempty"`
}

// Script is a list of scripted inputs in tick order, fed to a World in
// place of real input (the game's -autoplay flag). A step at tick N applies
// at the World's tick N, as a sim scenario's step at N/60 seconds does.
type Script struct {
	steps []ScriptStep
	next  int
}

// ParseScript decodes a script: a JSON list of steps. Unknown keys, negative
// ticks and steps that do not give exactly one of press and release are
// errors naming the step.
func ParseScript(data []byte) (*Script, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var steps []ScriptStep
	if err := dec.Decode(&steps); err != nil {
		return nil, fmt.Errorf("script: %w", err)
	}
	for i, st := range steps {
		switch {
		case st.Tick < 0:
			return nil, fmt.Errorf("script: step %d: tick %d is negative", i, st.Tick)
		case (st.Press == "") == (st.Release == ""):
			return nil, fmt.Errorf("script: step %d: give one of press and release", i)
		case st.Character < 0:
			return nil, fmt.Errorf("script: step %d: character %d is negative", i, st.Character)
		}
	}
	sort.SliceStable(steps, func(i, j int) bool { return steps[i].Tick < steps[j].Tick })
	return &Script{steps: steps}, nil
}

// LoadScript reads and decodes a script file.
func LoadScript(path string) (*Script, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	s, err := ParseScript(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// Feed queues on w every step due at w's next tick, or earlier and not yet
// fed. It returns the first error, such as a step naming no character.
func (s *Script) Feed(w *World) error {
	tick := w.NextTick()
	for s.next < len(s.steps) && s.steps[s.next].Tick <= tick {
		st := s.steps[s.next]
		s.next++
		cmd := Command{Character: st.Character, Tag: st.Press}
		if st.Release != "" {
			cmd.Tag, cmd.Release = st.Release, true
		}
		if err := w.Feed(cmd); err != nil {
			return fmt.Errorf("script: tick %d: %w", st.Tick, err)
		}
	}
	return nil
}

// Done reports whether every step has been fed.
func (s *Script) Done() bool { return s.next == len(s.steps) }

// Len returns the number of steps.
func (s *Script) Len() int { return len(s.steps) }
