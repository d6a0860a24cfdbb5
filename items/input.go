package items

// Input is one physical button, named device-neutrally so that item files
// and the World never see ebiten: the game reads the devices and sets the
// matching Buttons each tick. The zero Input is no button.
type Input uint8

// The physical inputs an item file may map, with their names in the file.
// Gamepad buttons follow the standard layout, named by position: south is
// A on an Xbox pad and Cross on a PlayStation pad.
const (
	NoInput Input = iota

	MouseLeft   // "mouse.left"
	MouseRight  // "mouse.right"
	MouseMiddle // "mouse.middle"

	KeySpace // "key.space"
	KeyE     // "key.e"
	KeyQ     // "key.q"
	KeyF     // "key.f"
	KeyR     // "key.r"
	KeyShift // "key.shift"
	KeyCtrl  // "key.ctrl"

	PadSouth         // "pad.south"
	PadEast          // "pad.east"
	PadWest          // "pad.west"
	PadNorth         // "pad.north"
	PadLeftShoulder  // "pad.leftShoulder"
	PadRightShoulder // "pad.rightShoulder"
	PadLeftTrigger   // "pad.leftTrigger"
	PadRightTrigger  // "pad.rightTrigger"
	PadLeftStick     // "pad.leftStick" (the stick pressed in)
	PadRightStick    // "pad.rightStick" (the stick pressed in)

	numInputs
)

var inputNames = [numInputs]string{
	"",
	"mouse.left", "mouse.right", "mouse.middle",
	"key.space", "key.e", "key.q", "key.f", "key.r", "key.shift", "key.ctrl",
	"pad.south", "pad.east", "pad.west", "pad.north",
	"pad.leftShoulder", "pad.rightShoulder", "pad.leftTrigger", "pad.rightTrigger",
	"pad.leftStick", "pad.rightStick",
}

// String returns the input's name in item files, such as "mouse.left".
func (i Input) String() string {
	if i < numInputs {
		return inputNames[i]
	}
	return "unknown"
}

// ParseInput returns the input with a name from an item file.
func ParseInput(name string) (Input, bool) {
	for i := Input(1); i < numInputs; i++ {
		if inputNames[i] == name {
			return i, true
		}
	}
	return NoInput, false
}

// InputNames returns the names of every input, in declaration order.
func InputNames() []string {
	return append([]string(nil), inputNames[1:]...)
}

// Device is the kind of device an input belongs to, for a controls hint
// that shows keyboard or gamepad glyphs.
type Device uint8

// The two kinds of device.
const (
	KeyboardMouse Device = iota
	Gamepad
)

// String returns "keyboardMouse" or "gamepad".
func (d Device) String() string {
	if d == Gamepad {
		return "gamepad"
	}
	return "keyboardMouse"
}

// Device returns the kind of device the input is on.
func (i Input) Device() Device {
	if i >= PadSouth {
		return Gamepad
	}
	return KeyboardMouse
}

// Buttons is the set of inputs held down in one tick, one bit an input.
// The game ORs together every device's buttons, so keyboard, mouse and any
// number of gamepads play at once.
type Buttons uint64

// Has reports whether the input is held.
func (b Buttons) Has(i Input) bool { return i != NoInput && b&(1<<i) != 0 }

// With returns the set with the input held.
func (b Buttons) With(i Input) Buttons {
	if i == NoInput || i >= numInputs {
		return b
	}
	return b | 1<<i
}

// Without returns the set with the input up.
func (b Buttons) Without(i Input) Buttons { return b &^ (1 << i) }
