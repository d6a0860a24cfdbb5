package main

import (
	"fmt"
	"io"
	"os"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// replay plays a recorded fight headless, checks every recorded digest and
// prints the final state's digest.
func replay(file string, stdout, stderr io.Writer) int {
	data, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	r, err := world.ParseReplay(file, data)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	a, err := world.LoadAssets(assetsFS())
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	w, err := world.PlayReplay(a, r)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", file, err)
		return 1
	}
	n, of := w.Wave()
	fmt.Fprintf(stdout, "%s: %d ticks, %d digests match, wave %d of %d, final digest %016x\n", file, r.Ticks(), len(r.Digests), n, of, w.Digest())
	return 0
}
