// Package assets holds the game's data: graphs, items, enemies, montages and
// sprite sheets, embedded in one file system so every build carries them.
package assets

import "embed"

// FS is the assets folder. Paths inside it have no "assets/" prefix:
// "graphs/unarmed.json".
//
//go:embed graphs montages.json
var FS embed.FS
