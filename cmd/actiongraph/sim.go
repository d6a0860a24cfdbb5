package main

import (
	"fmt"
	"io"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/scenario"
	"github.com/upc-demo/actiongraph-game/anim"
)

// shippedMontages returns the montages the game ships: its sprite
// library's and montages.json's (the reference page's examples).
func shippedMontages() (map[string]*ag.Montage, ag.Problems) {
	fsys := assetsFS()
	var ps ag.Problems
	lib, err := anim.LoadLibrary(fsys, "sprites")
	if err != nil {
		ps = append(ps, ag.Problem{File: "assets/sprites", Msg: err.Error()})
	}
	r := &report{w: io.Discard}
	m := shippedCatalog(fsys, lib, r)
	if r.errs > 0 {
		ps = append(ps, ag.Problem{File: "assets/montages.json", Msg: "malformed"})
	}
	return m, ps
}

// scenarioMontages reads a montage catalog in the scenario format.
func scenarioMontages(data []byte) (map[string]*ag.Montage, ag.Problems) {
	return scenario.LoadMontages("assets/montages.json", data)
}

func printProblems(w io.Writer, ps ag.Problems, warnings bool) {
	for _, p := range ps {
		if p.Warning && !warnings {
			continue
		}
		fmt.Fprintln(w, p.String())
	}
}

// sim runs one scenario file and prints its lines.
func sim(file string, stdout, stderr io.Writer) int {
	montages, ps := shippedMontages()
	if ps.HasErrors() {
		printProblems(stderr, ps, false)
		return 1
	}
	sc, ps := scenario.LoadFile(file, scenario.Options{Montages: montages, Assets: assetsFS()})
	if ps.HasErrors() {
		printProblems(stderr, ps, false)
		return 1
	}
	if err := scenario.Run(sc, stdout); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", file, err)
		return 1
	}
	return 0
}
