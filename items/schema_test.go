package items

import (
	"encoding/json"
	"io/fs"
	"slices"
	"sort"
	"testing"
)

func readJSONFile(t *testing.T, name string) map[string]any {
	t.Helper()
	data, err := fs.ReadFile(assetsFS, name)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m
}

func sortedKeys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func sortedCopy(s []string) []string {
	out := slices.Clone(s)
	sort.Strings(out)
	return out
}

func strs(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

// TestSchemaMatchesLoader checks that assets/item.schema.json declares
// exactly the keys the loader knows, requires exactly the keys it
// requires, and lists exactly its inputs and triggers.
func TestSchemaMatchesLoader(t *testing.T) {
	s := readJSONFile(t, "item.schema.json")
	if have, want := s["$schema"], "http://json-schema.org/draft-07/schema#"; have != want {
		t.Errorf("$schema %v, want %s", have, want)
	}
	defs := s["definitions"].(map[string]any)
	for _, c := range []struct {
		name          string
		obj           map[string]any
		keys, require []string
	}{
		{"item", s, itemKeys, itemRequired},
		{"equippable", defs["equippable"].(map[string]any), equippableKeys, equippableRequired},
		{"mapping", defs["mapping"].(map[string]any), mappingKeys, mappingRequired},
	} {
		if have := sortedKeys(c.obj["properties"].(map[string]any)); !slices.Equal(have, sortedCopy(c.keys)) {
			t.Errorf("%s: the schema declares %q, the loader knows %q", c.name, have, sortedCopy(c.keys))
		}
		if have := sortedCopy(strs(c.obj["required"])); !slices.Equal(have, sortedCopy(c.require)) {
			t.Errorf("%s: the schema requires %q, the loader %q", c.name, have, sortedCopy(c.require))
		}
		if c.obj["additionalProperties"] != false {
			t.Errorf("%s: the schema allows unknown keys", c.name)
		}
	}
	props := defs["mapping"].(map[string]any)["properties"].(map[string]any)
	if have := strs(props["input"].(map[string]any)["enum"]); !slices.Equal(have, InputNames()) {
		t.Errorf("input enum %q, want %q", have, InputNames())
	}
	if have := strs(props["trigger"].(map[string]any)["enum"]); !slices.Equal(have, triggerNames[:]) {
		t.Errorf("trigger enum %q, want %q", have, triggerNames)
	}
	slot := s["properties"].(map[string]any)["slot"].(map[string]any)
	if slot["minimum"] != 0.0 || slot["maximum"] != float64(MaxSlot) {
		t.Errorf("slot range %v to %v, want 0 to %d", slot["minimum"], slot["maximum"], MaxSlot)
	}
}

func TestShippedItemsNameTheSchema(t *testing.T) {
	files, err := fs.Glob(assetsFS, "items/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no item files: %v", err)
	}
	for _, f := range files {
		if have := readJSONFile(t, f)["$schema"]; have != "../item.schema.json" {
			t.Errorf(`%s: "$schema" is %v, want "../item.schema.json"`, f, have)
		}
	}
}
