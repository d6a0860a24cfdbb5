package main

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/netplay"
)

// fakeSDK is the Agones SDK server's HTTP interface on loopback: it
// records each call, and answers as the REST gateway does ({} and 200).
type fakeSDK struct {
	*httptest.Server
	mu    sync.Mutex
	calls []string // "POST /ready application/json {}"
}

// newFakeSDK starts a fake SDK server on loopback.
func newFakeSDK(t *testing.T) *fakeSDK {
	f := &fakeSDK{}
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		f.mu.Lock()
		f.calls = append(f.calls, r.Method+" "+r.URL.Path+" "+r.Header.Get("Content-Type")+" "+string(body))
		f.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, "{}")
	}))
	t.Cleanup(f.Close)
	return f
}

// paths returns the paths called, in order.
func (f *fakeSDK) paths() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var p []string
	for _, c := range f.calls {
		p = append(p, strings.Fields(c)[1])
	}
	return p
}

// TestOnceTellsAgones runs the command as a fleet's game server does:
// -once with its one match, -agones at a fake SDK server. It says Ready
// once it listens, pings Health while its match ticks, and when the match
// ends (nobody joined it within -unjoined) says Shutdown and returns nil
// (exit 0). Every call posts {} as JSON.
func TestOnceTellsAgones(t *testing.T) {
	sdk := newFakeSDK(t)
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- run(context.Background(), []string{"-addr", "127.0.0.1:0", "-once", "-match", "2", "-unjoined", "700ms",
			"-agones", sdk.URL, "-agones-health", "100ms"}, w)
	}()
	go io.Copy(io.Discard, r)
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("run: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the -once server did not exit after its match ended")
	}
	p := sdk.paths()
	health := strings.Count(strings.Join(p, " "), "/health")
	if len(p) < 3 || p[0] != "/ready" || p[len(p)-1] != "/shutdown" || health < 2 || health != len(p)-2 {
		t.Errorf("calls %v, want /ready, /health a few times, /shutdown", p)
	}
	for _, c := range sdk.calls {
		if f := strings.Fields(c); len(f) != 4 || f[0] != http.MethodPost || f[2] != "application/json" || f[3] != "{}" {
			t.Errorf("call %q: want POST, application/json, {}", c)
		}
	}
}

// TestHealthPingsStopWhenStuck pings a fake SDK while healthy says so and
// stops while it does not.
func TestHealthPingsStopWhenStuck(t *testing.T) {
	sdk := newFakeSDK(t)
	a := newAgones(sdk.URL, slog.New(slog.NewTextHandler(io.Discard, nil)))
	var healthy atomic.Bool
	healthy.Store(true)
	ctx, cancel := context.WithCancel(context.Background())
	go a.pingHealth(ctx, 20*time.Millisecond, healthy.Load)
	time.Sleep(150 * time.Millisecond)
	healthy.Store(false)
	time.Sleep(100 * time.Millisecond) // a ping in flight lands
	stuckAt := len(sdk.paths())
	time.Sleep(150 * time.Millisecond)
	cancel()
	if stuckAt < 3 {
		t.Errorf("%d pings in 150 ms at one every 20 ms", stuckAt)
	}
	if n := len(sdk.paths()); n != stuckAt {
		t.Errorf("%d pings while stuck, want none", n-stuckAt)
	}
}

// TestShutdownSaysBye joins the command's match over a WebSocket and
// interrupts the command: the player reads a Bye saying the server is
// shutting down before the command returns.
func TestShutdownSaysBye(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-match", "1"}, w) }()
	code, addr := readStart(t, r)
	go io.Copy(io.Discard, r)
	conn, err := netplay.Dial(ctx, "ws://"+addr+"/ws")
	if err != nil {
		t.Fatal(err)
	}
	a, err := world.LoadAssets(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	c, _ := netplay.NewClient(conn, a, code, "p", netplay.Token{})
	deadline := time.Now().Add(3 * time.Second)
	for _, _, ok := c.Player(); !ok && time.Now().Before(deadline); _, _, ok = c.Player() {
		_ = c.Tick(0, zeroStick, -1, false)
		time.Sleep(5 * time.Millisecond)
	}
	cancel()
	var bye error
	for bye == nil && time.Now().Before(deadline) {
		bye = c.Tick(0, zeroStick, -1, false)
		time.Sleep(5 * time.Millisecond)
	}
	if bye == nil || !strings.Contains(bye.Error(), "shutting down") {
		t.Errorf("the player was told %v, want that the server is shutting down", bye)
	}
	if err := <-done; err != nil {
		t.Errorf("run: %v", err)
	}
}

// readStart reads the command's first lines: the match's code and the
// address it serves.
func readStart(t *testing.T, r io.Reader) (code, addr string) {
	lines := bufio.NewScanner(r)
	for lines.Scan() {
		f := strings.Fields(lines.Text())
		switch {
		case len(f) >= 2 && f[0] == "match":
			code = f[1]
		case len(f) >= 4 && f[0] == "serving" && f[1] == "matches":
			return code, strings.TrimSuffix(strings.TrimPrefix(f[3], "ws://"), "/ws")
		}
	}
	t.Fatal("the command printed no address")
	return "", ""
}

// zeroStick is a stick at rest.
var zeroStick = combat.Vec{}
