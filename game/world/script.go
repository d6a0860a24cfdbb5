package world

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"sort"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// ScriptStep is one scripted input at a tick. Physical input drives the
// player as a person would: "down" and "up" name a button of an item file
// ("mouse.left", "pad.south"), "stick" sets the walk direction [x, y], "item"
// draws the item in a slot. "press" and "release" send an input tag straight
// to a character's graph (0, the player, unless "character" is set).
type ScriptStep struct {
	Tick      ag.Ticks    `json:"tick"`
	Down      string      `json:"down,omitempty"`
	Up        string      `json:"up,omitempty"`
	Stick     *[2]float64 `json:"stick,omitempty"`
	Item      *int        `json:"item,omitempty"`
	Press     string      `json:"press,omitempty"`
	Release   string      `json:"release,omitempty"`
	Character int         `json:"character,omitempty"`

	button items.Input
}

// Script is a list of scripted inputs in tick order, fed to a World in
// place of real input (the game's -autoplay flag). A step at tick N applies
// at the World's tick N, as a sim scenario's step at N/60 seconds does.
type Script struct {
	steps []ScriptStep
	next  int
	held  items.Buttons
	stick combat.Vec
}

// ParseScript decodes a script: a JSON list of steps. Unknown keys, unknown
// buttons, negative ticks and steps that do not do exactly one thing are
// errors naming the step.
func ParseScript(data []byte) (*Script, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var steps []ScriptStep
	if err := dec.Decode(&steps); err != nil {
		return nil, fmt.Errorf("script: %w", err)
	}
	for i := range steps {
		st := &steps[i]
		n := 0
		for _, set := range []bool{st.Down != "", st.Up != "", st.Stick != nil, st.Item != nil, st.Press != "", st.Release != ""} {
			if set {
				n++
			}
		}
		switch {
		case st.Tick < 0:
			return nil, fmt.Errorf("script: step %d: tick %d is negative", i, st.Tick)
		case n != 1:
			return nil, fmt.Errorf("script: step %d: give one of down, up, stick, item, press and release", i)
		case st.Character < 0:
			return nil, fmt.Errorf("script: step %d: character %d is negative", i, st.Character)
		}
		if name := st.Down + st.Up; name != "" {
			b, ok := items.ParseInput(name)
			if !ok {
				return nil, fmt.Errorf("script: step %d: unknown button %q", i, name)
			}
			st.button = b
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

// Feed applies to w every step due at w's next tick, or earlier and not yet
// fed. It returns the first error, such as a step naming no character.
func (s *Script) Feed(w *World) error {
	tick := w.NextTick()
	for s.next < len(s.steps) && s.steps[s.next].Tick <= tick {
		st := &s.steps[s.next]
		s.next++
		var err error
		switch {
		case st.Down != "":
			s.held = s.held.With(st.button)
		case st.Up != "":
			s.held = s.held.Without(st.button)
		case st.Stick != nil:
			s.stick = combat.Vec{X: st.Stick[0], Y: st.Stick[1]}
		case st.Item != nil:
			err = w.DrawItem(*st.Item)
		case st.Press != "":
			err = w.Feed(Command{Character: st.Character, Tag: st.Press})
		default:
			err = w.Feed(Command{Character: st.Character, Tag: st.Release, Release: true})
		}
		if err != nil {
			return fmt.Errorf("script: tick %d: %w", st.Tick, err)
		}
	}
	w.SetInput(s.held, s.stick)
	return nil
}

// Done reports whether every step has been fed.
func (s *Script) Done() bool { return s.next == len(s.steps) }

// Len returns the number of steps.
func (s *Script) Len() int { return len(s.steps) }
