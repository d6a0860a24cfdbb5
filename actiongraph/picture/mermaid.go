package picture

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Mermaid writes a compiled graph as a Mermaid flowchart (left to right)
// for a Markdown page: ROOT a circle, To Root cards stadiums, the other
// nodes boxes; Auto and Failed wires dotted, Interrupt wires thick.
func Mermaid(w io.Writer, g *ag.Graph, o Options) error {
	if err := checkCompiled(g); err != nil {
		return err
	}
	b := bufio.NewWriter(w)
	b.WriteString("flowchart LR\n")
	for _, n := range g.Nodes {
		label := mermaidQuote(strings.Join(NodeLines(n), "\n"))
		open, closing := "[", "]"
		switch {
		case isRoot(n):
			open, closing = "((", "))"
		case n.ReturnToRoot:
			open, closing = "([", "])"
		}
		fmt.Fprintf(b, "  n%d%s%s%s\n", n.Index(), open, label, closing)
	}
	wires := Wires(g)
	for _, t := range wires {
		arrow := "-->"
		switch kindOf(t) {
		case kindAuto, kindFailed:
			arrow = "-.->"
		case kindInterrupt:
			arrow = "==>"
		}
		label := mermaidQuote(strings.Join(WireLines(t), "\n"))
		fmt.Fprintf(b, "  n%d %s|%s| n%d\n", t.FromNode().Index(), arrow, label, t.ToNode().Index())
	}
	fmt.Fprintf(b, "  classDef root fill:%s,color:#ffffff,stroke:%s\n", colorRootFill, colorRootFill)
	fmt.Fprintf(b, "  classDef toRoot fill:%s,stroke:%s,stroke-dasharray:4 3\n", colorToRoot, colorCardLine)
	fmt.Fprintf(b, "  classDef lit fill:%s,stroke:%s,stroke-width:3px,color:#000000\n", colorLitFill, colorLit)
	fmt.Fprintf(b, "  class n0 root\n")
	for _, n := range g.Nodes {
		if n.ReturnToRoot {
			fmt.Fprintf(b, "  class n%d toRoot\n", n.Index())
		}
	}
	for _, n := range g.Nodes {
		if o.Highlight != "" && n.Name == o.Highlight {
			fmt.Fprintf(b, "  class n%d lit\n", n.Index())
		}
	}
	for i, t := range wires {
		k := kindOf(t)
		switch {
		case t == o.HighlightWire:
			fmt.Fprintf(b, "  linkStyle %d stroke:%s,stroke-width:3px\n", i, colorLit)
		case k != kindPressed && k != kindAuto:
			fmt.Fprintf(b, "  linkStyle %d stroke:%s\n", i, k.color())
		}
	}
	return b.Flush()
}

// mermaidQuote returns s as a quoted Mermaid label: quotes and the
// characters Mermaid or HTML would read become entity codes, and a newline
// becomes a line break.
func mermaidQuote(s string) string {
	r := strings.NewReplacer(
		"#", "#35;", `"`, "#quot;", "&", "#38;", "<", "#lt;", ">", "#gt;",
		"\n", "<br/>", "\r", "",
	)
	return `"` + r.Replace(s) + `"`
}
