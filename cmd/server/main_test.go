package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestServerStartsAndAnswers starts the command on a free loopback port
// with a match, reads its code and address, and polls /healthz.
func TestServerStartsAndAnswers(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-match", "2"}, w) }()
	lines := bufio.NewScanner(r)
	var code, addr string
	for lines.Scan() {
		f := strings.Fields(lines.Text())
		switch {
		case len(f) >= 2 && f[0] == "match":
			code = f[1]
		case len(f) >= 4 && f[0] == "serving":
			addr = strings.TrimSuffix(strings.TrimPrefix(f[3], "ws://"), "/ws")
		}
		if addr != "" {
			break
		}
	}
	go io.Copy(io.Discard, r)
	if len(code) != 5 || addr == "" {
		t.Fatalf("code %q, address %q", code, addr)
	}
	client := http.Client{Timeout: 5 * time.Second}
	resp, err := client.Get("http://" + addr + "/healthz")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("healthz: %v %v", resp, err)
	}
	resp.Body.Close()
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
