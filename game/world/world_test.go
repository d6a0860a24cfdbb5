package world

import (
	"bufio"
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/scenario"
	"github.com/upc-demo/actiongraph-game/assets"
)

// started is a node start as the world saw it: the tick and the node.
type started struct {
	Tick ag.Ticks
	Node string
}

// play runs a fresh player world until tick until, feeding steps, and
// returns each node start with its tick.
func play(t *testing.T, steps []ScriptStep, until ag.Ticks) (*World, []started) {
	t.Helper()
	w, err := NewPlayerWorld()
	if err != nil {
		t.Fatal(err)
	}
	s := &Script{steps: steps}
	var have []started
	for w.NextTick() <= until {
		if err := s.Feed(w); err != nil {
			t.Fatal(err)
		}
		w.Step()
		h := w.Character(0).History()
		for len(have) < len(h) {
			have = append(have, started{w.Now(), h[len(have)]})
		}
	}
	return w, have
}

func click(tick ag.Ticks) []ScriptStep {
	return []ScriptStep{{Tick: tick, Press: TagLightAttack}, {Tick: tick + 6, Release: TagLightAttack}}
}

func clicks(ticks ...ag.Ticks) []ScriptStep {
	var out []ScriptStep
	for _, t := range ticks {
		out = append(out, click(t)...)
	}
	return out
}

func TestWorldClicks(t *testing.T) {
	tests := []struct {
		name  string
		steps []ScriptStep
		until ag.Ticks
		want  []started
		// wantNode is the node at tick until.
		wantNode string
	}{
		// AG-IN-8: a click at ROOT starts Light 1 at once; the move ends
		// with its 1.6 s montage (96 ticks) and the graph rests at ROOT.
		{"one click", clicks(0), 120, []started{{0, "Light 1"}}, ag.RootName},
		// AG-IN-9, AG-IN-10: the second click (0.42 s) waits and starts
		// Light 2 when Light 1's window opens at 0.7 s (tick 42).
		{"two clicks chain at the window", clicks(0, 25), 60, []started{{0, "Light 1"}, {42, "Light 2"}}, "Light 2"},
		// AG-IN-8: a click inside the open window (ticks 42 to 69) chains at once.
		{"click in the window", clicks(10, 60), 80, []started{{10, "Light 1"}, {60, "Light 2"}}, "Light 2"},
		// AG-END-1: a click after the window closed waits; when Light 1
		// completes (tick 96) the waiting press chains into Light 2.
		{"click after the window", clicks(0, 80), 100, []started{{0, "Light 1"}, {96, "Light 2"}}, "Light 2"},
		// AG-LATE-1: a click 0.1 s after Light 1 ended still follows its link.
		{"click within late input grace", clicks(0, 102), 110, []started{{0, "Light 1"}, {102, "Light 2"}}, "Light 2"},
		// AG-BUF-4: Light 2 has no transition for the press, ROOT has: a
		// third click after Light 2's window closed waits and starts Light 1
		// from ROOT when Light 2 ends (42 + 96).
		{"third click after the window", clicks(0, 25, 120), 150, []started{{0, "Light 1"}, {42, "Light 2"}, {138, "Light 1"}}, "Light 1"},
		// AG-BUF-4: a third click that only ROOT answers drops once Light 2's
		// window opens; nothing follows Light 2.
		{"third click before the window", clicks(0, 25, 50), 150, []started{{0, "Light 1"}, {42, "Light 2"}}, ag.RootName},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, have := play(t, tt.steps, tt.until)
			if !slices.Equal(have, tt.want) {
				t.Errorf("node starts: have %v, want %v", have, tt.want)
			}
			if node := w.Character(0).State().Node; node != tt.wantNode {
				t.Errorf("node at tick %d: have %q, want %q", tt.until, node, tt.wantNode)
			}
		})
	}
}

// TestWorldMatchesSim checks that the world applies inputs on the same
// ticks as the sim command: the reference page's quick start (AG-IN-10)
// played both ways starts the same nodes on the same ticks.
func TestWorldMatchesSim(t *testing.T) {
	const sc = `{"graphFile": "assets/graphs/unarmed.json",
	  "steps": [{"at": 0, "press": "UPC.Input.LightAttack"}, {"at": 0.1, "release": "UPC.Input.LightAttack"},
	            {"at": 0.42, "press": "UPC.Input.LightAttack"}, {"at": 0.5, "release": "UPC.Input.LightAttack"}],
	  "until": 3}`
	ms, err := LoadMoveset(assets.FS, UnarmedGraph)
	if err != nil {
		t.Fatal(err)
	}
	s, ps := scenario.Load("inline.json", []byte(sc), scenario.Options{Montages: ms.Montages, Assets: assets.FS})
	if ps.HasErrors() {
		t.Fatal(ps)
	}
	var out bytes.Buffer
	if err := scenario.Run(s, &out); err != nil {
		t.Fatal(err)
	}
	var want []started
	sc2 := bufio.NewScanner(&out)
	for sc2.Scan() {
		var l struct {
			Tick ag.Ticks `json:"tick"`
			Node string   `json:"node"`
			From string   `json:"from"`
		}
		if err := json.Unmarshal(sc2.Bytes(), &l); err != nil {
			t.Fatal(err)
		}
		if l.From != "" {
			want = append(want, started{l.Tick, l.Node})
		}
	}
	_, have := play(t, append(click(0), click(25)...), 180)
	if len(want) < 2 || !slices.Equal(have, want) {
		t.Errorf("node starts: world %v, sim %v", have, want)
	}
}

func TestCharacterClip(t *testing.T) {
	// AG-WIN-1: Light 1's window is 0.7 s to 1.15 s of its 1.6 s montage.
	w, _ := play(t, clicks(0), 10)
	c := w.Character(0)
	have := c.Clip()
	want := ag.Clip{Montage: "AM_Attack_Light", Length: 96, Windows: []ag.TickSpan{{Start: 42, End: 69}}}
	if have.Montage != want.Montage || have.Length != want.Length || !slices.Equal(have.Windows, want.Windows) {
		t.Errorf("clip: have %+v, want %+v", have, want)
	}
	if p := c.Progress(); p != 10.0/96 {
		t.Errorf("progress at tick 10: have %v, want %v", p, 10.0/96)
	}
}

func TestCharacterLinesPutInputFirst(t *testing.T) {
	// AG-IN-8: the press that starts Light 1 is logged before the node it started.
	w, _ := play(t, []ScriptStep{{Tick: 0, Press: TagLightAttack}}, 0)
	have := w.Character(0).Lines()
	want := []string{"   0  LightAttack inputPressed: entered", "   0  ROOT -> Light 1 (inputPressed)"}
	if !slices.Equal(have, want) {
		t.Errorf("lines: have %q, want %q", have, want)
	}
}

func TestCharacterLinesKeepTheLast(t *testing.T) {
	w, _ := play(t, clicks(0, 25, 50), 200)
	have := w.Character(0).Lines()
	if len(have) != LogSize {
		t.Fatalf("have %d lines, want %d", len(have), LogSize)
	}
	// AG-END-1: Light 2 completes at tick 138 and the graph rests at ROOT.
	if last := have[len(have)-1]; last != " 138  reset to ROOT" {
		t.Errorf("last line: have %q, want %q", last, " 138  reset to ROOT")
	}
}

func TestFeedUnknownCharacter(t *testing.T) {
	w := New()
	if err := w.Press(0, TagLightAttack); err == nil {
		t.Error("press for a missing character: have nil error")
	}
}

func TestSnapshot(t *testing.T) {
	// AG-IN-9: at tick 30 the second click waits in the buffer.
	w, _ := play(t, clicks(0, 25), 30)
	have := w.Snapshot()
	c := have.Characters[0]
	if have.Tick != 30 || c.Node != "Light 1" || c.Window || c.TimeInNode != 30 || c.Waiting == nil || *c.Waiting != TagLightAttack {
		t.Errorf("snapshot: have %+v", have)
	}
}
