package actiongraph

import (
	"encoding/json"

	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

var costTypes = []string{"vital", "cooldown"}

func (d *decoder) fields(v *jsonv.Value, path string, fn func(k string, val *jsonv.Value, p string) bool) {
	d.r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		return k == "type" || fn(k, val, p)
	})
}

func (d *decoder) cost(v *jsonv.Value, path string) Cost {
	typ, custom := d.typed(v, path, "", costTypes)
	if custom {
		c, _ := build(d, v, path, typ, costTypes, func(r *Registry) map[string]func(json.RawMessage) (Cost, error) { return r.Costs })
		return c
	}
	r := d.r
	if typ == "vital" {
		c := NewVitalCost("", 0)
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			switch k {
			case "vital":
				c.Vital, _ = r.String(val, p)
			case "amount":
				c.Amount, _ = r.NonNegative(val, p)
			default:
				return false
			}
			return true
		})
		return NewVitalCost(c.Vital, c.Amount)
	}
	c := NewCooldownCost("", 0, 1)
	d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "cooldown":
			c.Cooldown, _ = r.String(val, p)
		case "seconds":
			c.Seconds, _ = r.Seconds(val, p)
		case "charges":
			if n, ok := r.Int(val, p); ok {
				if n < 1 {
					r.Errorf(val, p, "must be at least 1, have %d", n)
				}
				c.Charges = n
			}
		default:
			return false
		}
		return true
	})
	return NewCooldownCost(c.Cooldown, c.Seconds, c.Charges)
}

var gateTypes = []string{"tags", "cooldown"}

func (d *decoder) gate(v *jsonv.Value, path string) Gate {
	typ, custom := d.typed(v, path, "", gateTypes)
	if custom {
		g, _ := build(d, v, path, typ, gateTypes, func(r *Registry) map[string]func(json.RawMessage) (Gate, error) { return r.Gates })
		return g
	}
	r := d.r
	if typ == "tags" {
		g := &TagGate{}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			switch k {
			case "requiredTags":
				g.Query.Required = r.Strings(val, p)
			case "blockedTags":
				g.Query.Blocked = r.Strings(val, p)
			default:
				return false
			}
			return true
		})
		return g
	}
	name := ""
	d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
		if k != "cooldown" {
			return false
		}
		name, _ = r.String(val, p)
		return true
	})
	return NewCooldownGate(name)
}

var hookTypes = []string{"locomotionModifier", "cancelOnMovement", "drainVital"}

func (d *decoder) hook(v *jsonv.Value, path string) Hook {
	typ, custom := d.typed(v, path, "", hookTypes)
	if custom {
		h, _ := build(d, v, path, typ, hookTypes, func(r *Registry) map[string]func(json.RawMessage) (Hook, error) { return r.Hooks })
		return h
	}
	r := d.r
	switch typ {
	case "locomotionModifier":
		h := &LocomotionHook{Scale: NoLocomotionChange}
		d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
			var dst *float64
			switch k {
			case "walkSpeed":
				dst = &h.Scale.WalkSpeed
			case "acceleration":
				dst = &h.Scale.Acceleration
			case "turnRate":
				dst = &h.Scale.TurnRate
			default:
				return false
			}
			if f, ok := r.NonNegative(val, p); ok {
				*dst = f
			}
			return true
		})
		return h
	case "cancelOnMovement":
		d.fields(v, path, func(string, *jsonv.Value, string) bool { return false })
		return CancelOnMovementHook{}
	}
	h := &DrainVitalHook{}
	d.fields(v, path, func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "vital":
			h.Vital, _ = r.String(val, p)
		case "perSecond":
			h.PerSecond, _ = r.NonNegative(val, p)
		case "endBehavior":
			if i, ok := r.Enum(val, p, drainEndNames[:]); ok {
				h.End = DrainEnd(i)
			}
		default:
			return false
		}
		return true
	})
	return h
}
