package assets_test

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/items"
)

const itemSchema = "item.schema.json"

// loadItem loads an item file as the game does, its graph from the shipped
// graphs, and reports whether it loaded.
func loadItem(t *testing.T, doc string) error {
	t.Helper()
	m := fstest.MapFS{"items/x.json": {Data: []byte(doc)}}
	graphs, _ := fs.Glob(assets.FS, "graphs/*.json")
	for _, g := range graphs {
		data, _ := fs.ReadFile(assets.FS, g)
		m[g] = &fstest.MapFile{Data: data}
	}
	_, err := items.Load(m, "items/x.json")
	return err
}

// TestItemDocumentsValidate checks that assets/item.schema.json and the item
// loader accept and reject the same files: every shipped item, and each
// way of breaking one below, so an editor validating with the schema
// flags what the game would refuse.
func TestItemDocumentsValidate(t *testing.T) {
	s := readSchemas(t)
	fists, err := fs.ReadFile(assets.FS, "items/fists.json")
	if err != nil {
		t.Fatal(err)
	}
	edit := func(old, new string) string {
		if !strings.Contains(string(fists), old) {
			t.Fatalf("items/fists.json has no %q", old)
		}
		return strings.Replace(string(fists), old, new, 1)
	}
	docs := []struct {
		name, doc string
		want      bool
	}{
		{"slot 12", edit(`"slot": 0`, `"slot": 12`), false},
		{"slot 1.5", edit(`"slot": 0`, `"slot": 1.5`), false},
		{"no name", edit(`"name": "Fists",`, ``), false},
		{"unknown key", edit(`"slot": 0`, `"slot": 0, "colour": "red"`), false},
		{"unknown input", edit(`"input": "key.e"`, `"input": "mouse.thumb"`), false},
		{"unknown trigger", edit(`"trigger": "pressed" },
      { "input": "key.e"`, `"trigger": "held" },
      { "input": "key.e"`), false},
		{"a hold with its time", edit(`"trigger": "pressed" },
      { "input": "key.e"`, `"trigger": "hold", "holdSeconds": 0.4 },
      { "input": "key.e"`), true},
		{"a hold time on a press", edit(`"trigger": "pressed" },
      { "input": "key.e"`, `"trigger": "pressed", "holdSeconds": 0.4 },
      { "input": "key.e"`), false},
		{"no equippable", `{"name": "Bare", "slot": 3, "sprite": "AM_Idle"}`, false},
		{"a mapping without a tag", edit(`{ "input": "pad.west", "tag": "UPC.Input.Interact", "trigger": "pressed" }`, `{ "input": "pad.west", "trigger": "pressed" }`), false},
	}
	files, _ := fs.Glob(assets.FS, "items/*.json")
	for _, f := range files {
		data, _ := fs.ReadFile(assets.FS, f)
		docs = append(docs, struct {
			name, doc string
			want      bool
		}{f, string(data), true})
	}
	for _, c := range docs {
		if err := loadItem(t, c.doc); (err == nil) != c.want {
			t.Errorf("%s: the loader accepts it: %v, want %v (%v)", c.name, err == nil, c.want, err)
		}
		if errs := s.validate(t, itemSchema, c.doc); (len(errs) == 0) != c.want {
			t.Errorf("%s: the schema accepts it: %v, want %v (%v)", c.name, len(errs) == 0, c.want, errs)
		}
	}
}
