package world

import (
	"io/fs"
	"math"
	"slices"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// motionFile is where the montages' root motion lives.
const motionFile = "motion.json"

// Step is one stretch of a montage's root motion: between two times of the
// montage (authored seconds, so it follows sections, Play Rate and Action
// Speed) the body travels Distance pixels at Angle from its facing. An
// attack with a target within the approach's reach travels instead what
// closes on its stop distance, up to Reach.
type Step struct {
	From, To float64
	Distance float64
	// Reach is the most an attack may travel towards a target; at least
	// Distance.
	Reach float64
	// Angle is the direction from the facing, radians (degrees in the file):
	// 0 forward, pi back, pi/2 to the right.
	Angle float64
}

// Motion is a montage's root motion.
type Motion struct {
	Steps []Step
	// Dodge makes the motion follow the stick, in any direction, and with
	// the stick centred turns the body to face the nearest enemy first, so a
	// dodge always leaves the way the player pushes or away from the danger.
	Dodge bool
}

// Distance returns the distance the steps travel without a target.
func (m *Motion) Distance() float64 {
	d := 0.0
	for _, s := range m.Steps {
		d += s.Distance
	}
	return d
}

// LoadMotion reads the root motion file from fsys and checks each montage
// it names against src (the sprite library). Errors name the file, the
// line and the JSON path.
func LoadMotion(fsys fs.FS, src ag.MontageSource) (map[string]*Motion, error) {
	const file = "assets/" + motionFile
	data, err := fs.ReadFile(fsys, motionFile)
	if err != nil {
		return nil, err
	}
	return ParseMotion(file, data, src)
}

// ParseMotion reads a root motion file's bytes; src may be nil to skip the
// montage check.
func ParseMotion(file string, data []byte, src ag.MontageSource) (map[string]*Motion, error) {
	v, err := jsonv.Parse(data)
	if err != nil {
		return nil, jsonv.FileError(file, err)
	}
	r := jsonv.NewReader(data)
	out := map[string]*Motion{}
	r.Object(v, "", func(name string, val *jsonv.Value, path string) bool {
		if name == "$schema" || name == "description" {
			return true
		}
		var length float64
		if src != nil {
			m, ok := src.Montage(name)
			if !ok {
				r.Errorf(val, path, "no montage %q in the sprites", name)
				return true
			}
			length = m.Length
		}
		out[name] = readMotion(r, val, path, length)
		return true
	})
	if len(r.Problems) > 0 {
		return nil, readerError(file, r)
	}
	return out, nil
}

func readMotion(r *jsonv.Reader, v *jsonv.Value, path string, length float64) *Motion {
	m := &Motion{}
	r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "description":
		case "dodge":
			m.Dodge, _ = r.Bool(val, p)
		case "steps":
			r.Array(val, p, func(_ int, e *jsonv.Value, ep string) { m.Steps = append(m.Steps, readStep(r, e, ep, length)) })
		default:
			return false
		}
		return true
	})
	slices.SortStableFunc(m.Steps, func(a, b Step) int { return int(math.Copysign(1, a.From-b.From)) })
	return m
}

func readStep(r *jsonv.Reader, v *jsonv.Value, path string, length float64) Step {
	s := Step{Reach: -1}
	inf := math.Inf(1)
	readNumbers(r, v, path, []tuningNumber{
		{"from", func(x float64) { s.From = x }, 0, inf},
		{"to", func(x float64) { s.To = x }, 0, inf},
		{"distance", func(x float64) { s.Distance = x }, 0, inf},
	}, tuningNumber{"reach", func(x float64) { s.Reach = x }, 0, inf},
		tuningNumber{"angle", func(x float64) { s.Angle = deg(x) }, -360, 360})
	switch {
	case s.To <= s.From:
		r.Errorf(v, path, "to (%g) must come after from (%g)", s.To, s.From)
	case length > 0 && s.To > length+1e-9:
		r.Errorf(v, jsonv.Join(path, "to"), "past the montage's end at %g s", length)
	}
	if s.Reach < s.Distance {
		s.Reach = s.Distance
	}
	return s
}
