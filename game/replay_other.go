//go:build !js

package game

// InjectedReplay returns no replay outside the browser: the desktop game
// reads one from a file with -replay (see replay_js.go for the page's).
func InjectedReplay() (name string, data []byte, ok bool) { return "", nil, false }
