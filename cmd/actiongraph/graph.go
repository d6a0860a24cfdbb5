package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/picture"
)

const graphUsage = "usage: actiongraph graph FILE [-format dot|mermaid|svg] [-o OUT] [-highlight NODE]"

// graphCmd writes a picture of one graph file: dot (the default), mermaid
// or svg, to stdout or to the -o file. Flags may come before or after FILE.
func graphCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("graph", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	format := fs.String("format", picture.Formats[0], "dot, mermaid or svg")
	out := fs.String("o", "", "write to this file instead of stdout")
	highlight := fs.String("highlight", "", "light this node green")
	var files []string
	for {
		if err := fs.Parse(args); err != nil {
			fmt.Fprintf(stderr, "graph: %v\n%s\n", err, graphUsage)
			return 2
		}
		if fs.NArg() == 0 {
			break
		}
		files = append(files, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(files) != 1 {
		fmt.Fprintln(stderr, graphUsage)
		return 2
	}
	if !slices.Contains(picture.Formats, *format) {
		fmt.Fprintf(stderr, "graph: unknown -format %q\n%s\n", *format, graphUsage)
		return 2
	}
	g, ps := ag.LoadGraphFile(files[0], nil)
	if g != nil {
		ps = append(ps, g.Compile(nil)...)
	}
	if ps.HasErrors() {
		printProblems(stderr, ps, false)
		return 1
	}
	if *highlight != "" && g.Node(*highlight) == nil {
		fmt.Fprintf(stderr, "%s: -highlight: no node %q\n", files[0], *highlight)
		return 1
	}
	var buf bytes.Buffer
	if err := picture.Write(&buf, g, *format, picture.Options{Highlight: *highlight}); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", files[0], err)
		return 1
	}
	if *out == "" {
		_, err := stdout.Write(buf.Bytes())
		return exitFor(err, stderr)
	}
	return exitFor(os.WriteFile(*out, buf.Bytes(), 0o644), stderr)
}

func exitFor(err error, stderr io.Writer) int {
	if err != nil {
		fmt.Fprintf(stderr, "graph: %v\n", err)
		return 1
	}
	return 0
}
