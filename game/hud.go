package game

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/game/controls"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// slotKeys is how many item slots the strip shows (keys 1-4, the d-pad).
const slotKeys = 4

// slotLabels name the slots' keys: 1-4 on the keyboard.
var slotLabels = [slotKeys]string{"1", "2", "3", "4"}

// slotLabel returns how slot s is drawn from a device: its key, or its
// d-pad direction.
func slotLabel(s int, d items.Device) string {
	if d == items.Gamepad {
		return controls.DPad[s]
	}
	return slotLabels[s]
}

// refusedFlash is how long the stamina bar flashes after a refused move, in ticks.
const refusedFlash = 30

var (
	colHealth   = color.RGBA{220, 60, 60, 255}
	colStamina  = color.RGBA{90, 200, 110, 255}
	colBarBack  = color.RGBA{20, 20, 24, 200}
	colPanel    = color.RGBA{10, 10, 14, 120}
	colGold     = color.RGBA{255, 200, 70, 255}
	colSlotEdge = color.RGBA{255, 200, 70, 255}
	colPending  = color.RGBA{150, 210, 255, 255}
)

// drawHUD draws the player's bars (in co-op, the teammates' panels under
// them), the wave, the combo, the item strip and the controls hint.
func (v *view) drawHUD(dst *ebiten.Image, w *world.World, fs frameState) {
	p := w.Player()
	f := p.Fighter()
	vector.DrawFilledRect(dst, 32, 32, 336, 66, colPanel, false)
	v.bar(dst, 44, 42, 260, 18, f.Health/max(f.MaxHealth, 1), colHealth)
	v.text.draw(dst, "HP "+strconv.Itoa(int(f.Health+0.5)), 312, 42, 15, colText)
	st, stText := colStamina, colDim
	if ago, ok := p.RefusedAgo(); ok && ago >= 0 && ago < refusedFlash {
		// A move just refused (short of stamina): the bar flashes amber.
		if ago/5%2 == 0 {
			st = colRefused
		}
		stText = colRefused
		vector.StrokeRect(dst, 42, 66, 264, 16, 2, colRefused, false)
	}
	v.bar(dst, 44, 68, 260, 12, f.Stamina/max(f.MaxStamina, 1), st)
	v.text.draw(dst, "ST "+strconv.Itoa(int(f.Stamina+0.5)), 312, 65, 15, stText)
	if coop(w) {
		v.drawTeamHUD(dst, w)
	}

	n, of := w.Wave()
	enemies := 0
	for _, c := range w.Characters() {
		if !c.Player() && !c.Dead() {
			enemies++
		}
	}
	wave := "Wave " + strconv.Itoa(max(n, 1)) + "/" + strconv.Itoa(of)
	if n == 0 {
		wave = "Get ready"
	}
	v.text.centred(dst, wave, ScreenWidth/2, 34, 26, colText)
	if enemies > 0 {
		v.text.centred(dst, strconv.Itoa(enemies)+" left", ScreenWidth/2, 66, 16, colDim)
	}
	v.drawWaveBanner(dst, w, fs.track)

	if c := w.Combo(); c > 1 {
		v.text.right(dst, "x"+strconv.Itoa(c), ScreenWidth-44, 30, 48, colGold)
		v.text.right(dst, "COMBO", ScreenWidth-48, 84, 16, colGold)
	}
	v.drawSlots(dst, w, fs.device)
	v.drawHint(dst, w, p.Item(), fs.device)
}

// hudAlpha returns the opacity of a bottom panel at x, y, w, h (screen
// pixels): faint while a living fighter shows under it through the camera,
// so the panel hides no one.
func (v *view) hudAlpha(wd *world.World, x, y, w, h float32) float64 {
	cam := v.camFor(wd)
	for _, c := range wd.Characters() {
		if c.Dead() {
			continue
		}
		f := c.Fighter()
		r := cam.len(f.Radius + 6)
		px, py := cam.toScreen(f.Pos)
		if px+r > x && px-r < x+w && py+r > y && py-r < y+h {
			return 0.3
		}
	}
	return 1
}

// bar draws a bar filled to share p.
func (v *view) bar(dst *ebiten.Image, x, y, w, h float32, p float64, clr color.RGBA) {
	vector.DrawFilledRect(dst, x, y, w, h, colBarBack, false)
	vector.DrawFilledRect(dst, x, y, w*float32(min(1, max(0, p))), h, clr, false)
	vector.StrokeRect(dst, x, y, w, h, 1, color.RGBA{0, 0, 0, 255}, false)
}

// drawWaveBanner shows "WAVE N" for two seconds as each wave comes.
func (v *view) drawWaveBanner(dst *ebiten.Image, w *world.World, t *tracker) {
	if t.wave == 0 || t.waveAt < 0 {
		return
	}
	age := float64(w.Now()-t.waveAt) / (2 * ag.TickRate)
	if age < 0 || age >= 1 {
		return
	}
	a := uint8(255 * (1 - age*age))
	_, of := w.Wave()
	label := "WAVE " + strconv.Itoa(t.wave)
	if t.wave == of {
		label = "FINAL WAVE"
	}
	v.text.centred(dst, label, ScreenWidth/2, 200, 64, color.RGBA{a, a, a, a})
}

// drawSlots draws the item strip in the bottom-right corner: each slot's key (1-4, or its d-pad
// direction while a pad is the device used last), each item's picture and name, the drawn one
// framed, and the one waiting to be drawn (World.PendingItem) blinking, "drawing..."; faint while a
// fighter stands under it.
func (v *view) drawSlots(dst *ebiten.Image, w *world.World, d items.Device) {
	const bw, bh, gap = 160, 54, 6
	all := w.Assets().Items
	drawn := w.Player().Item()
	pending := w.PendingItem()
	x0 := float32(ScreenWidth - arenaMargin - 12 - slotKeys*bw - (slotKeys-1)*gap)
	y := float32(ScreenHeight - arenaMargin - bh - 12)
	a := v.hudAlpha(w, x0, y, slotKeys*bw+(slotKeys-1)*gap, bh)
	var icon ebiten.ColorScale
	icon.ScaleAlpha(float32(a))
	for s := range slotKeys {
		x := x0 + float32(s*(bw+gap))
		it := all.Slot(s)
		vector.DrawFilledRect(dst, x, y, bw, bh, scaleAlpha(colPanel, a), false)
		if it == nil {
			v.text.draw(dst, slotLabel(s, d), int(x)+6, int(y)+4, 14, scaleAlpha(colDim, a))
			continue
		}
		if it == drawn {
			vector.StrokeRect(dst, x, y, bw, bh, 2, scaleAlpha(colSlotEdge, a), false)
		}
		waiting := it == pending && it != drawn
		if waiting {
			blink := 0.45 + 0.55*math.Abs(math.Sin(float64(w.Now())*0.15))
			vector.StrokeRect(dst, x+1, y+1, bw-2, bh-2, 2, scaleAlpha(colPending, a*blink), false)
		}
		if v.sheets != nil {
			if sheet, ok := w.Assets().Library.Sheet(it.Sprite); ok {
				v.sheets.drawFrame(dst, sheet, iconFrame(sheet), float64(x)+34, float64(y)+bh/2, -0.5, 0.85, icon)
			}
		}
		clr := colDim
		if it == drawn {
			clr = colText
		}
		v.text.draw(dst, slotLabel(s, d), int(x)+6, int(y)+4, 14, scaleAlpha(colGold, a))
		if waiting {
			v.text.draw(dst, it.Name, int(x)+60, int(y)+bh/2-15, 15, scaleAlpha(colText, a))
			v.text.draw(dst, "drawing...", int(x)+60, int(y)+bh/2+4, 12, scaleAlpha(colPending, a))
			continue
		}
		v.text.draw(dst, it.Name, int(x)+60, int(y)+bh/2-8, 15, scaleAlpha(clr, a))
	}
}

// iconFrame picks the frame that pictures an item: the last of its first
// trace window (the weapon out), else the middle one.
func iconFrame(s *anim.Sheet) int {
	for _, t := range s.Tags {
		if t.Kind == anim.TagTrace {
			return t.To
		}
	}
	return len(s.Frames) / 2
}
