//go:build !js

package netplay

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// Health is /healthz's answer: OK while the tick loop ran within the last
// second and every match's world advanced; else Stuck names what did
// not: "tick loop", or the codes of the matches.
type Health struct {
	OK      bool     `json:"ok"`
	Matches int      `json:"matches"`
	Ticks   int64    `json:"ticks"`
	Stuck   []string `json:"stuck,omitempty"`
	// SinceTickMs is how long ago the tick loop last ran, when that is
	// what is stuck.
	SinceTickMs int64 `json:"since_tick_ms,omitempty"`
}

// Readiness is /readyz's answer: Ready while the server can take
// players; else Why says why not (starting, shutting down, at the cap of
// matches, every seat taken).
type Readiness struct {
	Ready bool   `json:"ready"`
	Why   string `json:"why,omitempty"`
}

// stuckAfter is how long the tick loop may not run before the server is
// unhealthy.
const stuckAfter = time.Second

// Health reads whether every match still ticks, without the server's
// lock.
func (h *Host) Health() Health {
	hl := Health{Matches: int(h.matches.Load()), Ticks: h.ticks.Load()}
	last := h.lastTick.Load()
	since := h.clock().Sub(time.Unix(0, last))
	switch {
	case last == 0:
		hl.Stuck = []string{"tick loop (not started)"}
	case since > stuckAfter:
		hl.Stuck, hl.SinceTickMs = []string{"tick loop"}, since.Milliseconds()
	}
	if s := h.stuck.Load(); s != nil {
		hl.Stuck = append(hl.Stuck, *s...)
	}
	hl.OK = len(hl.Stuck) == 0
	return hl
}

// Ready reads whether the server can take players, without the
// server's lock.
func (h *Host) Ready() Readiness {
	why := ""
	switch {
	case h.stopping.Load():
		why = "shutting down"
	case !h.ready.Load() || h.lastTick.Load() == 0:
		why = "starting"
	case h.JoinOnly && h.freeSeats.Load() == 0:
		why = "every seat is taken"
	case !h.JoinOnly && h.full.Load():
		why = "at the cap of matches"
	}
	return Readiness{Ready: why == "", Why: why}
}

// statusOf is 200 for ok, else 503.
func statusOf(ok bool) int {
	if ok {
		return http.StatusOK
	}
	return http.StatusServiceUnavailable
}

// newMatch answers POST /match.
func (h *Host) newMatch(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		writeError(w, http.StatusMethodNotAllowed, "POST to make a match", nil)
		return
	}
	if h.JoinOnly {
		writeError(w, http.StatusForbidden, "this server runs the match it was given and makes no others", nil)
		return
	}
	players := h.MaxPlayers
	if p := r.URL.Query().Get("players"); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > h.MaxPlayers {
			writeError(w, http.StatusBadRequest, "players: want 1 to "+strconv.Itoa(h.MaxPlayers), nil)
			return
		}
		players = n
	}
	from := h.ClientAddr(r)
	h.mu.Lock()
	m, err := h.srv.NewMatchFrom(players, from)
	max := h.srv.MaxMatches
	h.mu.Unlock()
	var lim *LimitError
	switch {
	case errors.As(err, &lim):
		w.Header().Set("Retry-After", strconv.FormatInt(lim.RetrySeconds(), 10))
		writeError(w, http.StatusTooManyRequests, err.Error(), map[string]any{"retry_after_s": lim.RetrySeconds()})
	case errors.Is(err, ErrTooMany):
		writeError(w, http.StatusServiceUnavailable,
			fmt.Sprintf("the server runs as many matches as it may (%d): try again later, or another server", max), map[string]any{"max": max})
	case err != nil:
		writeError(w, http.StatusInternalServerError, err.Error(), nil)
	default:
		writeJSON(w, http.StatusOK, map[string]any{"code": m.Code, "players": players})
	}
}

// digest answers GET /digest.
func (h *Host) digest(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	code := NormalCode(q.Get("code"))
	tick, err := strconv.ParseUint(q.Get("tick"), 10, 32)
	switch {
	case code == "":
		writeError(w, http.StatusBadRequest, "code: give the match's code", nil)
		return
	case err != nil:
		writeError(w, http.StatusBadRequest, "tick: want a whole number", map[string]any{"code": code})
		return
	}
	h.mu.Lock()
	m := h.srv.Match(code)
	var (
		d              uint64
		ok, kept       bool
		oldest, newest uint32
		end            End
		ago            int64
		was            bool
	)
	if m != nil {
		d, ok = m.Published(uint32(tick))
		oldest, newest, kept = m.Kept()
	} else {
		end, ago, was = h.srv.Ended(code)
	}
	h.mu.Unlock()
	switch {
	case m == nil && was:
		writeError(w, http.StatusNotFound, "the match has ended", map[string]any{"code": code, "end": end.String(), "ago_s": ago / 60})
	case m == nil:
		writeError(w, http.StatusNotFound, "no such match", map[string]any{"code": code})
	case !kept:
		writeError(w, http.StatusNotFound, "no State published yet: the match waits for its first player", map[string]any{"code": code, "tick": tick})
	case !ok:
		writeError(w, http.StatusNotFound, "tick not among the States kept", map[string]any{"code": code, "tick": tick,
			"oldest": oldest, "newest": newest, "every": StateEvery})
	default:
		writeJSON(w, http.StatusOK, map[string]any{"code": code, "tick": tick, "digest": fmt.Sprintf("%016x", d)})
	}
}

// writeJSON answers with a JSON body.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// writeError answers {"error": msg} and what more is known.
func writeError(w http.ResponseWriter, status int, msg string, more map[string]any) {
	body := map[string]any{"error": msg}
	for k, v := range more {
		body[k] = v
	}
	writeJSON(w, status, body)
}
