// Package assets holds the game's data: graphs, items, enemies, montages,
// sprite sheets, sounds, the fight's tuning, the montages' root motion and
// the players' colours in co-op, embedded in one file system so every
// build carries them.
//
// FS is the assets folder. Paths inside it have no "assets/" prefix:
// "graphs/unarmed.json". The browser build (embed_js.go) leaves the sounds
// out, to keep the wasm under 4 MB gzipped: `make web` copies them beside
// the page, and the game fetches them after its first frame. Every other
// build (embed_other.go) embeds them.
package assets

// The sprite sheets are drawn and the sounds synthesised by cmd/assetgen;
// run go generate ./assets after changing it, and commit the files.
//
//go:generate go run ../cmd/assetgen -out sprites
