//go:build js

package game

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"syscall/js"

	"github.com/upc-demo/actiongraph-game/sounds"
)

// soundIndex lists the sound files `make web` copies beside the page, one
// name a line: a browser cannot list a folder over HTTP.
const soundIndex = "index.txt"

// soundSource fetches the sounds from the page's sounds/ folder, off the
// game's thread, and delivers them as a file system once all have come.
// The browser build leaves them out of the embedded assets
// (assets/embed_js.go) to keep the wasm small: the game draws its first
// frame without them, and sound waits for the first input anyway.
func soundSource(fs.FS) <-chan soundFetch {
	ch := make(chan soundFetch, 1)
	go func() {
		m, err := fetchSounds()
		ch <- soundFetch{fsys: m, err: err}
	}()
	return ch
}

// fetchSounds reads the index and every file it names.
func fetchSounds() (memFS, error) {
	index, err := fetch(path.Join(sounds.Dir, soundIndex))
	if err != nil {
		return nil, err
	}
	m := memFS{}
	for _, name := range strings.Fields(string(index)) {
		file := path.Join(sounds.Dir, path.Base(name))
		data, err := fetch(file)
		if err != nil {
			return m, err
		}
		m[file] = data
	}
	return m, nil
}

// fetch GETs a path relative to the page with the browser's fetch (Go's
// net/http would add 1.5 MB of TLS and HTTP code to the wasm).
func fetch(p string) ([]byte, error) {
	resp, err := await(js.Global().Call("fetch", p))
	if err != nil {
		return nil, fmt.Errorf("sounds: %s: %w", p, err)
	}
	if !resp.Get("ok").Bool() {
		return nil, fmt.Errorf("sounds: %s: HTTP %d", p, resp.Get("status").Int())
	}
	buf, err := await(resp.Call("arrayBuffer"))
	if err != nil {
		return nil, fmt.Errorf("sounds: %s: %w", p, err)
	}
	u8 := js.Global().Get("Uint8Array").New(buf)
	data := make([]byte, u8.Get("length").Int())
	js.CopyBytesToGo(data, u8)
	return data, nil
}

// await waits for a JavaScript promise; call it off the game's thread.
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{v: args[0]}
		return nil
	})
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "rejected"
		if len(args) > 0 {
			msg = args[0].Call("toString").String()
		}
		ch <- result{err: errors.New(msg)}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	r := <-ch
	return r.v, r.err
}
