//go:build !js

package game

// installTestHook does nothing outside the browser: only the js build has
// a window for the browser tests to read the World through
// (window.actionGraphState; see hook_js.go).
func installTestHook(func() any) {}
