package items

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

// FuzzLoad: any bytes as an item file give an item or an error, never a panic.
func FuzzLoad(f *testing.F) {
	for _, n := range []string{"fists", "sword", "twohanded", "shield"} {
		if data, err := os.ReadFile("../assets/items/" + n + ".json"); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(strings.Repeat("[", 20000) + strings.Repeat("]", 20000))) // deep nesting
	f.Add([]byte(`{"name": "X", "equippable": {"inputMappings": [` + strings.Repeat(`{"input": "mouse.left", "trigger": "pressed", "inputTag": "UPC.Input.LightAttack"},`, 3000) + `{}]}}`))
	graph, err := os.ReadFile("../assets/graphs/sword.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := fstest.MapFS{
			"items/x.json":      {Data: data},
			"graphs/sword.json": {Data: graph},
			"graphs/fists.json": {Data: graph},
		}
		it, err := Load(fsys, "items/x.json")
		if (it == nil) == (err == nil) {
			t.Fatalf("item %v with error %v", it, err)
		}
		if it != nil {
			m := NewMapper(it.Mappings)
			var evs []Event
			for i := range 64 {
				evs = m.Update(Buttons(uint64(i)*0x9e3779b97f4a7c15), evs[:0])
			}
		}
	})
}
