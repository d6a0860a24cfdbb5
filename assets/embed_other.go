//go:build !js

package assets

import "embed"

// FS is the assets folder, sounds included.
//
//go:embed graphs montages.json sprites sounds items enemies attacks.json motion.json tuning.json players.json
var FS embed.FS
