//go:build js

package game

import (
	"encoding/json"
	"fmt"
	"syscall/js"
)

// installTestHook sets window.actionGraphState to a JavaScript function
// that returns state() as a JSON string, so the browser tests can read the
// World (each character's node, window, waiting press, health, stamina and
// item; the phase and wave) while a real browser plays. It exists in the
// js build only.
func installTestHook(state func() any) {
	js.Global().Set("actionGraphState", js.FuncOf(func(js.Value, []js.Value) any {
		return stateJSON(state)
	}))
}

// stateJSON marshals state(). A panic or a marshal error becomes
// {"error": "..."}: a panic inside a JavaScript callback would stop the
// whole game.
func stateJSON(state func() any) (s string) {
	defer func() {
		if r := recover(); r != nil {
			s = errorJSON(fmt.Sprint("actionGraphState: ", r))
		}
	}()
	b, err := json.Marshal(state())
	if err != nil {
		return errorJSON("actionGraphState: " + err.Error())
	}
	return string(b)
}

// errorJSON returns {"error": msg} as JSON.
func errorJSON(msg string) string {
	b, _ := json.Marshal(map[string]string{"error": msg})
	return string(b)
}
