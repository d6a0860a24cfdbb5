package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Floor layout, in screen pixels.
const (
	tileSize    = 64
	arenaMargin = 24 // the wall: combat keeps the fighters inside it
)

var (
	colWall    = color.RGBA{28, 26, 30, 255}
	colWallTop = color.RGBA{92, 84, 76, 255}
	colGrout   = color.RGBA{38, 36, 40, 255}
	colMarking = color.NRGBA{150, 120, 80, 50}
)

// drawFloor paints the arena once: stone tiles of slightly varying shade,
// markings in the centre, the wall around it and a vignette.
func drawFloor(dst *ebiten.Image, white *ebiten.Image) {
	dst.Fill(colGrout)
	for ty := 0; ty*tileSize < ScreenHeight; ty++ {
		for tx := 0; tx*tileSize < ScreenWidth; tx++ {
			h := tileHash(tx, ty)
			shade := uint8(62 + h%14)
			c := color.RGBA{shade + 6, shade + 2, shade - 4, 255}
			x, y := float32(tx*tileSize), float32(ty*tileSize)
			vector.DrawFilledRect(dst, x+1, y+1, tileSize-2, tileSize-2, c, false)
			if h%7 == 0 { // a crack
				cr := color.RGBA{shade - 16, shade - 18, shade - 22, 255}
				vector.StrokeLine(dst, x+12, y+20+float32(h%20), x+44, y+30+float32(h%17), 1.5, cr, true)
			}
		}
	}
	cx, cy := float32(ScreenWidth/2), float32(ScreenHeight/2)
	vector.StrokeCircle(dst, cx, cy, 230, 6, colMarking, true)
	vector.StrokeCircle(dst, cx, cy, 120, 3, colMarking, true)
	vector.StrokeLine(dst, cx-230, cy, cx+230, cy, 3, colMarking, true)
	vector.StrokeLine(dst, cx, cy-230, cx, cy+230, 3, colMarking, true)

	m := float32(arenaMargin)
	w, h := float32(ScreenWidth), float32(ScreenHeight)
	vector.DrawFilledRect(dst, 0, 0, w, m, colWall, false)
	vector.DrawFilledRect(dst, 0, h-m, w, m, colWall, false)
	vector.DrawFilledRect(dst, 0, 0, m, h, colWall, false)
	vector.DrawFilledRect(dst, w-m, 0, m, h, colWall, false)
	vector.StrokeRect(dst, m-2, m-2, w-2*m+4, h-2*m+4, 3, colWallTop, false)
	vignette(dst, white, 0, 220, 0.55)
	vignette(dst, white, 0, 60, 0.35)
}

// vignette darkens the screen's edges: black at alpha a at the edge, fading
// to nothing depth pixels in, inset pixels from the edge.
func vignette(dst, white *ebiten.Image, inset, depth, a float32) {
	w, h := float32(ScreenWidth), float32(ScreenHeight)
	outer := [4][2]float32{{inset, inset}, {w - inset, inset}, {w - inset, h - inset}, {inset, h - inset}}
	d := inset + depth
	inner := [4][2]float32{{d, d}, {w - d, d}, {w - d, h - d}, {d, h - d}}
	vs := make([]ebiten.Vertex, 0, 8)
	for _, p := range outer {
		vs = append(vs, ebiten.Vertex{DstX: p[0], DstY: p[1], SrcX: 1, SrcY: 1, ColorA: a})
	}
	for _, p := range inner {
		vs = append(vs, ebiten.Vertex{DstX: p[0], DstY: p[1], SrcX: 1, SrcY: 1})
	}
	var is []uint16
	for i := uint16(0); i < 4; i++ {
		j := (i + 1) % 4
		is = append(is, i, j, 4+i, j, 4+j, 4+i)
	}
	dst.DrawTriangles(vs, is, white, &ebiten.DrawTrianglesOptions{})
}

// tileHash gives each tile a fixed pseudo-random number.
func tileHash(x, y int) uint32 {
	h := uint32(x)*73856093 ^ uint32(y)*19349663
	h ^= h >> 13
	h *= 0x5bd1e995
	return h ^ h>>15
}
