package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestServerStartsAndAnswers starts the command on a free loopback port
// with a match and a page folder, reads its code and address, polls
// /healthz and fetches the page's wasm.
func TestServerStartsAndAnswers(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	done := make(chan error, 1)
	web := t.TempDir()
	for name, data := range map[string]string{"index.html": "<canvas></canvas>", "game.wasm": strings.Repeat("\x00asm", 4096)} {
		if err := os.WriteFile(filepath.Join(web, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	go func() { done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-match", "2", "-web", web}, w) }()
	lines := bufio.NewScanner(r)
	var code, addr string
	page := false
	for lines.Scan() {
		f := strings.Fields(lines.Text())
		switch {
		case len(f) >= 2 && f[0] == "match":
			code = f[1]
		case len(f) >= 4 && f[0] == "serving" && f[1] == "matches":
			addr = strings.TrimSuffix(strings.TrimPrefix(f[3], "ws://"), "/ws")
		case len(f) >= 4 && f[0] == "serving" && f[1] == "the":
			page = true
		}
		if addr != "" && page {
			break
		}
	}
	go io.Copy(io.Discard, r)
	if len(code) != 5 || addr == "" {
		t.Fatalf("code %q, address %q", code, addr)
	}
	for _, path := range []string{"/healthz", "/readyz"} {
		if status := poll(t, "http://"+addr+path, http.StatusOK); status != http.StatusOK {
			t.Fatalf("%s: %d, want 200 within 2 s", path, status)
		}
	}
	// The page is served as cmd/serve serves it: the wasm gzipped, as
	// application/wasm.
	req, _ := http.NewRequest(http.MethodGet, "http://"+addr+"/game.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != "gzip" || resp.Header.Get("Content-Type") != "application/wasm" {
		t.Errorf("game.wasm: %d, %q, %q; want 200, gzip, application/wasm", resp.StatusCode, resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"))
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("run: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Error("the server did not stop")
	}
}

// poll gets url until it answers want, for up to 2 s, as an orchestrator
// polls; it returns the last status.
func poll(t *testing.T, url string, want int) int {
	t.Helper()
	client := http.Client{Timeout: time.Second}
	status := 0
	for deadline := time.Now().Add(2 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		resp, err := client.Get(url)
		if err != nil {
			continue
		}
		resp.Body.Close()
		if status = resp.StatusCode; status == want {
			break
		}
	}
	return status
}
