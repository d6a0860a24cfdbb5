//go:build !js

package netplay

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
)

// getJSON asks the host for a path from ip and decodes its JSON answer.
func (lb *loopback) getJSON(ip, method, path string) (int, http.Header, map[string]any) {
	lb.t.Helper()
	req, _ := http.NewRequest(method, lb.ts.URL+path, nil)
	resp, err := httpClient(ip).Do(req)
	if err != nil {
		lb.t.Fatal(err)
	}
	defer resp.Body.Close()
	var body map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		lb.t.Fatalf("%s %s: not JSON: %v", method, path, err)
	}
	return resp.StatusCode, resp.Header, body
}

// TestCreationsAreLimitedPerAddress makes 500 matches from 127.0.0.1:
// past the address's burst each is refused 429 with Retry-After, and a
// creation from 127.0.0.2 then is made; past -max-matches one is refused
// 503 saying so.
func TestCreationsAreLimitedPerAddress(t *testing.T) {
	srv := NewServer(testAssets(t))
	lb := newLoopback(t, srv)
	made, limited := 0, 0
	for i := range 500 {
		status, h, body := lb.getJSON("127.0.0.1", http.MethodPost, "/match?players=1")
		switch {
		case status == http.StatusOK:
			made++
		case status == http.StatusTooManyRequests && h.Get("Retry-After") == "10" && strings.Contains(fmt.Sprint(body["error"]), "match creations"):
			limited++
		default:
			t.Fatalf("creation %d: %d %v %v", i, status, h, body)
		}
	}
	if made != DefaultLimits.CreateBurst || limited != 500-made {
		t.Errorf("from 127.0.0.1: %d made, %d limited; want %d made", made, limited, DefaultLimits.CreateBurst)
	}
	if status, _, body := lb.getJSON("127.0.0.2", http.MethodPost, "/match?players=2"); status != http.StatusOK || len(fmt.Sprint(body["code"])) != codeLength {
		t.Errorf("an honest creation from 127.0.0.2: %d %v", status, body)
	}
	lb.h.Lock(func(s *Server) { s.MaxMatches = s.Matches() })
	if status, _, body := lb.getJSON("127.0.0.3", http.MethodPost, "/match"); status != http.StatusServiceUnavailable || !strings.Contains(fmt.Sprint(body["error"]), "as many matches as it may") {
		t.Errorf("at the cap: %d %v, want 503 saying so", status, body)
	}
	if status, _, _ := lb.getJSON("127.0.0.3", http.MethodGet, "/match"); status != http.StatusMethodNotAllowed {
		t.Errorf("GET /match: %d, want 405", status)
	}
}

// TestDigestSaysWhy asks /digest for a State kept (in either case of the
// code) and for what it cannot answer; each error says why, in JSON.
func TestDigestSaysWhy(t *testing.T) {
	srv := newTestServer(t, 3)
	lb := newLoopback(t, srv)
	m, _ := srv.NewMatch(1)
	gone, _ := srv.NewMatch(1)
	gone.life.end = EndDefeat // as watch decides after a lost fight
	clock := &Clock{}
	l := NewLink(clock, calm, 1)
	srv.Accept(l.A)
	c, _ := NewClient(l.B, testAssets(t), m.Code, "d", Token{})
	for range recentStates*StateEvery + 100 { // more than the ring holds
		_ = c.Tick(0, combat.Vec{}, -1, false)
		lb.h.Tick()
		clock.Advance()
	}
	oldest, newest, _ := m.Kept()
	want, _ := m.Published(newest)
	if newest-oldest != (recentStates-1)*StateEvery {
		t.Errorf("keeps ticks %d to %d: %d States, want %d", oldest, newest, (newest-oldest)/StateEvery+1, recentStates)
	}
	tests := []struct {
		query  string
		status int
		want   string // in the error, or the digest
	}{
		{fmt.Sprintf("code=%s&tick=%d", m.Code, newest), 200, fmt.Sprintf("%016x", want)},
		{fmt.Sprintf("code=%s&tick=%d", strings.ToLower(m.Code), newest), 200, fmt.Sprintf("%016x", want)},
		{fmt.Sprintf("code=%s&tick=%d", m.Code, oldest), 200, ""},
		{fmt.Sprintf("code=%s&tick=%d", m.Code, newest-1), 404, "tick not among the States kept"},
		{fmt.Sprintf("code=%s&tick=%d", m.Code, oldest-StateEvery), 404, "tick not among the States kept"},
		{fmt.Sprintf("code=%s&tick=%d", m.Code, newest+StateEvery), 404, "tick not among the States kept"},
		{"code=ZZZZZ&tick=2", 404, "no such match"},
		{fmt.Sprintf("code=%s&tick=2", gone.Code), 404, "the match has ended"},
		{fmt.Sprintf("code=%s&tick=x", m.Code), 400, "tick: want a whole number"},
		{"tick=2", 400, "code: give the match's code"},
	}
	for _, tt := range tests {
		if tt.want == "the match has ended" {
			lb.h.Tick() // the server removes it
		}
		status, _, body := lb.getJSON("127.0.0.1", http.MethodGet, "/digest?"+tt.query)
		text := fmt.Sprint(body["error"], body["digest"])
		if status != tt.status || !strings.Contains(text, tt.want) {
			t.Errorf("/digest?%s: %d %v, want %d %q", tt.query, status, body, tt.status, tt.want)
		}
		if strings.Contains(tt.want, "not among") && (body["oldest"] != float64(oldest) || body["newest"] != float64(newest) || body["every"] != float64(StateEvery)) {
			t.Errorf("/digest?%s: %v, want the range kept, %d to %d every %d", tt.query, body, oldest, newest, StateEvery)
		}
	}
}

// TestHealthAndReady reads /healthz and /readyz through a server's life:
// starting, ticking, its tick loop stalled, a match whose world stands
// still, at its cap of matches, and shutting down.
func TestHealthAndReady(t *testing.T) {
	srv := newTestServer(t, 4)
	lb := newLoopback(t, srv)
	now := time.Unix(1000, 0)
	lb.h.clock = func() time.Time { return now }
	m, _ := srv.NewMatch(1)
	m.begun = true // a player came
	type answer struct {
		health, ready int
		stuck, why    string
	}
	read := func() answer {
		hs, _, hb := lb.getJSON("127.0.0.1", http.MethodGet, "/healthz")
		rs, _, rb := lb.getJSON("127.0.0.1", http.MethodGet, "/readyz")
		return answer{hs, rs, fmt.Sprint(hb["stuck"]), fmt.Sprint(rb["why"])}
	}
	steps := []struct {
		name string
		do   func()
		want answer
	}{
		{"before the loop ran", func() {}, answer{503, 503, "[tick loop (not started)]", "starting"}},
		{"ticking, not ready yet", func() { lb.h.Tick() }, answer{200, 503, "<nil>", "starting"}},
		{"ready", func() { lb.h.SetReady(true) }, answer{200, 200, "<nil>", "<nil>"}},
		{"the loop stalled 2 s", func() { now = now.Add(2 * time.Second) }, answer{503, 200, "[tick loop]", "<nil>"}},
		{"ticking again", func() { lb.h.Tick() }, answer{200, 200, "<nil>", "<nil>"}},
		{"a world standing still", func() {
			for range ag.TickRate + 2 { // the server ticks, the match's world does not step
				srv.now++
				m.watch(srv.now, srv.UnjoinedTicks)
			}
			lb.h.note()
		}, answer{503, 200, "[" + m.Code + "]", "<nil>"}},
		{"its world steps again", func() { lb.h.Tick() }, answer{200, 200, "<nil>", "<nil>"}},
		{"at the cap", func() { srv.MaxMatches = 1; lb.h.Tick() }, answer{200, 503, "<nil>", "at the cap of matches"}},
		{"one match's server with a seat free", func() { lb.h.JoinOnly = true }, answer{200, 200, "<nil>", "<nil>"}},
		{"shutting down", func() { lb.h.Stopping() }, answer{200, 503, "<nil>", "shutting down"}},
	}
	for _, s := range steps {
		s.do()
		if have := read(); have != s.want {
			t.Errorf("%s: %+v, want %+v", s.name, have, s.want)
		}
	}
}

// TestClientAddr counts a request against its TCP peer, and against the
// last X-Forwarded-For entry only when the host trusts a proxy to set it.
func TestClientAddr(t *testing.T) {
	tests := []struct {
		trust     bool
		forwarded []string
		want      string
	}{
		{false, nil, "192.0.2.7"},
		{false, []string{"203.0.113.9"}, "192.0.2.7"},
		{true, []string{"203.0.113.9"}, "203.0.113.9"},
		{true, []string{"198.51.100.1, 203.0.113.9"}, "203.0.113.9"},
		{true, []string{"198.51.100.1", "2001:db8::5"}, "2001:db8::5"},
		{true, []string{"not an address"}, "192.0.2.7"},
		{true, nil, "192.0.2.7"},
	}
	for _, tt := range tests {
		h := NewHost(NewServer(testAssets(t)), nil)
		h.TrustForwarded = tt.trust
		r, _ := http.NewRequest(http.MethodGet, "/ws", nil)
		r.RemoteAddr = "192.0.2.7:51234"
		for _, f := range tt.forwarded {
			r.Header.Add("X-Forwarded-For", f)
		}
		if have := h.ClientAddr(r).String(); have != tt.want {
			t.Errorf("trust %v, X-Forwarded-For %q: %s, want %s", tt.trust, tt.forwarded, have, tt.want)
		}
	}
}
