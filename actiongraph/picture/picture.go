package picture

import (
	"errors"
	"fmt"
	"io"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Errors the writers return.
var (
	// ErrNotCompiled: the graph has not compiled, so its nodes hold no transitions.
	ErrNotCompiled = errors.New("picture: graph is not compiled")
	// ErrUnknownFormat: Write was asked for a format it does not know.
	ErrUnknownFormat = errors.New("picture: unknown format")
)

// Formats lists the formats Write knows, the default first.
var Formats = []string{"dot", "mermaid", "svg"}

// Options changes what a picture shows.
type Options struct {
	// Highlight names a node to light green, such as the running one.
	Highlight string
	// HighlightWire is a wire of the graph to light green, such as the one
	// just taken. It is matched by identity.
	HighlightWire *ag.Transition
}

// Write writes a compiled graph in one of Formats.
func Write(w io.Writer, g *ag.Graph, format string, o Options) error {
	switch format {
	case "dot":
		return Dot(w, g, o)
	case "mermaid":
		return Mermaid(w, g, o)
	case "svg":
		return SVG(w, g, o)
	}
	return fmt.Errorf("%w %q (want dot, mermaid or svg)", ErrUnknownFormat, format)
}

// Wires returns a compiled graph's wires in drawing order: node by node,
// each node's transitions in file order.
func Wires(g *ag.Graph) []*ag.Transition {
	var out []*ag.Transition
	for _, n := range g.Nodes {
		out = append(out, n.Transitions...)
	}
	return out
}

func checkCompiled(g *ag.Graph) error {
	if g == nil || !g.Compiled() {
		return ErrNotCompiled
	}
	return nil
}

// wireKind sorts wires into the styles the formats draw them in.
type wireKind uint8

const (
	kindPressed wireKind = iota
	kindReleased
	kindAuto
	kindFailed
	kindInterrupt
)

func kindOf(t *ag.Transition) wireKind {
	switch {
	case t.FiresOn == ag.ActionCompleted:
		return kindAuto
	case t.FiresOn == ag.ActionFailed:
		return kindFailed
	case t.Timing == ag.Interrupt:
		return kindInterrupt
	case t.FiresOn == ag.InputPressed:
		return kindPressed
	}
	return kindReleased
}

// Colours shared by the formats.
const (
	colorLit       = "#2f855a"
	colorLitFill   = "#c6f6d5"
	colorRootFill  = "#2d3748"
	colorCardLine  = "#4a5568"
	colorCardFill  = "#ffffff"
	colorToRoot    = "#edf2f7"
	colorHoldFill  = "#fefcbf"
	colorDelayFill = "#faf5ff"
	colorMoveFill  = "#ebf8ff"
	colorEventFill = "#fff5f7"
)

var wireColors = [...]string{
	kindPressed:   "#2d3748",
	kindReleased:  "#3182ce",
	kindAuto:      "#718096",
	kindFailed:    "#e53e3e",
	kindInterrupt: "#dd6b20",
}

func (k wireKind) color() string { return wireColors[k] }

func (k wireKind) dashed() bool { return k == kindAuto || k == kindFailed }

// fill returns a card's colour by what it plays.
func fill(n *ag.Node) string {
	if n.ReturnToRoot {
		return colorToRoot
	}
	switch n.Payload.(type) {
	case *ag.MontagePayload:
		return colorMoveFill
	case *ag.HoldPayload:
		return colorHoldFill
	case *ag.DelayPayload:
		return colorDelayFill
	case *ag.TriggerEventPayload, *ag.PairedActionPayload:
		return colorEventFill
	}
	return colorCardFill
}

func isRoot(n *ag.Node) bool { return n.Index() == 0 }
