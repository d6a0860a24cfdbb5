package picture

import (
	"math"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Metrics sizes text for a layout set in a monospaced font: the advance of
// one character and the height of one line.
type Metrics struct {
	CharWidth, LineHeight float64
}

// DefaultMetrics fit a 12 px monospaced font, as SVG uses.
var DefaultMetrics = Metrics{CharWidth: 7.3, LineHeight: 15}

// Box is one node's card in a layout.
type Box struct {
	Rect
	Node *ag.Node
	// Lines is the card's text, NodeLines of the node.
	Lines []string
	// Column is the node's wire distance from ROOT; unreachable nodes share
	// the column after the last. Row is its place in the column, in node order.
	Column, Row int
}

// Wire is one transition drawn from its source card to its target card.
type Wire struct {
	T *ag.Transition
	// Label is the wire's text, WireLines of the transition, set inside
	// LabelRect, which sits on the wire like the editor's router.
	Label     []string
	LabelRect Rect
	// Path runs from the source card to the target card, where the last
	// segment ends; it may break under the label.
	Path []Cubic
}

// Layout places a compiled graph's cards in columns by wire distance from
// ROOT and routes its wires: forward wires cross the gap to the next
// column, wires within a column loop out into the gap on its right, and
// wires back to an earlier column run along lanes below the cards. The
// same graph and metrics always give the same layout.
type Layout struct {
	Width, Height float64
	Metrics       Metrics
	Boxes         []Box  // one per node, in node order
	Wires         []Wire // one per transition, in Wires order
}

// Box returns the card of a named node, or nil.
func (l *Layout) Box(name string) *Box {
	for i := range l.Boxes {
		if l.Boxes[i].Node.Name == name {
			return &l.Boxes[i]
		}
	}
	return nil
}

// spacing is a layout's distances, derived from its metrics.
type spacing struct {
	padX, padY, rowGap, margin, gapPad, labelPadX, labelPadY, labelGap, laneGap, channel, portGap float64
}

func spacingFor(m Metrics) spacing {
	lh := m.LineHeight
	return spacing{
		padX: m.CharWidth * 1.5, padY: lh * 0.4, rowGap: lh * 1.6, margin: lh * 1.6,
		gapPad: lh * 2.8, labelPadX: m.CharWidth * 0.6, labelPadY: lh * 0.15,
		labelGap: lh * 0.5, laneGap: lh * 2.2, channel: lh * 0.7, portGap: lh * 0.7,
	}
}

// NewLayout lays out a compiled graph for text of the given metrics.
func NewLayout(g *ag.Graph, m Metrics) (*Layout, error) {
	if err := checkCompiled(g); err != nil {
		return nil, err
	}
	sp := spacingFor(m)
	l := &Layout{Metrics: m, Boxes: make([]Box, len(g.Nodes))}
	cols := columns(g)
	nCols := 0
	for _, c := range cols {
		nCols = max(nCols, c+1)
	}
	colW := make([]float64, nCols)
	colH := make([]float64, nCols)
	rows := make([]int, nCols)
	ports := portCounts(g, cols)
	for i, n := range g.Nodes {
		b := &l.Boxes[i]
		b.Node, b.Lines, b.Column = n, NodeLines(n), cols[i]
		b.Row = rows[b.Column]
		rows[b.Column]++
		b.W = textWidth(b.Lines, m) + float64(2*sp.padX)
		b.H = float64(float64(len(b.Lines))*m.LineHeight) + float64(2*sp.padY)
		b.H = math.Max(b.H, float64(ports[i]+1)*sp.portGap)
		if isRoot(n) {
			b.W += 2 * sp.padX
		}
		b.W = math.Max(b.W, float64(10*m.CharWidth)+float64(2*sp.padX))
		if b.Row > 0 {
			colH[b.Column] += sp.rowGap
		}
		colH[b.Column] += b.H
		colW[b.Column] = math.Max(colW[b.Column], b.W)
	}
	for _, t := range Wires(g) {
		l.Wires = append(l.Wires, Wire{T: t, Label: WireLines(t)})
	}
	// Gaps after each column are as wide as the labels they hold.
	gapW := make([]float64, nCols)
	for i := range l.Wires {
		w := &l.Wires[i]
		w.LabelRect.W = textWidth(w.Label, m) + float64(2*sp.labelPadX)
		w.LabelRect.H = float64(float64(len(w.Label))*m.LineHeight) + float64(2*sp.labelPadY)
		if c, ok := l.gapOf(w); ok {
			gapW[c] = math.Max(gapW[c], w.LabelRect.W)
		}
	}
	colX := make([]float64, nCols)
	x := sp.margin
	for c := range nCols {
		colX[c] = x
		x += colW[c]
		if gapW[c] > 0 || c < nCols-1 {
			x += gapW[c] + 2*sp.gapPad
		}
	}
	l.Width = x + sp.margin
	contentH := 0.0
	for _, h := range colH {
		contentH = math.Max(contentH, h)
	}
	next := make([]float64, nCols)
	for c := range next {
		next[c] = sp.margin + float64((contentH-colH[c])/2)
	}
	for i := range l.Boxes {
		b := &l.Boxes[i]
		b.X = colX[b.Column] + float64((colW[b.Column]-b.W)/2)
		b.Y = next[b.Column]
		next[b.Column] += b.H + sp.rowGap
	}
	bottom := sp.margin + contentH
	for c := range nCols {
		left := colX[c] + colW[c] + sp.gapPad
		bottom = math.Max(bottom, l.stackLabels(c, left, gapW[c], sp))
	}
	l.Height = l.route(colX, colW, gapW, bottom, sp) + sp.margin
	return l, nil
}

// columns returns each node's shortest wire distance from ROOT; nodes ROOT
// never reaches share the column after the farthest.
func columns(g *ag.Graph) []int {
	cols := make([]int, len(g.Nodes))
	for i := range cols {
		cols[i] = -1
	}
	cols[0] = 0
	queue := []*ag.Node{g.Nodes[0]}
	last := 0
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		for _, t := range n.Transitions {
			to := t.ToNode()
			if cols[to.Index()] < 0 {
				cols[to.Index()] = cols[n.Index()] + 1
				last = max(last, cols[to.Index()])
				queue = append(queue, to)
			}
		}
	}
	for i, c := range cols {
		if c < 0 {
			cols[i] = last + 1
		}
	}
	return cols
}

// portCounts returns, for each node, the most wire ends on one side of its
// card, so a card with many wires is tall enough to keep them apart.
func portCounts(g *ag.Graph, cols []int) []int {
	right := make([]int, len(g.Nodes))
	left := make([]int, len(g.Nodes))
	for _, t := range Wires(g) {
		from, to := t.FromNode().Index(), t.ToNode().Index()
		right[from]++
		if classFor(cols[from], cols[to]) == classLoop {
			right[to]++
		} else {
			left[to]++
		}
	}
	for i := range right {
		right[i] = max(right[i], left[i])
	}
	return right
}

func textWidth(lines []string, m Metrics) float64 {
	n := 0
	for _, s := range lines {
		n = max(n, len([]rune(s)))
	}
	return float64(float64(n) * m.CharWidth)
}
