//go:build js

package game

import "syscall/js"

// InjectedReplay returns the replay the page handed the game before it
// started, and the name its errors go by: web/loader.js fetches the
// ?replay=URL file into window.agReplay (the file's text) and
// window.agReplayName (the URL), as the browser build cannot read files.
// ok is false when the page gave none.
func InjectedReplay() (name string, data []byte, ok bool) {
	v := js.Global().Get("agReplay")
	if v.Type() != js.TypeString {
		return "", nil, false
	}
	name = "replay"
	if n := js.Global().Get("agReplayName"); n.Type() == js.TypeString && n.String() != "" {
		name = n.String()
	}
	return name, []byte(v.String()), true
}
