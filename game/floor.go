package game

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/palette"
)

// Floor layout, in world pixels (the arena is the 1280x720 world).
const (
	tileSize    = 64
	arenaMargin = 24 // the wall: combat keeps the fighters inside it
	edgeDepth   = 200
)

// premul returns a straight-alpha colour premultiplied.
func premul(c color.NRGBA) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// lighten returns an opaque colour d levels lighter (darker below 0).
func lighten(c color.NRGBA, d int) color.RGBA {
	f := func(v uint8) uint8 { return uint8(min(255, max(0, int(v)+d))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), 255}
}

// floorScale is the cached arena's pixels per world pixel: the camera's
// zoom, so a pixel of it is a pixel of the screen, copied as it is (the
// camera's offset is rounded to whole pixels for the floor).
const floorScale = cameraZoom

// newArena paints the whole arena once, at floorScale.
func (v *view) newArena() *ebiten.Image {
	img := ebiten.NewImage(combat.ScreenW*floorScale, combat.ScreenH*floorScale)
	// This camera maps world x to x*floorScale on img.
	cam := &camera{x: ScreenWidth / 2 / floorScale, y: ScreenHeight / 2 / floorScale, zoom: floorScale}
	v.paintFloor(img, cam, 0, 0, combat.ScreenW, combat.ScreenH)
	return img
}

// vignette is how much the screen's edges darken, fading to nothing
// edgeDepth pixels in.
const vignette = 0.45

// drawFloor draws the part of the cached arena the camera sees, its edges
// darkened a little (the vignette), under the fighters, in one pass: a grid
// of quads whose outer vertices are dimmed. Software WebGL (a browser with
// no GPU) pays about as much for each full-screen pass as for all the rest
// of a frame, so the floor, the vignette and the screen's clear are one
// (the game clears no screen: every scene paints all of it; see New).
func (v *view) drawFloor(dst *ebiten.Image, cam *camera) {
	op := &ebiten.DrawTrianglesOptions{Blend: ebiten.BlendCopy} // opaque: nothing under it to read
	if x0, y0, x1, y1 := cam.visible(); x0 < 0 || y0 < 0 || x1 > combat.ScreenW || y1 > combat.ScreenH {
		dst.Fill(palette.Wall) // a shake shows past the arena's edge
		op.Blend = ebiten.BlendSourceOver
	}
	// The arena's pixel under the screen's top-left corner, whole.
	ox := math.Round(((0-ScreenWidth/2-cam.sx)/cam.zoom + cam.x) * floorScale)
	oy := math.Round(((0-ScreenHeight/2-cam.sy)/cam.zoom + cam.y) * floorScale)
	xs := [4]float64{0, edgeDepth, ScreenWidth - edgeDepth, ScreenWidth}
	ys := [4]float64{0, edgeDepth, ScreenHeight - edgeDepth, ScreenHeight}
	vs, is := v.fvs[:0], v.fis[:0]
	for j, sy := range ys {
		for i, sx := range xs {
			c := float32(1)
			if i == 0 || i == 3 || j == 0 || j == 3 {
				c = 1 - vignette
			}
			vs = append(vs, ebiten.Vertex{DstX: float32(sx), DstY: float32(sy),
				SrcX: float32(ox + sx), SrcY: float32(oy + sy), ColorR: c, ColorG: c, ColorB: c, ColorA: 1})
		}
	}
	for j := uint16(0); j < 3; j++ {
		for i := uint16(0); i < 3; i++ {
			a := j*4 + i
			is = append(is, a, a+1, a+4, a+1, a+5, a+4)
		}
	}
	dst.DrawTriangles(vs, is, v.arena, op)
	v.fvs, v.fis = vs, is
}

// paintFloor paints the arena's rectangle x0, y0 - x1, y1 (world pixels)
// through cam: stone tiles of slightly varying shade with a lit and a
// shaded edge, cracks, the markings and the wall, the colours from package
// palette. It draws the tiles in one batch.
func (v *view) paintFloor(dst *ebiten.Image, cam *camera, x0, y0, x1, y1 float64) {
	dst.Fill(palette.Wall)
	vs, is := v.fvs[:0], v.fis[:0]
	vs, is = v.worldRect(vs, is, cam, 0, 0, combat.ScreenW, combat.ScreenH, premul(palette.Grout))
	for ty := max(0, int(y0)/tileSize); ty*tileSize < int(min(y1, combat.ScreenH)); ty++ {
		for tx := max(0, int(x0)/tileSize); tx*tileSize < int(min(x1, combat.ScreenW)); tx++ {
			h := tileHash(tx, ty)
			c := palette.Tile(h)
			x, y := float64(tx*tileSize), float64(ty*tileSize)
			vs, is = v.worldRect(vs, is, cam, x+1, y+1, x+tileSize-1, y+tileSize-1, lighten(c, 0))
			vs, is = v.worldRect(vs, is, cam, x+1, y+1, x+tileSize-1, y+2.5, lighten(c, 7))
			vs, is = v.worldRect(vs, is, cam, x+1, y+tileSize-3, x+tileSize-1, y+tileSize-1, lighten(c, -6))
			if h%7 == 0 { // a crack
				vs, is = worldLine(vs, is, cam, x+12, y+20+float64(h%20), x+44, y+30+float64(h%17), 1.2, premul(palette.Crack))
			}
		}
	}
	m, w, h := float64(arenaMargin), float64(combat.ScreenW), float64(combat.ScreenH)
	wall := premul(palette.Wall)
	vs, is = v.worldRect(vs, is, cam, 0, 0, w, m, wall)
	vs, is = v.worldRect(vs, is, cam, 0, h-m, w, h, wall)
	vs, is = v.worldRect(vs, is, cam, 0, 0, m, h, wall)
	vs, is = v.worldRect(vs, is, cam, w-m, 0, w, h, wall)
	top := premul(palette.WallTop)
	for _, r := range [4][4]float64{{m - 3, m - 3, w - m + 3, m}, {m - 3, h - m, w - m + 3, h - m + 3}, {m - 3, m - 3, m, h - m + 3}, {w - m, m - 3, w - m + 3, h - m + 3}} {
		vs, is = v.worldRect(vs, is, cam, r[0], r[1], r[2], r[3], top)
	}
	dst.DrawTriangles(vs, is, v.white, &ebiten.DrawTrianglesOptions{})
	v.fvs, v.fis = vs, is

	mark := premul(palette.Marking)
	cx, cy := cam.toScreen(combat.Vec{X: combat.ScreenW / 2, Y: combat.ScreenH / 2})
	vector.StrokeCircle(dst, cx, cy, cam.len(230), cam.len(6), mark, true)
	vector.StrokeCircle(dst, cx, cy, cam.len(120), cam.len(3), mark, true)
	vector.StrokeLine(dst, cx-cam.len(230), cy, cx+cam.len(230), cy, cam.len(3), mark, true)
	vector.StrokeLine(dst, cx, cy-cam.len(230), cx, cy+cam.len(230), cam.len(3), mark, true)
}

// worldRect appends a world rectangle drawn through the camera.
func (v *view) worldRect(vs []ebiten.Vertex, is []uint16, cam *camera, x0, y0, x1, y1 float64, clr color.RGBA) ([]ebiten.Vertex, []uint16) {
	ax, ay := cam.screenXY(x0, y0)
	bx, by := cam.screenXY(x1, y1)
	return appendRect(vs, is, ax, ay, bx, by, clr)
}

// worldLine appends a world line of a width drawn through the camera.
func worldLine(vs []ebiten.Vertex, is []uint16, cam *camera, x0, y0, x1, y1, width float64, clr color.RGBA) ([]ebiten.Vertex, []uint16) {
	ax, ay := cam.screenXY(x0, y0)
	bx, by := cam.screenXY(x1, y1)
	l := math.Hypot(bx-ax, by-ay)
	if l == 0 {
		return vs, is
	}
	nx, ny := -(by-ay)/l*width*cam.zoom/2, (bx-ax)/l*width*cam.zoom/2
	return appendQuad(vs, is, [4][2]float64{{ax + nx, ay + ny}, {bx + nx, by + ny}, {bx - nx, by - ny}, {ax - nx, ay - ny}}, clr)
}

// newEdge draws a screen-sized white frame that fades to nothing
// edgeDepth pixels in: the vignette (drawn black) and the screen-edge
// flashes (drawn in their colour).
func newEdge(white *ebiten.Image) *ebiten.Image {
	img := ebiten.NewImage(ScreenWidth, ScreenHeight)
	w, h := float32(ScreenWidth), float32(ScreenHeight)
	outer := [4][2]float32{{0, 0}, {w, 0}, {w, h}, {0, h}}
	const d = edgeDepth
	inner := [4][2]float32{{d, d}, {w - d, d}, {w - d, h - d}, {d, h - d}}
	vs := make([]ebiten.Vertex, 0, 8)
	for _, p := range outer {
		vs = append(vs, ebiten.Vertex{DstX: p[0], DstY: p[1], SrcX: 1, SrcY: 1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1})
	}
	for _, p := range inner {
		vs = append(vs, ebiten.Vertex{DstX: p[0], DstY: p[1], SrcX: 1, SrcY: 1})
	}
	var is []uint16
	for i := uint16(0); i < 4; i++ {
		j := (i + 1) % 4
		is = append(is, i, j, 4+i, j, 4+j, 4+i)
	}
	img.DrawTriangles(vs, is, white, &ebiten.DrawTrianglesOptions{})
	return img
}

// tileHash gives each tile a fixed pseudo-random number.
func tileHash(x, y int) uint32 {
	h := uint32(x)*73856093 ^ uint32(y)*19349663
	h ^= h >> 13
	h *= 0x5bd1e995
	return h ^ h>>15
}
