// Command server runs co-op matches: the authoritative World of each at
// 60 ticks a second, every character's graph, the enemies' too, served
// over WebSockets to desktop and browser clients (netplay.Host).
//
// Usage:
//
//	server [-addr HOST:PORT] [-lan] [-origin PATTERN,...] [-match N] [-web DIR]
//
// It listens on 127.0.0.1:7777 by default; -lan listens on every address,
// for players on the local network. -origin lets pages served from other
// origins join (a page from the server's own address always may). -match N
// makes a match of N players at start and prints its join code. -web DIR
// also serves the browser build, so its pages join from the server's own
// origin (http://HOST:PORT/?join=CODE). Players
// make matches with POST /match?players=N and join over /ws; /healthz
// answers while the server steps. It runs until interrupted.
package main

import (
	"context"
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/internal/webserve"
	"github.com/upc-demo/actiongraph-game/netplay"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		slog.Error("server", slog.Any("err", err))
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:7777", "where to listen")
	lan := fs.Bool("lan", false, "listen on every address (the local network), on -addr's port")
	origins := fs.String("origin", "", "comma-separated origin patterns of pages served elsewhere that may join")
	players := fs.Int("match", 0, "make a match of this many players at start and print its code")
	web := fs.String("web", "", "also serve the browser build from this `folder` (make web's web/), so pages join from the server's own origin")
	if err := fs.Parse(args); err != nil {
		return err
	}
	listen := *addr
	if *lan {
		_, port, err := net.SplitHostPort(*addr)
		if err != nil {
			return err
		}
		listen = net.JoinHostPort("", port)
	}
	a, err := world.LoadAssets(assets.FS)
	if err != nil {
		return err
	}
	var seed [8]byte
	if _, err := crand.Read(seed[:]); err != nil {
		return err
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	srv := netplay.NewServer(a, binary.LittleEndian.Uint64(seed[:]))
	srv.Log = log
	h := netplay.NewHost(srv, log)
	if *origins != "" {
		h.OriginPatterns = strings.Split(*origins, ",")
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return err
	}
	if *players > 0 {
		m, err := srv.NewMatch(*players)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "match %s for %d players\n", m.Code, *players)
	}
	fmt.Fprintf(stdout, "serving matches at ws://%s/ws\n", ln.Addr())
	var handler http.Handler = h
	if *web != "" {
		// The page as cmd/serve serves it (gzipped, application/wasm),
		// from inside the folder only (os.Root).
		root, err := os.OpenRoot(*web)
		if err != nil {
			ln.Close()
			return err
		}
		defer root.Close()
		page := webserve.NewHandler(root.FS())
		page.Warm()
		mux := http.NewServeMux()
		for _, p := range []string{"/ws", "/match", "/healthz", "/digest"} {
			mux.Handle(p, h)
		}
		mux.Handle("/", page)
		handler = mux
		fmt.Fprintf(stdout, "serving the game at http://%s/?join=CODE\n", ln.Addr())
	}
	hs := &http.Server{Handler: handler, ReadHeaderTimeout: 5 * time.Second, IdleTimeout: 60 * time.Second}
	stop := make(chan struct{})
	go h.Run(stop)
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case <-ctx.Done():
	case err := <-errc:
		close(stop)
		return err
	}
	close(stop)
	shut, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	if err := hs.Shutdown(shut); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
