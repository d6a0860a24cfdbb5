package game

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// The graph view's zoom: at most 3 image pixels a layout unit, a wheel
// notch 1.2 times, the right stick pans up to graphStickPan pixels an
// Update.
const (
	graphZoomMax  = 3
	graphZoomStep = 1.2
	graphStickPan = 14
)

// update reads the panel's controls: F2 opens it (fitting the graph) and
// closes it; while open, the wheel over it zooms about the cursor, a drag
// on it pans (the left button is the panel's then, not the fight's, until
// released) and the right stick pans (and does not switch the lock). It
// takes what it uses out of f.
func (gv *graphView) update(f *frameInput, in *input) {
	if f.Graph {
		gv.open = !gv.open
		gv.refit, gv.dragging = true, false
	}
	if !gv.open || gv.lay == nil || gv.area.Empty() {
		return
	}
	over := image.Pt(f.Cursor[0], f.Cursor[1]).In(gv.area)
	if f.Wheel != 0 && over {
		gv.zoomAt(math.Pow(graphZoomStep, float64(-f.Wheel)), float64(f.Cursor[0]), float64(f.Cursor[1]))
		f.Wheel = 0
	}
	switch {
	case f.Click && over:
		gv.dragging, gv.drag = true, f.Cursor
	case !f.Click && !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft):
		gv.dragging = false
	}
	if gv.dragging {
		gv.panX -= float64(f.Cursor[0]-gv.drag[0]) / gv.zoom
		gv.panY -= float64(f.Cursor[1]-gv.drag[1]) / gv.zoom
		gv.drag = f.Cursor
		in.claim(f, items.Buttons(0).With(items.MouseLeft))
		f.Click, f.Confirm = false, false
	}
	if f.Aim != (combat.Vec{}) {
		gv.panX += f.Aim.X * graphStickPan / gv.zoom
		gv.panY += f.Aim.Y * graphStickPan / gv.zoom
	}
	f.HasFlick = false
}

// zoomAt scales the zoom by k, keeping the picture's point under the
// screen point x, y where it is.
func (gv *graphView) zoomAt(k, x, y float64) {
	z := min(graphZoomMax, max(gv.fitZoom(), gv.zoom*k))
	lx := gv.panX + (x-float64(gv.area.Min.X))/gv.zoom
	ly := gv.panY + (y-float64(gv.area.Min.Y))/gv.zoom
	gv.zoom = z
	gv.panX = lx - (x-float64(gv.area.Min.X))/z
	gv.panY = ly - (y-float64(gv.area.Min.Y))/z
}

// The view's largest size inside the panel.
const (
	graphViewW = graphPanelW - 16
	graphViewH = graphPanelMaxH - graphHeaderH - 8
)

// fitZoom returns the zoom at which the whole graph fits the view, at
// most 1 (the layout's font size is already the largest that fits).
func (gv *graphView) fitZoom() float64 {
	return min(1, graphViewW/gv.lay.Width, graphViewH/gv.lay.Height)
}

// clampPan keeps the picture in view: centred on an axis where it is
// smaller than the view, else with no gap at either side.
func (gv *graphView) clampPan(viewW, viewH float64) {
	clamp := func(pan, size, view float64) float64 {
		if size <= view {
			return -(view - size) / 2
		}
		return min(max(pan, 0), size-view)
	}
	gv.panX = clamp(gv.panX, gv.lay.Width, viewW/gv.zoom)
	gv.panY = clamp(gv.panY, gv.lay.Height, viewH/gv.zoom)
}
