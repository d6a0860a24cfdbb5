package main

import (
	"os"
	"path/filepath"
	"testing"
)

// checkGolden holds what check prints for the broken files under
// testdata/check: the problems (stderr), then the count (stdout).
const checkGolden = "testdata/check/golden.txt"

// TestCheckBrokenFilesGolden checks a designer's broken files, one folder
// of each kind the check command tells apart (graphs, items, enemies,
// sprites): every problem is printed as file:line: path: message and the
// output matches the golden file; go test -run TestCheckBrokenFilesGolden
// -update rewrites it.
func TestCheckBrokenFilesGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/check/*/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no broken files: %v", err)
	}
	code, out, errs := runCmd(append([]string{"check"}, files...)...)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	have := errs + out
	if updating() {
		if err := os.WriteFile(checkGolden, []byte(have), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(checkGolden)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if have != string(want) {
		t.Errorf("check's output differs from %s (run go test -update after checking the change):\n%s", checkGolden, have)
	}
}
