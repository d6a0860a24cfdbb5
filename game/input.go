package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/controls"
	"github.com/upc-demo/actiongraph-game/items"
)

// keyButtons are the keyboard keys an item file may map.
var keyButtons = [...]struct {
	key ebiten.Key
	in  items.Input
}{
	{ebiten.KeySpace, items.KeySpace},
	{ebiten.KeyE, items.KeyE},
	{ebiten.KeyQ, items.KeyQ},
	{ebiten.KeyF, items.KeyF},
	{ebiten.KeyR, items.KeyR},
	{ebiten.KeyShift, items.KeyShift},
	{ebiten.KeyControl, items.KeyCtrl},
}

// mouseButtons are the mouse buttons an item file may map.
var mouseButtons = [...]struct {
	b  ebiten.MouseButton
	in items.Input
}{
	{ebiten.MouseButtonLeft, items.MouseLeft},
	{ebiten.MouseButtonRight, items.MouseRight},
	{ebiten.MouseButtonMiddle, items.MouseMiddle},
}

// frameInput is what the devices say in one Update.
type frameInput struct {
	// Buttons are the item-mappable inputs held, every device ORed, with
	// every press since the last Update held for at least this one
	// (items.Latch).
	Buttons items.Buttons
	// Stick is the walk: WASD or the left stick, world space, length up to 1.
	Stick combat.Vec
	// Aim is the right stick past its dead zone (the graph panel pans with it).
	Aim combat.Vec
	// Flick is the right stick's flick this frame, a unit vector, with
	// HasFlick: the lock switches that way.
	Flick    combat.Vec
	HasFlick bool
	// Slot is the item slot asked for (1-4, the d-pad), or -1.
	Slot int
	// Wheel is +1 for the next item, -1 for the previous, 0 for none.
	Wheel int
	// Lock asks for the lock-on toggle (Tab, the right stick pressed).
	Lock bool
	// Pause is Esc or Start pressed; Confirm is Enter, a click or the south
	// button pressed.
	Pause, Confirm bool
	// Select is Enter or the south button (a menu's selected line); Cancel
	// the east button (back out of a menu).
	Select, Cancel bool
	// Nav steps through a menu: -1 up, +1 down (arrows, W/S, the d-pad, a
	// flick of the left stick).
	Nav int
	// Click is the left mouse button pressed; Cursor is where the mouse
	// points, CursorMoved whether it moved since the last Update.
	Click       bool
	Cursor      [2]int
	CursorMoved bool
	// Debug is F1, Graph F2, Fullscreen F11, Console the backquote.
	Debug, Graph, Fullscreen, Console bool
	// Device is the kind of device used last, this frame or before; Family
	// the glyph family of the pad used last.
	Device items.Device
	Family controls.Family
	// Watch is what the pause rule sees this frame; AutoPause is the rule's
	// answer against the last frame (controls.ShouldPause).
	Watch     controls.Watch
	AutoPause bool
}

// input reads every device, each Update.
type input struct {
	pads   padSet
	keys   []ebiten.Key
	edges  edges
	latch  items.Latch
	shown  items.Buttons // the buttons the last Update played
	mute   items.Buttons
	device items.Device
	watch  controls.Watch
	cursor [2]int
}

// muteHeld ignores the buttons held now until they come up: the click that
// starts a fight must not also swing.
func (in *input) muteHeld() { in.mute = in.shown }

// claim takes buttons held this frame out of play until they come up: a
// drag on the graph panel is no swing.
func (in *input) claim(f *frameInput, b items.Buttons) {
	in.mute |= b & in.shown
	f.Buttons &^= b
}

// poll reads the devices. With keyboard false the keyboard is left out of
// the play (the console has it).
func (in *input) poll(keyboard bool) frameInput {
	f := frameInput{Slot: -1}
	readEdges(&in.edges)
	var held, pressed items.Buttons
	kbUsed := in.edges.mouse != 0 || keyboard && in.edges.keys != 0
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	if len(in.keys) > 0 {
		kbUsed = true
	}
	for _, m := range mouseButtons {
		if ebiten.IsMouseButtonPressed(m.b) {
			held = held.With(m.in)
		}
		if in.edges.mouseDown(m.b) {
			pressed = pressed.With(m.in)
		}
	}
	f.Click = in.edges.mouseDown(ebiten.MouseButtonLeft)
	f.Confirm = f.Click
	x, y := ebiten.CursorPosition()
	f.Cursor, f.CursorMoved = [2]int{x, y}, [2]int{x, y} != in.cursor
	in.cursor = f.Cursor
	if _, wy := ebiten.Wheel(); wy != 0 {
		kbUsed = true
		f.Wheel = -int(math.Copysign(1, wy))
	}
	if keyboard {
		in.readKeyboard(&f, &held, &pressed)
	}
	p := in.pads.read()
	held |= p.held
	f.Stick = f.Stick.Add(p.stick)
	if l := f.Stick.Magnitude(); l > 1 {
		f.Stick = f.Stick.Scale(1 / l)
	}
	f.Aim, f.Flick, f.HasFlick = p.aim, p.flick, p.hasFlick
	for _, d := range dpadSlots {
		if p.menu&d.bit != 0 {
			f.Slot = d.slot
		}
	}
	if p.menu&padNext != 0 {
		f.Wheel = 1
	}
	f.Pause = f.Pause || p.menu&padStart != 0
	f.Select = f.Select || p.menu&padA != 0
	f.Confirm = f.Confirm || p.menu&padA != 0
	f.Cancel = p.menu&padB != 0
	f.Lock = f.Lock || p.pressed.Has(items.PadRightStick)
	switch {
	case p.menu&padUp != 0 || p.nav < 0:
		f.Nav = -1
	case p.menu&padDown != 0 || p.nav > 0:
		f.Nav = 1
	}
	switch {
	case p.used:
		in.device = items.Gamepad
	case kbUsed:
		in.device = items.KeyboardMouse
	}
	f.Device, f.Family = in.device, in.pads.family
	in.latch.Press(pressed)
	in.shown = in.latch.Tick(held)
	in.mute &= in.shown
	f.Buttons = in.shown &^ in.mute
	now := controls.Watch{Focused: ebiten.IsFocused(), Blurred: in.edges.blurred, PadConnected: !p.lost}
	f.Watch, f.AutoPause = now, controls.ShouldPause(in.watch, now)
	in.watch = now
	return f
}

// readKeyboard adds the keyboard's buttons and presses, walk and game keys.
func (in *input) readKeyboard(f *frameInput, held, pressed *items.Buttons) {
	for _, k := range keyButtons {
		if ebiten.IsKeyPressed(k.key) {
			*held = held.With(k.in)
		}
	}
	*pressed |= in.edges.keyButtons()
	var x, y float64
	if ebiten.IsKeyPressed(ebiten.KeyA) || ebiten.IsKeyPressed(ebiten.KeyArrowLeft) {
		x--
	}
	if ebiten.IsKeyPressed(ebiten.KeyD) || ebiten.IsKeyPressed(ebiten.KeyArrowRight) {
		x++
	}
	if ebiten.IsKeyPressed(ebiten.KeyW) || ebiten.IsKeyPressed(ebiten.KeyArrowUp) {
		y--
	}
	if ebiten.IsKeyPressed(ebiten.KeyS) || ebiten.IsKeyPressed(ebiten.KeyArrowDown) {
		y++
	}
	if x != 0 || y != 0 {
		f.Stick = combat.Vec{X: x, Y: y}.Unit()
	}
	just := in.edges.key
	for i := range 4 {
		if just(ebiten.KeyDigit1 + ebiten.Key(i)) {
			f.Slot = i
		}
	}
	switch {
	case just(ebiten.KeyArrowUp) || just(ebiten.KeyW):
		f.Nav = -1
	case just(ebiten.KeyArrowDown) || just(ebiten.KeyS):
		f.Nav = 1
	}
	f.Lock = just(ebiten.KeyTab)
	f.Pause = just(ebiten.KeyEscape)
	f.Select = just(ebiten.KeyEnter) || just(ebiten.KeyNumpadEnter)
	f.Confirm = f.Confirm || f.Select
	f.Debug = just(ebiten.KeyF1)
	f.Graph = just(ebiten.KeyF2)
	f.Fullscreen = just(ebiten.KeyF11)
	f.Console = just(ebiten.KeyBackquote)
}
