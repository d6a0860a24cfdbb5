package items

import (
	"math"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// The keys each object of an item file may hold, and must hold; any other
// key is an error. The schema (assets/item.schema.json) declares exactly these.
var (
	itemKeys       = []string{"$schema", "description", "name", "slot", "sprite", "equippable"}
	equippableKeys = []string{"actionGraph", "grantedTags", "inputMappings", "spacing"}
	spacingKeys    = []string{"stopDistance", "makeRoomSeconds"}
	mappingKeys    = []string{"input", "tag", "trigger", "holdSeconds"}

	itemRequired       = []string{"name", "slot", "sprite", "equippable"}
	equippableRequired = []string{"actionGraph", "inputMappings"}
	mappingRequired    = []string{"input", "tag"}
)

// reader reads a parsed item file with the project's JSON reader,
// collecting every problem with the file, the line and the JSON path.
type reader struct {
	file string
	jr   *jsonv.Reader
}

func (r *reader) errorf(v *jsonv.Value, path, format string, args ...any) {
	r.jr.Errorf(v, path, format, args...)
}

// problems returns what the reader found, naming the file.
func (r *reader) problems() ag.Problems {
	var ps ag.Problems
	for _, p := range r.jr.Problems {
		ps = append(ps, ag.Problem{File: r.file, Line: p.Line, Path: p.Path, Msg: p.Msg})
	}
	return ps
}

func (r *reader) want(v *jsonv.Value, path string, kind byte, name string) bool {
	if v.Kind != kind {
		r.errorf(v, path, "want %s, have %s", name, v.KindName())
		return false
	}
	return true
}

// object reads an object whose keys must be among known and include every
// key of required; fn receives each known member.
func (r *reader) object(v *jsonv.Value, path string, known, required []string, fn func(key string, val *jsonv.Value, path string)) bool {
	ok := r.jr.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		if !contains(known, k) {
			return false
		}
		fn(k, val, p)
		return true
	})
	if !ok {
		return false
	}
	for _, k := range required {
		if !contains(v.Keys, k) {
			r.errorf(v, jsonv.Join(path, k), "missing")
		}
	}
	return true
}

func (r *reader) array(v *jsonv.Value, path string, fn func(e *jsonv.Value, path string)) {
	r.jr.Array(v, path, func(_ int, e *jsonv.Value, p string) { fn(e, p) })
}

// name reads a string that must not be empty.
func (r *reader) name(v *jsonv.Value, path string) string {
	if !r.want(v, path, 's', "a string") {
		return ""
	}
	if v.Str == "" {
		r.errorf(v, path, "must not be empty")
	}
	return v.Str
}

func (r *reader) names(v *jsonv.Value, path string) []string {
	var out []string
	r.array(v, path, func(e *jsonv.Value, p string) { out = append(out, r.name(e, p)) })
	return out
}

func (r *reader) number(v *jsonv.Value, path string) (float64, bool) {
	return v.Num, r.want(v, path, 'n', "a number")
}

// item reads the top-level object of an item file.
func (r *reader) item(v *jsonv.Value) *Item {
	it := &Item{File: r.file, Spacing: ag.DefaultSpacing}
	r.object(v, "", itemKeys, itemRequired, func(k string, val *jsonv.Value, p string) {
		switch k {
		case "name":
			it.Name = r.name(val, p)
		case "sprite":
			it.Sprite = r.name(val, p)
		case "slot":
			if f, ok := r.number(val, p); ok {
				if f != math.Trunc(f) || f < 0 || f > MaxSlot {
					r.errorf(val, p, "want a whole number from 0 to %d, have %g", MaxSlot, f)
				}
				it.Slot = int(f)
			}
		case "equippable":
			r.equippable(val, p, it)
		case "$schema", "description":
			r.want(val, p, 's', "a string")
		}
	})
	return it
}

func (r *reader) equippable(v *jsonv.Value, path string, it *Item) {
	r.object(v, path, equippableKeys, equippableRequired, func(k string, val *jsonv.Value, p string) {
		switch k {
		case "actionGraph":
			it.GraphFile = r.name(val, p)
		case "grantedTags":
			it.GrantedTags = r.names(val, p)
		case "spacing":
			r.object(val, p, spacingKeys, nil, func(k string, sv *jsonv.Value, sp string) {
				f, ok := r.number(sv, sp)
				switch {
				case !ok:
				case f < 0 && f != -1:
					r.errorf(sv, sp, "want -1 (follow the game's) or a number from 0, have %g", f)
				case k == "stopDistance":
					it.Spacing.StopDistance = f
				default:
					it.Spacing.MakeRoomSeconds = f
				}
			})
		case "inputMappings":
			r.array(val, p, func(e *jsonv.Value, ep string) {
				if m, ok := r.mapping(e, ep); ok {
					for _, o := range it.Mappings {
						if o.Input == m.Input && o.Tag == m.Tag && o.Trigger == m.Trigger {
							r.errorf(e, ep, "duplicate mapping of %s to %s (%s)", m.Input, m.Tag, m.Trigger)
						}
					}
					it.Mappings = append(it.Mappings, m)
				}
			})
		}
	})
}

func (r *reader) mapping(v *jsonv.Value, path string) (Mapping, bool) {
	var m Mapping
	var holdAt *jsonv.Value
	before := len(r.jr.Problems)
	ok := r.object(v, path, mappingKeys, mappingRequired, func(k string, val *jsonv.Value, p string) {
		switch k {
		case "input":
			if !r.want(val, p, 's', "a string") {
				return
			}
			in, ok := ParseInput(val.Str)
			if !ok {
				r.errorf(val, p, "unknown input %q (want %s)", val.Str, strings.Join(InputNames(), ", "))
			}
			m.Input = in
		case "tag":
			m.Tag = r.name(val, p)
		case "trigger":
			if !r.want(val, p, 's', "a string") {
				return
			}
			i := indexOf(triggerNames[:], val.Str)
			if i < 0 {
				r.errorf(val, p, "unknown trigger %q (want %s)", val.Str, strings.Join(triggerNames[:], ", "))
				return
			}
			m.Trigger = Trigger(i)
		case "holdSeconds":
			holdAt = val
			m.HoldSeconds, _ = r.number(val, p)
		}
	})
	if !ok {
		return m, false
	}
	switch p := jsonv.Join(path, "holdSeconds"); {
	case m.Trigger == Hold && holdAt == nil:
		r.errorf(v, p, "missing: a hold trigger needs its hold time")
	case m.Trigger != Hold && holdAt != nil:
		r.errorf(holdAt, p, "only a hold trigger has a hold time")
	case m.Trigger == Hold && holdAt.Kind == 'n':
		if m.HoldSeconds <= 0 || m.HoldSeconds > jsonv.MaxSeconds {
			r.errorf(holdAt, p, "must be above 0 and at most %d, have %g", jsonv.MaxSeconds, m.HoldSeconds)
		}
		// A hold shorter than half a tick still waits one tick.
		m.HoldTicks = max(1, ag.SecondsToTicks(m.HoldSeconds))
	}
	return m, len(r.jr.Problems) == before
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func contains(list []string, s string) bool { return indexOf(list, s) >= 0 }
