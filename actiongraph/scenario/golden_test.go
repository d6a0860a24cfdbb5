package scenario_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/scenario"
)

// update rewrites the golden files from the current output.
var update = flag.Bool("update", false, "rewrite actiongraph/testdata/*.golden from the current output")

// testdata is the folder of the reference page's examples, one scenario a
// file. Each file's "description" names the rules it shows; in short:
//
//	two_presses*            AG-WIN-1, AG-IN-9, AG-IN-10 (and AG-WIN-3 at speed 0.5)
//	buffer_*, late_press    AG-BUF-1, AG-BUF-3, AG-END-1
//	late_grace*             AG-LATE-1, AG-LATE-2
//	held_restart*           AG-BUF-4, AG-IN-10
//	parry_interrupt         AG-IN-4, AG-IN-11
//	dodge_cancel*           AG-IN-5, AG-IN-6, AG-IN-7, AG-IN-11
//	guard_*                 AG-PAY-3, AG-TAG-1, AG-TAG-2, AG-GRAPH-4, AG-BUF-2
//	heavy_stamina_*         AG-COST-1, AG-END-1, AG-END-5
//	queue_*                 AG-API-2
const testdata = "../testdata"

// montages loads the montages the game ships.
func montages(t *testing.T) map[string]*ag.Montage {
	t.Helper()
	const file = "../../assets/montages.json"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	m, ps := scenario.LoadMontages(file, data)
	if ps.HasErrors() {
		t.Fatalf("%s:\n%v", file, ps.Errors())
	}
	return m
}

// run loads and runs one scenario file.
func run(t *testing.T, file string, opt scenario.Options) []byte {
	t.Helper()
	sc, ps := scenario.LoadFile(file, opt)
	if ps.HasErrors() {
		t.Fatalf("load:\n%v", ps.Errors())
	}
	var buf bytes.Buffer
	if err := scenario.Run(sc, &buf); err != nil {
		t.Fatalf("run: %v", err)
	}
	return buf.Bytes()
}

// firstDiff describes the first line where have and want differ.
func firstDiff(have, want []byte) string {
	h := strings.Split(string(have), "\n")
	w := strings.Split(string(want), "\n")
	for i := 0; i < max(len(h), len(w)); i++ {
		var hl, wl string
		if i < len(h) {
			hl = h[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if hl != wl {
			return fmt.Sprintf("line %d:\nhave %s\nwant %s", i+1, hl, wl)
		}
	}
	return "no line differs"
}

// TestGolden runs every testdata scenario and compares its output, byte for
// byte, with the golden file beside it; running it twice must give the same
// bytes. Rules: see the table above testdata.
func TestGolden(t *testing.T) {
	opt := scenario.Options{Montages: montages(t)}
	files, err := filepath.Glob(filepath.Join(testdata, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no scenarios in %s", testdata)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) {
			have := run(t, file, opt)
			again := run(t, file, opt)
			if !bytes.Equal(have, again) {
				t.Errorf("two runs differ at %s", firstDiff(again, have))
			}
			golden := strings.TrimSuffix(file, ".json") + ".golden"
			if *update {
				if err := os.WriteFile(golden, have, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to write it)", err)
			}
			if !bytes.Equal(have, want) {
				t.Errorf("%s differs from the output at %s", golden, firstDiff(have, want))
			}
		})
	}
}

// TestBadInput loads each malformed scenario in testdata/bad: the load must
// fail without a panic, every error must start with the name of a file in
// that folder, and each line of the NAME.err file beside it must appear in
// the errors as written relative to the folder ("file:line: JSON path:
// message"). Rules: AG-GRAPH-1, AG-GRAPH-5.
func TestBadInput(t *testing.T) {
	opt := scenario.Options{Montages: montages(t)}
	dir := filepath.Join(testdata, "bad")
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no bad scenarios in %s", dir)
	}
	prefix := filepath.ToSlash(dir) + "/"
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) {
			wantData, err := os.ReadFile(strings.TrimSuffix(file, ".json") + ".err")
			if err != nil {
				t.Fatal(err)
			}
			sc, ps := loadNoPanic(t, file, opt)
			if !ps.HasErrors() || sc != nil {
				t.Fatalf("load succeeded, want an error")
			}
			var have strings.Builder
			for _, p := range ps.Errors() {
				text := filepath.ToSlash(p.String())
				rel, ok := strings.CutPrefix(text, prefix)
				if !ok || !strings.Contains(rel, ".json") {
					t.Errorf("error does not name a file in %s: %s", prefix, text)
				}
				have.WriteString(rel + "\n")
			}
			for _, want := range strings.Split(strings.TrimSpace(string(wantData)), "\n") {
				if !strings.Contains(have.String(), want) {
					t.Errorf("errors lack %q; have:\n%s", want, have.String())
				}
			}
		})
	}
}

// loadNoPanic loads a scenario file and fails the test if loading panics.
func loadNoPanic(t *testing.T, file string, opt scenario.Options) (sc *scenario.Scenario, ps ag.Problems) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("load panicked: %v", r)
		}
	}()
	return scenario.LoadFile(file, opt)
}
