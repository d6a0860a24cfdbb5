//go:build js

package game

import (
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// pageEdges gathers the page's presses and focus losses between Updates.
// A browser delivers a key's or a button's down and up as events, and a
// press whose up comes before the game's next frame leaves no trace in
// ebiten's state (it keeps only what is held), so the game listens to the
// same events itself and keeps their down edges until readEdges takes them.
var pageEdges struct {
	once sync.Once
	mu   sync.Mutex
	e    edges
	code map[string]int // KeyboardEvent.code to its bit in latchKeys
}

// jsCode returns the KeyboardEvent.code of a key: ebiten's name, with
// "Key" before a letter.
func jsCode(k ebiten.Key) string {
	s := k.String()
	if len(s) == 1 && s[0] >= 'A' && s[0] <= 'Z' {
		return "Key" + s
	}
	return s
}

// installEdges listens on the game's canvas for key and button presses
// (not auto-repeats), and on the window and the document for the window
// losing the focus or the tab being hidden; once.
func installEdges() {
	pageEdges.once.Do(func() {
		pageEdges.code = map[string]int{}
		for i, k := range latchKeys {
			pageEdges.code[jsCode(k.key)] = i
		}
		doc := js.Global().Get("document")
		canvas := doc.Call("querySelector", "canvas")
		if !canvas.Truthy() {
			canvas = js.Global()
		}
		// The mouse: DOM buttons 0 left, 1 middle, 2 right.
		toEbiten := [...]ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonMiddle, ebiten.MouseButtonRight}
		canvas.Call("addEventListener", "mousedown", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if b := args[0].Get("button").Int(); b >= 0 && b < len(toEbiten) {
				pageEdges.mu.Lock()
				pageEdges.e.mouse |= 1 << toEbiten[b]
				pageEdges.mu.Unlock()
			}
			return nil
		}))
		canvas.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
			ev := args[0]
			if ev.Get("repeat").Truthy() {
				return nil
			}
			if i, ok := pageEdges.code[ev.Get("code").String()]; ok {
				pageEdges.mu.Lock()
				pageEdges.e.keys |= 1 << i
				pageEdges.mu.Unlock()
			}
			return nil
		}))
		lost := func() {
			pageEdges.mu.Lock()
			pageEdges.e.blurred = true
			pageEdges.mu.Unlock()
		}
		js.Global().Call("addEventListener", "blur", js.FuncOf(func(js.Value, []js.Value) any {
			lost()
			return nil
		}))
		doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
			if doc.Get("hidden").Bool() {
				lost()
			}
			return nil
		}))
	})
}

// readEdges hands over the presses and the focus losses gathered since the
// last call and starts gathering anew.
func readEdges(e *edges) {
	installEdges()
	pageEdges.mu.Lock()
	*e, pageEdges.e = pageEdges.e, edges{}
	pageEdges.mu.Unlock()
}
