package assets_test

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// The schema tests validate with github.com/santhosh-tekuri/jsonschema/v6
// (a test dependency only: the game does not link it).

type schemas map[string]map[string]any

func readSchemas(t *testing.T) schemas {
	s := schemas{}
	for _, f := range []string{graphSchema, scenarioSchema, itemSchema} {
		m, _ := readJSON(t, f).(map[string]any)
		if have, want := m["$schema"], "http://json-schema.org/draft-07/schema#"; have != want {
			t.Errorf("%s: $schema is %v, want %s", f, have, want)
		}
		s[f] = m
	}
	return s
}

func readJSON(t *testing.T, file string) (x any) {
	data, err := os.ReadFile(file)
	if err == nil {
		err = json.Unmarshal(data, &x)
	}
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return x
}

// resolve follows a reference such as "#/definitions/node" or
// "graph.schema.json" made in file; it returns the target's file too.
func (s schemas) resolve(file, ref string) (string, map[string]any) {
	f, ptr, _ := strings.Cut(ref, "#")
	if f == "" {
		f = file
	}
	m, _ := dig(s[f], strings.Split(ptr, "/")[1:]...).(map[string]any)
	return f, m
}

// schemaBase is where the schema files are said to live, so that a $ref
// such as "graph.schema.json" resolves to its neighbour.
const schemaBase = "https://upc-demo.invalid/assets/"

// compiled holds the schemas compiled by github.com/santhosh-tekuri/jsonschema,
// a maintained validator of every draft, so the schemas may use any
// keyword and mean what JSON Schema says they mean.
var compiled = map[string]*jsonschema.Schema{}

// compile compiles a schema file, with every schema file read beside it
// so that they may refer to one another.
func (s schemas) compile(t *testing.T, file string) *jsonschema.Schema {
	t.Helper()
	if sch, ok := compiled[file]; ok {
		return sch
	}
	c := jsonschema.NewCompiler()
	for name := range s {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := c.AddResource(schemaBase+name, doc); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	sch, err := c.Compile(schemaBase + file)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	compiled[file] = sch
	return sch
}

// validate checks a JSON document against the root of a schema file and
// returns the validator's errors, one a problem: "'/nodes/1': additional
// properties 'colour' not allowed".
func (s schemas) validate(t *testing.T, file, doc string) []string {
	t.Helper()
	x, err := jsonschema.UnmarshalJSON(strings.NewReader(doc))
	if err != nil {
		return []string{err.Error()}
	}
	err = s.compile(t, file).Validate(x)
	if err == nil {
		return nil
	}
	var out []string
	for _, line := range strings.Split(err.Error(), "\n") {
		if at, ok := strings.CutPrefix(strings.TrimSpace(line), "- at "); ok {
			out = append(out, at)
		}
	}
	if len(out) == 0 {
		out = []string{err.Error()}
	}
	return out
}

// dig walks nested objects by key.
func dig(x any, keys ...string) any {
	for _, k := range keys {
		m, _ := x.(map[string]any)
		x = m[k]
	}
	return x
}

// keyContext is one kind of JSON object a loader reads: the $ref of its
// schema, the members it needs, and the document around it (%s).
