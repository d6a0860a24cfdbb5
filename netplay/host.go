//go:build !js

package netplay

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// Host serves a Server over HTTP and steps it 60 times a second:
//
//	POST /match?players=N  makes a match; answers {"code": "AB3CD"}
//	GET  /ws               a WebSocket a client joins a match over (its Hello names the code)
//	GET  /healthz          200 while the server steps: the health and ready signal
//	                       an orchestrator polls
//	GET  /digest?code=C&tick=T  the digest of the State match C published at tick T
//	                       (one of the last 600), for checking what a client holds
//
// Browser connections are checked by Origin: the page must come from the
// host itself or match OriginPatterns.
type Host struct {
	mu  sync.Mutex
	srv *Server
	// OriginPatterns are the other origins a page may join from
	// (websocket.AcceptOptions.OriginPatterns), for a page served elsewhere.
	OriginPatterns []string
	// MaxPlayers bounds a match's players.
	MaxPlayers int
	ticks      int64
	log        *slog.Logger
}

// NewHost wraps a server.
func NewHost(srv *Server, log *slog.Logger) *Host {
	return &Host{srv: srv, MaxPlayers: 4, log: log}
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
			h.mu.Lock()
			h.srv.Tick()
			h.ticks++
			h.mu.Unlock()
		}
	}
}

// ServeHTTP answers the three paths.
func (h *Host) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.URL.Path {
	case "/match":
		h.newMatch(w, r)
	case "/ws":
		h.join(w, r)
	case "/digest":
		h.digest(w, r)
	case "/healthz":
		h.mu.Lock()
		n, ticks := h.srv.Matches(), h.ticks
		h.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]int64{"matches": int64(n), "ticks": ticks})
	default:
		http.NotFound(w, r)
	}
}

func (h *Host) newMatch(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST to make a match", http.StatusMethodNotAllowed)
		return
	}
	players := h.MaxPlayers
	if p := r.URL.Query().Get("players"); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > h.MaxPlayers {
			http.Error(w, "players: want 1 to "+strconv.Itoa(h.MaxPlayers), http.StatusBadRequest)
			return
		}
		players = n
	}
	h.mu.Lock()
	m, err := h.srv.NewMatch(players)
	h.mu.Unlock()
	if err != nil {
		http.Error(w, err.Error(), http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"code": m.Code, "players": players})
}

func (h *Host) join(w http.ResponseWriter, r *http.Request) {
	c, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: h.OriginPatterns})
	if err != nil {
		if h.log != nil {
			h.log.Info("websocket refused", "remote", r.RemoteAddr, "origin", r.Header.Get("Origin"), "error", err)
		}
		return // Accept has answered
	}
	conn := NewWSConn(c, MaxClientMessage)
	h.mu.Lock()
	h.srv.Accept(conn)
	h.mu.Unlock()
}

func (h *Host) digest(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	tick, err := strconv.ParseUint(q.Get("tick"), 10, 32)
	if err != nil {
		http.Error(w, "tick: want a whole number", http.StatusBadRequest)
		return
	}
	h.mu.Lock()
	var d uint64
	ok := false
	if m := h.srv.Match(q.Get("code")); m != nil {
		d, ok = m.Published(uint32(tick))
	}
	h.mu.Unlock()
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]string{"digest": fmt.Sprintf("%016x", d)})
}
