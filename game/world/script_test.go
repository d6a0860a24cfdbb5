package world

import (
	"slices"
	"testing"
)

func TestParseScript(t *testing.T) {
	tests := []struct {
		name    string
		data    string
		wantLen int
		wantErr bool
	}{
		{"empty list", `[]`, 0, false},
		{"press and release", `[{"tick":0,"press":"A"},{"tick":6,"release":"A"}]`, 2, false},
		{"out of order", `[{"tick":9,"press":"A"},{"tick":1,"press":"B"}]`, 2, false},
		{"not a list", `{"tick":0}`, 0, true},
		{"unknown key", `[{"tick":0,"press":"A","hold":true}]`, 0, true},
		{"negative tick", `[{"tick":-1,"press":"A"}]`, 0, true},
		{"nothing", `[{"tick":0}]`, 0, true},
		{"both press and release", `[{"tick":0,"press":"A","release":"A"}]`, 0, true},
		{"buttons and stick", `[{"tick":0,"down":"mouse.left"},{"tick":2,"stick":[1,0]},{"tick":3,"up":"mouse.left"},{"tick":4,"item":1}]`, 4, false},
		{"unknown button", `[{"tick":0,"down":"mouse.leftt"}]`, 0, true},
		{"down and stick", `[{"tick":0,"down":"mouse.left","stick":[0,1]}]`, 0, true},
		{"negative character", `[{"tick":0,"press":"A","character":-1}]`, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := ParseScript([]byte(tt.data))
			if (err != nil) != tt.wantErr {
				t.Fatalf("error: have %v, want error %v", err, tt.wantErr)
			}
			if err == nil && s.Len() != tt.wantLen {
				t.Errorf("steps: have %d, want %d", s.Len(), tt.wantLen)
			}
		})
	}
}

func TestScriptFeedsOnItsTick(t *testing.T) {
	// AG-IN-8: a scripted press at tick 7 starts Jab 1 on tick 7, not before.
	s, err := ParseScript([]byte(`[{"tick":12,"release":"UPC.Input.LightAttack"},{"tick":7,"press":"UPC.Input.LightAttack"}]`))
	if err != nil {
		t.Fatal(err)
	}
	w := newWorld(t, "")
	var have []int64
	for w.NextTick() <= 20 {
		if err := s.Feed(w); err != nil {
			t.Fatal(err)
		}
		w.Step()
		if len(w.Character(0).History()) == 1 && len(have) == 0 {
			have = append(have, w.Now())
		}
	}
	if want := []int64{7}; !slices.Equal(have, want) {
		t.Errorf("Jab 1 started on ticks %v, want %v", have, want)
	}
	if !s.Done() {
		t.Error("script not done after its last tick")
	}
}

func TestScriptUnknownCharacter(t *testing.T) {
	s, err := ParseScript([]byte(`[{"tick":0,"press":"A","character":3}]`))
	if err != nil {
		t.Fatal(err)
	}
	w := newWorld(t, "")
	if err := s.Feed(w); err == nil {
		t.Error("step for character 3 in a one-character world: have nil error")
	}
}
