//go:build !js

package netplay

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestHostOverWebSockets runs a server on loopback and joins two clients
// over real WebSockets for two seconds of real time: both are seated, see
// the same wave and each other's moves, and their predicted moves are
// confirmed.
func TestHostOverWebSockets(t *testing.T) {
	h := NewHost(newTestServer(t, 11), nil)
	ts := httptest.NewServer(h)
	defer ts.Close()
	stop := make(chan struct{})
	defer close(stop)
	go h.Run(stop)

	resp, err := http.Post(ts.URL+"/match?players=2", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	var made struct{ Code string }
	err = json.NewDecoder(resp.Body).Decode(&made)
	resp.Body.Close()
	if err != nil || len(made.Code) != codeLength {
		t.Fatalf("match: %+v %v", made, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws := "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws"
	var clients []*Client
	for range 2 {
		conn, err := Dial(ctx, ws)
		if err != nil {
			t.Fatal(err)
		}
		c, err := NewClient(conn, testAssets(t), made.Code, "bot", Token{})
		if err != nil {
			t.Fatal(err)
		}
		clients = append(clients, c)
	}
	hands := []*botHands{{rng: 5}, {rng: 6}}
	seen := [2]map[string]bool{{}, {}}
	tick := time.NewTicker(time.Second / 60)
	defer tick.Stop()
	for range 120 {
		<-tick.C
		for i, c := range clients {
			b, s := hands[i].drive(c)
			if err := c.Tick(b, s, -1, false); err != nil {
				t.Fatalf("client %d: %v", i, err)
			}
			if st := c.State(); st != nil && len(st.Chars) > 1 {
				you, _, _ := c.Player()
				seen[i][st.Chars[1-you].Node] = true
			}
		}
	}
	seats := map[int]bool{}
	for i, c := range clients {
		you, _, ok := c.Player()
		if !ok || seats[you] || c.State() == nil {
			t.Fatalf("client %d: seated %v as %d (taken: %v), state %v", i, ok, you, seats, c.State() != nil)
		}
		seats[you] = true
		if c.Stats.Claims == 0 || c.Stats.Confirmed == 0 {
			t.Errorf("client %d: %+v, want claims confirmed", i, c.Stats)
		}
		if len(seen[i]) < 2 {
			t.Errorf("client %d saw the other player on %v only", i, seen[i])
		}
		t.Logf("client %d: %+v", i, c.Stats)
	}
	if clients[0].State().Wave != clients[1].State().Wave {
		t.Errorf("waves %d and %d", clients[0].State().Wave, clients[1].State().Wave)
	}
}

// TestHostChecksOrigin refuses a page from another origin, and takes one
// from the host itself.
func TestHostChecksOrigin(t *testing.T) {
	h := NewHost(newTestServer(t, 12), nil)
	ts := httptest.NewServer(h)
	defer ts.Close()
	h.Tick() // the tick loop has run: /healthz answers 200
	ws := "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws"
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	tests := []struct {
		origin string
		ok     bool
	}{{"http://evil.example", false}, {ts.URL, true}}
	for _, tt := range tests {
		c, err := DialHeader(ctx, ws, http.Header{"Origin": {tt.origin}})
		if (err == nil) != tt.ok {
			t.Errorf("origin %s: %v, want accepted %v", tt.origin, err, tt.ok)
		}
		if c != nil {
			_ = c.Close()
		}
	}
	resp, err := http.Get(ts.URL + "/healthz")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Errorf("healthz: %v %v", resp, err)
	}
	resp.Body.Close()
}
