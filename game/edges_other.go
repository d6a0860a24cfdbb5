//go:build !js

package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// readEdges fills e with this Update's presses. On the desktop GLFW's
// sticky keys and buttons hold a press released within a frame down for
// that frame, so inpututil sees its down edge; the window's focus is read
// (ebiten.IsFocused), never reported, so blurred stays false.
func readEdges(e *edges) {
	*e = edges{}
	for i, k := range latchKeys {
		if inpututil.IsKeyJustPressed(k.key) {
			e.keys |= 1 << i
		}
	}
	for b := ebiten.MouseButton(0); b <= ebiten.MouseButtonMax && b < 8; b++ {
		if inpututil.IsMouseButtonJustPressed(b) {
			e.mouse |= 1 << b
		}
	}
}
