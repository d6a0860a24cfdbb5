package webserve

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"path"
	"sync"
	"time"
)

// gzipCache keeps each compressible file gzipped in memory, once per
// version of the file (its modification time and size): the game's wasm
// takes a second or two to compress, too long to do per request. A file
// with a gzipped copy beside it (NAME.gz, as make web writes the wasm's
// with gzip -9), no older than it, is sent as that copy: smaller than
// Go's compressor makes it (4,135,370 bytes against 4,203,599 for the
// wasm at the default level), and no compressing at start.
type gzipCache struct {
	fsys    fs.FS
	mu      sync.Mutex
	entries map[string]*gzipEntry
}

// gzipEntry is one version of one file, compressed at most once.
type gzipEntry struct {
	mod  time.Time
	size int64
	once sync.Once
	data []byte
	err  error
}

func newGzipCache(fsys fs.FS) *gzipCache {
	return &gzipCache{fsys: fsys, entries: map[string]*gzipEntry{}}
}

// get returns the named file gzipped, compressing it when the cache has
// no entry for this version. Callers asking for the same version wait for
// the one compression.
func (c *gzipCache) get(name string, info fs.FileInfo) ([]byte, error) {
	c.mu.Lock()
	e := c.entries[name]
	if e == nil || !e.mod.Equal(info.ModTime()) || e.size != info.Size() {
		e = &gzipEntry{mod: info.ModTime(), size: info.Size()}
		c.entries[name] = e
	}
	c.mu.Unlock()
	e.once.Do(func() {
		if e.data = c.precompressed(name, info); e.data == nil {
			e.data, e.err = gzipFile(c.fsys, name)
		}
	})
	return e.data, e.err
}

// maxPrecompressed bounds a NAME.gz read into memory.
const maxPrecompressed = 64 << 20

// precompressed returns NAME.gz's bytes when it is there, a gzip stream,
// no older than NAME and of a sensible size; else nil.
func (c *gzipCache) precompressed(name string, info fs.FileInfo) []byte {
	gz, err := fs.Stat(c.fsys, name+".gz")
	if err != nil || gz.ModTime().Before(info.ModTime()) || gz.Size() > maxPrecompressed || gz.Size() > info.Size()+1024 {
		return nil
	}
	data, err := fs.ReadFile(c.fsys, name+".gz")
	if err != nil || len(data) < 18 || data[0] != 0x1f || data[1] != 0x8b {
		return nil
	}
	return data
}

// warm compresses every file whose extension is in exts.
func (c *gzipCache) warm(exts map[string]bool) {
	fs.WalkDir(c.fsys, ".", func(name string, d fs.DirEntry, err error) error { //nolint:errcheck // best effort
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if name != "." && (d.Name() == "node_modules" || d.Name()[0] == '.') {
				return fs.SkipDir
			}
			return nil
		}
		if !exts[path.Ext(name)] {
			return nil
		}
		if info, err := d.Info(); err == nil {
			c.get(name, info) //nolint:errcheck // a failure is met again, and logged, on request
		}
		return nil
	})
}

// gzipFile reads and gzips one file at the default level: for the game's
// wasm it is within 1% of the best level's size at a third of its time.
func gzipFile(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.DefaultCompression)
	if err != nil {
		return nil, err
	}
	if _, err := io.Copy(zw, f); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
