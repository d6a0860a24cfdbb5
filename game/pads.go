package game

import (
	"log/slog"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/controls"
	"github.com/upc-demo/actiongraph-game/items"
)

// Gamepad tuning.
const (
	stickDeadZone  = 0.2 // a stick pushed less than this is centred
	triggerPressed = 0.5 // an analogue trigger past this is held
)

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
// d-pad, Start, the south and east buttons for menus).
type padMenu uint8

const (
	padUp padMenu = 1 << iota
	padRight
	padDown
	padLeft
	padStart
	padA
	padB
	padNext // a raw pad's Back: the next item, as it has no d-pad the game knows
)

// menuButtons are the standard buttons of padMenu's bits.
var menuButtons = [...]struct {
	b   ebiten.StandardGamepadButton
	bit padMenu
}{
	{ebiten.StandardGamepadButtonLeftTop, padUp},
	{ebiten.StandardGamepadButtonLeftRight, padRight},
	{ebiten.StandardGamepadButtonLeftBottom, padDown},
	{ebiten.StandardGamepadButtonLeftLeft, padLeft},
	{ebiten.StandardGamepadButtonCenterRight, padStart},
	{ebiten.StandardGamepadButtonRightBottom, padA},
	{ebiten.StandardGamepadButtonRightRight, padB},
}

// dpadSlots maps the d-pad to item slots, clockwise from up.
var dpadSlots = [...]struct {
	bit  padMenu
	slot int
}{{padUp, 0}, {padRight, 1}, {padDown, 2}, {padLeft, 3}}

// The fallback for a pad with no standard layout: raw button numbers in
// the order most pads report them (SDL's and Linux's: A B X Y, the
// shoulders, Back, Start, the guide, the sticks pressed), the left stick on
// the first two axes and the right stick on the next two.
var rawButtons = [...]struct {
	b  ebiten.GamepadButton
	in items.Input
}{
	{0, items.PadSouth}, {1, items.PadEast}, {2, items.PadWest}, {3, items.PadNorth},
	{4, items.PadLeftShoulder}, {5, items.PadRightShoulder}, {9, items.PadLeftStick}, {10, items.PadRightStick},
}

var rawMenu = [...]struct {
	b   ebiten.GamepadButton
	bit padMenu
}{{0, padA}, {1, padB}, {6, padNext}, {7, padStart}}

// padState is one connected pad as the game knows it.
type padState struct {
	id     ebiten.GamepadID
	raw    bool // no standard layout: read through the fallback
	family controls.Family
	held   items.Buttons
	menu   padMenu
	sticks [2]combat.Vec // the left and right sticks at the last Update
	live   bool          // still connected this Update
}

// stickMoved is how far a stick must move between Updates for the pad to
// count as used: an axis resting off centre (a trigger read raw as a stick
// rests at -1) does not.
const stickMoved = 0.15

// padFrame is what the pads say in one Update.
type padFrame struct {
	held     items.Buttons // the mappable buttons held, every pad ORed
	pressed  items.Buttons // those that went down this Update
	menu     padMenu       // the game's own buttons that went down
	stick    combat.Vec    // the left stick of the pad pushing it furthest
	aim      combat.Vec    // the right stick, likewise
	flick    combat.Vec    // the right stick's flick, with hasFlick
	nav      int           // the left stick's vertical flick: -1 up, +1 down
	used     bool          // a pad was used this Update
	lost     bool          // the pad used last went away
	hasFlick bool
}

// padSet follows the pads from Update to Update: which are connected, the
// one used last (its glyph family), the flicks, and the notices of pads
// with no standard layout.
type padSet struct {
	ids       []ebiten.GamepadID
	pads      []padState
	active    ebiten.GamepadID
	hasActive bool
	family    controls.Family
	flick     controls.Flick // the right stick
	nav       controls.Flick // the left stick, in menus
	notice    padNotice
	log       *slog.Logger
}

// read reads every pad.
func (ps *padSet) read() padFrame {
	var p padFrame
	ps.ids = ebiten.AppendGamepadIDs(ps.ids[:0])
	for i := range ps.pads {
		ps.pads[i].live = false
	}
	for _, id := range ps.ids {
		s := ps.find(id)
		s.live = true
		var b items.Buttons
		var m padMenu
		var stick, aim combat.Vec
		if s.raw {
			b, m, stick, aim = readRawPad(id)
		} else {
			b, m, stick, aim = readPad(id)
		}
		p.held |= b
		p.pressed |= b &^ s.held
		p.menu |= m &^ s.menu
		moved := stick.Sub(s.sticks[0]).Magnitude() > stickMoved || aim.Sub(s.sticks[1]).Magnitude() > stickMoved
		if b&^s.held != 0 || m&^s.menu != 0 || moved {
			p.used = true
			ps.active, ps.hasActive, ps.family = id, true, s.family
		}
		s.held, s.menu, s.sticks = b, m, [2]combat.Vec{stick, aim}
		if stick.Magnitude() > p.stick.Magnitude() {
			p.stick = stick
		}
		if aim.Magnitude() > p.aim.Magnitude() {
			p.aim = aim
		}
	}
	ps.forget(&p)
	if dx, dy, ok := ps.flick.Update(p.aim.X, p.aim.Y); ok {
		p.flick, p.hasFlick = combat.Vec{X: dx, Y: dy}, true
	}
	if dx, dy, ok := ps.nav.Update(p.stick.X, p.stick.Y); ok {
		p.nav = controls.Step(dx, dy)
	}
	ps.notice.age()
	return p
}

// find returns the state of pad id, adding it when it has just connected.
func (ps *padSet) find(id ebiten.GamepadID) *padState {
	for i := range ps.pads {
		if ps.pads[i].id == id {
			return &ps.pads[i]
		}
	}
	name := ebiten.GamepadName(id)
	s := padState{id: id, raw: !ebiten.IsStandardGamepadLayoutAvailable(id), family: controls.FamilyOf(name, ebiten.GamepadSDLID(id))}
	if s.raw {
		ps.notice.show(controls.UnknownPadMessage(name))
		if ps.log != nil {
			ps.log.Warn("gamepad without a standard layout: using the fallback mapping",
				slog.String("name", name), slog.String("sdlID", ebiten.GamepadSDLID(id)))
		}
	}
	ps.pads = append(ps.pads, s)
	return &ps.pads[len(ps.pads)-1]
}

// forget drops the pads that went away, noting in p when the one used last
// is among them.
func (ps *padSet) forget(p *padFrame) {
	kept := ps.pads[:0]
	for _, s := range ps.pads {
		if s.live {
			kept = append(kept, s)
			continue
		}
		if ps.hasActive && s.id == ps.active {
			p.lost, ps.hasActive = true, false
		}
	}
	ps.pads = kept
}

// readPad reads one standard-layout gamepad: its mappable buttons, the
// game's own buttons and its sticks past the dead zone.
func readPad(id ebiten.GamepadID) (items.Buttons, padMenu, combat.Vec, combat.Vec) {
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
	for _, p := range menuButtons {
		if ebiten.IsStandardGamepadButtonPressed(id, p.b) {
			m |= p.bit
		}
	}
	axis := func(a ebiten.StandardGamepadAxis) float64 { return ebiten.StandardGamepadAxisValue(id, a) }
	stick := combat.Vec{X: axis(ebiten.StandardGamepadAxisLeftStickHorizontal), Y: axis(ebiten.StandardGamepadAxisLeftStickVertical)}
	aim := combat.Vec{X: axis(ebiten.StandardGamepadAxisRightStickHorizontal), Y: axis(ebiten.StandardGamepadAxisRightStickVertical)}
	return b, m, deadZone(stick), deadZone(aim)
}

// readRawPad reads a pad with no standard layout through the fallback
// mapping.
func readRawPad(id ebiten.GamepadID) (items.Buttons, padMenu, combat.Vec, combat.Vec) {
	var b items.Buttons
	for _, p := range rawButtons {
		if ebiten.IsGamepadButtonPressed(id, p.b) {
			b = b.With(p.in)
		}
	}
	var m padMenu
	for _, p := range rawMenu {
		if ebiten.IsGamepadButtonPressed(id, p.b) {
			m |= p.bit
		}
	}
	n := ebiten.GamepadAxisCount(id)
	axis := func(a int) float64 {
		if a >= n {
			return 0
		}
		return ebiten.GamepadAxisValue(id, ebiten.GamepadAxisType(a))
	}
	return b, m, deadZone(combat.Vec{X: axis(0), Y: axis(1)}), deadZone(combat.Vec{X: axis(2), Y: axis(3)})
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

// pretendPad acts as if a pad of that name had been used last (with raw,
// one with no standard layout, whose notice shows): for pictures of the
// pad glyphs and the notice (Config.Pad).
func (in *input) pretendPad(name string, raw bool) {
	in.device = items.Gamepad
	in.pads.family = controls.FamilyOf(name, "")
	if f, ok := controls.ParseFamily(name); ok {
		in.pads.family = f
	}
	if raw {
		in.pads.notice.show(controls.UnknownPadMessage(name))
	}
}
