//go:build js

package game

import "log/slog"

// watchAssets returns nil in the browser: the page plays the assets
// embedded in the binary, which cannot change, and has no folder to watch.
// A graph file dropped on the page reaches the drawn item instead (see
// pollDrops), as a save does on the desktop.
func watchAssets(Config, *slog.Logger) <-chan assetChange { return nil }
