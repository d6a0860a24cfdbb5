// Command actiongraph is the project's headless tool: it runs scenario files
// (sim) and checks graph files (check) with no display, so it works in CI,
// on servers and as WebAssembly under node. It never links ebiten.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

var errUsage = errors.New("usage: actiongraph sim FILE | actiongraph check [FILE...] | actiongraph replay FILE | actiongraph graph FILE [-format dot|mermaid|svg] [-o OUT]")

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command and returns the process exit code.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) < 1 || (len(args) < 2 && args[0] != "check") {
		fmt.Fprintln(stderr, errUsage)
		return 2
	}
	switch args[0] {
	case "sim":
		if len(args) != 2 {
			fmt.Fprintln(stderr, errUsage)
			return 2
		}
		return sim(args[1], stdout, stderr)
	case "check":
		return check(args[1:], stdout, stderr)
	case "replay":
		if len(args) != 2 {
			fmt.Fprintln(stderr, errUsage)
			return 2
		}
		return replay(args[1], stdout, stderr)
	case "graph":
		return graphCmd(args[1:], stdout, stderr)
	}
	fmt.Fprintln(stderr, errUsage)
	return 2
}
