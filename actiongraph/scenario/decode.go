package scenario

import (
	"sort"
	"strconv"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

type decoder struct {
	r *jsonv.Reader
	s *Scenario
}

var directionNames = []string{"neutral", "forward", "back", "left", "right"}

func (d *decoder) direction(v *jsonv.Value, p string) ag.Direction {
	i, _ := d.r.Enum(v, p, directionNames)
	return ag.Direction(i)
}

// span reads [start, end] in seconds.
func (d *decoder) span(v *jsonv.Value, p string) (ag.Span, bool) {
	var nums []float64
	d.r.Array(v, p, func(_ int, e *jsonv.Value, ep string) {
		if f, ok := d.r.NonNegative(e, ep); ok {
			nums = append(nums, f)
		}
	})
	if len(nums) != 2 || nums[1] < nums[0] {
		d.r.Errorf(v, p, "want [start, end] with start <= end")
		return ag.Span{}, false
	}
	return ag.Span{Start: nums[0], End: nums[1]}, true
}

func (d *decoder) montages(v *jsonv.Value, path string) {
	r := d.r
	r.Object(v, path, func(name string, mv *jsonv.Value, mp string) bool {
		m := &ag.Montage{Name: name}
		hasLength := false
		r.Object(mv, mp, func(k string, val *jsonv.Value, p string) bool {
			switch k {
			case "length":
				m.Length, hasLength = r.Seconds(val, p)
			case "windows":
				r.Array(val, p, func(_ int, e *jsonv.Value, ep string) {
					if sp, ok := d.span(e, ep); ok {
						m.Windows = append(m.Windows, sp)
					}
				})
			case "sections":
				r.Object(val, p, func(sk string, sv *jsonv.Value, sp string) bool {
					if f, ok := r.NonNegative(sv, sp); ok {
						m.Sections = append(m.Sections, ag.Section{Name: sk, Start: f})
					}
					return true
				})
				sort.SliceStable(m.Sections, func(i, j int) bool { return m.Sections[i].Start < m.Sections[j].Start })
			case "notifies":
				r.Array(val, p, func(_ int, e *jsonv.Value, ep string) {
					n := ag.Notify{}
					r.Object(e, ep, func(nk string, nv *jsonv.Value, np string) bool {
						switch nk {
						case "name":
							n.Name, _ = r.String(nv, np)
						case "start":
							n.Start, _ = r.NonNegative(nv, np)
						case "end":
							n.End, _ = r.NonNegative(nv, np)
						default:
							return false
						}
						return true
					})
					n.End = max(n.End, n.Start)
					m.Notifies = append(m.Notifies, n)
				})
			default:
				return false
			}
			return true
		})
		if !hasLength {
			r.Errorf(mv, jsonv.Join(mp, "length"), "missing length")
		}
		for i, w := range m.Windows {
			if w.End > m.Length {
				r.Errorf(mv, jsonv.Join(mp, "windows")+"["+strconv.Itoa(i)+"]", "window ends after the montage (%g > %g)", w.End, m.Length)
			}
		}
		d.s.Montages[name] = m
		return true
	})
}

func (d *decoder) vitals(v *jsonv.Value, path string) map[string]float64 {
	out := map[string]float64{}
	d.r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		if f, ok := d.r.Number(val, p); ok {
			out[k] = f
		}
		return true
	})
	return out
}

// cooldowns reads {"name": secondsUntilReady} or {"name": {"charges": n,
// "maxCharges": m, "seconds": recharge, "remaining": s}}.
func (d *decoder) cooldowns(v *jsonv.Value, path string) {
	r := d.r
	r.Object(v, path, func(name string, cv *jsonv.Value, cp string) bool {
		cd := &ag.Cooldown{Charges: 1, MaxCharges: 1}
		if cv.Kind == 'n' {
			f, _ := r.NonNegative(cv, cp)
			if f > 0 {
				cd.Charges, cd.Remaining, cd.Recharge = 0, ag.SecondsToTicks(f), ag.SecondsToTicks(f)
			}
			d.s.Cooldowns[name] = cd
			return true
		}
		hasCharges := false
		r.Object(cv, cp, func(k string, val *jsonv.Value, p string) bool {
			switch k {
			case "charges":
				cd.Charges, hasCharges = r.Int(val, p)
			case "maxCharges":
				cd.MaxCharges, _ = r.Int(val, p)
			case "seconds":
				f, _ := r.Seconds(val, p)
				cd.Recharge = ag.SecondsToTicks(f)
			case "remaining":
				f, _ := r.Seconds(val, p)
				cd.Remaining = ag.SecondsToTicks(f)
			default:
				return false
			}
			return true
		})
		if !hasCharges && cd.Remaining > 0 {
			cd.Charges = 0
		}
		cd.MaxCharges = max(cd.MaxCharges, cd.Charges, 1)
		if cd.Remaining == 0 {
			cd.Remaining = cd.Recharge
		}
		d.s.Cooldowns[name] = cd
		return true
	})
}

func (d *decoder) target(v *jsonv.Value, path string) (Target, bool) {
	if v.Kind == 'z' {
		return Target{}, false
	}
	var t Target
	d.r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "distance":
			t.Distance, _ = d.r.NonNegative(val, p)
		case "tags":
			t.Tags = d.r.Strings(val, p)
		default:
			return false
		}
		return true
	})
	return t, true
}

var inputKeys = map[string]ag.Moment{"press": ag.InputPressed, "release": ag.InputReleased, "releaseEarly": ag.InputReleasedEarly}

func (d *decoder) step(i int, v *jsonv.Value, path string) {
	r := d.r
	hasAt := false
	var at ag.Ticks
	var acts []Step
	stick, hasStick := ag.Neutral, false
	r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		var st Step
		switch k {
		case "at":
			if f, ok := r.Seconds(val, p); ok {
				at, hasAt = ag.SecondsToTicks(f), true
			}
			return true
		case "press", "release", "releaseEarly":
			st.Kind = StepInput
			st.Input = ag.Input{Moment: inputKeys[k]}
			st.Input.Tag, _ = r.String(val, p)
		case "stick":
			stick, hasStick = d.direction(val, p), true
			return true
		case "addTag", "removeTag":
			st.Kind = StepAddTag
			if k == "removeTag" {
				st.Kind = StepRemoveTag
			}
			st.Tag, _ = r.String(val, p)
		case "interrupt", "move", "abilityEnded":
			b, _ := r.Bool(val, p)
			if !b {
				return true
			}
			st.Kind = map[string]StepKind{"interrupt": StepInterrupt, "move": StepMove, "abilityEnded": StepAbilityEnded}[k]
		case "setVital":
			st.Kind = StepSetVital
			st.Vitals = d.vitals(val, p)
		case "setTarget":
			st.Kind = StepSetTarget
			if t, ok := d.target(val, p); ok {
				st.Target = &t
			}
		case "queue":
			st.Kind = StepQueue
			d.queue(val, p, &st)
		case "reject":
			st.Kind = StepReject
			st.Node, _ = r.String(val, p)
		case "speed":
			st.Kind = StepSpeed
			if f, ok := r.Rate(val, p); ok {
				st.Speed = f
			}
		default:
			return false
		}
		acts = append(acts, st)
		return true
	})
	if !hasAt {
		r.Errorf(v, jsonv.Join(path, "at"), "missing at")
	}
	for j := range acts {
		acts[j].Tick = at
		if acts[j].Kind == StepInput {
			acts[j].Input.Stick, acts[j].Input.HasStick = stick, hasStick
		}
	}
	if hasStick {
		// The stick stays where a step puts it, with or without an input.
		acts = append([]Step{{Tick: at, Kind: StepStick, Stick: stick}}, acts...)
	}

	d.s.Steps = append(d.s.Steps, acts...)
}

func (d *decoder) queue(v *jsonv.Value, path string, st *Step) {
	r := d.r
	r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "mode":
			i, _ := r.Enum(val, p, []string{"chain", "discrete"})
			st.Mode = ag.SequenceMode(i)
		case "inputs":
			st.Inputs = r.Strings(val, p)
		default:
			return false
		}
		return true
	})
}

// LoadMontages reads a montage catalog: a JSON object of montages by name,
// each as a scenario's "montages" entry ({"length", "windows", "sections",
// "notifies"}).
func LoadMontages(file string, data []byte) (map[string]*ag.Montage, ag.Problems) {
	v, err := jsonv.Parse(data)
	if err != nil {
		line, msg := jsonv.SyntaxLine(err)
		return nil, ag.Problems{{File: file, Line: line, Msg: msg}}
	}
	r := jsonv.NewReader(data)
	d := &decoder{r: r, s: &Scenario{Montages: map[string]*ag.Montage{}}}
	d.montages(v, "")
	ps := problems(file, r)
	if ps.HasErrors() {
		return nil, ps
	}
	return d.s.Montages, ps
}

// problems turns a reader's problems into the engine's, naming the file.
func problems(file string, r *jsonv.Reader) ag.Problems {
	ps := make(ag.Problems, 0, len(r.Problems))
	for _, p := range r.Problems {
		ps = append(ps, ag.Problem{File: file, Line: p.Line, Path: p.Path, Msg: p.Msg})
	}
	return ps
}
