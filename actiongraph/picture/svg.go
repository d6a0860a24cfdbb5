package picture

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// svgFont is the font the SVG sets its text in; DefaultMetrics fit it.
const svgFont = `font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="12"`

// SVG writes a compiled graph as a self-contained SVG picture laid out by
// NewLayout with DefaultMetrics: the graph's name above, ROOT dark and round,
// the cards rounded boxes tinted by payload (blue montage, yellow hold,
// lilac delay, pink event, grey To Root with a dashed edge), wires with
// arrowheads and their labels on them: dark for presses, blue for
// releases, orange for Interrupt, dashed grey for Auto and dashed red for
// Failed.
func SVG(w io.Writer, g *ag.Graph, o Options) error {
	l, err := NewLayout(g, DefaultMetrics)
	if err != nil {
		return err
	}
	m := l.Metrics
	title := m.LineHeight * 2
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" %s>`+"\n",
		num(l.Width), num(l.Height+title), num(l.Width), num(l.Height+title), svgFont)
	fmt.Fprintf(b, "<title>%s</title>\n", xmlText(g.Name))
	fmt.Fprintf(b, `<rect width="100%%" height="100%%" fill="#ffffff"/>`+"\n")
	fmt.Fprintf(b, `<text x="%s" y="%s" font-weight="bold" font-size="14" fill="%s">%s</text>`+"\n",
		num(spacingFor(m).margin), num(title*0.8), colorRootFill, xmlText(g.Name))
	fmt.Fprintf(b, `<g transform="translate(0 %s)">`+"\n", num(title))
	for i := range l.Wires {
		writeWire(b, &l.Wires[i], o)
	}
	for i := range l.Boxes {
		writeBox(b, &l.Boxes[i], m, o)
	}
	for i := range l.Wires {
		writeLabel(b, &l.Wires[i], m, o)
	}
	b.WriteString("</g>\n</svg>\n")
	return b.Flush()
}

// wireColor returns a wire's colour and whether it is lit.
func wireColor(w *Wire, o Options) (color string, lit bool) {
	if w.T == o.HighlightWire {
		return colorLit, true
	}
	return kindOf(w.T).color(), false
}

func writeWire(b *bufio.Writer, w *Wire, o Options) {
	color, lit := wireColor(w, o)
	width := "1.5"
	if lit {
		width = "3"
	}
	var d strings.Builder
	var at Point
	for i, c := range w.Path {
		if i == 0 || c.From != at {
			fmt.Fprintf(&d, "M%s %s ", num(c.From.X), num(c.From.Y))
		}
		fmt.Fprintf(&d, "C%s %s %s %s %s %s ", num(c.C1.X), num(c.C1.Y), num(c.C2.X), num(c.C2.Y), num(c.To.X), num(c.To.Y))
		at = c.To
	}
	dash := ""
	if kindOf(w.T).dashed() {
		dash = ` stroke-dasharray="6 4"`
	}
	fmt.Fprintf(b, `<path d="%s" fill="none" stroke="%s" stroke-width="%s"%s/>`+"\n", strings.TrimSpace(d.String()), color, width, dash)
	last := w.Path[len(w.Path)-1]
	tip, angle := last.To, last.EndAngle()
	wing := func(turn float64) Point {
		return Point{tip.X - float64(9*detmath.Cos(angle+turn)), tip.Y - float64(9*detmath.Sin(angle+turn))}
	}
	l, r := wing(0.4), wing(-0.4)
	fmt.Fprintf(b, `<path d="M%s %s L%s %s L%s %s Z" fill="%s"/>`+"\n",
		num(tip.X), num(tip.Y), num(l.X), num(l.Y), num(r.X), num(r.Y), color)
}

func writeBox(b *bufio.Writer, box *Box, m Metrics, o Options) {
	n := box.Node
	fillColor, stroke, width, text, dash := fill(n), colorCardLine, "1.5", colorRootFill, ""
	rx := 6.0
	switch {
	case isRoot(n):
		fillColor, stroke, text, rx = colorRootFill, colorRootFill, "#ffffff", math.Min(box.H/2, m.LineHeight)
	case n.ReturnToRoot:
		dash = ` stroke-dasharray="5 3"`
	}
	if o.Highlight != "" && o.Highlight == n.Name {
		fillColor, stroke, width, text = colorLitFill, colorLit, "3", colorRootFill
	}
	fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" stroke-width="%s"%s/>`+"\n",
		num(box.X), num(box.Y), num(box.W), num(box.H), num(rx), fillColor, stroke, width, dash)
	top := box.Y + float64((box.H-float64(float64(len(box.Lines))*m.LineHeight))/2)
	for i, s := range box.Lines {
		y := top + float64(m.LineHeight*(float64(i)+0.75))
		color, weight := colorCardLine, ""
		if i == 0 {
			color, weight = text, ` font-weight="bold"`
		}
		fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="middle" fill="%s"%s>%s</text>`+"\n",
			num(box.X+float64(box.W/2)), num(y), color, weight, xmlText(s))
	}
}

func writeLabel(b *bufio.Writer, w *Wire, m Metrics, o Options) {
	color, lit := wireColor(w, o)
	width := "1"
	if lit {
		width = "2"
	}
	r := w.LabelRect
	fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" rx="4" fill="#ffffff" stroke="%s" stroke-width="%s"/>`+"\n",
		num(r.X), num(r.Y), num(r.W), num(r.H), color, width)
	top := r.Y + float64((r.H-float64(float64(len(w.Label))*m.LineHeight))/2)
	for i, s := range w.Label {
		y := top + float64(m.LineHeight*(float64(i)+0.75))
		fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="middle" fill="%s">%s</text>`+"\n",
			num(r.X+float64(r.W/2)), num(y), color, xmlText(s))
	}
}

// num formats a coordinate with at most one decimal, so output is stable.
func num(f float64) string {
	r := math.Round(f*10) / 10
	if r == 0 {
		r = 0 // not -0
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}

func xmlText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
