// Package palette holds the arena's floor colours and the contrast
// measures the characters' colours are checked against. It imports no
// ebiten, so the sprite generator's tests read the same colours the game
// paints its floor with.
package palette

import (
	"image/color"
	"math"
)

// The floor's colours: dark, cool stone, so every body in its own colours
// stands out of it.
var (
	// Grout is the gap between the tiles.
	Grout = color.NRGBA{30, 30, 36, 255}
	// Wall is the arena's wall, outside the fighting floor.
	Wall = color.NRGBA{16, 16, 20, 255}
	// WallTop is the wall's lit upper edge.
	WallTop = color.NRGBA{92, 84, 76, 255}
	// Marking is the faded paint of the arena's circles and lines.
	Marking = color.NRGBA{150, 120, 80, 46}
	// Crack is the dark line of a cracked tile.
	Crack = color.NRGBA{26, 26, 30, 255}
)

// tileBase is the darkest tile; tileSpread is how much lighter a tile may be.
const (
	tileBase   = 46
	tileSpread = 9
)

// Tile returns the shade of the tile whose hash is h: a cool grey between
// TileDarkest and TileLightest.
func Tile(h uint32) color.NRGBA {
	s := uint8(tileBase + h%tileSpread)
	return color.NRGBA{s + 1, s, s + 5, 255}
}

// TileLightest returns the lightest shade a tile takes: the floor colour a
// body must stand out of at the least.
func TileLightest() color.NRGBA { return Tile(tileSpread - 1) }

// TileDarkest returns the darkest shade a tile takes.
func TileDarkest() color.NRGBA { return Tile(0) }

// Luminance returns a colour's relative luminance as WCAG 2 defines it:
// 0 for black through 1 for white. The alpha is ignored.
func Luminance(c color.NRGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Contrast returns the WCAG 2 contrast ratio of two colours: 1 for the
// same luminance through 21 for black on white.
func Contrast(a, b color.NRGBA) float64 {
	la, lb := Luminance(a), Luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// Distance returns how far apart two colours look: the Euclidean distance
// of their sRGB channels weighted by the eye's sensitivity ("redmean"),
// from 0 for the same colour to about 765 for black and white.
func Distance(a, b color.NRGBA) float64 {
	rm := (float64(a.R) + float64(b.R)) / 2
	dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
	return math.Sqrt((2+rm/256)*dr*dr + 4*dg*dg + (2+(255-rm)/256)*db*db)
}
