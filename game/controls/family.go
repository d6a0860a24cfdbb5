// Package controls holds the rules of the game's controls that need no
// ebiten, so they can be tested headless: which family a gamepad belongs to
// (Xbox, PlayStation, Nintendo) and the glyphs its buttons show, the message
// for a pad with no standard layout, when a fight pauses by itself, the
// pause menu, and the stick flicks that switch the lock or move through a
// menu. Package game reads the devices and draws; it asks this package.
package controls

import (
	"encoding/hex"
	"strings"
)

// Family is a gamepad's maker's layout, for the glyphs its buttons show.
// The standard layout names buttons by position (south is A on an Xbox pad,
// Cross on a PlayStation pad and B on a Nintendo pad), so only the glyphs
// differ. The zero Family is Xbox, the glyphs shown for a pad nobody
// recognises.
type Family uint8

// The families.
const (
	Xbox Family = iota
	PlayStation
	Nintendo
	numFamilies
)

var familyNames = [numFamilies]string{"Xbox", "PlayStation", "Nintendo"}

// String returns "Xbox", "PlayStation" or "Nintendo".
func (f Family) String() string {
	if f < numFamilies {
		return familyNames[f]
	}
	return "unknown"
}

// ParseFamily returns the family with a name, in any case: "xbox",
// "playstation" (or "ps"), "nintendo" (or "switch").
func ParseFamily(name string) (Family, bool) {
	switch strings.ToLower(name) {
	case "xbox":
		return Xbox, true
	case "playstation", "ps":
		return PlayStation, true
	case "nintendo", "switch":
		return Nintendo, true
	}
	return Xbox, false
}

// USB vendor ids that say the family on their own.
var vendors = [...]struct {
	id uint16
	f  Family
}{
	{0x045e, Xbox}, // Microsoft
	{0x046d, Xbox}, // Logitech (XInput pads)
	{0x24c6, Xbox}, // PowerA (Xbox pads)
	{0x28de, Xbox}, // Valve (the Steam virtual pad, the Steam Deck)
	{0x054c, PlayStation},
	{0x057e, Nintendo},
}

// Words in a pad's name that say its family, looked for in this order: an
// "Xbox Wireless Controller" is an Xbox pad before it is a "wireless
// controller", which alone is Sony's name for its pads.
var nameWords = [...]struct {
	word string
	f    Family
}{
	{"xbox", Xbox}, {"x-box", Xbox}, {"xinput", Xbox}, {"microsoft", Xbox},
	{"nintendo", Nintendo}, {"switch", Nintendo}, {"joy-con", Nintendo}, {"joycon", Nintendo}, {"pro controller", Nintendo},
	{"playstation", PlayStation}, {"dualshock", PlayStation}, {"dualsense", PlayStation}, {"sony", PlayStation},
	{"ps3", PlayStation}, {"ps4", PlayStation}, {"ps5", PlayStation}, {"wireless controller", PlayStation},
}

// xinputGUID starts the SDL GUID GLFW gives XInput pads on Windows ("xinput").
const xinputGUID = "78696e707574"

// FamilyOf returns the family of a pad from its name and SDL GUID
// (ebiten.GamepadName and ebiten.GamepadSDLID): the USB vendor in the GUID
// (desktop) or in the name (browsers write it there: Chrome's "... Vendor:
// 054c Product: 09cc", Firefox's "054c-09cc-..."), else words in the name,
// else Xbox.
func FamilyOf(name, sdlID string) Family {
	if strings.HasPrefix(strings.ToLower(sdlID), xinputGUID) {
		return Xbox
	}
	lower := strings.ToLower(name)
	if v, ok := vendorInGUID(sdlID); ok {
		if f, ok := familyOfVendor(v); ok {
			return f
		}
	}
	if v, ok := vendorInName(lower); ok {
		if f, ok := familyOfVendor(v); ok {
			return f
		}
	}
	for _, w := range nameWords {
		if strings.Contains(lower, w.word) {
			return w.f
		}
	}
	return Xbox
}

// familyOfVendor returns the family a USB vendor id says.
func familyOfVendor(id uint16) (Family, bool) {
	for _, v := range vendors {
		if v.id == id {
			return v.f, true
		}
	}
	return Xbox, false
}

// vendorInGUID reads the USB vendor id from an SDL 2 joystick GUID: 16
// bytes in hex, the bus and a CRC, then the vendor and the product as
// little-endian 16-bit words each followed by a zero word. GUIDs of other
// forms (a browser's, which holds the pad's name) say nothing.
func vendorInGUID(guid string) (uint16, bool) {
	if len(guid) != 32 {
		return 0, false
	}
	var b [16]byte
	if _, err := hex.Decode(b[:], []byte(guid)); err != nil {
		return 0, false
	}
	if b[0] == 0 && b[1] == 0 || b[6] != 0 || b[7] != 0 || b[10] != 0 || b[11] != 0 {
		return 0, false
	}
	return uint16(b[4]) | uint16(b[5])<<8, true
}

// vendorInName reads the USB vendor id browsers put in a pad's id (its
// name), lower-cased: "vendor: 054c" (Chrome) or a leading "054c-09cc-"
// (Firefox).
func vendorInName(lower string) (uint16, bool) {
	if i := strings.Index(lower, "vendor: "); i >= 0 {
		return hex16(lower[i+len("vendor: "):])
	}
	if len(lower) >= 10 && lower[4] == '-' && lower[9] == '-' {
		return hex16(lower)
	}
	return 0, false
}

// hex16 parses the four hex digits s starts with.
func hex16(s string) (uint16, bool) {
	if len(s) < 4 {
		return 0, false
	}
	var v uint16
	for _, c := range []byte(s[:4]) {
		var d byte
		switch {
		case c >= '0' && c <= '9':
			d = c - '0'
		case c >= 'a' && c <= 'f':
			d = c - 'a' + 10
		default:
			return 0, false
		}
		v = v<<4 | uint16(d)
	}
	return v, true
}
