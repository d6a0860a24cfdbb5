package game

import "github.com/hajimehoshi/ebiten/v2"

// DrawFinalScreen puts the drawn 1280x720 screen on the window as
// Ebitengine's default does (nearest at whole scales, linear below one,
// crisp pixels above), but copying it instead of blending it over the
// cleared window: the screen is opaque, and software WebGL pays for a
// blended full-screen pass about twice what it pays for a copy.
func (g *Game) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	drawFinal(screen, offscreen, geoM)
}

// DrawFinalScreen draws the game's screen, or the loading screen, as
// Game.DrawFinalScreen does.
func (l *Loader) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	drawFinal(screen, offscreen, geoM)
}

func drawFinal(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	scale := geoM.Element(0, 0)
	if sh := crisp(); scale > 1 && scale != float64(int(scale)) && sh != nil {
		op := &ebiten.DrawRectShaderOptions{GeoM: geoM, Blend: ebiten.BlendCopy}
		op.Images[0] = offscreen
		b := offscreen.Bounds()
		screen.DrawRectShader(b.Dx(), b.Dy(), sh, op)
		return
	}
	op := &ebiten.DrawImageOptions{GeoM: geoM, Blend: ebiten.BlendCopy}
	if scale < 1 {
		op.Filter = ebiten.FilterLinear
	}
	screen.DrawImage(offscreen, op)
}
