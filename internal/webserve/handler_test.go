package webserve

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

var testFS = fstest.MapFS{
	"index.html":                        {Data: []byte("<!doctype html><title>t</title>"), ModTime: time.Unix(1, 0)},
	"game.wasm":                         {Data: bytes.Repeat([]byte("\x00asm wasm bytes "), 1000), ModTime: time.Unix(2, 0)},
	"loader.js":                         {Data: []byte("console.log('hi')"), ModTime: time.Unix(3, 0)},
	"style.css":                         {Data: []byte("body{}"), ModTime: time.Unix(4, 0)},
	"icon.png":                          {Data: []byte("\x89PNG"), ModTime: time.Unix(5, 0)},
	"sub/index.html":                    {Data: []byte("sub"), ModTime: time.Unix(6, 0)},
	".secret":                           {Data: []byte("no")},
	"node_modules/playwright/index.js":  {Data: []byte("no")},
	"test/browser.test.mjs":             {Data: []byte("ok")},
	"assets/.hidden/file.txt":           {Data: []byte("no")},
	"notes.unknownext-for-the-mime-dbx": {Data: []byte("x")},
}

func get(t *testing.T, h http.Handler, method, target string, header map[string]string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestServeTypesAndStatus(t *testing.T) {
	h := NewHandler(testFS)
	tests := []struct {
		path, wantType string
		wantStatus     int
		wantBody       string
	}{
		{"/", "text/html; charset=utf-8", 200, "<!doctype html><title>t</title>"},
		{"/index.html", "text/html; charset=utf-8", 200, "<!doctype html><title>t</title>"},
		{"/game.wasm", "application/wasm", 200, ""},
		{"/loader.js", "text/javascript; charset=utf-8", 200, "console.log('hi')"},
		{"/style.css", "text/css; charset=utf-8", 200, "body{}"},
		{"/icon.png", "image/png", 200, "\x89PNG"},
		{"/sub/", "text/html; charset=utf-8", 200, "sub"},
		{"/sub", "text/html; charset=utf-8", 200, "sub"},
		{"/test/browser.test.mjs", "text/javascript; charset=utf-8", 200, "ok"},
		{"/notes.unknownext-for-the-mime-dbx", "application/octet-stream", 200, "x"},
		{"/missing.js", "", 404, ""},
		{"/.secret", "", 404, ""},
		{"/node_modules/playwright/index.js", "", 404, ""},
		{"/assets/.hidden/file.txt", "", 404, ""},
		{"/../../etc/passwd", "", 404, ""},
		{"/%2e%2e/etc/passwd", "", 404, ""},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			res := get(t, h, "GET", tt.path, nil)
			if res.StatusCode != tt.wantStatus {
				t.Fatalf("status: have %d, want %d", res.StatusCode, tt.wantStatus)
			}
			if tt.wantStatus != 200 {
				return
			}
			if have := res.Header.Get("Content-Type"); have != tt.wantType {
				t.Errorf("Content-Type: have %q, want %q", have, tt.wantType)
			}
			if res.Header.Get("Content-Encoding") != "" {
				t.Errorf("Content-Encoding %q without Accept-Encoding", res.Header.Get("Content-Encoding"))
			}
			body, _ := io.ReadAll(res.Body)
			if tt.wantBody != "" && string(body) != tt.wantBody {
				t.Errorf("body: have %q, want %q", body, tt.wantBody)
			}
		})
	}
}

func TestServeGzip(t *testing.T) {
	h := NewHandler(testFS)
	tests := []struct {
		path, accept string
		wantGzip     bool
	}{
		{"/game.wasm", "gzip, deflate, br", true},
		{"/game.wasm", "br;q=1.0, gzip;q=0.8", true},
		{"/game.wasm", "*", true},
		{"/game.wasm", "gzip;q=0", false},
		{"/game.wasm", "*;q=0", false},
		{"/game.wasm", "br", false},
		{"/game.wasm", "", false},
		{"/loader.js", "gzip", true},
		{"/", "gzip", true},
		{"/style.css", "gzip", true},
		{"/icon.png", "gzip", false},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.accept, func(t *testing.T) {
			res := get(t, h, "GET", tt.path, map[string]string{"Accept-Encoding": tt.accept})
			if res.StatusCode != 200 {
				t.Fatalf("status %d", res.StatusCode)
			}
			name := strings.TrimPrefix(tt.path, "/")
			if name == "" {
				name = "index.html"
			}
			want := testFS[name].Data
			body, _ := io.ReadAll(res.Body)
			haveGzip := res.Header.Get("Content-Encoding") == "gzip"
			if haveGzip != tt.wantGzip {
				t.Fatalf("gzip: have %v, want %v", haveGzip, tt.wantGzip)
			}
			if haveGzip {
				zr, err := gzip.NewReader(bytes.NewReader(body))
				if err != nil {
					t.Fatal(err)
				}
				if body, err = io.ReadAll(zr); err != nil {
					t.Fatal(err)
				}
				if have := res.Header.Get(DecodedLengthHeader); have != strconv.Itoa(len(want)) {
					t.Errorf("%s: have %q, want %d", DecodedLengthHeader, have, len(want))
				}
				if have := res.Header.Get("Content-Length"); have == "" {
					t.Error("no Content-Length on the gzipped answer")
				}
			}
			if !bytes.Equal(body, want) {
				t.Errorf("body: have %d bytes, want %d", len(body), len(want))
			}
		})
	}
}

func TestServeGzipNotModified(t *testing.T) {
	h := NewHandler(testFS)
	gz := map[string]string{"Accept-Encoding": "gzip"}
	first := get(t, h, "GET", "/game.wasm", gz)
	tag := first.Header.Get("ETag")
	plain := get(t, h, "GET", "/game.wasm", nil).Header.Get("ETag")
	if tag == "" || tag == plain {
		t.Fatalf("ETags: gzipped %q, plain %q: want both set and different", tag, plain)
	}
	gz["If-None-Match"] = tag
	if res := get(t, h, "GET", "/game.wasm", gz); res.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match with the gzipped tag: have %d, want 304", res.StatusCode)
	}
}

// TestServeGzipNewVersion checks that a rebuilt file is compressed anew.
func TestServeGzipNewVersion(t *testing.T) {
	fsys := fstest.MapFS{"index.html": {Data: []byte("one"), ModTime: time.Unix(1, 0)}}
	h := NewHandler(fsys)
	h.Warm()
	fsys["index.html"] = &fstest.MapFile{Data: []byte("two!"), ModTime: time.Unix(2, 0)}
	res := get(t, h, "GET", "/", map[string]string{"Accept-Encoding": "gzip"})
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if body, _ := io.ReadAll(zr); string(body) != "two!" {
		t.Errorf("have %q, want the new version %q", body, "two!")
	}
}

func TestServeMethods(t *testing.T) {
	h := NewHandler(testFS)
	tests := []struct {
		method     string
		wantStatus int
		wantBody   bool
	}{
		{"GET", 200, true},
		{"HEAD", 200, false},
		{"POST", 405, false},
		{"PUT", 405, false},
	}
	for _, tt := range tests {
		res := get(t, h, tt.method, "/loader.js", map[string]string{"Accept-Encoding": "gzip"})
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != tt.wantStatus {
			t.Errorf("%s: status have %d, want %d", tt.method, res.StatusCode, tt.wantStatus)
		}
		if tt.wantStatus == 200 && (len(body) > 0) != tt.wantBody {
			t.Errorf("%s: body of %d bytes, want body %v", tt.method, len(body), tt.wantBody)
		}
	}
}

// TestServePrecompressed sends a file's gzipped copy (NAME.gz, as make web
// writes the wasm's) as it is, when it is no older than the file; a stale
// or broken copy is passed over and the file compressed as ever.
func TestServePrecompressed(t *testing.T) {
	plain := bytes.Repeat([]byte("\x00asm wasm "), 400)
	var copyGz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&copyGz, gzip.BestCompression)
	zw.Comment = "the copy" // tells it apart from what the handler would compress
	zw.Write(plain)
	zw.Close()
	marked := copyGz.Bytes()
	tests := []struct {
		name     string
		gz       *fstest.MapFile
		wantCopy bool
	}{
		{"fresh copy", &fstest.MapFile{Data: marked, ModTime: time.Unix(5, 0)}, true},
		{"stale copy", &fstest.MapFile{Data: marked, ModTime: time.Unix(4, 0)}, false},
		{"not gzip", &fstest.MapFile{Data: []byte("hello, not gzip at all"), ModTime: time.Unix(6, 0)}, false},
		{"no copy", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{"game.wasm": {Data: plain, ModTime: time.Unix(5, 0)}}
			if tt.gz != nil {
				fsys["game.wasm.gz"] = tt.gz
			}
			res := get(t, NewHandler(fsys), "GET", "/game.wasm", map[string]string{"Accept-Encoding": "gzip"})
			body, _ := io.ReadAll(res.Body)
			if have := bytes.Equal(body, marked); have != tt.wantCopy {
				t.Errorf("sent the copy: %v, want %v", have, tt.wantCopy)
			}
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := io.ReadAll(zr); !bytes.Equal(got, plain) {
				t.Errorf("the body unzips to %d bytes, want the file's %d", len(got), len(plain))
			}
		})
	}
}
