package game

import (
	"bytes"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"time"
)

// soundFetch is the sounds fetched in the browser, or why they did not come.
type soundFetch struct {
	fsys fs.FS
	err  error
}

// memFS is a read-only file system of files in memory, by slash path: the
// sounds fetched in the browser. Folders are implied by the paths.
type memFS map[string][]byte

// Open opens a file or a folder.
func (m memFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	if data, ok := m[name]; ok {
		return &memFile{info: memInfo{name: path.Base(name), size: int64(len(data))}, r: bytes.NewReader(data)}, nil
	}
	if entries, err := m.ReadDir(name); err == nil && len(entries) > 0 {
		return &memFile{info: memInfo{name: path.Base(name), dir: true}}, nil
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// ReadDir lists the files directly in a folder, sorted.
func (m memFS) ReadDir(name string) ([]fs.DirEntry, error) {
	prefix := name + "/"
	if name == "." {
		prefix = ""
	}
	var out []fs.DirEntry
	for p, data := range m {
		rest, ok := strings.CutPrefix(p, prefix)
		if !ok || strings.Contains(rest, "/") {
			continue
		}
		out = append(out, fs.FileInfoToDirEntry(memInfo{name: rest, size: int64(len(data))}))
	}
	if len(out) == 0 {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrNotExist}
	}
	slices.SortFunc(out, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return out, nil
}

type memFile struct {
	info memInfo
	r    *bytes.Reader
}

func (f *memFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *memFile) Close() error               { return nil }
func (f *memFile) Read(p []byte) (int, error) {
	if f.r == nil {
		return 0, io.EOF
	}
	return f.r.Read(p)
}

type memInfo struct {
	name string
	size int64
	dir  bool
}

func (i memInfo) Name() string       { return i.name }
func (i memInfo) Size() int64        { return i.size }
func (i memInfo) ModTime() time.Time { return time.Time{} }
func (i memInfo) IsDir() bool        { return i.dir }
func (i memInfo) Sys() any           { return nil }
func (i memInfo) Mode() fs.FileMode {
	if i.dir {
		return fs.ModeDir | 0o555
	}
	return 0o444
}
