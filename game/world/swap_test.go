package world

import (
	"slices"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestWithItemGraphSwapsOneItem gives the sword the five-minute example,
// as -item Sword -graph FILE does: only the sword changes, the assets it
// was made from stay as they were, and a world built on the copy plays the
// new graph on the sword.
func TestWithItemGraphSwapsOneItem(t *testing.T) {
	a := testAssets(t)
	b, err := a.WithItemGraph("Sword", "my_first_graph.json", readFile(t, myFirstGraph))
	if err != nil {
		t.Fatal(err)
	}
	if have := b.Items.Named("Sword").Graph.Name; have != "AG_MyFirstGraph" {
		t.Errorf("the copy's sword plays %q, want AG_MyFirstGraph", have)
	}
	if have := b.Items.Named("Sword").GraphFile; have != "my_first_graph.json" {
		t.Errorf("the copy's sword names graph file %q", have)
	}
	if a.Items.Named("Sword").Graph.Name != "AG_Sword" || b.Items.Named("Fists") != a.Items.Named("Fists") {
		t.Error("the swap changed the original assets or another item")
	}
	w, err := New(b, Options{Seed: 1, Item: "Sword"})
	if err != nil {
		t.Fatal(err)
	}
	starts := run(t, w, clickTwice(t, w), 40)
	if _, ok := starts["Light 2"]; !ok {
		t.Errorf("two clicks with the swapped sword started %v, want Light 2", starts)
	}
}

// TestWithItemGraphErrors names the file, line and JSON path of a broken
// graph, and the item when it does not exist.
func TestWithItemGraphErrors(t *testing.T) {
	good := string(readFile(t, myFirstGraph))
	tests := []struct {
		name, item, data, want string
	}{
		{"wire to no node", "", strings.Replace(good, `"to": "Light 2"`, `"to": "Ligth 2"`, 1), `drop.json:11: transitions[1].to: no node "Ligth 2"`},
		{"bad JSON", "", good[:40], "drop.json:"},
		{"no such item", "Spoon", good, `no such item "Spoon"`},
	}
	a := testAssets(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := a.WithItemGraph(tt.item, "drop.json", []byte(tt.data))
			if err == nil || b != nil {
				t.Fatalf("have %v, %v; want an error", b, err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error\n%v\nlacks %q", err, tt.want)
			}
		})
	}
}

// TestWithItemGraphWarns loads a graph whose montage the sprites lack:
// it still loads (the node ends at once), with a warning naming the file.
func TestWithItemGraphWarns(t *testing.T) {
	data := strings.Replace(string(readFile(t, myFirstGraph)), `"montage": "AM_Fists_Jab1"`, `"montage": "AM_Nope"`, 1)
	b, err := testAssets(t).WithItemGraph("", "drop.json", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	want := `drop.json:6: nodes[0].payload.montage: warning: no montage "AM_Nope": the node ends at once`
	if !slices.Contains(b.Warnings, want) {
		t.Errorf("warnings %q lack %q", b.Warnings, want)
	}
	if b.Digest == testAssets(t).Digest {
		t.Error("the swapped assets carry the digest of the files they no longer match")
	}
}

// TestLastTakenFindsTheWire plays Jab 1 and Jab 2 and finds, from the
// player's last node start, the fists' wire from Jab 1 to Jab 2; the wire
// is nil in a graph without it.
func TestLastTakenFindsTheWire(t *testing.T) {
	w := newWorld(t, "")
	p := w.Player()
	if _, ok := p.LastTaken(); ok {
		t.Error("a start before any move")
	}
	run(t, w, clickTwice(t, w), 30)
	have, ok := p.LastTaken()
	want := Taken{Node: "Jab 2", From: "Jab 1", Via: ag.Via(ag.InputPressed.String())}
	if !ok || have.Node != want.Node || have.From != want.From || have.Via != want.Via {
		t.Fatalf("LastTaken = %+v, %t; want %+v", have, ok, want)
	}
	g := p.Component().Graph()
	wire := have.Wire(g)
	if wire == nil || wire.FromNode() != g.Node("Jab 1") || wire.ToNode() != g.Node("Jab 2") {
		t.Errorf("Wire = %+v, want the fists' Jab 1 -> Jab 2", wire)
	}
	if allocs := testing.AllocsPerRun(100, func() { _, _ = p.LastTaken(); _ = have.Wire(g) }); allocs != 0 {
		t.Errorf("LastTaken and Wire allocate %g times; the graph view calls them every tick", allocs)
	}
	if sword := w.Assets().Items.Named("Sword").Graph; have.Wire(sword) != nil {
		t.Error("the sword's graph has a wire from Jab 1")
	}
	first := Taken{Node: "Jab 1", From: ag.RootName, Via: "root", Input: TagLightAttack}
	if tr := first.Wire(g); tr == nil || tr.ToNode() != g.Node("Jab 1") || len(tr.Conditions) != 0 {
		t.Errorf("a start via root picked %+v, want the plain ROOT -> Jab 1 wire", tr)
	}
}
