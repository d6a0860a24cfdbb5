package game

import (
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

// Death, in ticks: a fallen character flashes, lies still while it sinks
// and darkens, then fades out.
const (
	deathFlash = 5
	fadeDelay  = 60
	fadeTicks  = 120
)

// downSink is how far a fallen player sinks and darkens in co-op, as a
// share of a fading body's: it stays plain to see, for reviving.
const downSink = 0.5

var (
	colBackground = color.RGBA{18, 18, 22, 255}
	colText       = color.RGBA{236, 234, 228, 255}
	colDim        = color.RGBA{150, 150, 160, 255}
	colShadow     = color.RGBA{0, 0, 0, 80}
	colLock       = color.RGBA{120, 220, 255, 255} // cool: the telegraphs are warm
	colTarget     = color.NRGBA{255, 255, 255, 90}
	colPlayerRing = color.NRGBA{110, 170, 255, 110}
)

// view draws the game. It holds images and scratch buffers between frames,
// never game state; it reads the camera, the sparks and the flashes from
// the Game's stage, which Update moves.
type view struct {
	text    *textDrawer
	white   *ebiten.Image
	floor   *ebiten.Image // the whole arena unzoomed, behind the title
	edge    *ebiten.Image // a white frame fading inwards: vignette and flashes
	sheets  *sheetImages  // nil when the assets failed to load
	stage   *stage        // the Game's; nil before it is wired
	still   camera        // the camera when the stage has none yet
	effects []world.Effect
	order   []*world.Character
	buf     []byte

	// The controls hint, remade when the item or the device changes.
	hintItem      *items.Item
	hintDevice    items.Device
	hintMoves     [2]string
	hintGame      string
	hintLineCount int
	hintCoop      bool // the hint names the revive

	// The finisher prompt, remade when the item or the device changes.
	finishItem   *items.Item
	finishDevice items.Device
	finishText   string
	finishWidth  float32

	revive reviveMarks // the revive prompt's text (revive.go)

	typeColours map[*ai.Type]color.RGBA
	seats       seatLooks          // the players' colours in co-op (seats.go)
	tagWidths   map[string]float32 // name tags' text widths, by text (tags.go)
	mates       []mateMark         // the arrows to teammates off screen (offscreen.go)
	vs          []ebiten.Vertex
	is          []uint16
	fvs         []ebiten.Vertex // the floor's batch
	fis         []uint16
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
	v.edge = newEdge(white)
	// The title's backdrop: the whole arena, the vignette and the title's
	// dimming, painted once.
	v.paintFloor(v.floor, &camera{x: combat.ScreenW / 2, y: combat.ScreenH / 2, zoom: 1}, 0, 0, combat.ScreenW, combat.ScreenH)
	var op ebiten.DrawImageOptions
	op.ColorScale.Scale(0, 0, 0, vignette)
	v.floor.DrawImage(v.edge, &op)
	vector.DrawFilledRect(v.floor, 0, 0, ScreenWidth, ScreenHeight, colDimmer, false)
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
	// net is a co-op fight's line: round trip, refusals, the server's node;
	// serverNode is the server's node for this machine's player.
	net, serverNode string
}

// camFor returns the camera to draw w through: the stage's once Update
// has placed it on w, else one standing on the player.
func (v *view) camFor(w *world.World) *camera {
	if v.stage != nil && v.stage.cam.w == w && v.stage.cam.zoom != 0 {
		return &v.stage.cam
	}
	v.still = camera{}
	v.still.update(w, 0, 0)
	return &v.still
}

// drawWorld draws, through the camera, the arena, the characters, the
// telegraphs of attacks winding up, the sparks and flashes of the blows,
// the bars, name tags and marks over heads and the damage numbers; then,
// in screen space, the arrows to enemies off screen, the edge flash, the
// debug overlay when on, and last the HUD, which nothing covers but, in
// co-op, the arrows to teammates off screen.
func (v *view) drawWorld(dst *ebiten.Image, w *world.World, fs frameState) {
	cam := v.camFor(w)
	v.drawFloor(dst, cam)
	v.order = drawOrder(w, v.order[:0])
	for _, c := range v.order {
		f := c.Fighter()
		if !c.Dead() {
			x, y := cam.toScreen(f.Pos)
			fillCircle(dst, x+cam.len(2), y+cam.len(3.5), cam.len(f.Radius+3), colShadow)
		}
	}
	if coop(w) {
		v.drawPlayerRings(dst, w, cam)
	} else if p := w.Player(); !p.Dead() {
		f := p.Fighter()
		x, y := cam.toScreen(f.Pos)
		strokeCircle(dst, x, y, cam.len(f.Radius+6), cam.line(2), colPlayerRing)
	}
	v.drawTargetRing(dst, w, cam)
	for _, c := range v.order {
		if !c.Player() && !c.Dead() {
			f := c.Fighter()
			x, y := cam.toScreen(f.Pos)
			strokeCircle(dst, x, y, cam.len(f.Radius+5), cam.line(2), v.typeColour(c.Type, 150))
		}
	}
	for _, c := range v.order {
		v.drawCharacter(dst, w, c, fs.track, cam)
	}
	v.drawTelegraphs(dst, w, cam)
	if v.stage != nil {
		v.vs, v.is = v.stage.sparks.draw(dst, v.white, cam, v.vs, v.is)
		v.stage.flashes.draw(dst, cam)
	}
	for _, c := range v.order {
		if !c.Player() && !c.Dead() {
			v.drawEnemyBar(dst, c, cam)
		}
	}
	if coop(w) {
		v.drawTags(dst, w, cam)
	}
	v.drawEnemyMarks(dst, w, fs, cam)
	v.drawRevives(dst, w, fs, cam)
	v.drawCharge(dst, w.Player(), cam)
	v.drawEffects(dst, w, cam)
	v.drawOffscreen(dst, w, cam)
	if v.stage != nil {
		v.stage.flashes.drawEdge(dst, v.edge)
	}
	if fs.debug {
		v.drawDebug(dst, w, fs.serverNode)
	}
	v.drawHUD(dst, w, fs)
	if coop(w) {
		v.drawMateArrows(dst, w, cam)
	}
	if fs.net != "" {
		v.text.draw(dst, fs.net, ScreenWidth-420, ScreenHeight-30, 15, colDim)
	}
	if v.stage != nil {
		if s := v.stage.shakeNote(); s != "" {
			v.text.centred(dst, s, ScreenWidth/2, 92, 16, colGold)
		}
	}
}

// drawOrder lists the characters bottom to top: the fallen enemies, in
// co-op the fallen players, the living enemies, then the player; in
// co-op every living teammate under this machine's player.
func drawOrder(w *world.World, dst []*world.Character) []*world.Character {
	chars := w.Characters()
	for _, c := range chars {
		if c.Dead() && !c.Player() {
			dst = append(dst, c)
		}
	}
	me, players := w.Player(), w.Players()
	if len(players) > 1 {
		for _, p := range players {
			if p.Dead() {
				dst = append(dst, p)
			}
		}
	}
	for _, c := range chars {
		if !c.Dead() && !c.Player() {
			dst = append(dst, c)
		}
	}
	if len(players) == 1 {
		return append(dst, me)
	}
	for _, p := range players {
		if p != me && !p.Dead() {
			dst = append(dst, p)
		}
	}
	if !me.Dead() {
		dst = append(dst, me)
	}
	return dst
}

// drawCharacter draws a character's frame from World.Pose, turned to its
// facing, through the camera, as bodyLook says; a player's in its seat's
// colour in co-op.
func (v *view) drawCharacter(dst *ebiten.Image, w *world.World, c *world.Character, t *tracker, cam *camera) {
	cs, size, ok := bodyLook(w, c, t)
	if !ok {
		return
	}
	f := c.Fighter()
	scale := cam.zoom * size
	x, y := cam.screenXY(f.Pos.X, f.Pos.Y)
	sheet, frame := w.Pose(c)
	if sheet == nil || v.sheets == nil {
		fillCircle(dst, float32(x), float32(y), cam.len(f.Radius), colDim)
		return
	}
	if c.Player() {
		v.drawPlayerFrame(dst, w, c, sheet, frame, x, y, f.Facing, scale, cs)
		return
	}
	v.sheets.drawFrame(dst, sheet, frame, x, y, f.Facing, scale, cs)
}

// bodyLook returns how a character's body is drawn now: its colour scale
// and its size (a share of the zoom), false once it has faded out. It is
// red while reeling, flashing in hitstop, see-through while invulnerable;
// once fallen it flashes white, then sinks and darkens as it fades. In
// co-op a fallen player does not fade: it lies where it fell, darkened,
// for a teammate to find.
func bodyLook(w *world.World, c *world.Character, t *tracker) (cs ebiten.ColorScale, size float64, ok bool) {
	f := c.Fighter()
	size = 1
	if d := t.deadFor(characterIndex(w, c), w.Now()); d >= 0 {
		a := 1 - float32(d-fadeDelay)/fadeTicks
		sink := min(1, float64(d)/(fadeDelay+fadeTicks))
		switch {
		case c.Player() && coop(w):
			a, sink = 1, sink*downSink // down, not gone
		case c.Player():
			a = max(a, 0.45) // the player's body stays for the defeat screen
		}
		if a <= 0 {
			return cs, 0, false
		}
		size = 1 - 0.2*sink
		dark := float32(1 - 0.4*sink)
		cs.Scale(dark, dark, dark, 1)
		if d < deathFlash {
			cs.Scale(2.4, 2.4, 2.4, 1)
		}
		cs.ScaleAlpha(min(1, a))
	}
	switch {
	case f.Hitstop > 0:
		cs.Scale(1.5, 1.5, 1.5, 1)
	case f.Staggered():
		cs.Scale(1, 0.55, 0.55, 1)
	}
	if c.Component().HasTag(combat.TagInvulnerable) {
		cs.ScaleAlpha(0.5)
	}
	return cs, size, true
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
func (v *view) drawTargetRing(dst *ebiten.Image, w *world.World, cam *camera) {
	p := w.Player()
	f := p.Fighter()
	t := p.Target()
	if f.Dead || t == nil || t.Dead() {
		return
	}
	tf := t.Fighter()
	x, y := cam.toScreen(tf.Pos)
	r := cam.len(tf.Radius + 10)
	if !f.Locked {
		strokeCircle(dst, x, y, r, cam.line(2), colTarget)
		return
	}
	strokeCircle(dst, x, y, r, cam.line(2.5), colLock)
	spin := float64(w.Now()) * 0.05
	in, out := r+cam.len(2), r+cam.len(7)
	for i := range 4 {
		sin, cos := math.Sincos(spin + float64(i)*math.Pi/2)
		strokeLine(dst, x+float32(cos)*in, y+float32(sin)*in, x+float32(cos)*out, y+float32(sin)*out, cam.line(2.5), colLock)
	}
}

// typeColour returns an enemy type's colour (its file's "color"), a
// quarter of the way to white so it reads on the dark floor, at an
// opacity (premultiplied); grey when it has none.
func (v *view) typeColour(t *ai.Type, a uint8) color.RGBA {
	c, ok := v.typeColours[t]
	if !ok {
		c = color.RGBA{200, 200, 200, 255}
		if t != nil {
			c = mixRGBA(hexColour(t.Color, c), color.RGBA{255, 255, 255, 255}, 0.25)
		}
		if v.typeColours == nil {
			v.typeColours = map[*ai.Type]color.RGBA{}
		}
		v.typeColours[t] = c
	}
	return scaleAlpha(c, float64(a)/255)
}

// barTop returns the screen height of the top of the bar over a body's
// head.
func barTop(f *combat.Fighter, cam *camera) float32 {
	_, y := cam.toScreen(f.Pos)
	return y - cam.len(f.Radius*1.25) - 18
}

// drawEnemyBar draws a health bar over an enemy's head.
func (v *view) drawEnemyBar(dst *ebiten.Image, c *world.Character, cam *camera) {
	f := c.Fighter()
	w, h := cam.len(26), float32(7)
	x, _ := cam.toScreen(f.Pos)
	x -= w / 2
	y := barTop(f, cam)
	vector.DrawFilledRect(dst, x-1.5, y-1.5, w+3, h+3, color.RGBA{0, 0, 0, 190}, false)
	p := float32(f.Health / max(f.MaxHealth, 1))
	vector.DrawFilledRect(dst, x, y, w*p, h, colHealth, false)
}
