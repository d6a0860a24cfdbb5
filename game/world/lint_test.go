package world

import (
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

// TestLintFindsWhatFilesHideTogether: each case used to load with no
// error (and `actiongraph check` said "0 errors") and then broke the game
// or left a character inert; now the loader reports it with file:line.
func TestLintFindsWhatFilesHideTogether(t *testing.T) {
	tests := []struct {
		name, file, from, to string
		want                 string
		warning              bool
	}{
		{"no item in slot 0", "items/fists.json", `"slot": 0`, `"slot": 5`,
			"assets/items: no item in slot 0", false},
		{"an enemy combo its graph never offers", "enemies/grunt.json", `"UPC.Input.LightAttack"`, `"UPC.Input.LightAtack"`,
			`assets/enemies/grunt.json:26: combos[0].inputs[0]: "UPC.Input.LightAtack": its graph has no transition on this tag`, false},
		{"no input mappings", "items/sword.json", `(?s)"inputMappings": \[.*?\]`, `"inputMappings": []`,
			`assets/items/sword.json:10: equippable.inputMappings: empty: the item does nothing`, false},
		{"an item sprite that names nothing", "items/sword.json", `"sprite": "AM_Sword_Combo"`, `"sprite": "AM_Sord_Combo"`,
			`assets/items/sword.json:6: sprite: "AM_Sord_Combo": no sprite sheet or skin by that name`, false},
		{"a colour that is not one", "enemies/brute.json", `"color": "#b71c1c"`, `"color": "greenish"`,
			`assets/enemies/brute.json:16: color: "greenish": want a colour "#rrggbb"`, false},
		{"a mapping no transition listens to", "items/fists.json", `"UPC.Input.Dodge"`, `"UPC.Input.Dodgy"`,
			`assets/items/fists.json:13: equippable.inputMappings[1]: warning: UPC.Input.Dodgy: no transition of graphs/fists.json listens to it`, true},
		{"an enemy graph that is an item file", "enemies/grunt.json", `"actionGraph": "graphs/enemy_grunt.json"`, `"actionGraph": "items/sword.json"`,
			`assets/items/sword.json:5: slot: unknown key "slot"`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := assetsMap(t)
			f := m[tt.file]
			re := regexp.MustCompile(tt.from)
			if f == nil || !re.Match(f.Data) {
				t.Fatalf("%s has no %s", tt.file, tt.from)
			}
			m[tt.file] = &fstest.MapFile{Data: re.ReplaceAll(f.Data, []byte(tt.to))}
			a, err := LoadAssets(m)
			var have string
			if tt.warning {
				if err != nil {
					t.Fatalf("want a warning only, have the error %v", err)
				}
				have = strings.Join(a.Warnings, "\n")
			} else if err != nil {
				have = err.Error()
			}
			if have == "" || !strings.Contains(have, tt.want) {
				t.Fatalf("have %q, want a problem containing %q", have, tt.want)
			}
			t.Logf("%s", firstLine(have))
		})
	}
}
