package items

import (
	"errors"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

func TestShippedItemsLoad(t *testing.T) {
	// AG-GRAPH-1, AG-GRAPH-5: every item loads and its graph compiles against
	// the generator's montage names with no error and no warning.
	all := shipped(t)
	var names []string
	for _, it := range all {
		names = append(names, it.Name)
	}
	if want := []string{"Fists", "Sword", "Two-Handed", "Shield"}; !slices.Equal(names, want) {
		t.Errorf("items by slot %q, want %q", names, want)
	}
	if d := all.Default(); d == nil || d.Name != "Fists" {
		t.Errorf("default item %v, want Fists", d)
	}
	for _, it := range all {
		want := ag.DefaultSpacing // the weapons follow the game's spacing
		if it.Name == "Fists" {
			want.StopDistance = 30 // bare hands step closer
		}
		if it.Spacing != want {
			t.Errorf("%s: spacing %+v, want %+v", it.Name, it.Spacing, want)
		}
	}
	if ps := all.Compile(montageSource(testMontages())); len(ps) > 0 {
		t.Errorf("compile problems:\n%v", ps)
	}
	for _, it := range all {
		if !it.Graph.Compiled() {
			t.Errorf("%s: graph %s did not compile", it.Name, it.GraphFile)
		}
		if _, ok := testMontages()[it.Sprite]; !ok {
			t.Errorf("%s: sprite %q is not a montage the generator makes", it.Name, it.Sprite)
		}
	}
}

func TestShippedKeymaps(t *testing.T) {
	// Every input tag the graph listens for is on the keyboard and mouse and
	// on the gamepad; every mapped tag is one the graph listens for
	// (Interact too: the revive). The defaults of issue 3 hold.
	defaults := []struct {
		in  Input
		tag string
	}{
		{MouseLeft, "UPC.Input.LightAttack"}, {KeySpace, "UPC.Input.Dodge"}, {KeyE, "UPC.Input.Interact"},
		{PadRightShoulder, "UPC.Input.LightAttack"}, {PadSouth, "UPC.Input.Dodge"},
	}
	second := map[string]struct {
		tag     string
		trigger Trigger
		pad     Input
	}{
		"Sword":      {"UPC.Input.Guard", Pressed, PadLeftShoulder},
		"Shield":     {"UPC.Input.Guard", Pressed, PadLeftShoulder},
		"Two-Handed": {"UPC.Input.HeavyAttack", Hold, PadRightTrigger},
	}
	for _, it := range shipped(t) {
		listens := map[string]bool{}
		for _, tr := range it.Graph.Transitions {
			if tr.FiresOn.IsInput() {
				listens[tr.InputTag] = true
			}
		}
		for tag := range listens {
			for _, d := range []Device{KeyboardMouse, Gamepad} {
				if _, ok := it.Binding(tag, d); !ok {
					t.Errorf("%s: %s has no %s input", it.Name, tag, d)
				}
			}
		}
		for i, m := range it.Mappings {
			if !listens[m.Tag] {
				t.Errorf("%s: inputMappings[%d]: the graph never listens for %s", it.Name, i, m.Tag)
			}
		}
		has := func(in Input, tag string, tr Trigger) bool {
			return slices.ContainsFunc(it.Mappings, func(m Mapping) bool { return m.Input == in && m.Tag == tag && m.Trigger == tr })
		}
		for _, d := range defaults {
			if !has(d.in, d.tag, Pressed) {
				t.Errorf("%s: %s does not press %s", it.Name, d.in, d.tag)
			}
		}
		if s, ok := second[it.Name]; ok && (!has(MouseRight, s.tag, s.trigger) || !has(s.pad, s.tag, s.trigger)) {
			t.Errorf("%s: the right mouse button and %s do not %s %s", it.Name, s.pad, s.trigger, s.tag)
		}
	}
	if m, _ := shipped(t).Named("Two-Handed").Binding("UPC.Input.HeavyAttack", KeyboardMouse); m.HoldTicks != 30 {
		t.Errorf("the heavy's hold is %d ticks, want 30 (0.5 s)", m.HoldTicks)
	}
}

// goodItem is a valid item file; each bad case edits one part of it. Its
// lines: 2 name, 3 slot, 4 sprite, 6 actionGraph, 8 the mapping.
const goodItem = `{
  "name": "X",
  "slot": 1,
  "sprite": "S",
  "equippable": {
    "actionGraph": "graphs/ok.json",
    "inputMappings": [
      { "input": "mouse.left", "tag": "T" }
    ]
  }
}`

const goodMapping = `{ "input": "mouse.left", "tag": "T" }`

func TestBadItemFiles(t *testing.T) {
	fsys := fstest.MapFS{
		"graphs/ok.json":  {Data: []byte(`{"nodes":[{"name":"A"}],"transitions":[{"from":"ROOT","to":"A","firesOn":"inputPressed","inputTag":"T"}]}`)},
		"graphs/bad.json": {Data: []byte("{\n  \"nodes\": [{ \"name\": \"A\", \"colour\": 1 }]\n}")},
	}
	mapping := func(s string) string { return strings.Replace(goodItem, goodMapping, s, 1) }
	for _, c := range []struct {
		name, doc, want string
	}{
		{"syntax", goodItem[:40], `items/x.json:4: unexpected end of JSON`},
		{"trailing data", goodItem + " {}", `items/x.json:11: unexpected data after the top-level value`},
		{"unknown key", strings.Replace(goodItem, `"slot": 1,`, `"slot": 1, "colour": "red",`, 1), `items/x.json:3: colour: unknown key "colour"`},
		{"duplicate key", strings.Replace(goodItem, `"name": "X",`, `"name": "X", "name": "Y",`, 1), `items/x.json:2: name: duplicate key "name"`},
		{"slot as a string", strings.Replace(goodItem, `"slot": 1`, `"slot": "1"`, 1), `items/x.json:3: slot: want a number, have a string`},
		{"slot too high", strings.Replace(goodItem, `"slot": 1`, `"slot": 12`, 1), `items/x.json:3: slot: want a whole number from 0 to 9, have 12`},
		{"fractional slot", strings.Replace(goodItem, `"slot": 1`, `"slot": 1.5`, 1), `items/x.json:3: slot: want a whole number from 0 to 9, have 1.5`},
		{"empty name", strings.Replace(goodItem, `"name": "X"`, `"name": ""`, 1), `items/x.json:2: name: must not be empty`},
		{"missing sprite", strings.Replace(goodItem, `"sprite": "S",`, ``, 1), `items/x.json:1: sprite: missing`},
		{"granted tags not a list", strings.Replace(goodItem, `"actionGraph": "graphs/ok.json",`, `"actionGraph": "graphs/ok.json", "grantedTags": "UPC.Item.X",`, 1),
			`items/x.json:6: equippable.grantedTags: want an array, have a string`},
		{"missing mappings", strings.Replace(goodItem, "\"inputMappings\": [\n      "+goodMapping+"\n    ]", `"grantedTags": []`, 1),
			`items/x.json:5: equippable.inputMappings: missing`},
		{"unknown input", mapping(`{ "input": "mouse.lft", "tag": "T" }`), `items/x.json:8: equippable.inputMappings[0].input: unknown input "mouse.lft" (want mouse.left, mouse.right,`},
		{"unknown trigger", mapping(`{ "input": "mouse.left", "tag": "T", "trigger": "tap" }`), `items/x.json:8: equippable.inputMappings[0].trigger: unknown trigger "tap" (want pressed, hold)`},
		{"unknown mapping key", mapping(`{ "input": "mouse.left", "tag": "T", "button": 1 }`), `items/x.json:8: equippable.inputMappings[0].button: unknown key "button"`},
		{"mapping not an object", mapping(`"mouse.left"`), `items/x.json:8: equippable.inputMappings[0]: want an object, have a string`},
		{"missing tag", mapping(`{ "input": "mouse.left" }`), `items/x.json:8: equippable.inputMappings[0].tag: missing`},
		{"hold without time", mapping(`{ "input": "mouse.left", "tag": "T", "trigger": "hold" }`), `items/x.json:8: equippable.inputMappings[0].holdSeconds: missing: a hold trigger needs its hold time`},
		{"time without hold", mapping(`{ "input": "mouse.left", "tag": "T", "holdSeconds": 0.4 }`), `items/x.json:8: equippable.inputMappings[0].holdSeconds: only a hold trigger has a hold time`},
		{"hold of 0", mapping(`{ "input": "mouse.left", "tag": "T", "trigger": "hold", "holdSeconds": 0 }`), `items/x.json:8: equippable.inputMappings[0].holdSeconds: must be above 0 and at most 3600, have 0`},
		{"endless hold", mapping(`{ "input": "mouse.left", "tag": "T", "trigger": "hold", "holdSeconds": 1e300 }`), `items/x.json:8: equippable.inputMappings[0].holdSeconds: must be above 0 and at most 3600, have 1e+300`},
		{"negative stop distance", strings.Replace(goodItem, `"actionGraph": "graphs/ok.json",`, `"actionGraph": "graphs/ok.json", "spacing": { "stopDistance": -5 },`, 1),
			`items/x.json:6: equippable.spacing.stopDistance: want -1 (follow the game's) or a number from 0, have -5`},
		{"unknown spacing key", strings.Replace(goodItem, `"actionGraph": "graphs/ok.json",`, `"actionGraph": "graphs/ok.json", "spacing": { "reach": 5 },`, 1),
			`items/x.json:6: equippable.spacing.reach: unknown key "reach"`},
		{"duplicate mapping", mapping(goodMapping + ",\n" + goodMapping), `items/x.json:9: equippable.inputMappings[1]: duplicate mapping of mouse.left to T (pressed)`},
		{"missing graph", strings.Replace(goodItem, "graphs/ok.json", "graphs/nope.json", 1), `items/x.json:6: equippable.actionGraph: open graphs/nope.json: file does not exist`},
		{"bad graph", strings.Replace(goodItem, "graphs/ok.json", "graphs/bad.json", 1), "items/x.json:6: equippable.actionGraph: graphs/bad.json has errors:\ngraphs/bad.json:2: nodes[0].colour: unknown key \"colour\""},
	} {
		t.Run(c.name, func(t *testing.T) {
			fsys["items/x.json"] = &fstest.MapFile{Data: []byte(c.doc)}
			it, err := Load(fsys, "items/x.json")
			if err == nil {
				t.Fatalf("loaded %+v, want an error", it)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error:\n%v\nwant it to contain\n%s", err, c.want)
			}
			var ps ag.Problems
			if !errors.Is(err, ErrInvalid) || !errors.As(err, &ps) || len(ps) == 0 {
				t.Errorf("error %v is not ErrInvalid with problems", err)
			}
		})
	}
	fsys["items/x.json"] = &fstest.MapFile{Data: []byte(goodItem)}
	it, err := Load(fsys, "items/x.json")
	if err != nil {
		t.Fatalf("the good item: %v", err)
	}
	want := Mapping{Input: MouseLeft, Tag: "T", Trigger: Pressed}
	if it.Name != "X" || it.Slot != 1 || it.Sprite != "S" || it.GraphFile != "graphs/ok.json" || it.Graph == nil || !slices.Equal(it.Mappings, []Mapping{want}) {
		t.Errorf("the good item loaded as %+v", it)
	}
	if _, err := Load(fsys, "items/none.json"); !errors.Is(err, fs.ErrNotExist) || errors.Is(err, ErrInvalid) {
		t.Errorf("a missing item file: %v, want fs.ErrNotExist", err)
	}
}

func TestLoadAll(t *testing.T) {
	graph := &fstest.MapFile{Data: []byte(`{"nodes":[{"name":"A"}]}`)}
	item := func(name, slot, graph string) *fstest.MapFile {
		doc := strings.NewReplacer(`"X"`, `"`+name+`"`, `"slot": 1`, `"slot": `+slot, "graphs/ok.json", graph).Replace(goodItem)
		return &fstest.MapFile{Data: []byte(doc)}
	}
	t.Run("sorted by slot, one graph shared", func(t *testing.T) {
		fsys := fstest.MapFS{"graphs/ok.json": graph, "graphs/b.json": graph,
			"items/a.json": item("A", "2", "graphs/ok.json"), "items/b.json": item("B", "0", "graphs/b.json"),
			"items/c.json": item("C", "1", "graphs/ok.json"), "items/notes.txt": {Data: []byte("not an item")}}
		all, err := LoadAll(fsys, "items")
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, it := range all {
			names = append(names, it.Name)
		}
		if !slices.Equal(names, []string{"B", "C", "A"}) {
			t.Errorf("order %q, want B C A", names)
		}
		if all.Slot(2).Graph != all.Slot(1).Graph || all.Slot(0).Graph == all.Slot(1).Graph {
			t.Error("items naming one graph file should share one graph, and only they")
		}
		if all.Default() != all.Named("B") || all.Slot(5) != nil || all.Named("Z") != nil {
			t.Error("Default, Slot or Named picks the wrong item")
		}
	})
	for _, c := range []struct {
		name string
		fsys fstest.MapFS
		want []string
	}{
		{"two in one slot", fstest.MapFS{"graphs/ok.json": graph, "items/a.json": item("A", "1", "graphs/ok.json"), "items/b.json": item("B", "1", "graphs/ok.json")},
			[]string{"items/b.json: slot: slot 1 is taken by items/a.json"}},
		{"one name twice", fstest.MapFS{"graphs/ok.json": graph, "items/a.json": item("A", "1", "graphs/ok.json"), "items/b.json": item("A", "2", "graphs/ok.json")},
			[]string{`items/b.json: name: name "A" is taken by items/a.json`}},
		{"every bad file named", fstest.MapFS{"graphs/ok.json": graph, "items/a.json": item("A", "11", "graphs/ok.json"), "items/b.json": item("B", "2", "graphs/no.json")},
			[]string{"items/a.json:3: slot:", "items/b.json:6: equippable.actionGraph:"}},
		{"no items", fstest.MapFS{"graphs/ok.json": graph}, []string{"no item files in items"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := LoadAll(c.fsys, "items")
			if err == nil {
				t.Fatal("loaded, want an error")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error:\n%v\nwant it to contain %q", err, w)
				}
			}
		})
	}
}
