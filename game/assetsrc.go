package game

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"

	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// DefaultAssetsDir returns the folder the game reads its data from when no
// -assets flag names one: ./assets when it exists (a designer's working
// copy, watched for saves), else "" for the assets embedded in the binary,
// which cannot change.
func DefaultAssetsDir() string {
	if st, err := os.Stat("assets"); err == nil && st.IsDir() {
		return "assets"
	}
	return ""
}

// assetsFS returns the assets folder dir, or the embedded assets when dir is "".
func assetsFS(dir string) fs.FS {
	if dir == "" {
		return assets.FS
	}
	return os.DirFS(dir)
}

// loadAssets reads the game's data from Config.AssetsDir (the embedded
// assets when empty) and, with Config.GraphFile, gives that graph to
// Config.Item (the default item when empty). An item that does not exist
// is an error matching errNoItem.
func loadAssets(cfg Config) (*world.Assets, error) {
	fsys := assetsFS(cfg.AssetsDir)
	a, err := world.LoadAssets(fsys)
	if err != nil {
		return nil, err
	}
	if cfg.Item != "" && a.Items.Named(cfg.Item) == nil {
		return nil, fmt.Errorf("%w %q (have %s)", errNoItem, cfg.Item, itemNames(a))
	}
	if cfg.GraphFile == "" {
		return a, nil
	}
	name, data, err := readGraphFile(fsys, cfg.GraphFile)
	if err != nil {
		return nil, err
	}
	return a.WithItemGraph(cfg.Item, name, data)
}

// readGraphFile reads a graph file named relative to the assets folder
// ("graphs/sword.json") when it is there, else as a path of the machine. It
// returns the name problems will carry.
func readGraphFile(fsys fs.FS, file string) (name string, data []byte, err error) {
	if rel := path.Clean(filepath.ToSlash(file)); fs.ValidPath(rel) {
		if data, err := fs.ReadFile(fsys, rel); err == nil {
			return rel, data, nil
		}
	}
	data, err = os.ReadFile(file)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "", nil, fmt.Errorf("game: graph file %s: not in the assets folder nor on disk", file)
		}
		return "", nil, fmt.Errorf("game: graph file: %w", err)
	}
	return file, data, nil
}

// graphOnDisk returns the path of the -graph file on the machine when it
// lies outside the assets folder, so a watcher can follow it too; "" when
// there is none or it is inside the folder.
func graphOnDisk(cfg Config) string {
	if cfg.GraphFile == "" {
		return ""
	}
	if rel := path.Clean(filepath.ToSlash(cfg.GraphFile)); fs.ValidPath(rel) {
		if _, err := fs.Stat(assetsFS(cfg.AssetsDir), rel); err == nil {
			return ""
		}
	}
	return cfg.GraphFile
}
