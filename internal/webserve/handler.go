// Package webserve serves the browser build: the right MIME types
// (application/wasm, which the browser's streaming compiler requires),
// gzip for the clients that accept it, cached per file version, and the
// decoded length for the page's progress bar. cmd/serve and cmd/server
// both serve the page with it.
package webserve

import (
	"bytes"
	"io"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
)

// mimeTypes are the types served by extension, whatever the system's MIME
// database says. The browser compiles a wasm module while it downloads
// only when it comes as application/wasm.
var mimeTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".mjs":  "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".wasm": "application/wasm",
	".json": "application/json",
	".map":  "application/json",
	".svg":  "image/svg+xml",
	".png":  "image/png",
	".ico":  "image/x-icon",
	".txt":  "text/plain; charset=utf-8",
}

// compressible are the extensions served gzipped to clients that accept it.
var compressible = map[string]bool{
	".html": true, ".js": true, ".mjs": true, ".css": true, ".wasm": true,
	".json": true, ".map": true, ".svg": true, ".txt": true,
}

// DecodedLengthHeader carries a gzipped file's size before compression, so
// a page can show download progress of the decoded bytes it reads.
const DecodedLengthHeader = "X-Decoded-Length"

// Handler serves the files of a file system: GET and HEAD, index.html for
// a folder, 404 for hidden files and node_modules, no listings.
type Handler struct {
	fsys fs.FS
	gz   *gzipCache
	// Log, when set, gets one line per request.
	Log *slog.Logger
}

// NewHandler returns a Handler serving fsys.
func NewHandler(fsys fs.FS) *Handler {
	return &Handler{fsys: fsys, gz: newGzipCache(fsys)}
}

// Warm gzips every compressible file ahead of its first request.
func (h *Handler) Warm() { h.gz.warm(compressible) }

// ServeHTTP serves one file.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	status := h.serve(w, r)
	if h.Log != nil {
		h.Log.Info("request", slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Int("status", status))
	}
}

// serve serves one file and returns the status it answered, as far as it
// knows it (ServeContent may turn a 200 into 304 or 206).
func (h *Handler) serve(w http.ResponseWriter, r *http.Request) int {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return http.StatusMethodNotAllowed
	}
	name, ok := fileName(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return http.StatusNotFound
	}
	info, err := fs.Stat(h.fsys, name)
	if err == nil && info.IsDir() {
		name = path.Join(name, "index.html")
		info, err = fs.Stat(h.fsys, name)
	}
	if err != nil || !info.Mode().IsRegular() {
		http.NotFound(w, r)
		return http.StatusNotFound
	}
	ext := path.Ext(name)
	hd := w.Header()
	hd.Set("Content-Type", contentType(ext))
	hd.Set("Cache-Control", "no-cache")
	hd.Set("X-Content-Type-Options", "nosniff")
	tag := `"` + strconv.FormatInt(info.ModTime().UnixNano(), 36) + "-" + strconv.FormatInt(info.Size(), 36)
	if compressible[ext] {
		hd.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r.Header.Get("Accept-Encoding")) {
			if data, err := h.gz.get(name, info); err == nil {
				return serveGzip(w, r, data, tag+`-gz"`, info.Size())
			} else if h.Log != nil {
				h.Log.Warn("gzip", slog.String("file", name), slog.Any("err", err))
			}
		}
	}
	hd.Set("ETag", tag+`"`)
	f, err := h.fsys.Open(name)
	if err != nil {
		http.NotFound(w, r)
		return http.StatusNotFound
	}
	defer f.Close()
	rs, ok := f.(io.ReadSeeker)
	if !ok {
		b, err := io.ReadAll(f)
		if err != nil {
			http.Error(w, "read error", http.StatusInternalServerError)
			return http.StatusInternalServerError
		}
		rs = bytes.NewReader(b)
	}
	http.ServeContent(w, r, name, info.ModTime(), plainReader{rs})
	return http.StatusOK
}

// plainReader hides an *os.File behind its Read and Seek, so the response
// is written with plain writes that honour the server's write timeout: Go
// sends an *os.File with sendfile, which a slow reader held past it.
type plainReader struct{ io.ReadSeeker }

// serveGzip answers with gzipped data: 304 when the client has this
// version, otherwise all of it (no ranges of compressed data).
func serveGzip(w http.ResponseWriter, r *http.Request, data []byte, etag string, decoded int64) int {
	hd := w.Header()
	hd.Set("ETag", etag)
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return http.StatusNotModified
	}
	hd.Set("Content-Encoding", "gzip")
	hd.Set("Content-Length", strconv.Itoa(len(data)))
	hd.Set(DecodedLengthHeader, strconv.FormatInt(decoded, 10))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(data) //nolint:errcheck // the client went away; nothing to do
	}
	return http.StatusOK
}

// fileName turns a URL path into a name in the file system: "" becomes
// ".", and a hidden segment or node_modules is refused.
func fileName(urlPath string) (string, bool) {
	name := strings.TrimPrefix(path.Clean("/"+urlPath), "/")
	if name == "" {
		return ".", true
	}
	for _, seg := range strings.Split(name, "/") {
		if strings.HasPrefix(seg, ".") || seg == "node_modules" {
			return "", false
		}
	}
	return name, fs.ValidPath(name)
}

// contentType returns the MIME type for a file extension.
func contentType(ext string) string {
	if t, ok := mimeTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// acceptsGzip reports whether an Accept-Encoding header allows gzip: it
// names gzip or * with a quality above zero.
func acceptsGzip(header string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
			continue
		}
		ok := true
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				ok = err == nil && q > 0
			}
		}
		if coding == "gzip" {
			return ok
		}
		star = ok
	}
	return star
}
