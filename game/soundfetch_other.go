//go:build !js

package game

import "io/fs"

// soundSource returns nil: on the desktop the sounds are in the assets
// folder (or the embedded assets) and load at once.
func soundSource(fs.FS) <-chan soundFetch { return nil }
