package controls

import (
	"encoding/hex"
	"testing"

	"github.com/upc-demo/actiongraph-game/items"
)

// browserGUID is the SDL GUID ebiten makes in a browser: the first 16
// bytes of the pad's id, in hex.
func browserGUID(name string) string {
	var b [16]byte
	copy(b[:], name)
	return hex.EncodeToString(b[:])
}

// TestFamilyOf picks the family from the names and GUIDs real pads give,
// on Linux, Windows, macOS and in browsers.
func TestFamilyOf(t *testing.T) {
	tests := []struct {
		name, guid string
		want       Family
	}{
		// Desktop: SDL GUIDs with the USB vendor.
		{"Xbox 360 Controller", "030000005e0400008e02000014010000", Xbox},
		{"Xbox Wireless Controller", "050000005e040000e002000003090000", Xbox},
		{"Sony Interactive Entertainment Wireless Controller", "030000004c050000cc09000011010000", PlayStation},
		{"PS5 Controller", "050000004c050000e60c000000810000", PlayStation},
		{"Nintendo Switch Pro Controller", "030000007e0500000920000011810000", Nintendo},
		{"Logitech Gamepad F310", "030000006d0400001dc2000014400000", Xbox},
		{"Steam Virtual Gamepad", "03000000de2800000112000001000000", Xbox},
		// The vendor wins over the name.
		{"Wireless Controller", "030000005e040000130b000011050000", Xbox},
		{"Generic Gamepad", "030000004c0500006802000011010000", PlayStation},
		// Windows: GLFW's XInput GUID says nothing but "xinput".
		{"Xbox Controller", "78696e70757401000000000000000000", Xbox},
		{"", "78696e70757401000000000000000000", Xbox},
		// A vendor the table does not know: the name decides.
		{"8BitDo Pro 2 (Switch)", "03000000c82d00000160000011010000", Nintendo},
		{"USB Gamepad", "03000000790000000600000010010000", Xbox},
		// Browsers: the vendor in the id, else its words.
		{"Wireless Controller (STANDARD GAMEPAD Vendor: 054c Product: 09cc)", "", PlayStation},
		{"Pro Controller (STANDARD GAMEPAD Vendor: 057e Product: 2009)", "", Nintendo},
		{"Xbox 360 Controller (XInput STANDARD GAMEPAD)", "", Xbox},
		{"054c-0ce6-DualSense Wireless Controller", "", PlayStation},
		{"057e-2009-Pro Controller", "", Nintendo},
		{"045e-02ea-Microsoft X-Box One S pad", "", Xbox},
		{"DUALSHOCK 4 Wireless Controller", "", PlayStation},
		{"Sony PLAYSTATION(R)3 Controller", "", PlayStation},
		{"Joy-Con (L/R)", "", Nintendo},
		{"Test pad (STANDARD GAMEPAD Vendor: 0000 Product: 0000)", "", Xbox},
		{"", "", Xbox},
	}
	for _, tt := range tests {
		guid := tt.guid
		if guid == "" {
			guid = browserGUID(tt.name)
		}
		if have := FamilyOf(tt.name, guid); have != tt.want {
			t.Errorf("FamilyOf(%q, %q): have %v, want %v", tt.name, guid, have, tt.want)
		}
	}
}

// TestGlyph labels the same positions by family; keys and mouse alike.
func TestGlyph(t *testing.T) {
	tests := []struct {
		in   items.Input
		f    Family
		want string
	}{
		{items.PadSouth, Xbox, "(A)"},
		{items.PadSouth, PlayStation, "(×)"},
		{items.PadSouth, Nintendo, "(B)"},
		{items.PadEast, Nintendo, "(A)"},
		{items.PadNorth, PlayStation, "(▲)"},
		{items.PadLeftTrigger, Xbox, "LT"},
		{items.PadLeftTrigger, PlayStation, "L2"},
		{items.PadLeftTrigger, Nintendo, "ZL"},
		{items.PadRightShoulder, PlayStation, "R1"},
		{items.PadRightStick, Xbox, "RS"},
		{items.PadRightStick, PlayStation, "R3"},
		{items.MouseLeft, PlayStation, "LMB"},
		{items.KeySpace, Nintendo, "Space"},
		{items.NoInput, Xbox, ""},
		{items.PadSouth, Family(99), "(A)"},
	}
	for _, tt := range tests {
		if have := Glyph(tt.in, tt.f); have != tt.want {
			t.Errorf("Glyph(%v, %v): have %q, want %q", tt.in, tt.f, have, tt.want)
		}
	}
	for _, in := range items.InputNames() {
		i, _ := items.ParseInput(in)
		for f := range numFamilies {
			if Glyph(i, f) == "" {
				t.Errorf("Glyph(%v, %v) is empty", in, f)
			}
		}
	}
}

// TestParseFamily reads the -pad flag's names.
func TestParseFamily(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Family
		ok   bool
	}{{"xbox", Xbox, true}, {"PlayStation", PlayStation, true}, {"ps", PlayStation, true}, {"switch", Nintendo, true}, {"sega", Xbox, false}} {
		if have, ok := ParseFamily(tt.in); have != tt.want || ok != tt.ok {
			t.Errorf("ParseFamily(%q): have %v %v, want %v %v", tt.in, have, ok, tt.want, tt.ok)
		}
	}
}

// TestUnknownPadMessage names the pad, shortens a long name, and copes
// with none.
func TestUnknownPadMessage(t *testing.T) {
	const tail = " has no standard layout: it plays through a fallback mapping, and some buttons may differ."
	tests := []struct{ name, want string }{
		{"DragonRise Inc. Generic USB Joystick", `Gamepad "DragonRise Inc. Generic USB Joystick"` + tail},
		{"  Twin USB Joystick ", `Gamepad "Twin USB Joystick"` + tail},
		{"", "A gamepad with no name" + tail},
		{"A very long gamepad name that goes on and on and on past the limit", `Gamepad "A very long gamepad name that goes on and on..."` + tail},
	}
	for _, tt := range tests {
		if have := UnknownPadMessage(tt.name); have != tt.want {
			t.Errorf("UnknownPadMessage(%q):\nhave %q\nwant %q", tt.name, have, tt.want)
		}
	}
}
