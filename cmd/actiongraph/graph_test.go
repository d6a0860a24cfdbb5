package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The -update flag rewrites the golden files. Another test file of this
// package may define it first; both then share it.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files under testdata")
	}
}

func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// graphFiles are the graphs with golden pictures: a shipped one and the
// reference page's richer graphs in one file.
var graphFiles = []struct{ file, golden string }{
	{"../../assets/graphs/unarmed.json", "testdata/graph_unarmed"},
	{"testdata/graph_guard_heavy.json", "testdata/graph_guard_heavy"},
}

var goldenExt = map[string]string{"dot": ".dot", "mermaid": ".mmd", "svg": ".svg"}

// TestGraphGolden compares the picture of each graph in each format with
// its golden file; go test -run TestGraphGolden -update rewrites them.
func TestGraphGolden(t *testing.T) {
	for _, gf := range graphFiles {
		for _, format := range []string{"dot", "mermaid", "svg"} {
			code, out, errs := runCmd("graph", gf.file, "-format", format)
			if code != 0 {
				t.Fatalf("%s -format %s: exit %d\n%s", gf.file, format, code, errs)
			}
			golden := gf.golden + goldenExt[format]
			if updating() {
				if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to write it)", err)
			}
			if out != string(want) {
				t.Errorf("%s -format %s differs from %s (run go test -update after checking the change):\n%s", gf.file, format, golden, out)
			}
		}
	}
}

// TestReadmePicture keeps the README's picture, docs/graph-unarmed.svg,
// what the shipped unarmed graph draws today.
func TestReadmePicture(t *testing.T) {
	const picture = "../../docs/graph-unarmed.svg"
	code, out, errs := runCmd("graph", "../../assets/graphs/unarmed.json", "-format", "svg")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if updating() {
		if err := os.WriteFile(picture, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if want, err := os.ReadFile(picture); err != nil || string(want) != out {
		t.Errorf("%s is not the picture of assets/graphs/unarmed.json (%v); run go test ./cmd/actiongraph -update", picture, err)
	}
}

func TestGraphDefaultsToDotAndWritesOut(t *testing.T) {
	file := graphFiles[0].file
	_, dot, _ := runCmd("graph", file, "-format", "dot")
	if code, out, _ := runCmd("graph", file); code != 0 || out != dot {
		t.Errorf("no -format: exit %d, output differs from -format dot", code)
	}
	if !strings.HasPrefix(dot, "digraph ") || !strings.Contains(dot, "rankdir=LR;") {
		t.Errorf("dot output does not start a left-to-right digraph:\n%s", dot)
	}
	path := filepath.Join(t.TempDir(), "g.svg")
	_, svg, _ := runCmd("graph", file, "-format", "svg")
	code, out, errs := runCmd("graph", "-o", path, file, "-format", "svg")
	if code != 0 || out != "" {
		t.Fatalf("-o: exit %d, stdout %q, stderr %s", code, out, errs)
	}
	if have, err := os.ReadFile(path); err != nil || string(have) != svg {
		t.Errorf("-o wrote %d bytes (%v), want the %d bytes of stdout", len(have), err, len(svg))
	}
}

// TestGraphSVGIsXML decodes each SVG as XML and finds every node's name
// set as a text of its own.
func TestGraphSVGIsXML(t *testing.T) {
	for _, gf := range graphFiles {
		_, out, _ := runCmd("graph", gf.file, "-format", "svg")
		texts := map[string]bool{}
		d := xml.NewDecoder(strings.NewReader(out))
		root := ""
		inText := false
		for {
			tok, err := d.Token()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatalf("%s: not well-formed XML: %v", gf.file, err)
			}
			switch tok := tok.(type) {
			case xml.StartElement:
				if root == "" {
					root = tok.Name.Space + " " + tok.Name.Local
				}
				inText = tok.Name.Local == "text"
			case xml.CharData:
				if inText {
					texts[string(tok)] = true
				}
			case xml.EndElement:
				inText = false
			}
		}
		if root != "http://www.w3.org/2000/svg svg" {
			t.Errorf("%s: root element %q, want svg", gf.file, root)
		}
		for _, name := range nodeNames(t, gf.file) {
			if !texts[name] {
				t.Errorf("%s: no text %q in the svg", gf.file, name)
			}
		}
	}
}

// nodeNames reads the node names out of the dot picture of a file.
func nodeNames(t *testing.T, file string) []string {
	t.Helper()
	_, dot, _ := runCmd("graph", file)
	var names []string
	for _, line := range strings.Split(dot, "\n") {
		if _, rest, ok := strings.Cut(line, ` [label="`); ok && strings.HasPrefix(strings.TrimSpace(line), "n") && !strings.Contains(line, "->") {
			name, _, _ := strings.Cut(rest, `\n`)
			name, _, _ = strings.Cut(name, `"`)
			names = append(names, name)
		}
	}
	if len(names) < 3 {
		t.Fatalf("%s: only %d nodes in its dot output", file, len(names))
	}
	return names
}

func TestGraphErrors(t *testing.T) {
	tests := []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"graph", "testdata/typo_graph.json"}, 1, "testdata/typo_graph.json:27: transitions[1].to: no node \"Ligth 2\"\n"},
		{[]string{"graph", "testdata/no-such-file.json"}, 1, "testdata/no-such-file.json: open testdata/no-such-file.json: no such file or directory\n"},
		{[]string{"graph", graphFiles[0].file, "-highlight", "Nobody"}, 1, `-highlight: no node "Nobody"`},
		{[]string{"graph", graphFiles[0].file, "-format", "png"}, 2, `unknown -format "png"`},
		{[]string{"graph", graphFiles[0].file, "-colour", "red"}, 2, "flag provided but not defined: -colour"},
		{[]string{"graph", graphFiles[0].file, graphFiles[1].file}, 2, "usage: actiongraph graph FILE"},
		{[]string{"graph", "-format", "svg"}, 2, "usage: actiongraph graph FILE"},
	}
	for _, tt := range tests {
		code, out, errs := runCmd(tt.args...)
		if code != tt.code || out != "" || !strings.Contains(errs, tt.err) {
			t.Errorf("%v: exit %d, stdout %d bytes, stderr %q; want exit %d, no stdout, stderr with %q",
				tt.args, code, len(out), errs, tt.code, tt.err)
		}
	}
}

// TestGraphHighlight lights a node from the command line.
func TestGraphHighlight(t *testing.T) {
	code, out, _ := runCmd("graph", graphFiles[0].file, "-highlight", "Light 2")
	want := `n2 [label="Light 2\nmontage AM_Attack_Light", color="#2f855a", penwidth=3`
	if code != 0 || !bytes.Contains([]byte(out), []byte(want)) {
		t.Errorf("exit %d, output lacks %s:\n%s", code, want, out)
	}
}
