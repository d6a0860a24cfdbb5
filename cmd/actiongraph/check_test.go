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
// sprites, the tuning): every problem is printed as file:line: path: message and the
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

// TestCheckSoundFiles checks sound files named one by one: a WAV file the
// game's decoder would refuse (32-bit float) is an error naming the file, a
// good one passes. The mapping and the sprite sheets' sound tags are in
// the golden above (testdata/check/sounds/sounds.json,
// testdata/check/sprites/AM_Sound_Typos.json).
func TestCheckSoundFiles(t *testing.T) {
	code, out, errs := runCmd("check", "testdata/check/sounds/float.wav", "testdata/check/sounds/whoosh_light.wav")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	want := "testdata/check/sounds/float.wav: format 3: want 1 (linear PCM)\n"
	if errs != want || out != "1 errors, 0 warnings\n" {
		t.Errorf("have stderr %q, stdout %q; want %q and one error", errs, out, want)
	}
}
