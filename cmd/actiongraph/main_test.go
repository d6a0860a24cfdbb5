package main

import (
	"bytes"
	"strings"
	"testing"
)

func runCmd(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

// TestSimSpecExample runs the spec's example scenario and finds the lines
// the spec documents: the press at 0.42 s buffered on tick 25, and Light 2
// starting from Light 1 at 0.7 s.
func TestSimSpecExample(t *testing.T) {
	code, out, errs := runCmd("sim", "testdata/spec_example.json")
	if code != 0 {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
	for _, want := range []string{
		`{"t":0.417,"tick":25,"input":"UPC.Input.LightAttack","on":"inputPressed","result":"buffered"}`,
		`{"t":0.700,"tick":42,"node":"Light 2","from":"Light 1","via":"inputPressed"}`,
		`{"t":0.000,"tick":0,"node":"Light 1","from":"ROOT","via":"inputPressed"}`,
	} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("output lacks %s\nhave:\n%s", want, out)
		}
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, `{"t":3.000,"tick":180,"state":{"node":`) {
		t.Errorf("last line %s, want the state at 3.0 s", last)
	}
	_, again, _ := runCmd("sim", "testdata/spec_example.json")
	if again != out {
		t.Error("the same file printed different bytes on a second run")
	}
}

// TestSimBadInput checks that a malformed file exits non-zero with one line
// per problem naming the file and the JSON path, and prints nothing on stdout.
func TestSimBadInput(t *testing.T) {
	code, out, errs := runCmd("sim", "testdata/typo.json")
	if code == 0 {
		t.Fatal("exit 0 on a bad file")
	}
	if out != "" {
		t.Errorf("stdout %q, want nothing", out)
	}
	for _, want := range []string{
		`testdata/typo.json:9: graph.transitions[1].to: no node "Ligth 2"`,
		`graph.nodes[0].payload.type: unknown value "playMontag"`,
		`graph.nodes[1].colour: unknown key "colour"`,
	} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q\nhave:\n%s", want, errs)
		}
	}
	if n := strings.Count(strings.TrimSpace(errs), "\n") + 1; n != 3 {
		t.Errorf("%d error lines, want 3:\n%s", n, errs)
	}
}

func TestUsageAndMissingFile(t *testing.T) {
	tests := []struct {
		args []string
		want int
	}{
		{nil, 2},
		{[]string{"sim"}, 2},
		{[]string{"fly", "x"}, 2},
		{[]string{"sim", "testdata/no-such-file.json"}, 1},
	}
	for _, tt := range tests {
		if have, _, _ := runCmd(tt.args...); have != tt.want {
			t.Errorf("%v: exit %d, want %d", tt.args, have, tt.want)
		}
	}
}

func TestCheckShippedGraphs(t *testing.T) {
	code, out, errs := runCmd("check", "../../assets/graphs/unarmed.json", "testdata/typo_graph.json")
	if code != 1 {
		t.Errorf("exit %d, want 1 (one bad file)", code)
	}
	if out != "3 errors, 0 warnings\n" {
		t.Errorf("stdout %q, want the count of the bad file's three errors", out)
	}
	if !strings.Contains(errs, `no node "Ligth 2"`) {
		t.Errorf("stderr %q lacks the bad wire", errs)
	}
}

// TestCheckEverything checks every shipped graph, item, enemy, wave, attack
// and sprite file: none has an error or a warning.
func TestCheckEverything(t *testing.T) {
	code, out, errs := runCmd("check")
	if code != 0 || out != "0 errors, 0 warnings\n" {
		t.Errorf("exit %d, stdout %q, stderr:\n%s", code, out, errs)
	}
}

// TestReplay plays a recorded fight headless: its digests match and the
// final digest is printed; a replay of other assets is refused by name.
func TestReplay(t *testing.T) {
	code, out, errs := runCmd("replay", "../../game/world/testdata/replays/sword.json")
	if code != 0 || !strings.Contains(out, "digests match") || !strings.Contains(out, "final digest ") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if code, _, errs := runCmd("replay", "testdata/typo.json"); code != 1 || !strings.Contains(errs, "typo.json") {
		t.Errorf("a scenario given as a replay: exit %d, stderr %q", code, errs)
	}
}
