package actiongraph_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestLoadCompileProblems checks that compiling names each problem by path
// and message, that the ones that would hang or crash play are errors that
// leave the graph uncompiled and refused, and that the rest are warnings.
// AG-GRAPH-5
func TestLoadCompileProblems(t *testing.T) {
	montage := func(g *ag.Graph, name string) *ag.MontagePayload {
		return g.Node(name).Payload.(*ag.MontagePayload)
	}
	instantLoop := func(g *ag.Graph, p func() ag.Payload) {
		g.AddNode(ag.NewNode("A", p()))
		g.AddNode(ag.NewNode("B", p()))
		g.Connect(supWire("Light 2", "A", supHeavy))
		g.Connect(supAuto("A", "B", ag.ActionCompleted))
		g.Connect(supAuto("B", "A", ag.ActionCompleted))
	}
	tests := []struct {
		name       string
		edit       func(g *ag.Graph)
		warn       bool
		path, text string
	}{
		{"wire to a missing node", func(g *ag.Graph) { g.Connect(supWire("Light 1", "Ligth 2", supLA)) },
			false, "transitions[2].to", `no node "Ligth 2"`},
		{"wire from a missing node", func(g *ag.Graph) { g.Connect(supWire("Nobody", "Light 2", supLA)) },
			false, "transitions[2].from", `no node "Nobody"`},
		{"input wire with no tag", func(g *ag.Graph) { g.Connect(supWire("Light 1", "Light 2", "")) },
			false, "transitions[2].inputTag", "input tag"},
		{"montage that does not exist", func(g *ag.Graph) { montage(g, "Light 2").Montage = "AM_Nope" },
			true, "nodes[2].payload.montage", `no montage "AM_Nope"`},
		{"back montage that does not exist", func(g *ag.Graph) { montage(g, "Light 2").BackMontage = "AM_Nope_B" },
			true, "nodes[2].payload.backMontage", `"AM_Nope_B"`},
		{"section that does not exist", func(g *ag.Graph) { montage(g, "Light 1").Section = "Third" },
			true, "nodes[1].payload.section", `no section "Third"`},
		{"no montage", func(g *ag.Graph) { montage(g, "Light 2").Montage = "" },
			true, "nodes[2].payload.montage", "no montage"},
		{"unreachable node", func(g *ag.Graph) { g.AddNode(supMontageNode("Orphan", supLight)) },
			true, "nodes[3]", `"Orphan" is unreachable from ROOT`},
		{"Action Completed loop through empty nodes", func(g *ag.Graph) {
			instantLoop(g, func() ag.Payload { return nil })
		}, false, "nodes[3]", "Action Completed loop through nodes that end at once: A -> B -> A"},
		{"Action Completed loop through zero delays", func(g *ag.Graph) {
			instantLoop(g, func() ag.Payload { return &ag.DelayPayload{} })
		}, false, "nodes[3]", "A -> B -> A"},
		{"Action Completed loop through missing montages", func(g *ag.Graph) {
			instantLoop(g, func() ag.Payload { return &ag.MontagePayload{Montage: "AM_Nope"} })
		}, false, "nodes[3]", "A -> B -> A"},
		{"Cancel On Movement on a node that cannot be cancelled", func(g *ag.Graph) {
			g.Node("Light 2").Hooks = []ag.Hook{ag.CancelOnMovementHook{}}
		}, true, "nodes[2].hooks[0]", "canBeCancelled"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := supLightGraph()
			tt.edit(g)
			ps := g.Compile(supHost())
			found := supFind(ps, tt.path, tt.text)
			if len(found) != 1 {
				t.Fatalf("have problems %q, want one at %s saying %s", ps, tt.path, tt.text)
			}
			if found[0].Warning != tt.warn {
				t.Errorf("%s: have warning=%v, want %v", found[0], found[0].Warning, tt.warn)
			}
			if g.Compiled() == ps.HasErrors() || ps.HasErrors() == tt.warn {
				t.Errorf("have Compiled()=%v with problems %q", g.Compiled(), ps)
			}
			err := ag.NewComponent(supHost()).SetGraph(g)
			if (err != nil) == tt.warn {
				t.Errorf("SetGraph: have %v, want refused=%v", err, !tt.warn)
			}
			if err != nil && !strings.Contains(err.Error(), tt.text) {
				t.Errorf("SetGraph error %q does not name the problem %q", err, tt.text)
			}
		})
	}
}

// TestLoadCompileAcceptsLoopsThatTakeTime checks that an Action Completed
// loop through a move with a montage is no problem, as play cannot hang.
// AG-GRAPH-5
func TestLoadCompileAcceptsLoopsThatTakeTime(t *testing.T) {
	g := supLightGraph()
	g.Connect(supAuto("Light 2", "Light 1", ag.ActionCompleted))
	g.Connect(supAuto("Light 1", "Light 2", ag.ActionCompleted))
	if ps := g.Compile(supHost()); len(ps) != 0 {
		t.Errorf("have %q, want no problems", ps)
	}
}

// supBadSword is a graph file whose second wire names a node that does not
// exist; the wire's "to" is on line 8.
const supBadSword = `{
  "name": "AG_Sword",
  "nodes": [
    { "name": "Light 1", "payload": { "montage": "AM_Attack_Light" } }
  ],
  "transitions": [
    { "from": "ROOT", "to": "Light 1", "firesOn": "inputPressed", "inputTag": "UPC.Input.LightAttack" },
    { "from": "Light 1", "to": "Ligth 2",
      "firesOn": "inputPressed", "inputTag": "UPC.Input.LightAttack" }
  ]
}`

// TestLoadDanglingNodeNamesFilePathLine checks that a wire to a missing node
// in a file is reported with the file, the line and the JSON path.
// AG-GRAPH-5
func TestLoadDanglingNodeNamesFilePathLine(t *testing.T) {
	g := supLoad(t, "assets/graphs/sword.json", supBadSword, nil)
	ps := g.Compile(supHost())
	want := `assets/graphs/sword.json:8: transitions[1].to: no node "Ligth 2"`
	if len(ps.Errors()) != 1 || ps.Errors()[0].String() != want {
		t.Fatalf("have %q, want one error %q", ps, want)
	}
	err := ag.NewComponent(supHost()).SetGraph(g)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("SetGraph: have %v, want an error containing %q", err, want)
	}

	// Under a scenario's "graph" key the path carries the key.
	sc := `{"until": 1,
"graph": ` + supBadSword + `}`
	g, lps := ag.LoadGraphAt("sc.json", []byte(sc), "graph", nil)
	if g == nil || lps.HasErrors() {
		t.Fatalf("LoadGraphAt: %v", lps)
	}
	want = `sc.json:9: graph.transitions[1].to: no node "Ligth 2"`
	if ps := g.Compile(nil); len(ps.Errors()) != 1 || ps.Errors()[0].String() != want {
		t.Errorf("LoadGraphAt then Compile: have %q, want %q", ps, want)
	}
}

// TestLoadFileErrors checks that unknown keys, unknown enum values, wrong
// types, missing keys and unknown types are load errors naming the file,
// the JSON path and the line.
// AG-GRAPH-1 AG-GRAPH-5
func TestLoadFileErrors(t *testing.T) {
	wire := `{ "from": "ROOT", "to": "A", "firesOn": "inputPressed", "inputTag": "T" }`
	tests := []struct {
		name, node, wire, want string
	}{
		{"unknown node key", `{ "name": "A", "colour": "red" }`, wire,
			`g.json:3: nodes[0].colour: unknown key "colour"`},
		{"unknown firesOn", `{ "name": "A" }`, `{ "from": "ROOT", "to": "A", "firesOn": "inputPresed" }`,
			`g.json:6: transitions[0].firesOn: unknown value "inputPresed"`},
		{"unknown timing", `{ "name": "A" }`, `{ "from": "ROOT", "to": "A", "firesOn": "inputPressed", "timing": "now" }`,
			`g.json:6: transitions[0].timing: unknown value "now"`},
		{"unknown buffer override", `{ "name": "A", "inputBufferOverride": "acceptAll" }`, wire,
			`g.json:3: nodes[0].inputBufferOverride: unknown value "acceptAll"`},
		{"wrong type", `{ "name": "A", "canBeCancelled": "yes" }`, wire,
			`g.json:3: nodes[0].canBeCancelled: want a boolean, have`},
		{"missing node name", `{ "appliedTags": [] }`, wire, `g.json:3: nodes[0].name: missing node name`},
		{"missing to", `{ "name": "A" }`, `{ "from": "ROOT", "firesOn": "inputPressed" }`,
			`g.json:6: transitions[0].to: missing to`},
		{"unknown payload type", `{ "name": "A", "payload": { "type": "spin" } }`, wire,
			`g.json:3: nodes[0].payload.type: unknown value "spin"`},
		{"unknown condition type", `{ "name": "A" }`, `{ "from": "ROOT", "to": "A", "firesOn": "inputPressed", "conditions": [{ "type": "luck" }] }`,
			`g.json:6: transitions[0].conditions[0].type: unknown value "luck"`},
		{"unknown hook key", `{ "name": "A", "hooks": [{ "type": "drainVital", "rate": 3 }] }`, wire,
			`g.json:3: nodes[0].hooks[0].rate: unknown key "rate"`},
		{"negative delay", `{ "name": "A", "payload": { "type": "delay", "delaySeconds": -1 } }`, wire,
			`g.json:3: nodes[0].payload.delaySeconds: want seconds from 0 to 3600, have -1`},
		// Durations and rates out of range are refused, never wrapped into ticks.
		{"endless delay", `{ "name": "A", "payload": { "type": "delay", "delaySeconds": 1e300 } }`, wire,
			`g.json:3: nodes[0].payload.delaySeconds: want seconds from 0 to 3600, have 1e+300`},
		{"endless grace", `{ "name": "A", "lateInputGrace": 1e20 }`, wire,
			`g.json:3: nodes[0].lateInputGrace: want seconds from 0 to 3600, have 1e+20`},
		{"endless cancel start", `{ "name": "A", "cancelWindowStart": 1e300 }`, wire,
			`g.json:3: nodes[0].cancelWindowStart: want seconds from 0 to 3600, have 1e+300`},
		{"vanishing play rate", `{ "name": "A", "payload": { "type": "playMontage", "montage": "M", "playRate": 1e-300 } }`, wire,
			`g.json:3: nodes[0].payload.playRate: want a rate from 0.001 to 1000, have 1e-300`},
		{"endless cooldown", `{ "name": "A", "costs": [{ "type": "cooldown", "cooldown": "C", "seconds": 1e9 }] }`, wire,
			`g.json:3: nodes[0].costs[0].seconds: want seconds from 0 to 3600, have 1e+09`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := "{\n  \"nodes\": [\n    " + tt.node + "\n  ],\n  \"transitions\": [\n    " + tt.wire + "\n  ]\n}"
			g, ps := ag.LoadGraph("g.json", []byte(text), nil)
			if g != nil || !ps.HasErrors() {
				t.Fatalf("have graph %v and problems %q, want an error", g, ps)
			}
			if !strings.HasPrefix(ps.Error(), tt.want) && !strings.Contains(ps.Error(), "\n"+tt.want) {
				t.Errorf("have %q, want a line starting %q", ps.Error(), tt.want)
			}
		})
	}
}

// TestLoadNamesEveryMisspeltNode checks that a file with other errors still
// names its wires to missing nodes, with path and line.
// AG-GRAPH-5
func TestLoadNamesEveryMisspeltNode(t *testing.T) {
	text := strings.Replace(supBadSword, `"name": "AG_Sword",`, `"name": "AG_Sword", "colour": 1,`, 1)
	g, ps := ag.LoadGraph("sword.json", []byte(text), nil)
	if g != nil {
		t.Fatal("have a graph, want none")
	}
	for _, want := range []string{`sword.json:2: colour: unknown key "colour"`, `sword.json:8: transitions[1].to: no node "Ligth 2"`} {
		if !strings.Contains(ps.Error(), want) {
			t.Errorf("have %q, want a line %q", ps.Error(), want)
		}
	}
}

// TestLoadSyntaxAndFileErrors checks that broken JSON and a missing file are
// reported naming the file.
// AG-GRAPH-1
func TestLoadSyntaxAndFileErrors(t *testing.T) {
	if g, ps := ag.LoadGraph("broken.json", []byte("{\n  \"nodes\": [\n}"), nil); g != nil ||
		len(ps) != 1 || ps[0].File != "broken.json" || !ps.HasErrors() {
		t.Errorf("broken JSON: have %v, %q", g, ps)
	}
	missing := filepath.Join(t.TempDir(), "nope.json")
	if g, ps := ag.LoadGraphFile(missing, nil); g != nil || !strings.Contains(ps.Error(), missing) {
		t.Errorf("missing file: have %v, %q", g, ps)
	}
	path := filepath.Join(t.TempDir(), "sword.json")
	if err := os.WriteFile(path, []byte(supBadSword), 0o644); err != nil {
		t.Fatal(err)
	}
	g, ps := ag.LoadGraphFile(path, nil)
	if g == nil || ps.HasErrors() {
		t.Fatalf("LoadGraphFile: %q", ps)
	}
	want := path + `:8: transitions[1].to: no node "Ligth 2"`
	if have := g.Compile(nil).Error(); have != want {
		t.Errorf("have %q, want %q", have, want)
	}
}

// supStrict decodes a registry entry's JSON, refusing unknown fields.
func supStrict(raw json.RawMessage, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// supCustomGraph has a custom payload, hook and condition, one a line.
const supCustomGraph = `{"name": "AG_Custom",
  "nodes": [{ "name": "Stance",
    "payload": { "type": "supStance", "open": true },
    "hooks": [{ "type": "supFinish", "after": 30 }] }],
  "transitions": [{ "from": "ROOT", "to": "Stance", "firesOn": "inputPressed", "inputTag": "UPC.Input.Guard",
    "conditions": [{ "type": "supHasTag", "tag": "UPC.Item.Shield" }] }]
}`

// TestLoadCustomTypesThroughRegistry checks that custom payloads, hooks and
// conditions join a graph file through the Registry, and that an unknown
// type or a factory's error is a load error naming the path.
// AG-PAY-9 AG-HOOK-4 AG-COND-7
func TestLoadCustomTypesThroughRegistry(t *testing.T) {
	type entry struct {
		Type  string  `json:"type"`
		Open  bool    `json:"open"`
		After float64 `json:"after"`
		Tag   string  `json:"tag"`
	}
	reg := &ag.Registry{
		Payloads: map[string]func(json.RawMessage) (ag.Payload, error){"supStance": func(raw json.RawMessage) (ag.Payload, error) {
			var e entry
			err := supStrict(raw, &e)
			return &supPayload{Keep: true, Open: e.Open}, err
		}},
		Hooks: map[string]func(json.RawMessage) (ag.Hook, error){"supFinish": func(raw json.RawMessage) (ag.Hook, error) {
			var e entry
			err := supStrict(raw, &e)
			return &supHook{finishAt: ag.Ticks(e.After)}, err
		}},
		Conditions: map[string]func(json.RawMessage) (ag.Condition, error){"supHasTag": func(raw json.RawMessage) (ag.Condition, error) {
			var e entry
			err := supStrict(raw, &e)
			return supTagCond{e.Tag}, err
		}},
	}
	g := supLoad(t, "custom.json", supCustomGraph, reg)
	s := supNewRig(t, g, nil)
	supWantResult(t, "guard without a shield", s.press(supGuard), ag.Dropped)
	s.host.AddTag("UPC.Item.Shield")
	supWantResult(t, "guard with a shield", s.press(supGuard), ag.Entered)
	s.tickTo(40)
	supWantLines(t, s.rec.linesOf(ag.EventWindow, ag.EventEnded), []string{
		"0 window open Stance", "30 window close Stance", "30 ended Stance completed"})

	bad := strings.Replace(supCustomGraph, `"open": true`, `"opne": true`, 1)
	if _, ps := ag.LoadGraph("custom.json", []byte(bad), reg); !strings.Contains(ps.Error(), `custom.json:3: nodes[0].payload: supStance: json: unknown field "opne"`) {
		t.Errorf("factory error: have %q", ps.Error())
	}
	_, ps := ag.LoadGraph("custom.json", []byte(supCustomGraph), nil)
	for _, want := range []string{`custom.json:3: nodes[0].payload.type: unknown value "supStance"`,
		`custom.json:4: nodes[0].hooks[0].type: unknown value "supFinish"`,
		`custom.json:6: transitions[0].conditions[0].type: unknown value "supHasTag"`} {
		if !strings.Contains(ps.Error(), want) {
			t.Errorf("no registry: have %q, want a line %q", ps.Error(), want)
		}
	}
}
