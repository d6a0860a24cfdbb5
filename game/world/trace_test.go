package world

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/upc-demo/actiongraph-game/assets"
)

// assetsWith loads the shipped assets with some files' text edited.
func assetsWith(t *testing.T, edits map[string]func(string) string) *Assets {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(assets.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(assets.FS, p)
		if edit := edits[p]; edit != nil {
			data = []byte(edit(string(data)))
		}
		m[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	a, err := LoadAssets(m)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestTraceWindowsPerMoveAndTag lands a blow with every move past 300
// node starts (a move's window is its own, whatever the history holds), and
// twice with one move whose sheet has two trace tags side by side (each tag
// is a window of its own).
func TestTraceWindowsPerMoveAndTag(t *testing.T) {
	still := func(s string) string { // no knockback: every blow can find the Grunt
		for _, kb := range []string{"200", "210", "300"} {
			s = strings.Replace(s, `"knockback": `+kb+`,`, `"knockback": 0,`, -1)
		}
		return s
	}
	t.Run("a cut into a frame-0 trace past 300 node starts", func(t *testing.T) {
		// Jab 1's window opens on its first trace frame, and Jab 2's trace
		// starts on frame 0: a press mid-trace cuts Jab 1 into Jab 2 with
		// no tick out of a trace between them.
		a := assetsWith(t, map[string]func(string) string{
			"attacks.json": still,
			"sprites/AM_Fists_Jab1.json": func(s string) string {
				return strings.Replace(s, `"name": "window:action", "from": 3,`, `"name": "window:action", "from": 1,`, 1)
			},
			"sprites/AM_Fists_Jab2.json": func(s string) string {
				s = strings.Replace(s, `{ "name": "trace:blade", "from": 1,`, `{ "name": "trace:blade", "from": 0,`, 1)
				return strings.Replace(s, `"keys": [{ "frame": 1, "bounds": {"x": 43, "y": 30, "w": 11, "h": 11 } },`,
					`"keys": [{ "frame": 0, "bounds": {"x": 43, "y": 30, "w": 11, "h": 11 } }, { "frame": 1, "bounds": {"x": 43, "y": 30, "w": 11, "h": 11 } },`, 1)
			},
		})
		w, err := New(a, Options{Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		e := place(t, w, "Grunt", 34)
		e.SetDummy(true)
		jab2s, lost := 0, 0
		var fx []Effect
		for cycle := 0; cycle < 160; cycle++ {
			start := w.Now() + 1
			s := script(t, fmt.Sprintf(`[{"tick":%d,"down":"mouse.left"},{"tick":%d,"up":"mouse.left"},{"tick":%d,"down":"mouse.left"},{"tick":%d,"up":"mouse.left"}]`,
				start, start+1, start+5, start+6))
			landed, jab2 := false, false
			for w.Now() < start+100 { // past the late grace: each cycle starts at Jab 1
				if err := s.Feed(w); err != nil {
					t.Fatal(err)
				}
				w.Step()
				if w.Player().State().Node == "Jab 2" {
					jab2 = true
					for _, x := range w.Effects(fx[:0]) {
						landed = landed || (x.Age == 0 && x.Victim == e)
					}
				}
				e.Fighter().SetVital("health", e.Fighter().MaxHealth)
				w.Player().Fighter().SetVital("stamina", 100)
			}
			if !jab2 {
				t.Fatalf("cycle %d played no Jab 2 (history %v)", cycle, w.Player().History()[len(w.Player().History())-3:])
			}
			jab2s++
			if !landed {
				lost++
			}
		}
		if w.Player().nodeSeq < 300 {
			t.Fatalf("%d node starts, want past 300", w.Player().nodeSeq)
		}
		if lost > 0 {
			t.Errorf("%d of %d Jab 2s landed nothing: their window was the cut Jab 1's", lost, jab2s)
		}
	})
	t.Run("two trace tags side by side", func(t *testing.T) {
		split := func(s string) string {
			return strings.Replace(s, `{ "name": "trace:blade", "from": 2, "to": 4,`,
				`{ "name": "trace:rise", "from": 2, "to": 3, "direction": "forward", "color": "#ff004dff" },
   { "name": "trace:fall", "from": 4, "to": 4,`, 1)
		}
		count := func(a *Assets) int {
			w, err := New(a, Options{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			e := place(t, w, "Grunt", 34)
			e.SetDummy(true)
			e.Fighter().MaxStagger, e.Fighter().StaggerImmunity = 1, 0
			// Jab 1, Jab 2, then the Hook pressed in Jab 2's window.
			s := script(t, `[{"tick":0,"down":"mouse.left"},{"tick":2,"up":"mouse.left"},{"tick":12,"down":"mouse.left"},{"tick":14,"up":"mouse.left"},{"tick":30,"down":"mouse.left"},{"tick":32,"up":"mouse.left"}]`)
			hits := 0
			var fx []Effect
			hooked := false
			for w.Now() < 120 {
				if err := s.Feed(w); err != nil {
					t.Fatal(err)
				}
				w.Step()
				hooked = hooked || w.Player().State().Node == "Hook"
				for _, x := range w.Effects(fx[:0]) {
					if x.Age == 0 && x.Victim == e && w.Player().State().Node == "Hook" {
						hits++
					}
				}
				e.Fighter().SetVital("health", e.Fighter().MaxHealth)
			}
			if !hooked {
				t.Fatal("the Hook never played")
			}
			return hits
		}
		one := count(assetsWith(t, map[string]func(string) string{"attacks.json": still}))
		two := count(assetsWith(t, map[string]func(string) string{"attacks.json": still, "sprites/AM_Fists_Hook.json": split}))
		if one != 1 || two != 2 {
			t.Errorf("the Hook landed %d times with one trace tag and %d with two, want 1 and 2", one, two)
		}
	})
}
