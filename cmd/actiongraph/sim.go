package main

import (
	"fmt"
	"io"
	"io/fs"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/scenario"
	"github.com/upc-demo/actiongraph-game/assets"
)

// shippedMontages reads the montages the game ships.
func shippedMontages() (map[string]*ag.Montage, ag.Problems) {
	data, err := fs.ReadFile(assets.FS, "montages.json")
	if err != nil {
		return nil, ag.Problems{{File: "assets/montages.json", Msg: err.Error()}}
	}
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
	sc, ps := scenario.LoadFile(file, scenario.Options{Montages: montages, Assets: assets.FS})
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
