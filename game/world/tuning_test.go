package world

import (
	"os"
	"strings"
	"testing"
)

// TestTuningAndMotionFiles reads the shipped tuning and root motion files,
// and broken copies whose errors must name the file, the line and the JSON
// path.
func TestTuningAndMotionFiles(t *testing.T) {
	tuning, err := os.ReadFile("../../assets/tuning.json")
	if err != nil {
		t.Fatal(err)
	}
	motion, err := os.ReadFile("../../assets/motion.json")
	if err != nil {
		t.Fatal(err)
	}
	lib := testAssets(t).Library
	tests := []struct {
		name, file string
		data       string
		want       string // "" parses
	}{
		{"shipped tuning", "tuning.json", string(tuning), ""},
		{"shipped motion", "motion.json", string(motion), ""},
		{"unknown key", "tuning.json", strings.Replace(string(tuning), `"walkSpeed"`, `"walkSped"`, 1), `tuning.json:7: player.walkSped: unknown key`},
		{"out of range", "tuning.json", strings.Replace(string(tuning), `"attackTokens": 2`, `"attackTokens": 0`, 1), `pacing.attackTokens: want from 1 to 64, have 0`},
		{"a group missing", "tuning.json", `{"player":{}}`, `tuning.json:1: combat: missing`},
		{"a number missing", "tuning.json", strings.Replace(string(tuning), `"friction": 1800,`, ``, 1), `combat.friction: missing`},
		{"a revive share past all of it", "tuning.json", strings.Replace(string(tuning), `"healthShare": 0.4`, `"healthShare": 1.5`, 1), `tuning.json:32: revive.healthShare: want from 0.01 to 1, have 1.5`},
		{"a revive number missing", "tuning.json", strings.Replace(string(tuning), `"reach": 48,`, ``, 1), `revive.reach: missing`},
		{"the revive group missing", "tuning.json", `{"player":{},"approach":{},"enemies":{},"pacing":{},"combat":{}}`, `tuning.json:1: revive: missing`},
		{"wrong type", "tuning.json", strings.Replace(string(tuning), `"radius": 14`, `"radius": "big"`, 1), `player.radius: want a number, have a string`},
		{"no such montage", "motion.json", `{"AM_Nope": {"steps": []}}`, `motion.json:1: AM_Nope: no montage "AM_Nope" in the sprites`},
		{"step backwards", "motion.json", `{"AM_Fists_Jab1": {"steps": [{"from": 0.2, "to": 0.1, "distance": 5}]}}`, `AM_Fists_Jab1.steps[0]: to (0.1) must come after from (0.2)`},
		{"past the end", "motion.json", `{"AM_Fists_Jab1": {"steps": [{"from": 0, "to": 9, "distance": 5}]}}`, `AM_Fists_Jab1.steps[0].to: past the montage's end at 0.6 s`},
		{"unknown step key", "motion.json", `{"AM_Fists_Jab1": {"steps": [{"from": 0, "to": 0.1, "distance": 5, "speed": 1}]}}`, `AM_Fists_Jab1.steps[0].speed: unknown key`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var err error
			if tt.file == "tuning.json" {
				_, err = ParseTuning(tt.file, []byte(tt.data))
			} else {
				_, err = ParseMotion(tt.file, []byte(tt.data), lib)
			}
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("have %v, want none", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), tt.file+":")):
				t.Fatalf("have %v, want an error naming %s and %q", err, tt.file, tt.want)
			}
		})
	}
}
