package main

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"
)

func TestRunServesAndStops(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-dir", dir}, pw) }()

	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`^serving .* at (http://127\.0\.0\.1:\d+/)\n$`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("first line %q: want \"serving DIR at http://127.0.0.1:PORT/\"", line)
	}
	res, err := http.Get(m[1])
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if string(body) != "hello" {
		t.Errorf("GET /: have %q, want %q", body, "hello")
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("run after cancel: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("run did not stop after its context ended")
	}
}

func TestRunErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want error
	}{
		{"no index", []string{"-dir", t.TempDir(), "-addr", "127.0.0.1:0"}, errNoIndex},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := run(context.Background(), tt.args, io.Discard)
			if !errors.Is(err, tt.want) {
				t.Errorf("have %v, want %v", err, tt.want)
			}
		})
	}
	if err := run(context.Background(), []string{"extra"}, io.Discard); err == nil {
		t.Error("an extra argument: have nil, want an error")
	}
}
