package game

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
)

var (
	colHurtbox = color.RGBA{80, 220, 120, 255}
	colHitbox  = color.RGBA{255, 60, 60, 255}
	colTrail   = color.NRGBA{255, 60, 60, 90}
	colBody    = color.NRGBA{255, 255, 255, 60}
	colLabel   = color.RGBA{0, 0, 0, 170}
)

// drawDebug draws, for every living character, its body circle, facing,
// hurtbox and (inside a melee trace window) the hitbox with the boxes it
// swept so far, and above it the action state: graph, node, time, window
// and waiting press. The player's last events list in the top-right.
func (v *view) drawDebug(dst *ebiten.Image, w *world.World, serverNode string) {
	cam := v.camFor(w)
	for _, c := range w.Characters() {
		if c.Dead() {
			continue
		}
		f := c.Fighter()
		x, y := cam.toScreen(f.Pos)
		vector.StrokeCircle(dst, x, y, cam.len(f.Radius), 1, colBody, true)
		sin, cos := math.Sincos(f.Facing)
		vector.StrokeLine(dst, x, y, x+float32(cos)*cam.len(f.Radius+8), y+float32(sin)*cam.len(f.Radius+8), 1, colBody, true)
		if sheet, frame := w.Pose(c); sheet != nil {
			v.drawBoxes(dst, sheet, frame, f, cam)
		}
		v.buf = c.Component().AppendDebug(v.buf[:0])
		s := strings.ReplaceAll(string(v.buf), "UPC.Input.", "")
		if c == w.Player() && serverNode != "" && serverNode != c.State().Node {
			s += "  | server: " + serverNode // a co-op fight's prediction and server disagree
		}
		tw := v.text.width(s, 11)
		ly := int(y-cam.len(f.Radius)) - 44
		vector.DrawFilledRect(dst, float32(int(x)-tw/2-3), float32(ly-1), float32(tw+6), 15, colLabel, false)
		v.text.centred(dst, s, int(x), ly, 11, colText)
	}
	p := w.Player()
	lines := p.Lines()
	x, y := ScreenWidth-430, 120
	vector.DrawFilledRect(dst, float32(x-8), float32(y-6), 410, float32(22+18*len(lines)), colLabel, false)
	v.text.draw(dst, "player events (tick)", x, y, 13, colDim)
	for i, l := range lines {
		v.text.draw(dst, l, x, y+20+18*i, 13, colText)
	}
}

// drawBoxes draws a frame's hurtbox and, inside a trace window, its hitbox
// and the hitboxes of the window's earlier frames (the swept path).
func (v *view) drawBoxes(dst *ebiten.Image, sheet *anim.Sheet, frame int, f *combat.Fighter, cam *camera) {
	if r, ok := sheet.SliceAt(anim.HurtboxSlice, frame); ok {
		v.strokeBox(dst, r, f, cam, colHurtbox)
	}
	for _, t := range sheet.Tags {
		if t.Kind != anim.TagTrace || !t.Covers(frame) {
			continue
		}
		for i := t.From; i < frame; i++ {
			if r, ok := sheet.SliceAt(anim.HitboxSlice, i); ok {
				v.strokeBox(dst, r, f, cam, colTrail)
			}
		}
		if r, ok := sheet.SliceAt(anim.HitboxSlice, frame); ok {
			v.strokeBox(dst, r, f, cam, colHitbox)
		}
	}
}

// strokeBox outlines a frame-pixel box placed on a fighter, through the camera.
func (v *view) strokeBox(dst *ebiten.Image, r anim.Rect, f *combat.Fighter, cam *camera, clr color.Color) {
	x0, y0 := float64(r.X), float64(r.Y)
	x1, y1 := x0+float64(r.W), y0+float64(r.H)
	c := [4]combat.Vec{
		combat.ToWorld(f.Pos, f.Facing, x0, y0),
		combat.ToWorld(f.Pos, f.Facing, x1, y0),
		combat.ToWorld(f.Pos, f.Facing, x1, y1),
		combat.ToWorld(f.Pos, f.Facing, x0, y1),
	}
	for i := range c {
		ax, ay := cam.toScreen(c[i])
		bx, by := cam.toScreen(c[(i+1)%4])
		vector.StrokeLine(dst, ax, ay, bx, by, 1.5, clr, true)
	}
}
