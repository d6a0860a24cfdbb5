package game

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// Gamepad tuning.
const (
	stickDeadZone  = 0.2 // a left stick pushed less than this is centred
	triggerPressed = 0.5 // an analogue trigger past this is held
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

// padButtons are a standard gamepad's buttons an item file may map; the
// triggers are read by value.
var padButtons = [...]struct {
	b  ebiten.StandardGamepadButton
	in items.Input
}{
	{ebiten.StandardGamepadButtonRightBottom, items.PadSouth},
	{ebiten.StandardGamepadButtonRightRight, items.PadEast},
	{ebiten.StandardGamepadButtonRightLeft, items.PadWest},
	{ebiten.StandardGamepadButtonRightTop, items.PadNorth},
	{ebiten.StandardGamepadButtonFrontTopLeft, items.PadLeftShoulder},
	{ebiten.StandardGamepadButtonFrontTopRight, items.PadRightShoulder},
	{ebiten.StandardGamepadButtonLeftStick, items.PadLeftStick},
	{ebiten.StandardGamepadButtonRightStick, items.PadRightStick},
}

// padMenu is a bit set of the gamepad buttons the game itself reads (the
// d-pad, Start), ORed over every pad, to find their presses.
type padMenu uint8

const (
	padUp padMenu = 1 << iota
	padRight
	padDown
	padLeft
	padStart
	padA
)

// dpadSlots maps the d-pad to item slots, clockwise from up.
var dpadSlots = [...]struct {
	bit  padMenu
	slot int
}{{padUp, 0}, {padRight, 1}, {padDown, 2}, {padLeft, 3}}

// frameInput is what the devices say in one Update.
type frameInput struct {
	// Buttons are the item-mappable inputs held, every device ORed.
	Buttons items.Buttons
	// Stick is the walk: WASD or the left stick, world space, length up to 1.
	Stick combat.Vec
	// Slot is the item slot asked for (1-4, the d-pad), or -1.
	Slot int
	// Wheel is +1 for the next item, -1 for the previous, 0 for none.
	Wheel int
	// Lock asks for the lock-on toggle (Tab, the right stick pressed).
	Lock bool
	// Pause is Esc or Start pressed; Confirm is Enter, a click or A pressed.
	Pause, Confirm bool
	// Debug is F1, Fullscreen F11, Console the backquote.
	Debug, Fullscreen, Console bool
	// Device is the kind of device used last, this frame or before.
	Device items.Device
}

// input reads every device, each Update.
type input struct {
	pads    []ebiten.GamepadID
	keys    []ebiten.Key
	prevPad padMenu
	prevBtn items.Buttons
	mute    items.Buttons
	device  items.Device
}

// mute ignores the buttons held now until they come up: the click that
// starts a fight must not also swing.
func (in *input) muteHeld() { in.mute = in.prevBtn }

// poll reads the devices. With keyboard false the keyboard is left out of
// the play (the console has it).
func (in *input) poll(keyboard bool) frameInput {
	f := frameInput{Slot: -1}
	var held items.Buttons
	var menu padMenu
	kbUsed := false
	in.keys = inpututil.AppendJustPressedKeys(in.keys[:0])
	if len(in.keys) > 0 {
		kbUsed = true
	}
	for _, m := range mouseButtons {
		if ebiten.IsMouseButtonPressed(m.b) {
			held = held.With(m.in)
		}
		if inpututil.IsMouseButtonJustPressed(m.b) {
			kbUsed = true
		}
	}
	f.Confirm = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if _, wy := ebiten.Wheel(); wy != 0 {
		kbUsed = true
		f.Wheel = -int(math.Copysign(1, wy))
	}
	if keyboard {
		in.readKeyboard(&f, &held)
	}
	padUsed := false
	in.pads = ebiten.AppendGamepadIDs(in.pads[:0])
	var pad combat.Vec
	for _, id := range in.pads {
		if !ebiten.IsStandardGamepadLayoutAvailable(id) {
			continue
		}
		b, m, s := readPad(id)
		held |= b
		menu |= m
		if s.Magnitude() > pad.Magnitude() {
			pad = s
		}
		if b&^in.prevBtn != 0 || m&^in.prevPad != 0 || s != (combat.Vec{}) {
			padUsed = true
		}
	}
	f.Stick = f.Stick.Add(pad)
	if l := f.Stick.Magnitude(); l > 1 {
		f.Stick = f.Stick.Scale(1 / l)
	}
	pressed := menu &^ in.prevPad
	for _, d := range dpadSlots {
		if pressed&d.bit != 0 {
			f.Slot = d.slot
		}
	}
	f.Pause = f.Pause || pressed&padStart != 0
	f.Confirm = f.Confirm || pressed&padA != 0
	f.Lock = f.Lock || (held &^ in.prevBtn).Has(items.PadRightStick)
	switch {
	case padUsed:
		in.device = items.Gamepad
	case kbUsed:
		in.device = items.KeyboardMouse
	}
	f.Device = in.device
	in.prevPad, in.prevBtn = menu, held
	in.mute &= held
	f.Buttons = held &^ in.mute
	return f
}

// readKeyboard adds the keyboard's buttons, walk and game keys.
func (in *input) readKeyboard(f *frameInput, held *items.Buttons) {
	for _, k := range keyButtons {
		if ebiten.IsKeyPressed(k.key) {
			*held = held.With(k.in)
		}
	}
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
	for i := range 4 {
		if inpututil.IsKeyJustPressed(ebiten.KeyDigit1 + ebiten.Key(i)) {
			f.Slot = i
		}
	}
	just := inpututil.IsKeyJustPressed
	f.Lock = just(ebiten.KeyTab)
	f.Pause = just(ebiten.KeyEscape)
	f.Confirm = f.Confirm || just(ebiten.KeyEnter) || just(ebiten.KeyNumpadEnter)
	f.Debug = just(ebiten.KeyF1)
	f.Fullscreen = just(ebiten.KeyF11)
	f.Console = just(ebiten.KeyBackquote)
}

// readPad reads one standard-layout gamepad: its mappable buttons, the
// game's own buttons and its left stick past the dead zone.
func readPad(id ebiten.GamepadID) (items.Buttons, padMenu, combat.Vec) {
	var b items.Buttons
	for _, p := range padButtons {
		if ebiten.IsStandardGamepadButtonPressed(id, p.b) {
			b = b.With(p.in)
		}
	}
	if ebiten.StandardGamepadButtonValue(id, ebiten.StandardGamepadButtonFrontBottomLeft) > triggerPressed {
		b = b.With(items.PadLeftTrigger)
	}
	if ebiten.StandardGamepadButtonValue(id, ebiten.StandardGamepadButtonFrontBottomRight) > triggerPressed {
		b = b.With(items.PadRightTrigger)
	}
	var m padMenu
	for _, p := range [...]struct {
		b   ebiten.StandardGamepadButton
		bit padMenu
	}{
		{ebiten.StandardGamepadButtonLeftTop, padUp},
		{ebiten.StandardGamepadButtonLeftRight, padRight},
		{ebiten.StandardGamepadButtonLeftBottom, padDown},
		{ebiten.StandardGamepadButtonLeftLeft, padLeft},
		{ebiten.StandardGamepadButtonCenterRight, padStart},
		{ebiten.StandardGamepadButtonRightBottom, padA},
	} {
		if ebiten.IsStandardGamepadButtonPressed(id, p.b) {
			m |= p.bit
		}
	}
	s := combat.Vec{
		X: ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickHorizontal),
		Y: ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickVertical),
	}
	return b, m, deadZone(s)
}

// deadZone centres a stick pushed less than stickDeadZone and rescales the
// rest to run from 0 at the zone's edge to 1.
func deadZone(s combat.Vec) combat.Vec {
	l := s.Magnitude()
	if l < stickDeadZone {
		return combat.Vec{}
	}
	return s.Scale(min(1, (l-stickDeadZone)/(1-stickDeadZone)) / l)
}
