// Command serve serves the browser build (web/: index.html, game.wasm,
// wasm_exec.js) for playing and for the browser tests. It answers with the
// right MIME types (application/wasm for the game, which the browser's
// streaming compiler requires) and gzips the wasm, scripts and pages for
// clients that accept it. It uses the standard library only.
//
// Usage:
//
//	serve [-addr HOST:PORT] [-dir DIR] [-v]
//
// -addr is where to listen (127.0.0.1:8080 by default; port 0 picks a free
// port). -dir is the folder to serve (web by default). -v logs every
// request. Once listening and with the compressible files gzipped, serve
// prints one line with the page's address, "serving DIR at
// http://HOST:PORT/", and runs until interrupted (SIGINT or SIGTERM).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/upc-demo/actiongraph-game/internal/webserve"
)

var errNoIndex = errors.New("serve: the folder has no index.html")

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		slog.Error("serve", slog.Any("err", err))
		os.Exit(1)
	}
}

// connState, when set (by tests), hears every connection's state changes.
var connState func(net.Conn, http.ConnState)

// run parses the flags, listens, prints the address and serves until ctx
// ends, then shuts the server down.
func run(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "listen on this `host:port` (port 0: a free port)")
	dir := fs.String("dir", "web", "serve the files of this `folder`")
	verbose := fs.Bool("v", false, "log every request")
	idle := fs.Duration("idle", 60*time.Second, "close a keep-alive connection idle this `long`")
	write := fs.Duration("write", 2*time.Minute, "give up on a response not written within this `long` (a slow reader)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("serve: unexpected arguments: %v", fs.Args())
	}
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		return fmt.Errorf("%w: %s", errNoIndex, *dir)
	}
	if _, err := os.Stat(filepath.Join(*dir, "game.wasm")); err != nil {
		slog.Warn("serve: no game.wasm yet; build it with make web", slog.String("dir", *dir))
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	// os.Root serves only what lies inside dir: a symlink that leads out of
	// it is refused, unlike os.DirFS.
	root, err := os.OpenRoot(*dir)
	if err != nil {
		ln.Close()
		return err
	}
	defer root.Close()
	h := webserve.NewHandler(root.FS())
	if *verbose {
		h.Log = slog.Default()
	}
	h.Warm()
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: *write, IdleTimeout: *idle, ConnState: connState}
	fmt.Fprintf(stdout, "serving %s at http://%s/\n", *dir, ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return srv.Shutdown(shut)
}
