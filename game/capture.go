package game

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// savePNG writes an image's pixels to a PNG file.
func savePNG(path string, img *ebiten.Image) error {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("game: %w", err)
	}
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		return fmt.Errorf("game: %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("game: %w", err)
	}
	return nil
}
