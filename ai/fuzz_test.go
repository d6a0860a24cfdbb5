package ai

import (
	"os"
	"strings"
	"testing"
)

// FuzzParseType: any bytes give an enemy type or an error naming the file, never a panic.
func FuzzParseType(f *testing.F) {
	for _, n := range []string{"grunt", "brute", "skirmisher", "weakling"} {
		if data, err := os.ReadFile("../assets/enemies/" + n + ".json"); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"name":"X","combos":[{"mode":"chain"}]}`))
	f.Add([]byte(strings.Repeat("[", 20000) + strings.Repeat("]", 20000))) // deep nesting
	f.Add([]byte(`{"name":"X","combos":[` + strings.Repeat(`{"mode":"chain","inputs":["UPC.Input.LightAttack"]},`, 3000) + `{}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ty, err := ParseType("fuzz.json", data)
		if (ty == nil) == (err == nil) {
			t.Fatalf("type %v with error %v", ty, err)
		}
		if ty != nil {
			b := NewBrain(ty, 1)
			for i := range 200 {
				b.Think(Perception{HasTarget: true, Distance: float64(i), TargetAttacking: i%7 == 0, Idle: i%3 == 0})
			}
		}
	})
}

// FuzzParseWaves: any bytes give waves or an error, never a panic.
func FuzzParseWaves(f *testing.F) {
	if data, err := os.ReadFile("../assets/enemies/waves.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"waves":[{"Grunt":-1}]}`))
	f.Add([]byte(strings.Repeat("[", 20000) + strings.Repeat("]", 20000))) // deep nesting
	f.Add([]byte(`{"waves":[` + strings.Repeat(`{"Grunt":2,"Brute":1},`, 3000) + `{"Grunt":1}]}`))
	types := []*Type{{Name: "Grunt"}, {Name: "Brute"}, {Name: "Weakling"}, {Name: "Skirmisher"}}
	f.Fuzz(func(t *testing.T, data []byte) {
		ws, err := ParseWaves("fuzz.json", data, types)
		if err == nil && len(ws) == 0 {
			t.Fatal("no waves and no error")
		}
	})
}
