package game

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/picture"
)

// The live graph's colours, the SVG picture's on a dark panel: cards tinted
// by what they play, wires by what fires them, the running card and the
// wire just taken green, the waiting press's wire gold.
var (
	colGraphPanel   = color.RGBA{10, 12, 18, 228}
	colCardEdge     = color.RGBA{120, 132, 152, 255}
	colCardText     = color.RGBA{226, 232, 240, 255}
	colCardSub      = color.RGBA{160, 172, 190, 255}
	colRootFill     = color.RGBA{226, 232, 240, 255}
	colRootText     = color.RGBA{26, 32, 44, 255}
	colMoveFill     = color.RGBA{30, 48, 70, 255}
	colHoldFill     = color.RGBA{72, 66, 24, 255}
	colDelayFill    = color.RGBA{56, 40, 78, 255}
	colEventFill    = color.RGBA{78, 36, 52, 255}
	colToRootFill   = color.RGBA{44, 46, 54, 255}
	colPlainFill    = color.RGBA{36, 40, 48, 255}
	colLitFill      = color.RGBA{30, 96, 58, 255}
	colLit          = color.RGBA{104, 226, 150, 255}
	colWaiting      = color.RGBA{255, 200, 70, 255}
	colWirePressed  = color.RGBA{200, 206, 218, 255}
	colWireReleased = color.RGBA{99, 179, 237, 255}
	colWireAuto     = color.RGBA{140, 150, 166, 255}
	colWireFailed   = color.RGBA{245, 101, 101, 255}
	colWireInterupt = color.RGBA{237, 137, 54, 255}
)

// painter draws a picture.Layout with ebiten, one layout unit a pixel, in
// text of one size whose metrics the layout was made with.
type painter struct {
	text  *textDrawer
	white *ebiten.Image // one white pixel, the source of every triangle
	size  float64
	m     picture.Metrics
	vs    []ebiten.Vertex
	is    []uint16
}

func newPainter(t *textDrawer, white *ebiten.Image) *painter {
	return &painter{text: t, white: white.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)}
}

// metrics returns the layout metrics of text at a size: Go Mono's advance
// as the text drawer measures it, and a line a third taller than the size.
func (p *painter) metrics(size float64) picture.Metrics {
	const sample = "0123456789abcdefghij"
	return picture.Metrics{CharWidth: float64(p.text.width(sample, size)) / float64(len(sample)), LineHeight: math.Ceil(size * 1.35)}
}

// wireColour returns a wire's colour by what fires it, and whether it is dashed.
func wireColour(t *ag.Transition) (color.RGBA, bool) {
	switch {
	case t.FiresOn == ag.ActionCompleted:
		return colWireAuto, true
	case t.FiresOn == ag.ActionFailed:
		return colWireFailed, true
	case t.Timing == ag.Interrupt:
		return colWireInterupt, false
	case t.FiresOn == ag.InputPressed:
		return colWirePressed, false
	}
	return colWireReleased, false
}

// cardFill returns a card's fill by what it plays.
func cardFill(n *ag.Node) color.RGBA {
	if n.ReturnToRoot {
		return colToRootFill
	}
	switch n.Payload.(type) {
	case *ag.MontagePayload:
		return colMoveFill
	case *ag.HoldPayload:
		return colHoldFill
	case *ag.DelayPayload:
		return colDelayFill
	case *ag.TriggerEventPayload, *ag.PairedActionPayload:
		return colEventFill
	}
	return colPlainFill
}

// wire strokes a wire's path, offset by ox, oy, with its arrowhead.
func (p *painter) wire(dst *ebiten.Image, w *picture.Wire, ox, oy float64, clr color.RGBA, width float32, dashed bool) {
	if len(w.Path) == 0 {
		return
	}
	if dashed {
		p.dashes(dst, w.Path, ox, oy, clr, width)
	} else {
		var path vector.Path
		for i, c := range w.Path {
			if i == 0 || c.From != w.Path[i-1].To {
				path.MoveTo(float32(c.From.X+ox), float32(c.From.Y+oy))
			}
			path.CubicTo(float32(c.C1.X+ox), float32(c.C1.Y+oy), float32(c.C2.X+ox), float32(c.C2.Y+oy), float32(c.To.X+ox), float32(c.To.Y+oy))
		}
		p.vs, p.is = path.AppendVerticesAndIndicesForStroke(p.vs[:0], p.is[:0], &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound})
		p.triangles(dst, clr)
	}
	last := w.Path[len(w.Path)-1]
	tip, a := last.To, last.EndAngle()
	l := 6 + 1.5*float64(width)
	var head vector.Path
	head.MoveTo(float32(tip.X+ox), float32(tip.Y+oy))
	head.LineTo(float32(tip.X+ox-l*math.Cos(a+0.4)), float32(tip.Y+oy-l*math.Sin(a+0.4)))
	head.LineTo(float32(tip.X+ox-l*math.Cos(a-0.4)), float32(tip.Y+oy-l*math.Sin(a-0.4)))
	head.Close()
	p.vs, p.is = head.AppendVerticesAndIndicesForFilling(p.vs[:0], p.is[:0])
	p.triangles(dst, clr)
}

// dashes strokes a path as dashes of 6 px with gaps of 4.
func (p *painter) dashes(dst *ebiten.Image, path []picture.Cubic, ox, oy float64, clr color.RGBA, width float32) {
	const dash, gap, steps = 6.0, 4.0, 24
	along := 0.0
	for _, c := range path {
		prev := c.From
		for i := 1; i <= steps; i++ {
			pt := c.At(float64(i) / steps)
			if math.Mod(along, dash+gap) < dash {
				vector.StrokeLine(dst, float32(prev.X+ox), float32(prev.Y+oy), float32(pt.X+ox), float32(pt.Y+oy), width, clr, true)
			}
			along += math.Hypot(pt.X-prev.X, pt.Y-prev.Y)
			prev = pt
		}
	}
}

// label draws a wire's label box and text.
func (p *painter) label(dst *ebiten.Image, w *picture.Wire, ox, oy float64, clr color.RGBA, width float32) {
	r := w.LabelRect
	p.roundRect(dst, r.X+ox, r.Y+oy, r.W, r.H, 3, colGraphPanel, clr, width)
	p.lines(dst, w.Label, r, ox, oy, clr, clr)
}

// card draws a node's card: ROOT a light pill, the others tinted boxes,
// with the name over the rest of its lines.
func (p *painter) card(dst *ebiten.Image, b *picture.Box, ox, oy float64, fill, edge color.RGBA, width float32) {
	first, rest := colCardText, colCardSub
	radius := 4.0
	if b.Node.Index() == 0 {
		radius = b.H / 2
		if fill == cardFill(b.Node) {
			fill, first = colRootFill, colRootText // unlit ROOT: a light pill
		}
	}
	p.roundRect(dst, b.X+ox, b.Y+oy, b.W, b.H, radius, fill, edge, width)
	p.lines(dst, b.Lines, b.Rect, ox, oy, first, rest)
}

// lines draws text lines centred in a box: the first in one colour, the
// rest in another.
func (p *painter) lines(dst *ebiten.Image, lines []string, r picture.Rect, ox, oy float64, first, rest color.Color) {
	lh := p.m.LineHeight
	top := r.Y + oy + (r.H-float64(len(lines))*lh)/2 + (lh-p.size*1.2)/2
	cx := int(math.Round(r.X + ox + r.W/2))
	for i, s := range lines {
		clr := rest
		if i == 0 {
			clr = first
		}
		p.text.centred(dst, s, cx, int(math.Round(top+float64(i)*lh)), p.size, clr)
	}
}

// roundRect fills and strokes a rectangle with rounded corners.
func (p *painter) roundRect(dst *ebiten.Image, x, y, w, h, r float64, fill, edge color.RGBA, width float32) {
	r = math.Min(r, math.Min(w, h)/2)
	x0, y0, x1, y1, rr := float32(x), float32(y), float32(x+w), float32(y+h), float32(r)
	var path vector.Path
	path.MoveTo(x0+rr, y0)
	path.ArcTo(x1, y0, x1, y1, rr)
	path.ArcTo(x1, y1, x0, y1, rr)
	path.ArcTo(x0, y1, x0, y0, rr)
	path.ArcTo(x0, y0, x1, y0, rr)
	path.Close()
	p.vs, p.is = path.AppendVerticesAndIndicesForFilling(p.vs[:0], p.is[:0])
	p.triangles(dst, fill)
	p.vs, p.is = path.AppendVerticesAndIndicesForStroke(p.vs[:0], p.is[:0], &vector.StrokeOptions{Width: width})
	p.triangles(dst, edge)
}

// triangles draws the painter's vertices in one colour.
func (p *painter) triangles(dst *ebiten.Image, clr color.RGBA) {
	r, g, b, a := float32(clr.R)/255, float32(clr.G)/255, float32(clr.B)/255, float32(clr.A)/255
	for i := range p.vs {
		v := &p.vs[i]
		v.SrcX, v.SrcY = 1, 1
		v.ColorR, v.ColorG, v.ColorB, v.ColorA = r, g, b, a
	}
	op := &ebiten.DrawTrianglesOptions{AntiAlias: true, ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles(p.vs, p.is, p.white, op)
}
