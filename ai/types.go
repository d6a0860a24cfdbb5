package ai

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// Combo is an input sequence a brain may queue, with a weight for choosing it.
type Combo struct {
	Mode   string   `json:"mode"` // "chain" or "discrete"
	Inputs []string `json:"inputs"`
	Weight int      `json:"weight"`

	mode ag.SequenceMode
}

// SequenceMode returns the combo's mode for Component.QueueInputSequence.
func (c *Combo) SequenceMode() ag.SequenceMode { return c.mode }

// Type is one kind of enemy, read from assets/enemies/NAME.json.
type Type struct {
	Name         string  `json:"name"`
	ActionGraph  string  `json:"actionGraph"`
	ActionSpeed  float64 `json:"actionSpeed"`
	Health       float64 `json:"health"`
	Stamina      float64 `json:"stamina"`
	MoveSpeed    float64 `json:"moveSpeed"`    // pixels a second
	Radius       float64 `json:"radius"`       // body radius in pixels
	AttackRange  float64 `json:"attackRange"`  // starts a combo closer than this
	KeepDistance float64 `json:"keepDistance"` // holds this far off between combos
	ThinkSeconds float64 `json:"thinkSeconds"` // how often it decides
	GuardChance  float64 `json:"guardChance"`  // chance to guard when the target attacks
	DodgeChance  float64 `json:"dodgeChance"`  // chance to dodge back when the target attacks
	GuardSeconds float64 `json:"guardSeconds"` // how long a guard is held
	// Aggression is the chance, each time it decides while it holds back
	// with an attack token free, that it closes in to attack.
	Aggression float64 `json:"aggression"`
	// StopDistance is where its attacks' lunges stop short of the target,
	// centre to centre, in pixels: inside its weapon's reach.
	StopDistance float64 `json:"stopDistance"`
	// RestSeconds is how long it waits after a combo before it may ask for
	// an attack token again.
	RestSeconds float64 `json:"restSeconds"`
	// MaxStaggerSeconds caps one stagger and StaggerImmunitySeconds is how
	// long after one it cannot be staggered again (combat.Fighter); 0 is none.
	MaxStaggerSeconds      float64 `json:"maxStaggerSeconds"`
	StaggerImmunitySeconds float64 `json:"staggerImmunitySeconds"`
	Combos                 []Combo `json:"combos"`
	Sprite                 string  `json:"sprite"` // prefix of its attack montages, for drawing
	Color                  string  `json:"color"`  // #rrggbb, for the HUD

	// File is where the type was read from.
	File string `json:"-"`
	// Graph is the compiled action graph, set by LoadTypes' caller through Attach.
	Graph *ag.Graph `json:"-"`

	// MaxStagger and StaggerImmunity are the two in ticks, for combat.Fighter.
	MaxStagger, StaggerImmunity int `json:"-"`

	thinkTicks ag.Ticks
	guardTicks ag.Ticks
	restTicks  ag.Ticks
	weightSum  int
}

var (
	errNoCombos  = errors.New("no combos")
	errBadMode   = errors.New(`unknown mode (want "chain" or "discrete")`)
	errNoInputs  = errors.New("no inputs")
	errBadNumber = errors.New("must be above 0")
	errChance    = errors.New("must be from 0 to 1")
	errNegative  = errors.New("must not be negative")
)

// ParseType reads one enemy type. Unknown keys, wrong types and values out
// of range are errors; every error names the file, the line and the JSON path.
func ParseType(file string, data []byte) (*Type, error) {
	v, err := jsonv.Parse(data)
	if err != nil {
		return nil, jsonv.FileError(file, err)
	}
	r := jsonv.NewReader(data)
	t := &Type{ActionSpeed: 1, ThinkSeconds: 0.5, GuardSeconds: 0.8, Aggression: 0.6, File: file}
	nums := map[string]*float64{
		"actionSpeed": &t.ActionSpeed, "health": &t.Health, "stamina": &t.Stamina, "moveSpeed": &t.MoveSpeed,
		"radius": &t.Radius, "attackRange": &t.AttackRange, "keepDistance": &t.KeepDistance,
		"thinkSeconds": &t.ThinkSeconds, "guardChance": &t.GuardChance, "dodgeChance": &t.DodgeChance,
		"guardSeconds": &t.GuardSeconds, "aggression": &t.Aggression, "stopDistance": &t.StopDistance, "restSeconds": &t.RestSeconds,
		"maxStaggerSeconds": &t.MaxStaggerSeconds, "staggerImmunitySeconds": &t.StaggerImmunitySeconds,
	}
	strs := map[string]*string{"name": &t.Name, "actionGraph": &t.ActionGraph, "sprite": &t.Sprite, "color": &t.Color}
	r.Object(v, "", func(k string, val *jsonv.Value, p string) bool {
		if n := nums[k]; n != nil {
			if f, ok := r.Number(val, p); ok {
				*n = f
			}
			return true
		}
		if s := strs[k]; s != nil {
			*s, _ = r.String(val, p)
			return true
		}
		switch k {
		case "combos":
			r.Array(val, p, func(_ int, e *jsonv.Value, ep string) { t.Combos = append(t.Combos, combo(r, e, ep)) })
		case "$schema", "description":
		default:
			return false
		}
		return true
	})
	if len(r.Problems) > 0 {
		return nil, readerError(file, r)
	}
	if err := t.check(); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return t, nil
}

func combo(r *jsonv.Reader, v *jsonv.Value, path string) Combo {
	var c Combo
	r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "mode":
			c.Mode, _ = r.String(val, p)
		case "inputs":
			c.Inputs = r.Strings(val, p)
		case "weight":
			c.Weight, _ = r.Int(val, p)
		default:
			return false
		}
		return true
	})
	return c
}

// readerError lists a reader's problems, one a line, as file:line: path: message.
func readerError(file string, r *jsonv.Reader) error {
	errs := make([]error, 0, len(r.Problems))
	for _, p := range r.Problems {
		errs = append(errs, fmt.Errorf("%s:%d: %s: %s", file, p.Line, p.Path, p.Msg))
	}
	return errors.Join(errs...)
}

// jsonError adds the line to a decoding error where encoding/json knows the offset.
func jsonError(data []byte, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Errorf("line %d: %w", 1+bytes.Count(data[:se.Offset], []byte{'\n'}), err)
	case errors.As(err, &te):
		return fmt.Errorf("line %d: %s: want %s, have %s", 1+bytes.Count(data[:te.Offset], []byte{'\n'}), te.Field, te.Type, te.Value)
	}
	return err
}

func (t *Type) check() error {
	if t.Name == "" {
		return errors.New("name: missing")
	}
	if t.ActionGraph == "" {
		return errors.New("actionGraph: missing")
	}
	for _, n := range []struct {
		key string
		v   float64
	}{{"actionSpeed", t.ActionSpeed}, {"health", t.Health}, {"moveSpeed", t.MoveSpeed}, {"radius", t.Radius},
		{"attackRange", t.AttackRange}, {"thinkSeconds", t.ThinkSeconds}, {"guardSeconds", t.GuardSeconds}} {
		if n.v <= 0 {
			return fmt.Errorf("%s: %w, have %g", n.key, errBadNumber, n.v)
		}
	}
	for _, n := range []struct {
		key string
		v   float64
	}{{"guardChance", t.GuardChance}, {"dodgeChance", t.DodgeChance}, {"aggression", t.Aggression}} {
		if n.v < 0 || n.v > 1 {
			return fmt.Errorf("%s: %w, have %g", n.key, errChance, n.v)
		}
	}
	for _, n := range []struct {
		key string
		v   float64
	}{{"stopDistance", t.StopDistance}, {"restSeconds", t.RestSeconds}, {"keepDistance", t.KeepDistance},
		{"maxStaggerSeconds", t.MaxStaggerSeconds}, {"staggerImmunitySeconds", t.StaggerImmunitySeconds}} {
		if n.v < 0 {
			return fmt.Errorf("%s: %w, have %g", n.key, errNegative, n.v)
		}
	}
	if t.ActionSpeed < jsonv.MinRate || t.ActionSpeed > jsonv.MaxRate {
		return fmt.Errorf("actionSpeed: want a rate from %g to %g, have %g", jsonv.MinRate, float64(jsonv.MaxRate), t.ActionSpeed)
	}
	for _, n := range []struct {
		key string
		v   float64
	}{{"thinkSeconds", t.ThinkSeconds}, {"guardSeconds", t.GuardSeconds}, {"restSeconds", t.RestSeconds},
		{"maxStaggerSeconds", t.MaxStaggerSeconds}, {"staggerImmunitySeconds", t.StaggerImmunitySeconds}} {
		if n.v > jsonv.MaxSeconds {
			return fmt.Errorf("%s: want seconds from 0 to %d, have %g", n.key, jsonv.MaxSeconds, n.v)
		}
	}
	if len(t.Combos) == 0 {
		return fmt.Errorf("combos: %w", errNoCombos)
	}
	t.weightSum = 0
	for i := range t.Combos {
		c := &t.Combos[i]
		switch c.Mode {
		case "chain", "":
			c.mode = ag.Chain
		case "discrete":
			c.mode = ag.Discrete
		default:
			return fmt.Errorf("combos[%d].mode: %w, have %q", i, errBadMode, c.Mode)
		}
		if len(c.Inputs) == 0 {
			return fmt.Errorf("combos[%d].inputs: %w", i, errNoInputs)
		}
		switch {
		case c.Weight < 0:
			return fmt.Errorf("combos[%d].weight: %w, have %d", i, errNegative, c.Weight)
		case c.Weight == 0: // absent
			c.Weight = 1
		}
		t.weightSum += c.Weight
	}
	t.thinkTicks = max(1, ag.SecondsToTicks(t.ThinkSeconds))
	t.guardTicks = max(1, ag.SecondsToTicks(t.GuardSeconds))
	t.restTicks = ag.SecondsToTicks(t.RestSeconds)
	t.MaxStagger = int(ag.SecondsToTicks(t.MaxStaggerSeconds))
	t.StaggerImmunity = int(ag.SecondsToTicks(t.StaggerImmunitySeconds))
	return nil
}

// LoadTypes reads every enemy type in dir of fsys (files NAME.json other
// than waves.json), sorted by name.
func LoadTypes(fsys fs.FS, dir string) ([]*Type, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []*Type
	var errs []error
	for _, n := range names {
		if strings.HasSuffix(n, "/waves.json") || n == "waves.json" {
			continue
		}
		data, err := fs.ReadFile(fsys, n)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		t, err := ParseType("assets/"+n, data)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, t)
	}
	return out, errors.Join(errs...)
}
