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
	errMissing   = errors.New("missing")
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
		return nil, placed(file, v, err)
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
// placed puts the file and the line of each value check found wrong
// before its problem: "assets/enemies/grunt.json:6: stamina: ...". A
// missing key takes the line of the object holding it.
func placed(file string, root *jsonv.Value, err error) error {
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return fmt.Errorf("%s: %w", file, err)
	}
	var out []error
	for _, e := range j.Unwrap() {
		fe, ok := e.(*fieldError)
		if !ok {
			out = append(out, fmt.Errorf("%s: %w", file, e))
			continue
		}
		line := jsonv.LineOf(root, fe.path)
		for p := fe.path; line == 0 && p != ""; {
			if i := strings.LastIndexAny(p, ".["); i >= 0 {
				p = p[:i]
			} else {
				p = ""
			}
			line = jsonv.LineOf(root, p)
		}
		out = append(out, fmt.Errorf("%s:%d: %w", file, line, fe))
	}
	return errors.Join(out...)
}

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

// fieldError is a problem of one value of a type file: its JSON path
// ("combos[1].weight") and what is wrong.
type fieldError struct {
	path string
	err  error
}

func (e *fieldError) Error() string { return e.path + ": " + e.err.Error() }
func (e *fieldError) Unwrap() error { return e.err }

// check validates the type and fills in its tick counts and weights. It
// reports every problem, each a fieldError, joined.
func (t *Type) check() error {
	var errs []error
	bad := func(path string, err error) { errs = append(errs, &fieldError{path, err}) }
	badf := func(path string, format string, args ...any) { bad(path, fmt.Errorf(format, args...)) }
	if t.Name == "" {
		bad("name", errMissing)
	}
	if t.ActionGraph == "" {
		bad("actionGraph", errMissing)
	}
	for _, n := range []struct {
		key string
		v   float64
	}{{"actionSpeed", t.ActionSpeed}, {"health", t.Health}, {"moveSpeed", t.MoveSpeed}, {"radius", t.Radius},
		{"attackRange", t.AttackRange}, {"thinkSeconds", t.ThinkSeconds}, {"guardSeconds", t.GuardSeconds}} {
		if n.v <= 0 {
			badf(n.key, "%w, have %g", errBadNumber, n.v)
		}
	}
	for _, n := range []struct {
		key string
		v   float64
	}{{"guardChance", t.GuardChance}, {"dodgeChance", t.DodgeChance}, {"aggression", t.Aggression}} {
		if n.v < 0 || n.v > 1 {
			badf(n.key, "%w, have %g", errChance, n.v)
		}
	}
	for _, n := range []struct {
		key string
		v   float64
	}{{"stamina", t.Stamina}, {"stopDistance", t.StopDistance}, {"restSeconds", t.RestSeconds}, {"keepDistance", t.KeepDistance},
		{"maxStaggerSeconds", t.MaxStaggerSeconds}, {"staggerImmunitySeconds", t.StaggerImmunitySeconds}} {
		if n.v < 0 {
			badf(n.key, "%w, have %g", errNegative, n.v)
		}
	}
	if t.ActionSpeed > 0 && (t.ActionSpeed < jsonv.MinRate || t.ActionSpeed > jsonv.MaxRate) {
		badf("actionSpeed", "want a rate from %g to %g, have %g", jsonv.MinRate, float64(jsonv.MaxRate), t.ActionSpeed)
	}
	for _, n := range []struct {
		key string
		v   float64
	}{{"thinkSeconds", t.ThinkSeconds}, {"guardSeconds", t.GuardSeconds}, {"restSeconds", t.RestSeconds},
		{"maxStaggerSeconds", t.MaxStaggerSeconds}, {"staggerImmunitySeconds", t.StaggerImmunitySeconds}} {
		if n.v > jsonv.MaxSeconds {
			badf(n.key, "want seconds from 0 to %d, have %g", jsonv.MaxSeconds, n.v)
		}
	}
	if len(t.Combos) == 0 {
		bad("combos", errNoCombos)
	}
	t.weightSum = 0
	for i := range t.Combos {
		c := &t.Combos[i]
		at := fmt.Sprintf("combos[%d]", i)
		switch c.Mode {
		case "chain", "":
			c.mode = ag.Chain
		case "discrete":
			c.mode = ag.Discrete
		default:
			badf(at+".mode", "%w, have %q", errBadMode, c.Mode)
		}
		if len(c.Inputs) == 0 {
			bad(at+".inputs", errNoInputs)
		}
		switch {
		case c.Weight < 0:
			badf(at+".weight", "%w, have %d", errNegative, c.Weight)
		case c.Weight == 0: // absent
			c.Weight = 1
		}
		t.weightSum += max(0, c.Weight)
	}
	t.thinkTicks = max(1, ag.SecondsToTicks(t.ThinkSeconds))
	t.guardTicks = max(1, ag.SecondsToTicks(t.GuardSeconds))
	t.restTicks = ag.SecondsToTicks(t.RestSeconds)
	t.MaxStagger = int(ag.SecondsToTicks(t.MaxStaggerSeconds))
	t.StaggerImmunity = int(ag.SecondsToTicks(t.StaggerImmunitySeconds))
	return errors.Join(errs...)
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
