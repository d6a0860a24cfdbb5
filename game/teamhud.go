package game

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// The teammates' panels in the HUD, under the player's own bars (which
// end at y 98), one under the other, screen pixels.
const (
	teamPanelX   = 32
	teamPanelY   = 106
	teamPanelW   = 260
	teamPanelH   = 38
	teamPanelGap = 6
	teamSwatch   = 6 // the seat's colour down the panel's left edge
)

// teamPanel returns the k-th teammate's panel (k counts the players other
// than this machine's, in seat order).
func teamPanel(k int) tagRect {
	return tagRect{teamPanelX, float32(teamPanelY + k*(teamPanelH+teamPanelGap)), teamPanelW, teamPanelH}
}

// drawTeamHUD draws, in co-op, the player's own seat colour down the edge
// of its bars and a panel for each teammate under them: its seat's colour
// down the edge, its name in it, its health bar, and "DOWN" once it has
// fallen.
func (v *view) drawTeamHUD(dst *ebiten.Image, w *world.World) {
	me := w.Player()
	// This machine's player's own colour, down the edge of its bars.
	vector.DrawFilledRect(dst, teamPanelX, 32, teamSwatch, 66, v.seatColour(w, characterIndex(w, me)), false)
	k := 0
	for i, p := range w.Players() {
		if p == me {
			continue
		}
		r := teamPanel(k)
		k++
		f := p.Fighter()
		seat, name := v.seatColour(w, i), v.seatLight(w, i)
		if p.Dead() {
			seat = mixRGBA(seat, color.RGBA{60, 60, 66, 255}, 0.5)
			name = mixRGBA(name, color.RGBA{120, 120, 128, 255}, 0.5)
		}
		vector.DrawFilledRect(dst, r.x, r.y, r.w, r.h, colPanel, false)
		vector.DrawFilledRect(dst, r.x, r.y, teamSwatch, r.h, seat, false)
		tx := int(r.x) + teamSwatch + 8
		v.text.draw(dst, p.Name, tx, int(r.y)+3, 15, name)
		bx, bw := r.x+teamSwatch+8, r.w-teamSwatch-16
		v.bar(dst, bx, r.y+r.h-13, bw, 8, f.Health/max(f.MaxHealth, 1), colHealth)
		if p.Dead() {
			v.text.right(dst, downWord, int(r.x+r.w)-8, int(r.y)+3, 15, colDown)
		}
	}
}
