// Command server runs co-op matches: the authoritative World of each at
// 60 ticks a second, every character's graph, the enemies' too, served
// over WebSockets to desktop and browser clients (netplay.Host).
//
// Usage:
//
//	server [-addr HOST:PORT] [-lan] [-origin PATTERN,...] [-match N] [-web DIR]
//	       [-max-matches 64] [-unjoined 60s] [-debug] [-trust-proxy]
//	       [-create-rate 6] [-create-burst 10] [-join-fail-rate 10] [-join-fail-burst 20] [-limit-addrs 10000]
//	       [-once] [-agones URL | -agones-env] [-agones-health 2s]
//
// It listens on 127.0.0.1:7777 by default; -lan listens on every address,
// for players on the local network. -origin lets pages served from other
// origins join (a page from the server's own address always may). -match N
// makes a match of N players at start and prints its join code. -web DIR
// also serves the browser build, so its pages join from the server's own
// origin (http://HOST:PORT/?join=CODE). Players make matches with
// POST /match?players=N and join over /ws.
//
// Bounds: at most -max-matches matches run (POST /match past it answers
// 503); a match ends 5 s after its fight does (Victory or Defeat), when no
// player has been connected for 30 s, or when nobody joined it within
// -unjoined. Each client address (an IPv6 /64 for IPv6) may make
// -create-burst matches at once and -create-rate more a minute, and fail
// -join-fail-burst joins at once and -join-fail-rate more a minute; past
// them it is answered 429 with Retry-After (a join, a Bye saying when).
// The address is the TCP peer's; -trust-proxy takes X-Forwarded-For's
// last entry instead, only behind a proxy that sets it. -debug lets
// players' UPC.Debug.Net.* console commands act.
//
// /healthz answers 200 while every match ticks, /readyz while the server
// can take players. -once runs the one -match match and exits 0 when it
// ends. -agones (or -agones-env, for the port Agones gives) speaks to the
// Agones SDK's local HTTP interface: Ready once listening, Health every
// -agones-health while every match ticks, Shutdown when the -once match
// ends. It runs until interrupted.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
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

// closeWait bounds the wait for the players' Byes on the way out.
const closeWait = 5 * time.Second

// run is the command: it serves until ctx ends, the served port fails, or
// the -once match ends, and returns nil for an orderly end (exit 0).
func run(ctx context.Context, args []string, stdout io.Writer) error {
	c, err := parse(args, os.Stderr)
	if err != nil {
		return err
	}
	a, err := world.LoadAssets(assets.FS)
	if err != nil {
		return err
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, nil))
	srv := netplay.NewServer(a)
	srv.Log, srv.Debug, srv.MaxMatches, srv.UnjoinedTicks = log, c.debug, c.maxMatches, c.unjoinedTicks()
	srv.SetLimits(c.limits)
	ended := make(chan netplay.End, 1)
	if c.once {
		srv.MaxMatches = 1
		srv.OnEnd = func(_ *netplay.Match, e netplay.End) {
			select {
			case ended <- e:
			default:
			}
		}
	}
	h := netplay.NewHost(srv, log)
	h.OriginPatterns, h.TrustForwarded, h.JoinOnly = c.origins, c.trustProxy, c.once
	ln, err := net.Listen("tcp", c.listen)
	if err != nil {
		return err
	}
	if c.players > 0 {
		var m *netplay.Match
		h.Lock(func(s *netplay.Server) { m, err = s.NewMatch(c.players) })
		if err != nil {
			ln.Close()
			return err
		}
		fmt.Fprintf(stdout, "match %s for %d players\n", m.Code, c.players)
	}
	fmt.Fprintf(stdout, "serving matches at ws://%s/ws\n", ln.Addr())
	handler, closeWeb, err := handlerFor(h, c.web)
	if err != nil {
		ln.Close()
		return err
	}
	defer closeWeb()
	if c.web != "" {
		fmt.Fprintf(stdout, "serving the game at http://%s/?join=CODE\n", ln.Addr())
	}
	hs := &http.Server{Handler: handler, ReadHeaderTimeout: 5 * time.Second, IdleTimeout: 60 * time.Second}
	stop := make(chan struct{})
	go h.Run(stop)
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	h.SetReady(true)
	sdkCtx, sdkStop := context.WithCancel(context.Background())
	defer sdkStop()
	var sdk *agones
	if c.agones != "" {
		sdk = newAgones(c.agones, log)
		if err := sdk.ready(ctx); err != nil {
			log.Error("agones ready", "error", err)
		}
		go sdk.pingHealth(sdkCtx, c.agonesHealth, func() bool { return h.Health().OK })
	}
	var served error
	select {
	case <-ctx.Done():
	case err := <-errc:
		served = err
	case e := <-ended:
		log.Info("the match ended: exiting", "end", e.String())
	}
	sdkStop()
	shut, cancel := context.WithTimeout(context.Background(), closeWait)
	defer cancel()
	if err := h.Close(shut); err != nil {
		log.Warn("closing", "error", err)
	}
	close(stop)
	if sdk != nil && c.once {
		if err := sdk.shutdown(shut); err != nil {
			log.Error("agones shutdown", "error", err)
		}
	}
	if served != nil {
		return served
	}
	if err := hs.Shutdown(shut); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// handlerFor is the Host alone, or with -web the page as cmd/serve
// serves it (gzipped, application/wasm, from inside the folder only:
// os.Root) and the Host on its paths.
func handlerFor(h *netplay.Host, web string) (http.Handler, func(), error) {
	if web == "" {
		return h, func() {}, nil
	}
	root, err := os.OpenRoot(web)
	if err != nil {
		return nil, nil, err
	}
	page := webserve.NewHandler(root.FS())
	page.Warm()
	mux := http.NewServeMux()
	for _, p := range netplay.HostPaths {
		mux.Handle(p, h)
	}
	mux.Handle("/", page)
	return mux, func() { root.Close() }, nil
}
