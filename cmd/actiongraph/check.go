package main

import (
	"fmt"
	"io"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// montageCatalog answers montages from a map.
type montageCatalog map[string]*ag.Montage

func (m montageCatalog) Montage(name string) (*ag.Montage, bool) {
	x, ok := m[name]
	return x, ok
}

// check loads and compiles graph files against the shipped montages and
// prints every problem, warnings included; it fails on any error.
func check(files []string, stdout, stderr io.Writer) int {
	montages, ps := shippedMontages()
	if ps.HasErrors() {
		printProblems(stderr, ps, false)
		return 1
	}
	code := 0
	for _, f := range files {
		g, ps := ag.LoadGraphFile(f, nil)
		if g != nil {
			ps = append(ps, g.Compile(montageCatalog(montages))...)
		}
		printProblems(stderr, ps, true)
		if ps.HasErrors() {
			code = 1
			continue
		}
		fmt.Fprintf(stdout, "%s: ok (%d nodes, %d transitions, %d warnings)\n", f, len(g.Nodes)-1, len(g.Transitions), len(ps.Warnings()))
	}
	return code
}
