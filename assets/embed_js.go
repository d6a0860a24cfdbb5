//go:build js

package assets

import "embed"

// FS is the assets folder without its sounds (see the package comment).
//
//go:embed graphs montages.json sprites items enemies attacks.json motion.json tuning.json players.json
var FS embed.FS
