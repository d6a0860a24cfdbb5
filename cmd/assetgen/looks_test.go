package main

import (
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/upc-demo/actiongraph-game/game/palette"
)

// minFloorContrast is the WCAG contrast ratio every body colour keeps
// against the lightest floor tile: 3:1, WCAG's floor for large shapes
// and graphical objects.
const minFloorContrast = 3.0

// minLookDistance is how far apart ("redmean" distance, 0..765) any two
// enemy types' body colours are: far enough to tell them apart at a glance.
const minLookDistance = 150

// maxSilhouetteOverlap bounds how much two enemy types' standing outlines
// overlap (intersection over union of their opaque pixels): each type must
// have a shape of its own, not only a colour.
const maxSilhouetteOverlap = 0.8

// TestBodiesStandOutOfTheFloor wants every enemy type's (and the hero's)
// body colour to keep minFloorContrast against the lightest floor tile the
// game paints (package palette), and the enemy types apart from each other.
func TestBodiesStandOutOfTheFloor(t *testing.T) {
	floor := palette.TileLightest()
	for _, lk := range append([]*look{hero}, enemyLooks...) {
		c := palette.Contrast(lk.body, floor)
		t.Logf("%-10s body #%02x%02x%02x: luminance %.3f, contrast %.2f:1 with the floor #%02x%02x%02x", lk.name,
			lk.body.R, lk.body.G, lk.body.B, palette.Luminance(lk.body), c, floor.R, floor.G, floor.B)
		if c < minFloorContrast {
			t.Errorf("%s: body %v has contrast %.2f:1 with the floor %v, want at least %.1f:1", lk.name, lk.body, c, floor, minFloorContrast)
		}
	}
	for i, a := range enemyLooks {
		for _, b := range enemyLooks[i+1:] {
			if d := palette.Distance(a.body, b.body); d < minLookDistance {
				t.Errorf("%s and %s: body colours %.0f apart, want at least %d", a.name, b.name, d, minLookDistance)
			}
		}
	}
}

// TestEnemyColoursMatchTheirSheets wants each enemy file's "color" (the
// ring under it, the screen-edge arrow) to be its look's body colour where
// the file's sprite is that look's; the Weakling's file says so.
func TestEnemyColoursMatchTheirSheets(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "assets", "enemies", "weakling.json"))
	if err != nil {
		t.Fatal(err)
	}
	var f struct{ Sprite, Color string }
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if f.Sprite != "AM_"+weakling.name {
		t.Errorf("weakling.json: sprite %q, want %q", f.Sprite, "AM_"+weakling.name)
	}
	if want := fmt.Sprintf("#%02x%02x%02x", weakling.body.R, weakling.body.G, weakling.body.B); !strings.EqualFold(f.Color, want) {
		t.Errorf("weakling.json: color %q, want the body's %s", f.Color, want)
	}
}

// TestSilhouettesDiffer wants every pair of enemy types to differ in shape:
// their idle frames' opaque pixels overlap less than maxSilhouetteOverlap.
func TestSilhouettesDiffer(t *testing.T) {
	base := map[string]move{}
	for _, m := range skins() {
		base[m.name] = m
	}
	masks := make([]*image.Alpha, len(enemyLooks))
	for i, lk := range enemyLooks {
		m, ok := base["AM_"+lk.name+"_Idle"]
		if !ok {
			t.Fatalf("no AM_%s_Idle", lk.name)
		}
		s := render(m)
		masks[i] = image.NewAlpha(image.Rect(0, 0, frameSize, frameSize))
		for y := range frameSize {
			for x := range frameSize {
				if s.img.RGBAAt(x, y).A > 127 {
					masks[i].SetAlpha(x, y, color.Alpha{255})
				}
			}
		}
	}
	for i := range enemyLooks {
		for j := i + 1; j < len(enemyLooks); j++ {
			inter, union := 0, 0
			for k := range masks[i].Pix {
				a, b := masks[i].Pix[k] != 0, masks[j].Pix[k] != 0
				if a && b {
					inter++
				}
				if a || b {
					union++
				}
			}
			iou := float64(inter) / float64(union)
			t.Logf("%s / %s: outlines overlap %.2f", enemyLooks[i].name, enemyLooks[j].name, iou)
			if iou > maxSilhouetteOverlap {
				t.Errorf("%s and %s: outlines overlap %.2f, want at most %.2f", enemyLooks[i].name, enemyLooks[j].name, iou, maxSilhouetteOverlap)
			}
		}
	}
}
