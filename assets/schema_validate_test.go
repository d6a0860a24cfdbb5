package assets_test

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// The small JSON Schema (draft-07 subset) validator the schema tests use.

type schemas map[string]map[string]any

func readSchemas(t *testing.T) schemas {
	s := schemas{}
	for _, f := range []string{graphSchema, scenarioSchema} {
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

// validate checks a JSON document against the root of a schema file.
func (s schemas) validate(file, doc string) []string {
	var x any
	if err := json.Unmarshal([]byte(doc), &x); err != nil {
		return []string{err.Error()}
	}
	return s.check(file, s[file], x, "$")
}

var annotations = map[string]bool{"$schema": true, "title": true, "description": true, "default": true, "enumDescriptions": true,
	"definitions": true, "then": true, "else": true, "properties": true, "additionalProperties": true}

func (s schemas) check(file string, sch map[string]any, x any, path string) (errs []string) {
	failIf := func(bad bool, format string, args ...any) {
		if bad {
			errs = append(errs, path+": "+fmt.Sprintf(format, args...))
		}
	}
	if ref, ok := sch["$ref"].(string); ok {
		f, target := s.resolve(file, ref)
		failIf(target == nil, "$ref %q in %s leads nowhere", ref, file)
		return append(errs, s.check(f, target, x, path)...)
	}
	sub := func(sch, x any, path string) []string { m, _ := sch.(map[string]any); return s.check(file, m, x, path) }
	obj, _ := x.(map[string]any)
	arr, isArr := x.([]any)
	num, isNum := x.(float64)
	for k, kv := range sch {
		n, _ := kv.(float64)
		list, _ := kv.([]any)
		if list == nil || k == "const" {
			list = []any{kv} // one type or value
		}
		switch k {
		case "type":
			failIf(!slices.ContainsFunc(list, func(ty any) bool { return ty == kind(x) || ty == "number" && isNum }), "want %v, have %s", kv, kind(x))
		case "enum", "const":
			failIf(!slices.ContainsFunc(list, func(v any) bool { return reflect.DeepEqual(v, x) }), "%v is not %v", x, kv)
		case "required":
			for _, r := range list {
				_, ok := obj[r.(string)]
				failIf(obj != nil && !ok, "missing %s", r)
			}
		case "items":
			for i, e := range arr {
				errs = append(errs, sub(kv, e, fmt.Sprintf("%s[%d]", path, i))...)
			}
		case "minItems", "maxItems", "minimum", "exclusiveMinimum":
			have, ok := num, isNum
			if strings.HasSuffix(k, "Items") {
				have, ok = float64(len(arr)), isArr
			}
			failIf(ok && (have < n && k != "maxItems" || have > n && k == "maxItems" || have == n && k == "exclusiveMinimum"), "%s %v, have %v", k, n, have)
		case "allOf", "anyOf", "oneOf":
			pass := 0
			for _, e := range list {
				if e := sub(e, x, path); len(e) == 0 {
					pass++
				} else if k == "allOf" {
					errs = append(errs, e...)
				}
			}
			failIf(k == "anyOf" && pass == 0 || k == "oneOf" && pass != 1, "%d schemas of %s match", pass, k)
		case "if":
			if b := map[bool]string{true: "then", false: "else"}[len(sub(kv, x, path)) == 0]; sch[b] != nil {
				errs = append(errs, sub(sch[b], x, path)...)
			}
		default:
			failIf(!annotations[k], "unsupported keyword %q", k)
		}
	}
	for key, val := range obj {
		if p, ok := dig(sch, "properties", key).(map[string]any); ok {
			errs = append(errs, s.check(file, p, val, path+"."+key)...)
		} else if extra, ok := sch["additionalProperties"]; ok && extra != false {
			errs = append(errs, sub(extra, val, path+"."+key)...)
		} else {
			failIf(ok, "unknown key %q", key)
		}
	}
	return errs
}

// kind names a JSON value's type as JSON Schema does.
func kind(x any) string {
	if f, ok := x.(float64); ok && f == math.Trunc(f) {
		return "integer"
	}
	return map[string]string{"<nil>": "null", "bool": "boolean", "float64": "number", "string": "string",
		"[]interface {}": "array", "map[string]interface {}": "object"}[fmt.Sprintf("%T", x)]
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
