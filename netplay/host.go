//go:build !js

package netplay

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/netip"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// HostPaths are the paths a Host answers, for a mux that serves other
// things beside it (cmd/server's page).
var HostPaths = []string{"/match", "/ws", "/digest", "/healthz", "/readyz"}

// Host serves a Server over HTTP and steps it 60 times a second:
//
//	POST /match?players=N  makes a match: {"code":"AB3CD","players":N}
//	GET  /ws               a WebSocket a client joins a match over (its Hello names the code)
//	GET  /digest?code=C&tick=T  {"code":C,"tick":T,"digest":"…"}: the digest of the State
//	                       match C published at tick T (one of the last 600, every other tick),
//	                       for checking what a client holds
//	GET  /healthz          200 while every match ticks, else 503 naming what is stuck
//	GET  /readyz           200 while the server can take players, else 503 saying why
//
// Every answer is a small JSON object; an error's is {"error":"…"} with
// what more it knows (host_http.go). Browser connections are checked by
// Origin: the page must come from the host itself or match
// OriginPatterns.
type Host struct {
	mu  sync.Mutex
	srv *Server
	// OriginPatterns are the other origins a page may join from
	// (websocket.AcceptOptions.OriginPatterns), for a page served elsewhere.
	OriginPatterns []string
	// MaxPlayers bounds a match's players.
	MaxPlayers int
	// TrustForwarded takes a client's address from the last entry of
	// X-Forwarded-For, for a server behind a proxy that sets it; otherwise
	// (and when the header is missing or bad) it is the TCP peer's.
	TrustForwarded bool
	// JoinOnly is a server whose players join the matches it was given
	// and make none (cmd/server -once): it is ready while a seat is free.
	JoinOnly bool
	// Idle is how long a client may send nothing before it is dropped
	// (10 s when 0).
	Idle time.Duration
	log  *slog.Logger

	// What /healthz and /readyz read without the lock, so that they
	// answer while the tick loop is stuck holding it.
	lastTick  atomic.Int64 // when the loop last ticked, Unix nanoseconds; 0 before
	ticks     atomic.Int64
	matches   atomic.Int32
	full      atomic.Bool // at MaxMatches
	freeSeats atomic.Int32
	stuck     atomic.Pointer[[]string]
	ready     atomic.Bool
	stopping  atomic.Bool
	stuckBuf  []string
	live      atomic.Int32 // WebSocket connections not yet closed
	// clock is the wall clock, which tests move.
	clock func() time.Time
}

// NewHost wraps a server.
func NewHost(srv *Server, log *slog.Logger) *Host {
	return &Host{srv: srv, MaxPlayers: 4, log: log, clock: time.Now}
}

// Run steps the server 60 times a second until stop is closed.
func (h *Host) Run(stop <-chan struct{}) {
	t := time.NewTicker(time.Second / 60)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			h.Tick()
		}
	}
}

// Tick steps the server once, as Run does 60 times a second, and notes
// what the health and ready signals read.
func (h *Host) Tick() {
	h.mu.Lock()
	h.srv.Tick()
	h.mu.Unlock()
	h.note()
	h.ticks.Add(1)
	h.lastTick.Store(h.clock().UnixNano())
}

// note keeps what the health and ready signals read of the server.
func (h *Host) note() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.stuckBuf = h.srv.Stuck(h.stuckBuf[:0])
	n, full, free := h.srv.Matches(), h.srv.Matches() >= h.srv.MaxMatches, h.srv.FreeSeats()
	if old := h.stuck.Load(); old == nil && len(h.stuckBuf) > 0 || old != nil && !slices.Equal(*old, h.stuckBuf) {
		var s *[]string
		if len(h.stuckBuf) > 0 {
			c := slices.Clone(h.stuckBuf)
			s = &c
		}
		h.stuck.Store(s)
	}
	h.matches.Store(int32(n))
	h.full.Store(full)
	h.freeSeats.Store(int32(free))
}

// Lock runs f with the server held, as the tick loop holds it (for
// making a match at start, say).
func (h *Host) Lock(f func(*Server)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	f(h.srv)
}

// SetReady says whether the server may take players: cmd/server sets it
// once the assets are loaded and the port listens.
func (h *Host) SetReady(ready bool) { h.ready.Store(ready) }

// Stopping says the server is shutting down: /readyz answers 503 from
// then on.
func (h *Host) Stopping() { h.stopping.Store(true) }

// ServeHTTP answers the HostPaths.
func (h *Host) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/match":
		h.newMatch(w, r)
	case "/ws":
		h.join(w, r)
	case "/digest":
		h.digest(w, r)
	case "/healthz":
		hl := h.Health()
		writeJSON(w, statusOf(hl.OK), hl)
	case "/readyz":
		rd := h.Ready()
		writeJSON(w, statusOf(rd.Ready), rd)
	default:
		writeError(w, http.StatusNotFound, "no such path: the server answers "+strings.Join(HostPaths, ", "), nil)
	}
}

// ClientAddr is the address a request counts against: the TCP peer's,
// or with TrustForwarded the last X-Forwarded-For entry's (the client as
// the proxy saw it).
func (h *Host) ClientAddr(r *http.Request) netip.Addr {
	if h.TrustForwarded {
		f := r.Header.Values("X-Forwarded-For")
		if len(f) > 0 {
			last := f[len(f)-1]
			if i := strings.LastIndexByte(last, ','); i >= 0 {
				last = last[i+1:]
			}
			if a, err := netip.ParseAddr(strings.TrimSpace(last)); err == nil {
				return a
			}
		}
	}
	ap, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return netip.Addr{}
	}
	return ap.Addr()
}

// join upgrades a request to a WebSocket and hands it to the server, with
// the address it counts against.
func (h *Host) join(w http.ResponseWriter, r *http.Request) {
	if h.stopping.Load() {
		writeError(w, http.StatusServiceUnavailable, "the server is shutting down", nil)
		return
	}
	c, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: h.OriginPatterns})
	if err != nil {
		if h.log != nil {
			h.log.Info("websocket refused", "remote", r.RemoteAddr, "origin", r.Header.Get("Origin"), "error", err)
		}
		return // Accept has answered
	}
	conn := NewWSConn(c, MaxClientMessage)
	if h.Idle > 0 {
		conn.SetIdle(h.Idle)
	}
	h.live.Add(1)
	go func() {
		<-conn.Done()
		h.live.Add(-1)
	}()
	from := h.ClientAddr(r)
	h.mu.Lock()
	h.srv.AcceptFrom(conn, from)
	h.mu.Unlock()
}

// Close ends the server's matches, telling every player the server is
// shutting down, and waits until every WebSocket has written what it had
// (its Bye) and closed, or ctx ends. /readyz answers 503 from the start.
func (h *Host) Close(ctx context.Context) error {
	h.Stopping()
	h.mu.Lock()
	h.srv.Shutdown()
	h.mu.Unlock()
	return h.Drain(ctx)
}

// Drain waits until every WebSocket connection has closed, or ctx ends.
func (h *Host) Drain(ctx context.Context) error {
	t := time.NewTicker(10 * time.Millisecond)
	defer t.Stop()
	for h.live.Load() > 0 {
		select {
		case <-ctx.Done():
			return fmt.Errorf("netplay: %d connections still closing: %w", h.live.Load(), ctx.Err())
		case <-t.C:
		}
	}
	return nil
}
