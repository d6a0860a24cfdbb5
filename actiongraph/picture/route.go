package picture

import (
	"cmp"
	"math"
	"slices"
)

// wireClass is how a wire is routed.
type wireClass uint8

const (
	classForward wireClass = iota // to the next column, across the gap
	classLoop                     // within a column, looping into the gap on its right
	classLane                     // back to an earlier column, along a lane below
)

func (l *Layout) ends(w *Wire) (from, to *Box) {
	return &l.Boxes[w.T.FromNode().Index()], &l.Boxes[w.T.ToNode().Index()]
}

func (l *Layout) classOf(w *Wire) wireClass {
	from, to := l.ends(w)
	return classFor(from.Column, to.Column)
}

func classFor(from, to int) wireClass {
	switch to - from {
	case 1:
		return classForward
	case 0:
		return classLoop
	}
	return classLane
}

// gapOf returns the gap (numbered by the column on its left) whose label
// stack holds the wire's label; lane wires have none.
func (l *Layout) gapOf(w *Wire) (int, bool) {
	if l.classOf(w) == classLane {
		return 0, false
	}
	from, _ := l.ends(w)
	return from.Column, true
}

// stackLabels places the labels of one gap: each as near as it can to
// halfway between its wire's cards, in that order, none overlapping, the
// stack centred on where they would like to be. It returns the stack's bottom.
func (l *Layout) stackLabels(gap int, left, width float64, sp spacing) float64 {
	type item struct {
		w     *Wire
		ideal float64
		key   [2]int
	}
	var items []item
	for i := range l.Wires {
		w := &l.Wires[i]
		if c, ok := l.gapOf(w); !ok || c != gap {
			continue
		}
		from, to := l.ends(w)
		items = append(items, item{w, (from.Center().Y + to.Center().Y) / 2, [2]int{from.Row, to.Row}})
	}
	if len(items) == 0 {
		return 0
	}
	slices.SortStableFunc(items, func(a, b item) int {
		return cmp.Or(cmp.Compare(a.ideal, b.ideal), cmp.Compare(a.key[0], b.key[0]), cmp.Compare(a.key[1], b.key[1]))
	})
	prev, shift := math.Inf(-1), 0.0
	for _, it := range items {
		r := &it.w.LabelRect
		r.X = left + float64((width-r.W)/2)
		r.Y = math.Max(it.ideal-float64(r.H/2), prev+sp.labelGap)
		prev = r.Y + r.H
		shift += r.Y + float64(r.H/2) - it.ideal
	}
	shift /= float64(len(items))
	shift = math.Min(shift, items[0].w.LabelRect.Y-sp.margin)
	for _, it := range items {
		it.w.LabelRect.Y -= shift
	}
	return prev - shift
}

// port is one wire's end on a side of a card.
type port struct {
	wire  int
	other float64 // the y the wire heads for, to order the ends without crossings
	out   bool
}

// route gives every wire its path; lane wires get lanes below y bottom. It
// returns the new bottom of the drawing. A wire across a gap runs straight
// from the gap's left to its right under its label, so the curves in and out
// all span the same width and keep the order of their ends.
func (l *Layout) route(colX, colW, gapW []float64, bottom float64, sp spacing) float64 {
	right := make([][]port, len(l.Boxes))
	left := make([][]port, len(l.Boxes))
	laneY := make([]float64, len(l.Wires))
	lane := 0
	for i := range l.Wires {
		w := &l.Wires[i]
		from, to := w.T.FromNode().Index(), w.T.ToNode().Index()
		y := w.LabelRect.Center().Y
		switch l.classOf(w) {
		case classForward:
			right[from] = append(right[from], port{i, y, true})
			left[to] = append(left[to], port{i, y, false})
		case classLoop:
			right[from] = append(right[from], port{i, y, true})
			right[to] = append(right[to], port{i, y, false})
		case classLane:
			lane++
			laneY[i] = bottom + float64(float64(lane)*sp.laneGap)
			right[from] = append(right[from], port{i, laneY[i], true})
			left[to] = append(left[to], port{i, laneY[i], false})
		}
	}
	start := make([]Point, len(l.Wires))
	end := make([]Point, len(l.Wires))
	for b := range l.Boxes {
		box := l.Boxes[b].Rect
		place(right[b], box.X+box.W, box, start, end)
		place(left[b], box.X, box, start, end)
	}
	lane = 0
	for i := range l.Wires {
		w := &l.Wires[i]
		a, b := start[i], end[i]
		r := w.LabelRect
		fromBox, toBox := l.ends(w)
		gap := colX[fromBox.Column] + colW[fromBox.Column] + sp.gapPad
		inL, inR := Point{gap, r.Center().Y}, Point{gap + gapW[fromBox.Column], r.Center().Y}
		switch l.classOf(w) {
		case classForward:
			w.Path = []Cubic{sweep(a, inL, 1, 1), line(inL, inR), sweep(inR, b, 1, 1)}
		case classLoop:
			// Out to the label and back from where it forks.
			w.Path = []Cubic{sweep(a, inL, 1, 1), line(inL, Point{r.X, inL.Y}), sweep(inL, b, -1, -1)}
		case classLane:
			lane++
			off := float64(float64(lane%4) * sp.channel / 2)
			x1 := colX[fromBox.Column] + colW[fromBox.Column] + sp.channel + off
			x2 := colX[toBox.Column] - sp.channel - off
			y := laneY[i]
			w.LabelRect.X = float64((x1+x2)/2) - float64(r.W/2)
			w.LabelRect.Y = y - float64(r.H/2)
			w.Path = rounded([]Point{a, {x1, a.Y}, {x1, y}, {x2, y}, {x2, b.Y}, b}, sp.channel/2)
			l.Width = math.Max(l.Width, x1+sp.margin)
			bottom = math.Max(bottom, y+float64(r.H/2))
		}
	}
	return bottom
}

// place spreads the ports of one side of a card evenly down that side,
// ordered by where their wires head, and records each wire's end there.
func place(ports []port, x float64, box Rect, start, end []Point) {
	slices.SortStableFunc(ports, func(a, b port) int {
		if c := cmp.Compare(a.other, b.other); c != 0 {
			return c
		}
		if a.out != b.out {
			if a.out {
				return -1
			}
			return 1
		}
		return cmp.Compare(a.wire, b.wire)
	})
	for i, p := range ports {
		pt := Point{x, box.Y + box.H*float64(i+1)/float64(len(ports)+1)}
		if p.out {
			start[p.wire] = pt
		} else {
			end[p.wire] = pt
		}
	}
}
