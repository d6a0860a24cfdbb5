package game

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/ai"
	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// Death fade, in ticks: a fallen character lies still, then fades out.
const (
	fadeDelay = 60
	fadeTicks = 120
)

var (
	colBackground = color.RGBA{18, 18, 22, 255}
	colText       = color.RGBA{236, 234, 228, 255}
	colDim        = color.RGBA{150, 150, 160, 255}
	colShadow     = color.RGBA{0, 0, 0, 70}
	colLock       = color.RGBA{120, 220, 255, 255} // cool: the telegraphs are warm
	colTarget     = color.NRGBA{255, 255, 255, 90}
	colPlayerRing = color.NRGBA{110, 170, 255, 110}
)

// view draws the game. It holds images and scratch buffers between frames,
// never game state.
type view struct {
	text    *textDrawer
	white   *ebiten.Image
	floor   *ebiten.Image
	sheets  *sheetImages // nil when the assets failed to load
	effects []world.Effect
	order   []*world.Character
	buf     []byte

	// The controls hint, remade when the item or the device changes.
	hintItem      *items.Item
	hintDevice    items.Device
	hintMoves     [2]string
	hintGame      string
	hintLineCount int

	// The finisher prompt, remade when the item or the device changes.
	finishItem   *items.Item
	finishDevice items.Device
	finishText   string
	finishWidth  float32

	typeColours map[*ai.Type]color.NRGBA
	vs          []ebiten.Vertex
	is          []uint16
}

// newView makes the fonts and images; lib may be nil.
func newView(lib *anim.Library) (*view, error) {
	t, err := newTextDrawer()
	if err != nil {
		return nil, err
	}
	white := ebiten.NewImage(3, 3)
	white.Fill(color.White)
	v := &view{text: t, white: white, floor: ebiten.NewImage(ScreenWidth, ScreenHeight)}
	drawFloor(v.floor, white)
	if lib != nil {
		v.sheets = newSheetImages(lib)
	}
	return v, nil
}

// frameState is what the game tells the view beside the World.
type frameState struct {
	track  *tracker
	debug  bool
	device items.Device
}

// drawWorld draws the arena, the characters, the telegraphs of attacks
// winding up, the finisher prompt, the damage numbers, the debug overlay
// when on, and the HUD.
func (v *view) drawWorld(dst *ebiten.Image, w *world.World, fs frameState) {
	dst.DrawImage(v.floor, nil)
	v.order = drawOrder(w, v.order[:0])
	for _, c := range v.order {
		f := c.Fighter()
		if !c.Dead() {
			vector.DrawFilledCircle(dst, float32(f.Pos.X)+3, float32(f.Pos.Y)+5, float32(f.Radius)+4, colShadow, true)
		}
	}
	if p := w.Player(); !p.Dead() {
		f := p.Fighter()
		vector.StrokeCircle(dst, float32(f.Pos.X), float32(f.Pos.Y), float32(f.Radius)+6, 2, colPlayerRing, true)
	}
	v.drawTargetRing(dst, w)
	for _, c := range v.order {
		if !c.Player() && !c.Dead() {
			f := c.Fighter()
			vector.StrokeCircle(dst, float32(f.Pos.X), float32(f.Pos.Y), float32(f.Radius)+5, 2, v.typeColour(c.Type), true)
		}
	}
	for _, c := range v.order {
		v.drawCharacter(dst, w, c, fs.track)
	}
	v.drawTelegraphs(dst, w)
	for _, c := range v.order {
		if !c.Player() && !c.Dead() {
			v.drawEnemyBar(dst, c)
		}
	}
	v.drawEnemyMarks(dst, w, fs)
	v.drawCharge(dst, w.Player())
	v.drawEffects(dst, w)
	if fs.debug {
		v.drawDebug(dst, w)
	}
	v.drawHUD(dst, w, fs)
}

// drawOrder lists the characters bottom to top: the fallen, the living
// enemies, the player.
func drawOrder(w *world.World, dst []*world.Character) []*world.Character {
	chars := w.Characters()
	for _, c := range chars {
		if c.Dead() && !c.Player() {
			dst = append(dst, c)
		}
	}
	for _, c := range chars {
		if !c.Dead() && !c.Player() {
			dst = append(dst, c)
		}
	}
	return append(dst, w.Player())
}

// drawCharacter draws a character's frame from World.Pose, turned to its
// facing: red while reeling, flashing in hitstop, see-through while
// invulnerable, fading once fallen.
func (v *view) drawCharacter(dst *ebiten.Image, w *world.World, c *world.Character, t *tracker) {
	f := c.Fighter()
	var cs ebiten.ColorScale
	if d := t.deadFor(characterIndex(w, c), w.Now()); d >= 0 {
		a := 1 - float32(d-fadeDelay)/fadeTicks
		if c.Player() {
			a = max(a, 0.45) // the player's body stays for the defeat screen
		}
		if a <= 0 {
			return
		}
		cs.ScaleAlpha(min(1, a))
	}
	switch {
	case f.Hitstop > 0:
		cs.Scale(1.8, 1.8, 1.8, 1)
	case f.Staggered():
		cs.Scale(1, 0.55, 0.55, 1)
	}
	if c.Component().HasTag(combat.TagInvulnerable) {
		cs.ScaleAlpha(0.5)
	}
	sheet, frame := w.Pose(c)
	if sheet == nil || v.sheets == nil {
		vector.DrawFilledCircle(dst, float32(f.Pos.X), float32(f.Pos.Y), float32(f.Radius), colDim, true)
		return
	}
	v.sheets.drawFrame(dst, sheet, frame, f.Pos.X, f.Pos.Y, f.Facing, 1, cs)
}

// characterIndex returns a character's index in the World.
func characterIndex(w *world.World, c *world.Character) int {
	for i, x := range w.Characters() {
		if x == c {
			return i
		}
	}
	return -1
}

// drawTargetRing marks the player's target: a turning ring when locked, a
// faint one when merely picked.
func (v *view) drawTargetRing(dst *ebiten.Image, w *world.World) {
	p := w.Player()
	f := p.Fighter()
	t := p.Target()
	if f.Dead || t == nil || t.Dead() {
		return
	}
	tf := t.Fighter()
	x, y, r := float32(tf.Pos.X), float32(tf.Pos.Y), float32(tf.Radius)+10
	if !f.Locked {
		vector.StrokeCircle(dst, x, y, r, 2, colTarget, true)
		return
	}
	vector.StrokeCircle(dst, x, y, r, 3, colLock, true)
	spin := float64(w.Now()) * 0.05
	for i := range 4 {
		a := spin + float64(i)*math.Pi/2
		sin, cos := math.Sincos(a)
		vector.StrokeLine(dst, x+float32(cos)*(r+3), y+float32(sin)*(r+3), x+float32(cos)*(r+11), y+float32(sin)*(r+11), 3, colLock, true)
	}
}

// typeColour returns an enemy type's colour (its file's "color") at a
// ring's opacity; grey when it has none.
func (v *view) typeColour(t *ai.Type) color.NRGBA {
	if c, ok := v.typeColours[t]; ok {
		return c
	}
	c := color.NRGBA{200, 200, 200, 100}
	var r, g, b uint8
	if t != nil {
		if _, err := fmt.Sscanf(t.Color, "#%02x%02x%02x", &r, &g, &b); err == nil {
			c = color.NRGBA{r, g, b, 130}
		}
	}
	if v.typeColours == nil {
		v.typeColours = map[*ai.Type]color.NRGBA{}
	}
	v.typeColours[t] = c
	return c
}

// drawEnemyBar draws a health bar over an enemy's head.
func (v *view) drawEnemyBar(dst *ebiten.Image, c *world.Character) {
	f := c.Fighter()
	const w, h = 44, 5
	x, y := float32(f.Pos.X)-w/2, float32(f.Pos.Y-f.Radius)-22
	vector.DrawFilledRect(dst, x-1, y-1, w+2, h+2, color.RGBA{0, 0, 0, 180}, false)
	p := float32(f.Health / max(f.MaxHealth, 1))
	vector.DrawFilledRect(dst, x, y, w*p, h, colHealth, false)
}
