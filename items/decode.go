package items

import (
	"fmt"
	"math"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// The keys each object of an item file may hold, and must hold; any other
// key is an error. The schema (assets/item.schema.json) declares exactly these.
var (
	itemKeys       = []string{"$schema", "description", "name", "slot", "sprite", "equippable"}
	equippableKeys = []string{"actionGraph", "grantedTags", "inputMappings"}
	mappingKeys    = []string{"input", "tag", "trigger", "holdSeconds"}

	itemRequired       = []string{"name", "slot", "sprite", "equippable"}
	equippableRequired = []string{"actionGraph", "inputMappings"}
	mappingRequired    = []string{"input", "tag"}
)

// reader reads a parsed item file, collecting every problem with the file,
// the line and the JSON path.
type reader struct {
	file  string
	probs ag.Problems
}

func (r *reader) errorf(v *jvalue, path, format string, args ...any) {
	r.probs = append(r.probs, ag.Problem{File: r.file, Line: v.line, Path: path, Msg: fmt.Sprintf(format, args...)})
}

func (r *reader) want(v *jvalue, path string, kind byte, name string) bool {
	if v.kind != kind {
		r.errorf(v, path, "want %s, have %s", name, v.kindName())
		return false
	}
	return true
}

// object reads an object whose keys must be among known and include every
// key of required; fn receives each known member.
func (r *reader) object(v *jvalue, path string, known, required []string, fn func(key string, val *jvalue, path string)) bool {
	if !r.want(v, path, 'o', "an object") {
		return false
	}
	seen := map[string]bool{}
	for i, k := range v.keys {
		p, val := join(path, k), v.vals[i]
		switch {
		case seen[k]:
			r.errorf(val, p, "duplicate key %q", k)
		case !contains(known, k):
			r.errorf(val, p, "unknown key %q", k)
		default:
			fn(k, val, p)
		}
		seen[k] = true
	}
	for _, k := range required {
		if !seen[k] {
			r.errorf(v, join(path, k), "missing")
		}
	}
	return true
}

func (r *reader) array(v *jvalue, path string, fn func(e *jvalue, path string)) {
	if !r.want(v, path, 'a', "an array") {
		return
	}
	for i, e := range v.vals {
		fn(e, fmt.Sprintf("%s[%d]", path, i))
	}
}

// name reads a string that must not be empty.
func (r *reader) name(v *jvalue, path string) string {
	if !r.want(v, path, 's', "a string") {
		return ""
	}
	if v.str == "" {
		r.errorf(v, path, "must not be empty")
	}
	return v.str
}

func (r *reader) names(v *jvalue, path string) []string {
	var out []string
	r.array(v, path, func(e *jvalue, p string) { out = append(out, r.name(e, p)) })
	return out
}

func (r *reader) number(v *jvalue, path string) (float64, bool) {
	return v.num, r.want(v, path, 'n', "a number")
}

// item reads the top-level object of an item file.
func (r *reader) item(v *jvalue) *Item {
	it := &Item{File: r.file}
	r.object(v, "", itemKeys, itemRequired, func(k string, val *jvalue, p string) {
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

func (r *reader) equippable(v *jvalue, path string, it *Item) {
	r.object(v, path, equippableKeys, equippableRequired, func(k string, val *jvalue, p string) {
		switch k {
		case "actionGraph":
			it.GraphFile = r.name(val, p)
		case "grantedTags":
			it.GrantedTags = r.names(val, p)
		case "inputMappings":
			r.array(val, p, func(e *jvalue, ep string) {
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

func (r *reader) mapping(v *jvalue, path string) (Mapping, bool) {
	var m Mapping
	var holdAt *jvalue
	before := len(r.probs)
	ok := r.object(v, path, mappingKeys, mappingRequired, func(k string, val *jvalue, p string) {
		switch k {
		case "input":
			if !r.want(val, p, 's', "a string") {
				return
			}
			in, ok := ParseInput(val.str)
			if !ok {
				r.errorf(val, p, "unknown input %q (want %s)", val.str, strings.Join(InputNames(), ", "))
			}
			m.Input = in
		case "tag":
			m.Tag = r.name(val, p)
		case "trigger":
			if !r.want(val, p, 's', "a string") {
				return
			}
			i := indexOf(triggerNames[:], val.str)
			if i < 0 {
				r.errorf(val, p, "unknown trigger %q (want %s)", val.str, strings.Join(triggerNames[:], ", "))
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
	switch p := join(path, "holdSeconds"); {
	case m.Trigger == Hold && holdAt == nil:
		r.errorf(v, p, "missing: a hold trigger needs its hold time")
	case m.Trigger != Hold && holdAt != nil:
		r.errorf(holdAt, p, "only a hold trigger has a hold time")
	case m.Trigger == Hold && holdAt.kind == 'n':
		if m.HoldSeconds <= 0 {
			r.errorf(holdAt, p, "must be above 0, have %g", m.HoldSeconds)
		}
		// A hold shorter than half a tick still waits one tick.
		m.HoldTicks = max(1, ag.SecondsToTicks(m.HoldSeconds))
	}
	return m, len(r.probs) == before
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
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
