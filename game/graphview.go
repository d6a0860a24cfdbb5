package game

import (
	"image"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/picture"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// The graph panel's place: across the screen above the item strip.
const (
	graphPanelX      = 16
	graphPanelW      = ScreenWidth - 32
	graphPanelBottom = ScreenHeight - arenaMargin - 54 - 22
	graphPanelMaxH   = 380
	graphHeaderH     = 26
	graphFontMax     = 13
	graphFontMin     = 8
)

// graphView is the live graph panel (F2): the drawn item's graph as the
// picture package lays it out, the running card lit green, the wire just
// taken green, the wires the waiting press will follow gold, and a header
// with the node, its time, the action window and the waiting press. It
// opens zoomed to fit the whole graph, never clipped at the sides; the
// wheel zooms, a drag or the right stick pans (graphzoom.go). Update feeds
// it after every Step (observe); Draw only reads the World.
type graphView struct {
	open bool

	// What it follows: the player, its graph and its last node start.
	char     *world.Character
	graph    *ag.Graph
	taken    world.Taken
	hasTaken bool
	minSeq   int
	wire     *ag.Transition

	// What it draws: the layout of layFor at font size, pre-drawn into img.
	layFor *ag.Graph
	lay    *picture.Layout
	img    *ebiten.Image
	lit    *ebiten.Image // img with the lit parts, when zoomed
	paint  *painter

	// How it shows it: img scaled by zoom, the picture's point panX, panY
	// (layout units) at the view's top-left; refit asks for the zoom that
	// fits the whole graph at the next draw. area is where the view was
	// last drawn, for the mouse; drag is the cursor of a drag going on.
	zoom, panX, panY float64
	refit            bool
	area             image.Rectangle
	dragging         bool
	drag             [2]int
}

// observe follows the player's last node start, to light the wire taken.
// A start from before the player's graph changed names another graph's
// wire and is left out. It allocates nothing.
func (gv *graphView) observe(w *world.World) {
	p := w.Player()
	g := p.Component().Graph()
	t, ok := p.LastTaken()
	switch {
	case p != gv.char:
		gv.char, gv.graph, gv.hasTaken, gv.wire, gv.minSeq = p, g, false, nil, 0
	case g != gv.graph:
		gv.graph, gv.hasTaken, gv.wire, gv.minSeq = g, false, nil, 0
		if ok {
			gv.minSeq = t.Seq + 1
		}
	}
	if ok && t.Seq >= gv.minSeq && (!gv.hasTaken || t.Seq != gv.taken.Seq) {
		gv.taken, gv.hasTaken, gv.wire = t, true, t.Wire(g)
	}
}

// draw draws the panel over the arena when it is open.
func (gv *graphView) draw(dst *ebiten.Image, v *view, w *world.World) {
	p := w.Player()
	g := p.Component().Graph()
	if !gv.open || g == nil || !g.Compiled() {
		return
	}
	if gv.layFor != g && !gv.layout(v, g) {
		return
	}
	if gv.refit || gv.zoom == 0 {
		gv.zoom, gv.refit = gv.fitZoom(), false
	}
	st := p.State()
	viewW := float64(graphViewW)
	viewH := math.Min(gv.lay.Height*gv.zoom, graphViewH)
	gv.clampPan(viewW, viewH)
	h := graphHeaderH + viewH + 8
	top := float64(graphPanelBottom) - h
	vector.DrawFilledRect(dst, graphPanelX, float32(top), graphPanelW, float32(h), colGraphPanel, false)
	vector.StrokeRect(dst, graphPanelX, float32(top), graphPanelW, float32(h), 1, colCardEdge, false)
	gv.header(dst, v, g, st, int(top)+6)

	lit := gv.lay.Box(st.Node)
	x0, y0 := float64(graphPanelX+8), top+graphHeaderH
	gv.area = rectOf(x0, y0, viewW, viewH)
	area := dst.SubImage(gv.area).(*ebiten.Image)
	if gv.zoom != 1 {
		// The lit parts are drawn at the layout's scale into the picture's
		// copy, then the whole is scaled into the view.
		gv.drawLit(gv.scratch(), st, lit, 0, 0)
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(-gv.panX, -gv.panY)
		op.GeoM.Scale(gv.zoom, gv.zoom)
		op.GeoM.Translate(x0, y0)
		op.Filter = ebiten.FilterLinear
		area.DrawImage(gv.lit, &op)
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x0-gv.panX, y0-gv.panY)
	area.DrawImage(gv.img, &op)
	gv.drawLit(area, st, lit, x0-gv.panX, y0-gv.panY)
}

// scratch returns the picture's lit copy: the unlit picture, for drawLit
// to light.
func (gv *graphView) scratch() *ebiten.Image {
	b := gv.img.Bounds()
	if gv.lit == nil || gv.lit.Bounds() != b {
		if gv.lit != nil {
			gv.lit.Deallocate()
		}
		gv.lit = ebiten.NewImage(b.Dx(), b.Dy())
	}
	gv.lit.Clear()
	gv.lit.DrawImage(gv.img, nil)
	return gv.lit
}

// drawLit draws what changes from tick to tick over the picture, offset by
// ox, oy: the waiting press's wires, the wire just taken, the running card.
func (gv *graphView) drawLit(area *ebiten.Image, st ag.ActionState, lit *picture.Box, ox, oy float64) {
	for i := range gv.lay.Wires {
		wr := &gv.lay.Wires[i]
		if wr.T.FromNode().Name == st.Node && st.HasWaiting && wr.T.FiresOn.IsInput() && wr.T.InputTag == st.Waiting {
			gv.paint.wire(area, wr, ox, oy, colWaiting, 2.5, false)
			gv.paint.label(area, wr, ox, oy, colWaiting, 2)
		}
	}
	for i := range gv.lay.Wires {
		if wr := &gv.lay.Wires[i]; wr.T == gv.wire {
			gv.paint.wire(area, wr, ox, oy, colLit, 3, false)
			gv.paint.label(area, wr, ox, oy, colLit, 2)
		}
	}
	if lit != nil {
		edge := colLit
		if st.Window {
			edge = colWaiting
			gv.paint.roundRect(area, lit.X+ox-4, lit.Y+oy-4, lit.W+8, lit.H+8, 6, colGraphPanel, colWaiting, 2)
		}
		gv.paint.card(area, lit, ox, oy, colLitFill, edge, 3)
	}
}

// header writes the graph's name and file, the running node and its time,
// the window and the waiting press along the panel's top.
func (gv *graphView) header(dst *ebiten.Image, v *view, g *ag.Graph, st ag.ActionState, y int) {
	x := graphPanelX + 10
	s := "F2  " + g.Name
	if f := g.File(); f != "" {
		s += " (" + f + ")"
	}
	v.text.draw(dst, s, x, y, 14, colText)
	x += v.text.width(s, 14) + 24
	s = "node " + st.Node
	if st.Node != ag.RootName {
		s += " " + strconv.FormatFloat(st.TimeInNodeSeconds(), 'f', 2, 64) + " s"
	}
	v.text.draw(dst, s, x, y, 14, colLit)
	x += v.text.width(s, 14) + 24
	s, clr := "window shut", colDim
	if st.Window {
		s, clr = "window OPEN", colWaiting
	}
	v.text.draw(dst, s, x, y, 14, clr)
	x += v.text.width(s, 14) + 24
	s, clr = "no press waiting", colDim
	if st.HasWaiting {
		s, clr = "waiting "+picture.InputName(st.Waiting), colWaiting
	}
	v.text.draw(dst, s, x, y, 14, clr)
	if gv.wire != nil {
		s = "last wire " + gv.taken.From + " -> " + gv.taken.Node + " (" + string(gv.taken.Via) + ")"
		v.text.right(dst, s, graphPanelX+graphPanelW-10, y, 14, colDim)
	}
}

// layout lays the graph out in the largest font from graphFontMax down to
// graphFontMin that fits the panel, and pre-draws it unlit. It reports
// whether the graph could be laid out.
func (gv *graphView) layout(v *view, g *ag.Graph) bool {
	if gv.paint == nil {
		gv.paint = newPainter(v.text, v.white)
	}
	size := float64(graphFontMax)
	lay, err := picture.NewLayout(g, gv.paint.metrics(size))
	if err != nil {
		return false
	}
	k := math.Min((graphPanelW-16)/lay.Width, (graphPanelMaxH-graphHeaderH-8)/lay.Height)
	if k < 1 {
		size = math.Max(graphFontMin, math.Floor(size*k))
		if lay, err = picture.NewLayout(g, gv.paint.metrics(size)); err != nil {
			return false
		}
	}
	if gv.img != nil {
		gv.img.Deallocate()
	}
	gv.layFor, gv.lay, gv.panX, gv.panY, gv.refit = g, lay, 0, 0, true
	gv.paint.size, gv.paint.m = size, lay.Metrics
	gv.img = ebiten.NewImage(int(math.Ceil(lay.Width)), int(math.Ceil(lay.Height)))
	for i := range lay.Wires {
		wr := &lay.Wires[i]
		clr, dashed := wireColour(wr.T)
		gv.paint.wire(gv.img, wr, 0, 0, clr, 1.5, dashed)
	}
	for i := range lay.Boxes {
		b := &lay.Boxes[i]
		gv.paint.card(gv.img, b, 0, 0, cardFill(b.Node), colCardEdge, 1.5)
	}
	for i := range lay.Wires {
		wr := &lay.Wires[i]
		clr, _ := wireColour(wr.T)
		gv.paint.label(gv.img, wr, 0, 0, clr, 1)
	}
	return true
}

// rectOf returns the pixels a rectangle covers.
func rectOf(x, y, w, h float64) image.Rectangle {
	return image.Rect(int(math.Floor(x)), int(math.Floor(y)), int(math.Ceil(x+w)), int(math.Ceil(y+h)))
}
