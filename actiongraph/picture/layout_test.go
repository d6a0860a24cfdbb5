package picture_test

import (
	"fmt"
	"math"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/picture"
)

func TestLayoutColumnsAndRows(t *testing.T) {
	l, err := picture.NewLayout(oddGraph(t), picture.DefaultMetrics)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][2]int{
		"ROOT": {0, 0}, "Light 1": {1, 0}, "Light 2": {2, 0}, "Spin": {2, 1},
		"Orphan": {3, 0}, "Orphan 2": {3, 1}, // ROOT never reaches them: the last column
	}
	for name, cr := range want {
		b := l.Box(name)
		if b == nil {
			t.Fatalf("no box for %s", name)
		}
		if have := [2]int{b.Column, b.Row}; have != cr {
			t.Errorf("%s: column, row %v, want %v", name, have, cr)
		}
	}
	if l.Box("Nobody") != nil {
		t.Error("a box for a node the graph lacks")
	}
}

// TestLayoutGeometry checks every layout for what makes a picture
// unreadable: cards or labels on top of each other or outside the picture,
// wires that do not start on their source card and end on their target.
func TestLayoutGeometry(t *testing.T) {
	graphs := shippedGraphs(t)
	graphs["odd"] = oddGraph(t)
	for name, g := range graphs {
		t.Run(name, func(t *testing.T) {
			l, err := picture.NewLayout(g, picture.DefaultMetrics)
			if err != nil {
				t.Fatal(err)
			}
			var rects []picture.Rect
			var names []string
			for _, b := range l.Boxes {
				rects, names = append(rects, b.Rect), append(names, b.Node.Name)
			}
			for _, w := range l.Wires {
				rects = append(rects, w.LabelRect)
				names = append(names, fmt.Sprintf("label %s->%s %s", w.T.From, w.T.To, w.Label[0]))
			}
			whole := picture.Rect{W: l.Width, H: l.Height}
			for i, r := range rects {
				if !whole.Contains(picture.Point{X: r.X, Y: r.Y}) || !whole.Contains(picture.Point{X: r.X + r.W, Y: r.Y + r.H}) {
					t.Errorf("%s %+v lies outside the %gx%g picture", names[i], r, l.Width, l.Height)
				}
				for j := range i {
					if overlap(r, rects[j]) {
						t.Errorf("%s %+v overlaps %s %+v", names[i], r, names[j], rects[j])
					}
				}
			}
			for _, w := range l.Wires {
				from, to := l.Boxes[w.T.FromNode().Index()], l.Boxes[w.T.ToNode().Index()]
				first, last := w.Path[0].From, w.Path[len(w.Path)-1].To
				if !onEdge(from.Rect, first) || !onEdge(to.Rect, last) {
					t.Errorf("wire %s->%s runs from %v to %v, not from card %+v to card %+v", w.T.From, w.T.To, first, last, from.Rect, to.Rect)
				}
			}
		})
	}
}

func overlap(a, b picture.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

func onEdge(r picture.Rect, p picture.Point) bool {
	const e = 1e-9
	onSide := math.Abs(p.X-r.X) < e || math.Abs(p.X-r.X-r.W) < e
	return onSide && p.Y > r.Y && p.Y < r.Y+r.H
}

func TestLayoutSpreadsWireEnds(t *testing.T) {
	g := ag.NewGraph("AG_Fan")
	for i := range 6 {
		name := fmt.Sprintf("Move %d", i)
		g.AddNode(ag.NewNode(name, nil))
		g.Connect(&ag.Transition{From: "ROOT", To: name, FiresOn: ag.InputPressed, InputTag: fmt.Sprintf("UPC.Input.K%d", i)})
	}
	g.Compile(nil)
	l, err := picture.NewLayout(g, picture.DefaultMetrics)
	if err != nil {
		t.Fatal(err)
	}
	prev := math.Inf(-1)
	for _, w := range l.Wires {
		y := w.Path[0].From.Y
		if y-prev < picture.DefaultMetrics.LineHeight/2 {
			t.Errorf("wire to %s leaves ROOT at y %g, %g below the one before", w.T.To, y, y-prev)
		}
		prev = y
	}
}
