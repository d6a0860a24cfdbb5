package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Smooth circles and lines, drawn in one pass with soft edges: each shape
// fades from opaque to clear over its outer pixel (a feather), by vertex
// alpha. Ebitengine's own antialiasing (vector with true) draws into a
// double-size offscreen and copies it back, two or three passes over the
// whole screen each time it flushes, which software WebGL (a browser with
// no GPU) cannot afford; these batch with the other untextured draws.

// feather is the width, in screen pixels, over which an edge fades out.
const feather = 1

var (
	smoothWhite *ebiten.Image
	smoothVs    []ebiten.Vertex
	smoothIs    []uint16
)

// smoothSrc returns the white image the shapes are drawn with.
func smoothSrc() *ebiten.Image {
	if smoothWhite == nil {
		smoothWhite = ebiten.NewImage(3, 3)
		smoothWhite.Fill(color.White)
	}
	return smoothWhite
}

// segments is how many pieces a circle of radius r is cut into: one every
// four pixels or so, from 16 to 160.
func segments(r float32) int {
	return min(160, max(16, int(2*math.Pi*float64(r)/4)))
}

// vertex returns a vertex of colour clr (premultiplied) at alpha share a.
func vertex(x, y float32, clr color.Color, a float32) ebiten.Vertex {
	r, g, b, al := clr.RGBA()
	return ebiten.Vertex{DstX: x, DstY: y, SrcX: 1, SrcY: 1,
		ColorR: float32(r) / 0xffff * a, ColorG: float32(g) / 0xffff * a, ColorB: float32(b) / 0xffff * a, ColorA: float32(al) / 0xffff * a}
}

// rings appends concentric circles at the radii, each with its alpha
// share, and the triangles between neighbours.
func rings(vs []ebiten.Vertex, is []uint16, cx, cy float32, radii, alpha []float32, clr color.Color) ([]ebiten.Vertex, []uint16) {
	n := segments(radii[len(radii)-1])
	base := uint16(len(vs))
	for i := 0; i < n; i++ {
		s, c := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		for k, r := range radii {
			vs = append(vs, vertex(cx+r*float32(c), cy+r*float32(s), clr, alpha[k]))
		}
	}
	m := uint16(len(radii))
	for i := uint16(0); i < uint16(n); i++ {
		j := (i + 1) % uint16(n)
		for k := uint16(0); k+1 < m; k++ {
			a, b := base+i*m+k, base+j*m+k
			is = append(is, a, b, a+1, b, b+1, a+1)
		}
	}
	return vs, is
}

// strokeCircle draws a ring of a width around cx, cy.
func strokeCircle(dst *ebiten.Image, cx, cy, r, width float32, clr color.Color) {
	in, out := r-width/2, r+width/2
	radii, alpha := []float32{in - feather/2, in + feather/2, out - feather/2, out + feather/2}, []float32{0, 1, 1, 0}
	if width < feather { // thinner than the feather: a faint ring
		radii, alpha = []float32{r - feather, r, r + feather}, []float32{0, width / feather, 0}
	}
	smoothVs, smoothIs = rings(smoothVs[:0], smoothIs[:0], cx, cy, radii, alpha, clr)
	dst.DrawTriangles(smoothVs, smoothIs, smoothSrc(), &ebiten.DrawTrianglesOptions{})
}

// fillCircle draws a disc.
func fillCircle(dst *ebiten.Image, cx, cy, r float32, clr color.Color) {
	vs := append(smoothVs[:0], vertex(cx, cy, clr, 1))
	vs, is := rings(vs, smoothIs[:0], cx, cy, []float32{max(0, r-feather/2), r + feather/2}, []float32{1, 0}, clr)
	n := uint16(segments(r + feather/2))
	for i := uint16(0); i < n; i++ {
		j := (i + 1) % n
		is = append(is, 0, 1+i*2, 1+j*2)
	}
	smoothVs, smoothIs = vs, is
	dst.DrawTriangles(vs, is, smoothSrc(), &ebiten.DrawTrianglesOptions{})
}

// strokeLine draws a line of a width from x0, y0 to x1, y1, its long
// edges soft.
func strokeLine(dst *ebiten.Image, x0, y0, x1, y1, width float32, clr color.Color) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	nx, ny := -dy/l, dx/l
	offs := [4]float32{-width/2 - feather/2, -width/2 + feather/2, width/2 - feather/2, width/2 + feather/2}
	alpha := [4]float32{0, 1, 1, 0}
	vs, is := smoothVs[:0], smoothIs[:0]
	for k, o := range offs {
		vs = append(vs, vertex(x0+nx*o, y0+ny*o, clr, alpha[k]), vertex(x1+nx*o, y1+ny*o, clr, alpha[k]))
	}
	for k := uint16(0); k < 3; k++ {
		a := k * 2
		is = append(is, a, a+1, a+2, a+1, a+3, a+2)
	}
	smoothVs, smoothIs = vs, is
	dst.DrawTriangles(vs, is, smoothSrc(), &ebiten.DrawTrianglesOptions{})
}
