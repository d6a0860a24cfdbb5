package ai

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestTypeReportsEveryProblemWithItsLine breaks a shipped enemy type in
// several places at once: each problem is reported, none clamped away,
// each with the file, the line of the value and its path.
func TestTypeReportsEveryProblemWithItsLine(t *testing.T) {
	data, err := os.ReadFile("../assets/enemies/grunt.json")
	if err != nil {
		t.Fatal(err)
	}
	edits := []struct{ old, new string }{
		{`"stamina": 50`, `"stamina": -5`},
		{`"attackRange": 70`, `"attackRange": -70`},
		{`"guardChance": 0.25`, `"guardChance": 1.5`},
		{`"weight": 3`, `"weight": -3`},
		{`"mode": "discrete"`, `"mode": "burst"`},
	}
	doc := string(data)
	for _, e := range edits {
		if !strings.Contains(doc, e.old) {
			t.Fatalf("grunt.json has no %s", e.old)
		}
		doc = strings.Replace(doc, e.old, e.new, 1)
	}
	line := func(s string) int { return 1 + strings.Count(doc[:strings.Index(doc, s)], "\n") }
	_, err = ParseType("grunt.json", []byte(doc))
	if err == nil {
		t.Fatal("loaded; want errors")
	}
	want := []struct {
		have string
		is   error
	}{
		{"grunt.json:" + strconv.Itoa(line(`"stamina"`)) + ": stamina: must not be negative, have -5", errNegative},
		{"grunt.json:" + strconv.Itoa(line(`"attackRange"`)) + ": attackRange: must be above 0, have -70", errBadNumber},
		{"grunt.json:" + strconv.Itoa(line(`"guardChance"`)) + ": guardChance: must be from 0 to 1, have 1.5", errChance},
		{"grunt.json:" + strconv.Itoa(line(`"weight": -3`)) + ": combos[0].weight: must not be negative, have -3", errNegative},
		{"grunt.json:" + strconv.Itoa(line(`"burst"`)) + `: combos[1].mode: unknown mode (want "chain" or "discrete"), have "burst"`, errBadMode},
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != len(want) {
		t.Errorf("have %d problems, want %d:\n%v", len(lines), len(want), err)
	}
	for _, w := range want {
		found := false
		for _, l := range lines {
			found = found || l == w.have
		}
		if !found {
			t.Errorf("no line %q in:\n%v", w.have, err)
		}
		if !errors.Is(err, w.is) {
			t.Errorf("error does not wrap %v", w.is)
		}
	}
}
