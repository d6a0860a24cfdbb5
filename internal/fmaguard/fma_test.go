package fmaguard

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"testing"
)

// binaries are the commands that link every logic package: the headless
// tool (engine, combat, AI, items, anim, world, sounds, pictures) and the
// play harness (the bots).
var binaries = []string{"./cmd/actiongraph", "./cmd/playtest"}

// fused matches arm64's fused multiply-add and -subtract instructions, scalar
// and vector, as go tool objdump prints them.
var fused = regexp.MustCompile(`\s(F(N)?M(ADD|SUB)[SD]|VFML[AS])\s`)

// allowed are the symbol prefixes whose fused arithmetic cannot reach a
// fight: the Go runtime's garbage-collector pacing.
var allowed = []string{"runtime."}

// TestGuardSeesFusion checks the guard on a program that fuses x*3.5 + 1.25.
func TestGuardSeesFusion(t *testing.T) {
	goBin := goCommand(t)
	out := filepath.Join(t.TempDir(), "fused")
	buildArm64(t, goBin, ".", "./testdata/fused", out)
	sites, err := fusedSites(goBin, out)
	if err != nil {
		t.Fatal(err)
	}
	have := strings.Join(sites, "\n")
	if want := "main.main at main.go:13"; !strings.Contains(have, want) {
		t.Errorf("fused sites = %q, want one %q", have, want)
	}
}

// TestNoFusedMultiplyAdd builds each binary for arm64 and lists every fused
// instruction outside the runtime by function and source line.
func TestNoFusedMultiplyAdd(t *testing.T) {
	goBin := goCommand(t)
	dir := t.TempDir()
	for _, pkg := range binaries {
		out := filepath.Join(dir, filepath.Base(pkg))
		buildArm64(t, goBin, "../..", pkg, out)
		sites, err := fusedSites(goBin, out)
		if err != nil {
			t.Fatal(err)
		}
		if len(sites) > 0 {
			t.Errorf("%s built for arm64 has %d fused multiply-adds outside the runtime; "+
				"write float64(x*y) + z, or use internal/detmath:\n  %s",
				pkg, len(sites), strings.Join(sites, "\n  "))
		}
	}
}

// goCommand returns the go command, or skips where there is none (under
// wasm or qemu) or with -short.
func goCommand(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds for arm64; skipped with -short")
	}
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goBin); err != nil || runtime.GOOS == "js" {
		t.Skipf("no go command here (%s)", goBin)
	}
	return goBin
}

// buildArm64 builds pkg, from dir, for linux/arm64 into out.
func buildArm64(t *testing.T, goBin, dir, pkg, out string) {
	t.Helper()
	build := exec.Command(goBin, "build", "-o", out, pkg)
	build.Dir = dir
	build.Env = append(os.Environ(), "GOOS=linux", "GOARCH=arm64", "CGO_ENABLED=0")
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("GOARCH=arm64 go build %s: %v\n%s", pkg, err, b)
	}
}

// fusedSites disassembles a binary and returns "function (file:line)" for
// each fused instruction in a function not allowed, once each, sorted.
func fusedSites(goBin, binary string) ([]string, error) {
	cmd := exec.Command(goBin, "tool", "objdump", binary)
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var fn, file string
	sc := bufio.NewScanner(pipe)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "TEXT "); ok {
			fn, file, _ = strings.Cut(rest, " ")
			fn = strings.TrimSuffix(fn, "(SB)")
			continue
		}
		if !fused.MatchString(line) || isAllowed(fn) {
			continue
		}
		// An instruction line starts with the base name and line of the
		// source it came from, which is another file when inlined.
		at := strings.Fields(line)[0]
		seen[fmt.Sprintf("%s at %s (in %s)", fn, at, filepath.Base(file))] = true
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if err := cmd.Wait(); err != nil {
		return nil, fmt.Errorf("go tool objdump: %w", err)
	}
	sites := make([]string, 0, len(seen))
	for s := range seen {
		sites = append(sites, s)
	}
	sort.Strings(sites)
	return sites, nil
}

func isAllowed(fn string) bool {
	for _, p := range allowed {
		if strings.HasPrefix(fn, p) {
			return true
		}
	}
	return false
}
