package actiongraph

import (
	"encoding/json"

	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// typed reads an entry's "type" and calls fn for each other key; a type the
// registry knows is built by its factory from the entry's JSON instead.
func (d *decoder) typed(v *jsonv.Value, path, def string, known []string) (typ string, custom bool) {
	r := d.r
	typ = def
	if v.Kind != 'o' {
		r.Errorf(v, path, "want an object, have %s", v.KindName())
		return "", false
	}
	for i, k := range v.Keys {
		if k == "type" {
			s, ok := r.String(v.Vals[i], jsonv.Join(path, "type"))
			if ok {
				typ = s
			}
		}
	}
	for _, k := range known {
		if k == typ {
			return typ, false
		}
	}
	return typ, true
}

func (d *decoder) unknownType(v *jsonv.Value, path, typ string, known []string) {
	p := jsonv.Join(path, "type")
	if typ == "" {
		d.r.Errorf(v, p, "missing type")
		return
	}
	d.r.Errorf(v, p, "unknown value %q (want %s)", typ, joinNames(known))
}

func joinNames(names []string) string {
	out := ""
	for i, n := range names {
		if i > 0 {
			out += ", "
		}
		out += n
	}
	return out
}

// build makes a custom entry through the registry's factory for its type.
func build[T any](d *decoder, v *jsonv.Value, path, typ string, known []string, factories func(*Registry) map[string]func(json.RawMessage) (T, error)) (T, bool) {
	var zero T
	var f func(json.RawMessage) (T, error)
	ok := false
	if d.reg != nil {
		f, ok = factories(d.reg)[typ]
	}
	if !ok {
		d.unknownType(v, path, typ, known)
		return zero, false
	}
	x, err := f(json.RawMessage(v.Raw(d.r.Data)))
	if err != nil {
		d.r.Errorf(v, path, "%s: %v", typ, err)
		return zero, false
	}
	return x, true
}

var payloadTypes = []string{"playMontage", "hold", "delay", "triggerEvent", "playPairedAction", "none"}

func (d *decoder) payload(v *jsonv.Value, path string) Payload {
	if v.Kind == 'z' {
		return nil
	}
	typ, custom := d.typed(v, path, "playMontage", payloadTypes)
	if custom {
		p, _ := build(d, v, path, typ, payloadTypes, func(r *Registry) map[string]func(json.RawMessage) (Payload, error) { return r.Payloads })
		return p
	}
	r := d.r
	var out Payload
	switch typ {
	case "playMontage":
		m := &MontagePayload{PlayRate: 1}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			switch k {
			case "montage":
				m.Montage, _ = r.String(val, p)
			case "playRate":
				if f, ok := r.Rate(val, p); ok {
					m.PlayRate = f
				}
			case "section":
				m.Section, _ = r.String(val, p)
			case "forwardMontage":
				m.ForwardMontage, _ = r.String(val, p)
			case "backMontage":
				m.BackMontage, _ = r.String(val, p)
			case "leftMontage":
				m.LeftMontage, _ = r.String(val, p)
			case "rightMontage":
				m.RightMontage, _ = r.String(val, p)
			case "turnToInputAtStart":
				m.TurnToInputAtStart, _ = r.Bool(val, p)
			default:
				return false
			}
			return true
		})
		out = m
	case "hold":
		h := &HoldPayload{OpenActionWindow: true}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			if k != "openActionWindow" {
				return false
			}
			if b, ok := r.Bool(val, p); ok {
				h.OpenActionWindow = b
			}
			return true
		})
		out = h
	case "delay":
		dl := &DelayPayload{Seconds: DefaultDelaySeconds, OpenActionWindow: true}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			switch k {
			case "delaySeconds":
				if f, ok := r.Seconds(val, p); ok {
					dl.Seconds = f
				}
			case "openActionWindow":
				if b, ok := r.Bool(val, p); ok {
					dl.OpenActionWindow = b
				}
			default:
				return false
			}
			return true
		})
		out = dl
	case "triggerEvent":
		t := &TriggerEventPayload{EndImmediately: true}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			switch k {
			case "mode":
				if i, ok := r.Enum(val, p, triggerModeNames[:]); ok {
					t.Mode = TriggerMode(i)
				}
			case "eventTag":
				t.EventTag, _ = r.String(val, p)
			case "eventMagnitude":
				t.EventMagnitude, _ = r.Number(val, p)
			case "abilityTags":
				t.AbilityTags = r.Strings(val, p)
			case "endImmediately":
				if b, ok := r.Bool(val, p); ok {
					t.EndImmediately = b
				}
			default:
				return false
			}
			return true
		})
		out = t
	case "playPairedAction":
		pa := &PairedActionPayload{}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			if k != "pairedActionSets" {
				return false
			}
			pa.Sets = r.Strings(val, p)
			return true
		})
		out = pa
	case "none":
		d.fields(v, path, func(string, *jsonv.Value, string) bool { return false })
		out = NoPayload{}
	}
	return out
}

var conditionTypes = []string{"direction", "vitalThreshold", "targetState", "targetDistance", "cooldownReady", "pairedActionAvailable"}

func (d *decoder) condition(v *jsonv.Value, path string) Condition {
	typ, custom := d.typed(v, path, "", conditionTypes)
	if custom {
		c, _ := build(d, v, path, typ, conditionTypes, func(r *Registry) map[string]func(json.RawMessage) (Condition, error) { return r.Conditions })
		return c
	}
	r := d.r
	var out Condition
	switch typ {
	case "direction":
		c := &DirectionCondition{}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			if k != "direction" {
				return false
			}
			if i, ok := r.Enum(val, p, directionNames[:]); ok {
				c.Direction = Direction(i)
			}
			return true
		})
		out = c
	case "vitalThreshold":
		c := &VitalCondition{}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			switch k {
			case "vital":
				c.Vital, _ = r.String(val, p)
			case "compare":
				if i, ok := r.Enum(val, p, compareVitalNames[:]); ok {
					c.Compare = Compare(i)
				}
			case "value":
				c.Value, _ = r.Number(val, p)
			case "tolerance":
				c.Tolerance, _ = r.NonNegative(val, p)
			default:
				return false
			}
			return true
		})
		out = c
	case "targetState":
		c := &TargetStateCondition{}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			switch k {
			case "requiredTags":
				c.Query.Required = r.Strings(val, p)
			case "blockedTags":
				c.Query.Blocked = r.Strings(val, p)
			default:
				return false
			}
			return true
		})
		out = c
	case "targetDistance":
		c := &TargetDistanceCondition{}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			switch k {
			case "compare":
				if i, ok := r.Enum(val, p, compareDistanceNames[:]); ok {
					c.Compare = [...]Compare{Closer, Farther, About}[i]
				}
			case "distance":
				c.Distance, _ = r.Number(val, p)
			case "tolerance":
				c.Tolerance, _ = r.NonNegative(val, p)
			default:
				return false
			}
			return true
		})
		out = c
	case "cooldownReady":
		c := &CooldownCondition{}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			if k != "cooldown" {
				return false
			}
			c.Cooldown, _ = r.String(val, p)
			return true
		})
		out = c
	case "pairedActionAvailable":
		c := &PairedActionCondition{}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			if k != "sets" {
				return false
			}
			c.Sets = r.Strings(val, p)
			return true
		})
		out = c
	}
	return out
}
