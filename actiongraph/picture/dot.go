package picture

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Dot writes a compiled graph as Graphviz source: left to right, ROOT a
// dark ellipse, each node a rounded box labelled with NodeLines and each
// wire with WireLines. Render it with `dot -Tsvg`.
func Dot(w io.Writer, g *ag.Graph, o Options) error {
	if err := checkCompiled(g); err != nil {
		return err
	}
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, "digraph %s {\n", dotQuote(g.Name))
	b.WriteString("  rankdir=LR;\n")
	b.WriteString("  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11, color=\"" + colorCardLine + "\"];\n")
	b.WriteString("  edge [fontname=\"Helvetica\", fontsize=10];\n")
	for _, n := range g.Nodes {
		fmt.Fprintf(b, "  n%d [%s];\n", n.Index(), dotNodeAttrs(n, o))
	}
	for _, t := range Wires(g) {
		fmt.Fprintf(b, "  n%d -> n%d [%s];\n", t.FromNode().Index(), t.ToNode().Index(), dotWireAttrs(t, o))
	}
	b.WriteString("}\n")
	return b.Flush()
}

func dotNodeAttrs(n *ag.Node, o Options) string {
	attrs := []string{"label=" + dotQuote(strings.Join(NodeLines(n), "\n"))}
	fillColor, fontColor := fill(n), ""
	switch {
	case isRoot(n):
		attrs = append(attrs, "shape=ellipse", "style=filled")
		fillColor, fontColor = colorRootFill, "#ffffff"
	case n.ReturnToRoot:
		attrs = append(attrs, `style="rounded,filled,dashed"`)
	}
	if o.Highlight != "" && o.Highlight == n.Name {
		fillColor, fontColor = colorLitFill, ""
		attrs = append(attrs, `color="`+colorLit+`"`, "penwidth=3")
	}
	attrs = append(attrs, `fillcolor="`+fillColor+`"`)
	if fontColor != "" {
		attrs = append(attrs, `fontcolor="`+fontColor+`"`)
	}
	return strings.Join(attrs, ", ")
}

func dotWireAttrs(t *ag.Transition, o Options) string {
	k := kindOf(t)
	attrs := []string{"label=" + dotQuote(strings.Join(WireLines(t), "\n"))}
	color := k.color()
	if o.HighlightWire == t {
		color = colorLit
		attrs = append(attrs, "penwidth=3")
	}
	attrs = append(attrs, "color=\""+color+"\"", "fontcolor=\""+color+"\"")
	if k.dashed() {
		attrs = append(attrs, "style=dashed")
	}
	return strings.Join(attrs, ", ")
}

// dotQuote returns s as a Graphviz quoted string; a newline becomes a
// centred line break.
func dotQuote(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\r", "")
	return `"` + r.Replace(s) + `"`
}
