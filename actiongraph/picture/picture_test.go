package picture_test

import (
	"bytes"
	"errors"
	"io/fs"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/picture"
	"github.com/upc-demo/actiongraph-game/assets"
)

// oddGraph has what the shipped graphs lack: a wire back to an earlier
// column, a wire to ROOT, a node wired to itself and two nodes ROOT never
// reaches, one of them wired into the reachable part, and two wires
// between the same two nodes.
func oddGraph(t *testing.T) *ag.Graph {
	t.Helper()
	g := ag.NewGraph("AG_Odd")
	for _, name := range []string{"Light 1", "Light 2", "Spin", "Orphan", "Orphan 2"} {
		g.AddNode(ag.NewNode(name, &ag.MontagePayload{Montage: "AM_Attack_Light"}))
	}
	press := func(from, to string) {
		g.Connect(&ag.Transition{From: from, To: to, FiresOn: ag.InputPressed, InputTag: "UPC.Input.LightAttack"})
	}
	press("ROOT", "Light 1")
	press("Light 1", "Light 2")
	press("Light 2", "Light 1")
	g.Connect(&ag.Transition{From: "Light 1", To: "Light 2", FiresOn: ag.InputReleasedEarly, InputTag: "UPC.Input.HeavyAttack"})
	press("Light 1", "Spin")
	press("Spin", "Spin")
	g.Connect(&ag.Transition{From: "Spin", To: "ROOT", FiresOn: ag.InputReleased, InputTag: "UPC.Input.LightAttack"})
	press("Orphan", "Light 1")
	g.Connect(&ag.Transition{From: "Orphan", To: "Orphan 2", FiresOn: ag.ActionCompleted})
	if ps := g.Compile(nil); ps.HasErrors() {
		t.Fatal(ps)
	}
	return g
}

// shippedGraphs loads and compiles every graph the game ships.
func shippedGraphs(t *testing.T) map[string]*ag.Graph {
	t.Helper()
	files, err := fs.Glob(assets.FS, "graphs/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no shipped graphs: %v", err)
	}
	out := map[string]*ag.Graph{}
	for _, f := range files {
		data, err := fs.ReadFile(assets.FS, f)
		if err != nil {
			t.Fatal(err)
		}
		g, ps := ag.LoadGraph(f, data, nil)
		if g != nil {
			ps = append(ps, g.Compile(nil)...)
		}
		if ps.HasErrors() {
			t.Fatalf("%s: %v", f, ps)
		}
		out[f] = g
	}
	return out
}

func TestWriteRefusesUncompiledAndUnknownFormat(t *testing.T) {
	g := ag.NewGraph("AG_New")
	for _, f := range picture.Formats {
		if err := picture.Write(&bytes.Buffer{}, g, f, picture.Options{}); !errors.Is(err, picture.ErrNotCompiled) {
			t.Errorf("%s of an uncompiled graph: %v, want ErrNotCompiled", f, err)
		}
	}
	g.Compile(nil)
	if err := picture.Write(&bytes.Buffer{}, g, "png", picture.Options{}); !errors.Is(err, picture.ErrUnknownFormat) {
		t.Errorf("png: %v, want ErrUnknownFormat", err)
	}
}

// TestHighlight lights one node and one wire and finds the green exactly
// there in every format.
func TestHighlight(t *testing.T) {
	g := oddGraph(t)
	wire := g.Node("Light 1").Transitions[0] // Light 1 -> Light 2
	o := picture.Options{Highlight: "Light 1", HighlightWire: wire}
	tests := []struct {
		format string
		want   []string // each must appear exactly once
	}{
		{"dot", []string{`n1 [label="Light 1\nmontage AM_Attack_Light", color="#2f855a", penwidth=3`, `n1 -> n2 [label="LightAttack (pressed)", penwidth=3, color="#2f855a"`}},
		{"mermaid", []string{"class n1 lit\n", "linkStyle 1 stroke:#2f855a,stroke-width:3px\n"}},
		{"svg", []string{`fill="#c6f6d5" stroke="#2f855a" stroke-width="3"`, `fill="none" stroke="#2f855a" stroke-width="3"`}},
	}
	for _, tt := range tests {
		var lit, plain bytes.Buffer
		if err := picture.Write(&lit, g, tt.format, o); err != nil {
			t.Fatal(err)
		}
		if err := picture.Write(&plain, g, tt.format, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		for _, want := range tt.want {
			if n := strings.Count(lit.String(), want); n != 1 {
				t.Errorf("%s: %q appears %d times, want once", tt.format, want, n)
			}
			if strings.Contains(plain.String(), want) {
				t.Errorf("%s: %q without a highlight", tt.format, want)
			}
		}
	}
}

func TestQuoting(t *testing.T) {
	g := ag.NewGraph(`AG "quoted" <&>`)
	g.AddNode(ag.NewNode(`Say "hi" #1 <b>`, ag.NewHoldPayload()))
	g.Connect(&ag.Transition{From: "ROOT", To: `Say "hi" #1 <b>`, FiresOn: ag.InputPressed, InputTag: `UPC.Input.A\B`})
	g.Compile(nil)
	tests := []struct {
		format string
		want   string
	}{
		{"dot", `digraph "AG \"quoted\" <&>" {`},
		{"dot", `label="Say \"hi\" #1 <b>\nhold"`},
		{"dot", `label="A\\B (pressed)"`},
		{"mermaid", `n1["Say #quot;hi#quot; #35;1 #lt;b#gt;<br/>hold"]`},
		{"svg", `>Say &quot;hi&quot; #1 &lt;b&gt;</text>`},
		{"svg", `<title>AG &quot;quoted&quot; &lt;&amp;&gt;</title>`},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		if err := picture.Write(&b, g, tt.format, picture.Options{}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), tt.want) {
			t.Errorf("%s lacks %s:\n%s", tt.format, tt.want, b.String())
		}
	}
}

// TestSameBytes writes every shipped graph twice in every format.
func TestSameBytes(t *testing.T) {
	for name, g := range shippedGraphs(t) {
		for _, f := range picture.Formats {
			var a, b bytes.Buffer
			if err := picture.Write(&a, g, f, picture.Options{}); err != nil {
				t.Fatal(err)
			}
			picture.Write(&b, g, f, picture.Options{})
			if a.String() != b.String() || a.Len() == 0 {
				t.Errorf("%s as %s: two writes differ or are empty", name, f)
			}
		}
	}
}
