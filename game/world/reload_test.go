package world

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/ai"
	"github.com/upc-demo/actiongraph-game/assets"
)

// myFirstGraph is the reference page's five-minute example in this
// project's files (docs/designers.md): Light 1 and Light 2 on one button.
const myFirstGraph = "testdata/designer/my_first_graph.json"

// copyAssets copies the shipped assets into a temporary folder, as a
// designer's working copy of assets/, and returns the folder.
func copyAssets(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	err := fs.WalkDir(assets.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(assets.FS, p)
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// save writes a file into the assets folder, as an editor's save does.
func save(t testing.TB, dir, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, filepath.FromSlash(name)), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFile(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// clickTwice returns a script that clicks the left mouse button twice
// from the world's next tick, the second click 6 ticks after the first.
func clickTwice(t testing.TB, w *World) *Script {
	t.Helper()
	at := w.NextTick()
	return script(t, fmt.Sprintf(`[{"tick":%d,"down":"mouse.left"},{"tick":%d,"up":"mouse.left"},{"tick":%d,"down":"mouse.left"},{"tick":%d,"up":"mouse.left"}]`, at, at+4, at+6, at+9))
}

// TestReloadHandsTheEditToTheCharacter runs a world on a copy of the
// assets, saves the five-minute example over the fists' graph while the
// player is mid-jab, reloads, and clicks twice: the presses follow the new
// wires (Light 1, then Light 2 at Jab 1's action window), and the player
// keeps its place and health.
func TestReloadHandsTheEditToTheCharacter(t *testing.T) {
	dir := copyAssets(t)
	a, err := LoadAssets(os.DirFS(dir))
	if err != nil {
		t.Fatal(err)
	}
	w, err := New(a, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	p := w.Player()
	run(t, w, clickTwice(t, w), 10)
	if have := p.State().Node; have != "Jab 1" {
		t.Fatalf("before the save the player is in %q, want Jab 1", have)
	}
	p.Fighter().Health = 61
	pos := p.Fighter().Pos

	save(t, dir, "graphs/fists.json", readFile(t, myFirstGraph))
	b, err := LoadAssets(os.DirFS(dir))
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Reload(b); err != nil {
		t.Fatal(err)
	}
	if have := p.Component().Graph().Name; have != "AG_MyFirstGraph" {
		t.Fatalf("after the reload the player runs %q, want AG_MyFirstGraph", have)
	}
	if have := p.State().Node; have != ag.RootName {
		t.Errorf("a changed graph left the player in %q, want ROOT", have)
	}
	if p.Item() != b.Items.Named("Fists") || w.Assets() != b {
		t.Error("the player's item or the world's assets are not the reloaded ones")
	}
	if have := p.Fighter().Pos; have != pos {
		t.Errorf("position %v after the reload, want %v", have, pos)
	}
	from := w.NextTick()
	starts := run(t, w, clickTwice(t, w), from+60)
	m, _ := b.Library.Montage("AM_Fists_Jab1")
	open := from + ag.SecondsToTicks(m.Windows[0].Start)
	if have, ok := starts["Light 1"]; !ok || have != from {
		t.Errorf("Light 1 started on tick %d (%t), want %d", have, ok, from)
	}
	if have, ok := starts["Light 2"]; !ok || have != open {
		t.Errorf("Light 2 started on tick %d (%t), want %d, the window's start", have, ok, open)
	}
	if have := p.Fighter().Health; have != 61 {
		t.Errorf("health %g after the reload, want 61", have)
	}
}

// TestBrokenSaveKeepsTheOldGraph saves a fists graph with a wire to a
// node that does not exist: loading fails naming the file, line and JSON
// path, nothing is swapped, and the player's next press plays the old Jab 1.
func TestBrokenSaveKeepsTheOldGraph(t *testing.T) {
	dir := copyAssets(t)
	a, err := LoadAssets(os.DirFS(dir))
	if err != nil {
		t.Fatal(err)
	}
	w, err := New(a, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	broken := strings.Replace(string(readFile(t, myFirstGraph)), `"to": "Light 2"`, `"to": "Ligth 2"`, 1)
	save(t, dir, "graphs/fists.json", []byte(broken))
	_, err = LoadAssets(os.DirFS(dir))
	if err == nil {
		t.Fatal("a graph with a wire to a missing node loaded")
	}
	if want := `graphs/fists.json:11: transitions[1].to: no node "Ligth 2"`; err.Error() != want {
		t.Errorf("the load error reads\n%v\nwant\n%s", err, want)
	}
	from := w.NextTick()
	starts := run(t, w, clickTwice(t, w), from+40)
	if _, ok := starts["Jab 1"]; !ok {
		t.Errorf("the old graph is not running: started %v", starts)
	}
	if w.Assets() != a {
		t.Error("the world's assets changed")
	}
}

// TestReloadRefusesAMissingEnemyType takes away the type of an enemy in
// play: Reload fails naming it and the world keeps its assets and graphs.
func TestReloadRefusesAMissingEnemyType(t *testing.T) {
	a := testAssets(t)
	w := newWorld(t, "")
	e := place(t, w, "Grunt", 300)
	b := *a
	b.Enemies = slices.DeleteFunc(slices.Clone(a.Enemies), func(ty *ai.Type) bool { return ty.Name == "Grunt" })
	err := w.Reload(&b)
	if !errors.Is(err, ErrReload) || !strings.Contains(err.Error(), `"Grunt"`) {
		t.Fatalf("Reload: %v, want an ErrReload naming Grunt", err)
	}
	if w.Assets() != a || e.Type != a.Enemy("Grunt") {
		t.Error("a refused reload changed the world")
	}
}

// TestReloadKeepsUnchangedGraphsRunning reloads the same files: the
// player's jab and the enemy's move play on, since no graph changed, and
// every character now holds the new item and type.
func TestReloadKeepsUnchangedGraphsRunning(t *testing.T) {
	w := newWorld(t, "")
	e := place(t, w, "Grunt", 300)
	e.brain = nil
	e.comp.QueueInputSequence(ag.Chain, TagLightAttack)
	run(t, w, clickTwice(t, w), 5)
	p := w.Player()
	pNode, eNode := p.State().Node, e.State().Node
	if pNode == ag.RootName || eNode == ag.RootName {
		t.Fatalf("nobody is mid-move: player %q, enemy %q", pNode, eNode)
	}
	b, err := LoadAssets(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Reload(b); err != nil {
		t.Fatal(err)
	}
	if have := p.State().Node; have != pNode {
		t.Errorf("player in %q after reloading unchanged files, want %q", have, pNode)
	}
	if have := e.State().Node; have != eNode {
		t.Errorf("enemy in %q after reloading unchanged files, want %q", have, eNode)
	}
	if p.Item() != b.Items.Named("Fists") || e.Type != b.Enemy("Grunt") {
		t.Error("the characters do not hold the reloaded item and type")
	}
}
