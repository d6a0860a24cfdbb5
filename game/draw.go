package game

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/game/world"
)

var (
	colBackground = color.RGBA{22, 24, 30, 255}
	colFloor      = color.RGBA{70, 74, 88, 255}
	colBody       = color.RGBA{200, 204, 214, 255}
	colText       = color.RGBA{230, 232, 238, 255}
	colDim        = color.RGBA{140, 146, 160, 255}
	colWindow     = color.RGBA{90, 220, 120, 255}
	colBar        = color.RGBA{52, 56, 68, 255}
	colRest       = color.RGBA{150, 150, 160, 255}
	// nodeColours colour the moves by node index, ROOT excluded.
	nodeColours = []color.RGBA{{240, 150, 60, 255}, {80, 190, 250, 255}, {230, 90, 200, 255}, {240, 220, 80, 255}}
)

// swing is the sword's sweep for one move, in radians (0 points right,
// positive turns down): it goes from From to To over the move.
type swing struct{ From, To float64 }

// swings alternate by node index so that each move of a combo looks
// different: a downward slash, then a rising one.
var swings = []swing{{-2.3, 0.9}, {1.0, -1.7}}

// restAngle is where the sword points at ROOT.
const restAngle = 1.25

// view draws the world. It keeps buffers between frames and holds no game state.
type view struct {
	text  *textDrawer
	white *ebiten.Image
	vs    []ebiten.Vertex
	is    []uint16
}

func newView() (*view, error) {
	t, err := newTextDrawer()
	if err != nil {
		return nil, err
	}
	white := ebiten.NewImage(3, 3)
	white.Fill(color.White)
	return &view{text: t, white: white}, nil
}

// draw draws the whole screen.
func (v *view) draw(dst *ebiten.Image, w *world.World) {
	dst.Fill(colBackground)
	vector.StrokeLine(dst, 40, 520, 760, 520, 2, colFloor, true)
	if c := w.Character(0); c != nil {
		v.drawFighter(dst, c, 380, 430)
		v.drawTimeline(dst, c, 60, 590, 640)
		v.drawPanel(dst, w, c, 800, 40)
	}
}

// nodeStyle returns a node's colour and swing, from its index in the graph.
func nodeStyle(c *world.Character, node string) (color.RGBA, swing, bool) {
	g := c.Component().Graph()
	if g == nil || node == ag.RootName {
		return colRest, swing{restAngle, restAngle}, false
	}
	n := g.Node(node)
	if n == nil || n.Index() == 0 {
		return colRest, swing{restAngle, restAngle}, false
	}
	i := n.Index() - 1
	return nodeColours[i%len(nodeColours)], swings[i%len(swings)], true
}

// drawFighter draws the character: a body, and a sword whose angle follows
// the time in the current node, with the arc it has swept so far.
func (v *view) drawFighter(dst *ebiten.Image, c *world.Character, x, y float32) {
	st := c.State()
	clr, sw, moving := nodeStyle(c, st.Node)
	p := smoothstep(c.Progress())
	angle := sw.From + (sw.To-sw.From)*p
	const reach = 150
	sx, sy := x+8, y-34 // the shoulder
	if moving {
		fan := clr
		fan.A = 90
		v.fillArc(dst, sx, sy, reach, sw.From, angle, fan)
	}
	if st.Window {
		vector.StrokeCircle(dst, x, y, 62, 5, colWindow, true)
	}
	vector.DrawFilledCircle(dst, x, y, 48, colBody, true)
	vector.DrawFilledCircle(dst, x+20, y-64, 22, colBody, true)
	ex := sx + float32(math.Cos(angle))*reach
	ey := sy + float32(math.Sin(angle))*reach
	vector.StrokeLine(dst, sx, sy, ex, ey, 8, clr, true)
	vector.DrawFilledCircle(dst, ex, ey, 7, clr, true)
	v.text.draw(dst, st.Node, int(x)-60, int(y)+100, 28, clr)
}

// fillArc fills the pie slice from angle a0 to a1 around cx, cy.
func (v *view) fillArc(dst *ebiten.Image, cx, cy, r float32, a0, a1 float64, clr color.RGBA) {
	if math.Abs(a1-a0) < 1e-3 {
		return
	}
	dir := vector.Clockwise
	if a1 < a0 {
		dir = vector.CounterClockwise
	}
	var path vector.Path
	path.MoveTo(cx, cy)
	path.Arc(cx, cy, r, float32(a0), float32(a1), dir)
	path.Close()
	v.vs, v.is = path.AppendVerticesAndIndicesForFilling(v.vs[:0], v.is[:0])
	cr, cg, cb, ca := float32(clr.R)/255, float32(clr.G)/255, float32(clr.B)/255, float32(clr.A)/255
	for i := range v.vs {
		v.vs[i].SrcX, v.vs[i].SrcY = 1, 1
		v.vs[i].ColorR, v.vs[i].ColorG, v.vs[i].ColorB, v.vs[i].ColorA = cr*ca, cg*ca, cb*ca, ca
	}
	op := &ebiten.DrawTrianglesOptions{AntiAlias: true}
	dst.DrawTriangles(v.vs, v.is, v.white, op)
}

// drawTimeline draws the move's montage as a bar: its action windows in
// green and a cursor at the time in the node.
func (v *view) drawTimeline(dst *ebiten.Image, c *world.Character, x, y, width float32) {
	const h = 22
	vector.DrawFilledRect(dst, x, y, width, h, colBar, false)
	clip := c.Clip()
	st := c.State()
	if clip.Length <= 0 {
		v.text.draw(dst, "idle: no montage playing", int(x), int(y)+h+8, 16, colDim)
		return
	}
	scale := width / float32(clip.Length)
	for _, win := range clip.Windows {
		vector.DrawFilledRect(dst, x+float32(win.Start)*scale, y, float32(win.End-win.Start)*scale, h, colWindow, false)
	}
	cx := x + float32(min(st.TimeInNode, clip.Length))*scale
	vector.StrokeLine(dst, cx, y-6, cx, y+h+6, 3, colText, false)
	label := fmt.Sprintf("%s  %.2f s / %.2f s", clip.Montage, st.TimeInNodeSeconds(), ag.TicksToSeconds(clip.Length))
	v.text.draw(dst, label, int(x), int(y)+h+8, 16, colDim)
}

// drawPanel draws the action state and the last events as text.
func (v *view) drawPanel(dst *ebiten.Image, w *world.World, c *world.Character, x, y int) {
	st := c.State()
	window := "closed"
	if st.Window {
		window = "OPEN"
	}
	waiting := "none"
	if st.HasWaiting {
		waiting = st.Waiting
	}
	v.text.draw(dst, "Action Graph: "+st.Graph, x, y, 22, colText)
	rows := []string{
		fmt.Sprintf("node          %s", st.Node),
		fmt.Sprintf("window        %s", window),
		fmt.Sprintf("time in node  %.2f s (%d ticks)", st.TimeInNodeSeconds(), st.TimeInNode),
		fmt.Sprintf("waiting press %s", waiting),
		fmt.Sprintf("tick          %d", w.Now()),
		"history       " + lastNodes(c.History(), 4),
	}
	y += 40
	for _, r := range rows {
		v.text.draw(dst, r, x, y, 17, colText)
		y += 26
	}
	y += 14
	v.text.draw(dst, "last events (tick)", x, y, 17, colDim)
	y += 28
	for _, l := range c.Lines() {
		v.text.draw(dst, l, x, y, 15, colText)
		y += 22
	}
	v.text.draw(dst, "Light attack: left mouse button or gamepad right shoulder", 40, ScreenHeight-40, 16, colDim)
}

// lastNodes joins the last n nodes of a history with arrows.
func lastNodes(h []string, n int) string {
	if len(h) == 0 {
		return "-"
	}
	s := strings.Join(h[max(0, len(h)-n):], " > ")
	if len(h) > n {
		s = "... > " + s
	}
	return s
}

// smoothstep eases 0..1 in and out.
func smoothstep(t float64) float64 {
	t = min(1, max(0, t))
	return t * t * (3 - 2*t)
}
