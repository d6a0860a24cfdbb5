package game

import (
	"image/color"
	"log/slog"
	"math"
	"sync"

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

// vignette is how much the screen's edges darken, fading to nothing
// edgeDepth pixels in.
const vignette = 0.45

// solidSource is a Kage shader that paints each triangle with its
// vertices' colours and reads no image: software WebGL fills a screen
// about twice as fast that way as when it samples a texture.
const solidSource = `//kage:unit pixels

package main

func Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {
	return color
}
`

var (
	solidOnce   sync.Once
	solidShader *ebiten.Shader // nil when it failed to compile
)

// solid returns the compiled solid-colour shader, or nil.
func solid() *ebiten.Shader {
	solidOnce.Do(func() {
		s, err := ebiten.NewShader([]byte(solidSource))
		if err != nil {
			slog.Error("solid shader", slog.Any("err", err))
			return
		}
		solidShader = s
	})
	return solidShader
}

// drawFloor paints the part of the arena the camera sees, every frame,
// under the fighters: each screen pixel once (the tiles, the gaps between
// them and the walls do not overlap), in solid colours with the vignette
// (the screen's edges darkened) in the vertex colours, copied without
// blending. Software WebGL (a browser with no GPU) pays for every pixel
// it fills, most for blended and textured ones, so this is the cheapest
// way to cover the screen; the game clears no screen (see New). The
// markings, thin and faint, are blended over it.
func (v *view) drawFloor(dst *ebiten.Image, cam *camera) {
	x0, y0, x1, y1 := cam.visible()
	if x0 < 0 || y0 < 0 || x1 > combat.ScreenW || y1 > combat.ScreenH {
		dst.Fill(palette.Wall) // a shake shows past the arena's edge
	}
	vs, is := v.floorGeometry(v.fvs[:0], v.fis[:0], cam, x0, y0, x1, y1)
	for i := range vs {
		f := 1 - vignette*edgeShare(vs[i].DstX, vs[i].DstY)
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB = vs[i].ColorR*f, vs[i].ColorG*f, vs[i].ColorB*f
	}
	if sh := solid(); sh != nil {
		dst.DrawTrianglesShader(vs, is, sh, &ebiten.DrawTrianglesShaderOptions{Blend: ebiten.BlendCopy})
	} else {
		dst.DrawTriangles(vs, is, v.white, &ebiten.DrawTrianglesOptions{Blend: ebiten.BlendCopy})
	}
	v.fvs, v.fis = vs, is
	v.drawMarkings(dst, cam, false)
}

// edgeShare is how deep into the vignette a screen point lies: 1 on the
// screen's edge, 0 from edgeDepth pixels in.
func edgeShare(x, y float32) float32 {
	d := min(x, ScreenWidth-x, y, ScreenHeight-y)
	return min(1, max(0, 1-d/edgeDepth))
}

// paintFloor paints the whole arena once, through cam (the title's
// backdrop): the same floor, with antialiased markings.
func (v *view) paintFloor(dst *ebiten.Image, cam *camera, x0, y0, x1, y1 float64) {
	dst.Fill(palette.Wall)
	vs, is := v.floorGeometry(v.fvs[:0], v.fis[:0], cam, x0, y0, x1, y1)
	dst.DrawTriangles(vs, is, v.white, &ebiten.DrawTrianglesOptions{})
	v.fvs, v.fis = vs, is
	v.drawMarkings(dst, cam, true)
}

// floorGeometry appends the arena's rectangle x0, y0 - x1, y1 (world
// pixels) through cam, with no two pieces overlapping but the walls over
// the tiles' edge: stone tiles of slightly varying shade, each with a lit
// and a shaded edge and a gap around it, cracks, and the wall, the colours
// from package palette.
func (v *view) floorGeometry(vs []ebiten.Vertex, is []uint16, cam *camera, x0, y0, x1, y1 float64) ([]ebiten.Vertex, []uint16) {
	const t = tileSize
	grout := premul(palette.Grout)
	for ty := max(0, int(y0)/t); ty*t < int(min(y1, combat.ScreenH)); ty++ {
		for tx := max(0, int(x0)/t); tx*t < int(min(x1, combat.ScreenW)); tx++ {
			h := tileHash(tx, ty)
			c := palette.Tile(h)
			x, y := float64(tx*t), float64(ty*t)
			vs, is = v.worldRect(vs, is, cam, x, y, x+t, y+1, grout)
			vs, is = v.worldRect(vs, is, cam, x, y+t-1, x+t, y+t, grout)
			vs, is = v.worldRect(vs, is, cam, x, y+1, x+1, y+t-1, grout)
			vs, is = v.worldRect(vs, is, cam, x+t-1, y+1, x+t, y+t-1, grout)
			vs, is = v.worldRect(vs, is, cam, x+1, y+1, x+t-1, y+2.5, lighten(c, 7))
			vs, is = v.worldRect(vs, is, cam, x+1, y+2.5, x+t-1, y+t-3, lighten(c, 0))
			vs, is = v.worldRect(vs, is, cam, x+1, y+t-3, x+t-1, y+t-1, lighten(c, -6))
			if h%7 == 0 { // a crack
				vs, is = worldLine(vs, is, cam, x+12, y+20+float64(h%20), x+44, y+30+float64(h%17), 1.2, premul(palette.Crack))
			}
		}
	}
	m, w, h := float64(arenaMargin), float64(combat.ScreenW), float64(combat.ScreenH)
	wall := premul(palette.Wall)
	vs, is = v.worldRect(vs, is, cam, 0, 0, w, m, wall)
	vs, is = v.worldRect(vs, is, cam, 0, h-m, w, h, wall)
	vs, is = v.worldRect(vs, is, cam, 0, m, m, h-m, wall)
	vs, is = v.worldRect(vs, is, cam, w-m, m, w, h-m, wall)
	top := premul(palette.WallTop)
	for _, r := range [4][4]float64{{m - 3, m - 3, w - m + 3, m}, {m - 3, h - m, w - m + 3, h - m + 3}, {m - 3, m, m, h - m}, {w - m, m, w - m + 3, h - m}} {
		vs, is = v.worldRect(vs, is, cam, r[0], r[1], r[2], r[3], top)
	}
	return vs, is
}

// drawMarkings draws the arena's faded circles and lines, antialiased by
// vector (once, for the title) or feathered (each frame).
func (v *view) drawMarkings(dst *ebiten.Image, cam *camera, once bool) {
	mark := premul(palette.Marking)
	cx, cy := cam.toScreen(combat.Vec{X: combat.ScreenW / 2, Y: combat.ScreenH / 2})
	r, l := cam.len(230), cam.len(3)
	if once {
		vector.StrokeCircle(dst, cx, cy, r, cam.len(6), mark, true)
		vector.StrokeCircle(dst, cx, cy, cam.len(120), l, mark, true)
		vector.StrokeLine(dst, cx-r, cy, cx+r, cy, l, mark, true)
		vector.StrokeLine(dst, cx, cy-r, cx, cy+r, l, mark, true)
		return
	}
	strokeCircle(dst, cx, cy, r, cam.len(6), mark)
	strokeCircle(dst, cx, cy, cam.len(120), l, mark)
	strokeLine(dst, cx-r, cy, cx+r, cy, l, mark)
	strokeLine(dst, cx, cy-r, cx, cy+r, l, mark)
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
