package assets_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/scenario"
)

const graphSchema, scenarioSchema = "graph.schema.json", "scenario.schema.json"

// schemas holds the schema files by name, so that a $ref such as
// "graph.schema.json" resolves, and validates JSON against them
// (schema_validate_test.go).
type keyContext struct {
	ref  string
	base map[string]string
	wrap string
}

// doc returns the document with the object holding key: val.
func (c keyContext) doc(key, val string) string {
	members := []string{strconv.Quote(key) + ":" + val}
	for k, v := range c.base {
		if k != key {
			members = append(members, strconv.Quote(k)+":"+v)
		}
	}
	return fmt.Sprintf(c.wrap, "{"+strings.Join(members, ",")+"}")
}

// graphContexts lists the graph file's objects; each typed entry (payload,
// condition, cost, gate, hook) gives one context per "type" of its if/then.
func graphContexts(t *testing.T, s schemas) map[string]keyContext {
	const wire = `{"from":"ROOT","to":"A","firesOn":"inputPressed"`
	ctx := map[string]keyContext{
		"graph":      {"#", nil, "%s"},
		"node":       {"#/definitions/node", map[string]string{"name": `"A"`}, `{"nodes":[%s]}`},
		"transition": {"#/definitions/transition", map[string]string{"from": `"ROOT"`, "to": `"A"`, "firesOn": `"inputPressed"`}, `{"transitions":[%s]}`},
		"spacing":    {"#/definitions/spacing", nil, `{"nodes":[{"name":"A","spacing":%s}]}`},
	}
	for def, wrap := range map[string]string{"payload": `{"nodes":[{"name":"A","payload":%s}]}`,
		"condition": `{"transitions":[` + wire + `,"conditions":[%s]}]}`, "cost": `{"nodes":[{"name":"A","costs":[%s]}]}`,
		"gate": `{"nodes":[{"name":"A","gates":[%s]}]}`, "hook": `{"nodes":[{"name":"A","hooks":[%s]}]}`} {
		d, types := dig(s[graphSchema], "definitions", def), []any{}
		for _, e := range dig(d, "allOf").([]any) {
			typ, _ := dig(e, "if", "properties", "type", "const").(string)
			ctx[def+" "+typ] = keyContext{dig(e, "then", "$ref").(string), map[string]string{"type": strconv.Quote(typ)}, wrap}
			types = append(types, typ)
		}
		if have := dig(d, "properties", "type", "enum"); !reflect.DeepEqual(have, types) {
			t.Errorf("%s: type enum %v, but if/then covers %v", def, have, types)
		}
		if !loadGraph([]byte(fmt.Sprintf(wrap, `{"type":"madeUpType"}`))).HasErrors() {
			t.Errorf("%s: the loader accepts type madeUpType", def)
		}
	}
	return ctx
}

var scenarioContexts = map[string]keyContext{
	"scenario": {"#", map[string]string{"graph": "{}"}, "%s"},
	"montage":  {"#/definitions/montage", map[string]string{"length": "1"}, `{"graph":{},"montages":{"M":%s}}`},
	"notify":   {"#/definitions/montage/properties/notifies/items", nil, `{"graph":{},"montages":{"M":{"length":1,"notifies":[%s]}}}`},
	"cooldown": {"#/definitions/cooldown", nil, `{"graph":{},"cooldowns":{"C":%s}}`},
	"target":   {"#/definitions/target", nil, `{"graph":{},"target":%s}`},
	"step":     {"#/definitions/step", map[string]string{"at": "0"}, `{"graph":{},"steps":[%s]}`},
	"queue":    {"#/definitions/step/properties/queue", nil, `{"graph":{},"steps":[{"at":0,"queue":%s}]}`},
}

func loadGraph(data []byte) ag.Problems { _, ps := ag.LoadGraph("t.json", data, nil); return ps }

func loadScenario(data []byte) ag.Problems {
	_, ps := scenario.Load("t.json", data, scenario.Options{})
	return ps
}

// caseRE finds a loader's case clauses of string literals, such as
// `case "interrupt", "move":`; nameRE finds the names in them and in a schema.
var caseRE, nameRE = regexp.MustCompile(`(?m)^\s*case ((?:"[^"]*",?\s*)+):`), regexp.MustCompile(`"([$A-Za-z]+)"`)

// TestSchemaKeysMatchLoader checks every object of both formats: a key the
// schema declares is known to the loader, and every other name in the
// schema or in the loader's case clauses, or a made-up one, is an unknown
// key to both. Each value the schema names (enum, const, default) loads and
// validates (AG-GRAPH-1, AG-GRAPH-3).
func TestSchemaKeysMatchLoader(t *testing.T) {
	s := readSchemas(t)
	for _, f := range []struct {
		schema string
		src    []string
		ctx    map[string]keyContext
		load   func([]byte) ag.Problems
	}{
		{graphSchema, []string{"load.go", "decode_parts.go", "decode_effects.go"}, graphContexts(t, s), loadGraph},
		{scenarioSchema, []string{"scenario/load.go", "scenario/decode.go"}, scenarioContexts, loadScenario},
	} {
		text, _ := json.Marshal(s[f.schema])
		names := map[string]bool{"madeUpKey": true}
		for _, q := range nameRE.FindAllStringSubmatch(string(text), -1) {
			names[q[1]] = true
		}
		for _, file := range f.src {
			data, err := os.ReadFile("../actiongraph/" + file)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range caseRE.FindAllSubmatch(data, -1) {
				for _, q := range nameRE.FindAllSubmatch(c[1], -1) {
					if !names[string(q[1])] {
						t.Errorf("%s: the loader accepts %q, the schema never names it", f.schema, q[1])
					}
				}
			}
		}
		covered := map[string]bool{}
		for name, c := range f.ctx {
			covered[c.ref] = true
			_, sch := s.resolve(f.schema, c.ref)
			for key := range names {
				prop, declared := dig(sch, "properties", key).(map[string]any)
				if ref, ok := prop["$ref"].(string); ok {
					_, prop = s.resolve(f.schema, ref)
				}
				doc, unknown := c.doc(key, "null"), fmt.Sprintf("unknown key %q", key)
				accepted := !slices.ContainsFunc(f.load([]byte(doc)), func(p ag.Problem) bool { return p.Msg == unknown })
				if accepted != declared {
					t.Errorf("%s %q: the loader accepts it: %v, the schema declares it: %v", name, key, accepted, declared)
				} else if !declared && len(s.validate(t, f.schema, doc)) == 0 {
					t.Errorf("%s %q: the schema accepts an unknown key", name, key)
				}
				vals, _ := prop["enum"].([]any)
				vals = slices.DeleteFunc(append(slices.Clip(vals), prop["const"], prop["default"]), func(v any) bool { return v == nil })
				for _, v := range vals {
					b, _ := json.Marshal(v)
					doc := c.doc(key, string(b))
					if ps, errs := f.load([]byte(doc)), s.validate(t, f.schema, doc); ps.HasErrors() || len(errs) > 0 {
						t.Errorf("%s %q: %s: loader %v, schema %v", name, key, b, ps.Errors(), errs)
					}
				}
			}
		}
		for def, d := range s[f.schema]["definitions"].(map[string]any) {
			if dig(d, "properties") != nil && dig(d, "allOf") == nil && !covered["#/definitions/"+def] {
				t.Errorf("%s: no key context checks definition %s", f.schema, def)
			}
		}
	}
}

// TestDocumentsValidate checks that the schemas and the loaders accept and
// reject the same documents: each shipped graph, which must also name the
// schema so that editors find it, and the cases below (AG-GRAPH-1, AG-GRAPH-3).
func TestDocumentsValidate(t *testing.T) {
	s := readSchemas(t)
	type document struct {
		name, schema, doc string
		want              bool
	}
	const cond = `{"transitions":[{"from":"ROOT","to":"A","firesOn":"inputPressed","conditions":[`
	docs := []document{
		{"payload without type plays a montage", graphSchema, `{"nodes":[{"name":"A","payload":{"montage":"M","playRate":2}}]}`, true},
		{"null node grace", graphSchema, `{"nodes":[{"name":"A","lateInputGrace":null,"costs":[{"type":"cooldown","charges":2}]}],` +
			`"transitions":[{"from":"ROOT","to":"A","firesOn":"inputPressed","conditions":[{"type":"direction","direction":"back"}]}]}`, true},
		{"useGraphDefault as the graph's mode", graphSchema, `{"defaultInputBufferMode":"useGraphDefault"}`, false},
		{"negative grace", graphSchema, `{"lateInputGrace":-1}`, false},
		{"node without name", graphSchema, `{"nodes":[{"canBeCancelled":true}]}`, false},
		{"hold key on a default payload", graphSchema, `{"nodes":[{"name":"A","payload":{"openActionWindow":true}}]}`, false},
		{"play rate 0", graphSchema, `{"nodes":[{"name":"A","payload":{"type":"playMontage","playRate":0}}]}`, false},
		{"fractional priority", graphSchema, `{"transitions":[{"from":"ROOT","to":"A","firesOn":"inputPressed","priority":1.5}]}`, false},
		{"condition without type", graphSchema, cond + `{"direction":"back"}]}]}`, false},
		{"scenario", scenarioSchema, `{"graphFile":"graphs/unarmed.json","montages":{"AM_Attack_Light":{"length":1.6,"windows":[[0.7,1.15]]}},
			"stick":"back","cooldowns":{"C":1,"D":{"charges":0}},"steps":[{"at":0,"press":"P","stick":"left"},{"at":0.5,"speed":0.5}]}`, true},
		{"graph and graphFile", scenarioSchema, `{"graph":{},"graphFile":"graphs/unarmed.json"}`, false},
		{"bad graph inside", scenarioSchema, `{"graph":{"nodes":[{}]}}`, false},
		{"window of one number", scenarioSchema, `{"graph":{},"montages":{"M":{"length":1,"windows":[[0.5]]}}}`, false},
	}
	files, _ := filepath.Glob("graphs/*.json")
	for _, f := range files {
		data, _ := os.ReadFile(f)
		docs = append(docs, document{f, graphSchema, string(data), true})
		if have := dig(readJSON(t, f), "$schema"); have != "../"+graphSchema {
			t.Errorf(`%s: "$schema" is %v, want "../%s"`, f, have, graphSchema)
		}
	}
	if len(files) == 0 {
		t.Error("no graph files")
	}
	for _, c := range docs {
		load := map[string]func([]byte) ag.Problems{graphSchema: loadGraph, scenarioSchema: loadScenario}[c.schema]
		if ps := load([]byte(c.doc)); ps.HasErrors() == c.want {
			t.Errorf("%s: the loader accepts it: %v, want %v (%v)", c.name, !c.want, c.want, ps.Errors())
		}
		if errs := s.validate(t, c.schema, c.doc); (len(errs) == 0) != c.want {
			t.Errorf("%s: the schema accepts it: %v, want %v (%v)", c.name, !c.want, c.want, errs)
		}
	}
}
