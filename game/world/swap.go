package world

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/items"
)

// WithItemGraph returns a copy of the assets in which one item plays
// another graph: the graph file's bytes in data, named file in problems
// (the -graph flag, a file dropped on the page). item names the item; the
// default item when empty. The graph is loaded and compiled against the
// sprites, and every problem names file, line and JSON path. The receiver
// does not change, so a bad file leaves the assets in play as they were;
// hand the copy to World.Reload to give the graph to the characters.
func (a *Assets) WithItemGraph(item, file string, data []byte) (*Assets, error) {
	i := slices.IndexFunc(a.Items, func(it *items.Item) bool { return it.Name == item || (item == "" && it.Slot == 0) })
	if i < 0 {
		return nil, fmt.Errorf("%w %q", errNoItem, item)
	}
	g, ps := ag.LoadGraph(file, data, nil)
	if ps.HasErrors() {
		return nil, ps.Err()
	}
	cps := g.Compile(a.Library)
	if cps.HasErrors() {
		return nil, cps.Err()
	}
	b := *a
	b.Items = slices.Clone(a.Items)
	it := *a.Items[i]
	it.Graph, it.GraphFile = g, file
	b.Items[i] = &it
	b.Digest = swapDigest(a.Digest, it.Name, data)
	b.Warnings = slices.Clone(a.Warnings)
	for _, p := range append(ps.Warnings(), cps.Warnings()...) {
		b.Warnings = append(b.Warnings, p.String())
	}
	return &b, nil
}

// swapDigest is the digest of assets whose item plays another graph: the
// files' digest, the item and the graph's bytes, so a replay made with one
// swap does not pass for one made without it.
func swapDigest(files, item string, data []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\n%d\n", files, item, len(data))
	h.Write(data)
	return hex.EncodeToString(h.Sum(nil))[:16]
}
