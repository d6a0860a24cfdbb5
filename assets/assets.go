// Package assets holds the game's data: graphs, items, enemies, montages,
// sprite sheets, sounds, the fight's tuning and the montages' root motion,
// embedded in one file system so every build carries them.
package assets

import "embed"

// FS is the assets folder. Paths inside it have no "assets/" prefix:
// "graphs/unarmed.json".
//
//go:embed graphs montages.json sprites sounds items enemies attacks.json motion.json tuning.json
var FS embed.FS

// The sprite sheets are drawn and the sounds synthesised by cmd/assetgen;
// run go generate ./assets after changing it, and commit the files.
//
//go:generate go run ../cmd/assetgen -out sprites
