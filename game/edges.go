package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/items"
)

// latchKeys are the keys whose presses count even when released before the
// game reads the keyboard (items.Latch), with the input an item file knows
// them by; a key bit is its index here.
var latchKeys = [...]struct {
	key ebiten.Key
	in  items.Input
}{
	{ebiten.KeySpace, items.KeySpace},
	{ebiten.KeyE, items.KeyE},
	{ebiten.KeyQ, items.KeyQ},
	{ebiten.KeyF, items.KeyF},
	{ebiten.KeyR, items.KeyR},
	{ebiten.KeyShiftLeft, items.KeyShift},
	{ebiten.KeyShiftRight, items.KeyShift},
	{ebiten.KeyControlLeft, items.KeyCtrl},
	{ebiten.KeyControlRight, items.KeyCtrl},
	{ebiten.KeyDigit1, items.NoInput},
	{ebiten.KeyDigit2, items.NoInput},
	{ebiten.KeyDigit3, items.NoInput},
	{ebiten.KeyDigit4, items.NoInput},
	{ebiten.KeyTab, items.NoInput},
	{ebiten.KeyEscape, items.NoInput},
	{ebiten.KeyEnter, items.NoInput},
	{ebiten.KeyNumpadEnter, items.NoInput},
	{ebiten.KeyF1, items.NoInput},
	{ebiten.KeyF2, items.NoInput},
	{ebiten.KeyF11, items.NoInput},
	{ebiten.KeyBackquote, items.NoInput},
	{ebiten.KeyArrowUp, items.NoInput},
	{ebiten.KeyArrowDown, items.NoInput},
	{ebiten.KeyW, items.NoInput},
	{ebiten.KeyS, items.NoInput},
}

// keyBit maps a key to 1 + its index in latchKeys; 0 for the others.
var keyBit = func() (b [ebiten.KeyMax + 1]uint8) {
	for i, k := range latchKeys {
		b[k.key] = uint8(i + 1)
	}
	return b
}()

// edges are the presses since the last Update, from one source a platform
// (readEdges): the keys of latchKeys by bit, the mouse buttons by
// ebiten.MouseButton bit, and whether the page lost the focus.
type edges struct {
	keys    uint64
	mouse   uint8
	blurred bool
}

// key reports whether k (one of latchKeys) was pressed since the last Update.
func (e *edges) key(k ebiten.Key) bool {
	if k < 0 || k > ebiten.KeyMax || keyBit[k] == 0 {
		return false
	}
	return e.keys&(1<<(keyBit[k]-1)) != 0
}

// mouseDown reports whether b was pressed since the last Update.
func (e *edges) mouseDown(b ebiten.MouseButton) bool {
	return b >= 0 && b < 8 && e.mouse&(1<<b) != 0
}

// keyButtons returns the item inputs of the keys pressed.
func (e *edges) keyButtons() items.Buttons {
	var b items.Buttons
	for i, k := range latchKeys {
		if k.in != items.NoInput && e.keys&(1<<i) != 0 {
			b = b.With(k.in)
		}
	}
	return b
}
