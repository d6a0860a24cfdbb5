package main

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// startServer runs the server on dir with extra flags and returns its
// address (host:port); it stops with the test.
func startServer(t *testing.T, dir string, extra ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- run(ctx, append([]string{"-addr", "127.0.0.1:0", "-dir", dir}, extra...), pw) }()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`at http://(127\.0\.0\.1:\d+)/`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("first line %q names no address", line)
	}
	t.Cleanup(func() {
		cancel()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Error("the server did not stop")
		}
	})
	return m[1]
}

func webDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestSymlinkOutOfTheFolderIsRefused links a file and a folder outside the
// served folder from inside it: neither is served; a link inside is.
func TestSymlinkOutOfTheFolderIsRefused(t *testing.T) {
	dir := webDir(t)
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.txt")
	if err := os.WriteFile(secret, []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, l := range []struct{ target, name string }{
		{secret, "leak.txt"}, {outside, "out"}, {"index.html", "home.html"}, // the last, relative, stays inside
	} {
		if err := os.Symlink(l.target, filepath.Join(dir, l.name)); err != nil {
			t.Skipf("symlinks: %v", err)
		}
	}
	addr := startServer(t, dir)
	tests := []struct {
		path string
		want int
	}{{"/leak.txt", http.StatusNotFound}, {"/out/secret.txt", http.StatusNotFound}, {"/home.html", http.StatusOK}}
	for _, tt := range tests {
		res, err := http.Get("http://" + addr + tt.path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != tt.want || strings.Contains(string(body), "secret") {
			t.Errorf("GET %s: have %d %q, want %d and no secret", tt.path, res.StatusCode, body, tt.want)
		}
	}
}

// TestIdleConnectionsClose keeps a connection open after a response: the
// server closes it once it has idled past -idle.
func TestIdleConnectionsClose(t *testing.T) {
	addr := startServer(t, webDir(t), "-idle", "200ms")
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, "GET / HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(conn)
	res, err := http.ReadResponse(r, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	conn.SetReadDeadline(time.Now().Add(3 * time.Second))
	start := time.Now()
	if _, err := r.ReadByte(); err != io.EOF {
		t.Fatalf("reading the idle connection: have %v, want the server to close it (EOF)", err)
	}
	if idle := time.Since(start); idle > 2*time.Second {
		t.Errorf("closed after %v idle, want about 200ms", idle)
	}
}

// TestSlowReaderIsCut asks for a large file and reads nothing: the server
// gives up on the response after -write and closes the connection instead
// of holding it.
func TestSlowReaderIsCut(t *testing.T) {
	dir := webDir(t)
	if err := os.WriteFile(filepath.Join(dir, "big.bin"), make([]byte, 64<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	closed := make(chan string, 16)
	connState = func(c net.Conn, s http.ConnState) {
		if s == http.StateClosed {
			closed <- c.RemoteAddr().String()
		}
	}
	t.Cleanup(func() { connState = nil })
	addr := startServer(t, dir, "-write", "300ms")
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, "GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	select { // it reads nothing
	case who := <-closed:
		if who != conn.LocalAddr().String() {
			t.Errorf("closed %s, want the slow reader %s", who, conn.LocalAddr())
		}
	case <-time.After(3 * time.Second):
		t.Fatal("the server still held the slow reader's connection 3 s later")
	}
}
