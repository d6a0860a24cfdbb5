package palette

import (
	"image/color"
	"math"
	"testing"
)

// TestContrast checks the WCAG figures on known pairs.
func TestContrast(t *testing.T) {
	black, white := color.NRGBA{0, 0, 0, 255}, color.NRGBA{255, 255, 255, 255}
	tests := []struct {
		a, b color.NRGBA
		want float64
	}{
		{black, white, 21},
		{white, black, 21},
		{white, white, 1},
		{color.NRGBA{118, 118, 118, 255}, white, 4.54}, // the web's smallest grey readable on white
	}
	for _, tt := range tests {
		if have := Contrast(tt.a, tt.b); math.Abs(have-tt.want) > 0.01 {
			t.Errorf("Contrast(%v, %v) = %.3f, want %.2f", tt.a, tt.b, have, tt.want)
		}
	}
}

// TestFloorIsDark wants every tile darker than the lightest and the floor
// dark enough for bodies of middle luminance to stand out of it.
func TestFloorIsDark(t *testing.T) {
	top := Luminance(TileLightest())
	for h := range uint32(64) {
		if l := Luminance(Tile(h)); l > top || l < Luminance(TileDarkest()) {
			t.Errorf("tile %d: luminance %.4f outside %.4f..%.4f", h, l, Luminance(TileDarkest()), top)
		}
	}
	if top > 0.05 {
		t.Errorf("lightest tile: luminance %.4f, want at most 0.05", top)
	}
}
