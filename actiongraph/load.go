package actiongraph

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// Registry holds the custom payload, condition, cost, gate and hook types a
// graph file may name by "type" (AG-PAY-9, AG-COND-7, AG-HOOK-4). Each
// factory receives the JSON object of one entry.
type Registry struct {
	Payloads   map[string]func(raw json.RawMessage) (Payload, error)
	Conditions map[string]func(raw json.RawMessage) (Condition, error)
	Costs      map[string]func(raw json.RawMessage) (Cost, error)
	Gates      map[string]func(raw json.RawMessage) (Gate, error)
	Hooks      map[string]func(raw json.RawMessage) (Hook, error)
}

// LoadGraphFile reads and decodes a graph file. It does not compile it.
func LoadGraphFile(path string, reg *Registry) (*Graph, Problems) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, Problems{{File: path, Msg: err.Error()}}
	}
	return LoadGraph(path, data, reg)
}

// LoadGraph decodes a graph file's bytes; file names it in problems. Unknown
// keys, unknown enum values and wrong types are errors naming the JSON path
// and line. The graph is not compiled: call Compile (or SetGraph does).
func LoadGraph(file string, data []byte, reg *Registry) (*Graph, Problems) {
	v, err := jsonv.Parse(data)
	if err != nil {
		line, msg := jsonv.SyntaxLine(err)
		return nil, Problems{{File: file, Line: line, Msg: msg}}
	}
	r := jsonv.NewReader(data)
	d := &decoder{r: r, reg: reg}
	g := d.graph(v, "")
	g.src = &source{file: file, root: v}
	ps := readerProblems(file, r)
	if ps.HasErrors() {
		return nil, append(ps, g.danglingWires()...)
	}
	return g, ps
}

// LoadGraphAt decodes the graph held under a top-level key of a larger
// file, such as a scenario's "graph"; problems name paths below that key.
func LoadGraphAt(file string, data []byte, key string, reg *Registry) (*Graph, Problems) {
	v, err := jsonv.Parse(data)
	if err != nil {
		line, msg := jsonv.SyntaxLine(err)
		return nil, Problems{{File: file, Line: line, Msg: msg}}
	}
	var gv *jsonv.Value
	if v.Kind == 'o' {
		for i, k := range v.Keys {
			if k == key {
				gv = v.Vals[i]
			}
		}
	}
	if gv == nil {
		return nil, Problems{{File: file, Path: key, Msg: "missing"}}
	}
	r := jsonv.NewReader(data)
	d := &decoder{r: r, reg: reg}
	g := d.graph(gv, key)
	g.src = &source{file: file, prefix: key + ".", root: v}
	ps := readerProblems(file, r)
	if ps.HasErrors() {
		return nil, append(ps, g.danglingWires()...)
	}
	return g, ps
}

type decoder struct {
	r   *jsonv.Reader
	reg *Registry
}

func (d *decoder) graph(v *jsonv.Value, path string) *Graph {
	g := NewGraph("")
	r := d.r
	var wires *jsonv.Value
	var wiresPath string
	r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "name":
			g.Name, _ = r.String(val, p)
		case "defaultInputBufferMode":
			if i, ok := r.Enum(val, p, bufferModeNames[1:]); ok {
				g.DefaultInputBufferMode = BufferMode(i + 1)
			}
		case "lateInputGrace":
			if f, ok := r.Seconds(val, p); ok {
				g.LateInputGrace = f
			}
		case "heldInputRestartWindow":
			if f, ok := r.Seconds(val, p); ok {
				g.HeldInputRestartWindow = f
			}
		case "nodes":
			r.Array(val, p, func(_ int, e *jsonv.Value, ep string) {
				if n := d.node(e, ep); n != nil {
					g.Nodes = append(g.Nodes, n)
				}
			})
		case "transitions":
			wires, wiresPath = val, p
		case "$schema", "description":
		default:
			return false
		}
		return true
	})
	if wires != nil {
		r.Array(wires, wiresPath, func(_ int, e *jsonv.Value, ep string) {
			if t := d.transition(e, ep); t != nil {
				g.Transitions = append(g.Transitions, t)
			}
		})
	}
	return g
}

func (d *decoder) node(v *jsonv.Value, path string) *Node {
	r := d.r
	n := NewNode("", &MontagePayload{})
	hasName := false
	ok := r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "name":
			n.Name, hasName = r.String(val, p)
		case "payload":
			if pl := d.payload(val, p); pl != nil {
				n.Payload = pl
			}
		case "returnToRoot":
			n.ReturnToRoot, _ = r.Bool(val, p)
		case "whenNoWindowIsAuthored":
			if i, ok := r.Enum(val, p, noWindowNames[:]); ok {
				n.WhenNoWindowIsAuthored = NoWindowMode(i)
			}
		case "inputBufferOverride":
			if i, ok := r.Enum(val, p, bufferModeNames[:]); ok {
				n.InputBufferOverride = BufferMode(i)
			}
		case "lateInputGrace":
			n.LateInputGrace, n.HasLateInputGrace = r.Seconds(val, p)
		case "retriggerFromRootOnFailedStart":
			n.RetriggerFromRootOnFailedStart, _ = r.Bool(val, p)
		case "canBeCancelled":
			n.CanBeCancelled, _ = r.Bool(val, p)
		case "cancelWindowStart":
			if f, ok := r.Seconds(val, p); ok {
				n.CancelWindowStart = f
			}
		case "cancellableByInputs":
			n.CancellableByInputs = r.Strings(val, p)
		case "ignoredCancelInputs":
			n.IgnoredCancelInputs = r.Strings(val, p)
		case "appliedTags":
			n.AppliedTags = r.Strings(val, p)
		case "costs":
			d.list(val, p, func(e *jsonv.Value, ep string) {
				if c := d.cost(e, ep); c != nil {
					n.Costs = append(n.Costs, c)
				}
			})
		case "gates":
			d.list(val, p, func(e *jsonv.Value, ep string) {
				if g := d.gate(e, ep); g != nil {
					n.Gates = append(n.Gates, g)
				}
			})
		case "hooks":
			d.list(val, p, func(e *jsonv.Value, ep string) {
				if h := d.hook(e, ep); h != nil {
					n.Hooks = append(n.Hooks, h)
				}
			})
		case "spacing":
			d.spacing(val, p, &n.Spacing)
		case "description", "color":
		default:
			return false
		}
		return true
	})
	if !ok {
		return nil
	}
	if !hasName {
		r.Errorf(v, jsonv.Join(path, "name"), "missing node name")
	}
	if n.ReturnToRoot {
		n.Payload = NoPayload{}
	}
	return n
}

func (d *decoder) list(v *jsonv.Value, path string, fn func(e *jsonv.Value, p string)) {
	if v.Kind == 'z' {
		return
	}
	d.r.Array(v, path, func(_ int, e *jsonv.Value, p string) { fn(e, p) })
}

func (d *decoder) spacing(v *jsonv.Value, path string, s *Spacing) {
	r := d.r
	r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "stopDistance":
			if f, ok := r.Number(val, p); ok {
				s.StopDistance = f
			}
		case "makeRoomSeconds":
			if f, ok := r.Number(val, p); ok {
				s.MakeRoomSeconds = f
			}
		default:
			return false
		}
		return true
	})
}

func (d *decoder) transition(v *jsonv.Value, path string) *Transition {
	r := d.r
	t := &Transition{}
	var hasFrom, hasTo, hasOn bool
	ok := r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "from":
			t.From, hasFrom = r.String(val, p)
		case "to":
			t.To, hasTo = r.String(val, p)
		case "firesOn":
			hasOn = true
			if i, ok := r.Enum(val, p, momentNames[:]); ok {
				t.FiresOn = Moment(i)
			}
		case "inputTag":
			t.InputTag, _ = r.String(val, p)
		case "priority":
			t.Priority, _ = r.Int(val, p)
		case "timing":
			if i, ok := r.Enum(val, p, timingNames[:]); ok {
				t.Timing = Timing(i)
			}
		case "requiredTags":
			t.RequiredTags = r.Strings(val, p)
		case "blockedTags":
			t.BlockedTags = r.Strings(val, p)
		case "conditions":
			d.list(val, p, func(e *jsonv.Value, ep string) {
				if c := d.condition(e, ep); c != nil {
					t.Conditions = append(t.Conditions, c)
				}
			})
		case "description":
		default:
			return false
		}
		return true
	})
	if !ok {
		return nil
	}
	for _, m := range []struct {
		has bool
		key string
	}{{hasFrom, "from"}, {hasTo, "to"}, {hasOn, "firesOn"}} {
		if !m.has {
			r.Errorf(v, jsonv.Join(path, m.key), "missing %s", m.key)
		}
	}
	return t
}

// danglingWires reports wires to or from a node the graph lacks, so a file
// with other errors still names every misspelt node at once.
func (g *Graph) danglingWires() Problems {
	var ps Problems
	for i, t := range g.Transitions {
		for _, end := range []struct{ key, name string }{{"from", t.From}, {"to", t.To}} {
			if end.name == "" || g.Node(end.name) != nil {
				continue
			}
			path := g.src.path(fmt.Sprintf("transitions[%d].%s", i, end.key))
			ps = append(ps, Problem{File: g.src.file, Line: g.src.line(path), Path: path, Msg: fmt.Sprintf("no node %q", end.name)})
		}
	}
	return ps
}
