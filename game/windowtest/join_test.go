package windowtest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/netplay"
)

// joinFrames is how long each window plays the co-op fight.
const joinFrames = 420

// coopState is what -state writes in a co-op fight: the mirror's snapshot
// and the server's last word as the window held it.
type coopState struct {
	world.Snapshot
	Net struct {
		Tick      uint32 `json:"tick"`
		Digest    string `json:"digest"`
		Player    int    `json:"player"`
		Claims    int    `json:"claims"`
		Confirmed int    `json:"confirmed"`
	} `json:"net"`
	View *shownView `json:"view"`
}

// startServer starts a co-op server of a 2-player match on loopback,
// seeded by seed, its Debug set to debug, stepping 60 times a second
// until the test ends. OnPublish may be set on the match before a client
// joins.
func startServer(t *testing.T, debug bool) (*httptest.Server, *netplay.Match) {
	t.Helper()
	a, err := world.LoadAssets(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	srv := netplay.NewServer(a)
	srv.Debug = debug
	m, err := srv.NewMatch(2)
	if err != nil {
		t.Fatal(err)
	}
	host := netplay.NewHost(srv, nil)
	ts := httptest.NewServer(host)
	stop := make(chan struct{})
	go host.Run(stop)
	t.Cleanup(func() { close(stop); ts.Close() })
	return ts, m
}

// TestWindowJoinsCoop starts a co-op server on loopback and joins it from
// two game windows (-join, each played by the masher bot): both are
// seated, each sees the other's moves and the same wave, their predicted
// moves are confirmed, the last State each window held is, digest for
// digest, one the server published, and each window's picture shows the
// other player where its state says (coopPictureProblems): its body and
// name tag, or its arrow at the screen's edge, and its HUD panel. A third
// window that cannot join pictures its "Could not join" screen, which the
// same check must refuse.
func TestWindowJoinsCoop(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no $DISPLAY: run under xvfb-run (make test-window)")
	}
	if testing.Short() {
		t.Skip("opens windows")
	}
	bin := buildGame(t)
	ts, m := startServer(t, false)
	var mu sync.Mutex
	published := map[uint32]string{}
	m.OnPublish = func(s *netplay.State) {
		mu.Lock()
		published[s.Tick] = fmt.Sprintf("%016x", s.Digest())
		mu.Unlock()
	}
	// The pictures and states stay in out/coop/ at the repository's root.
	dir, err := filepath.Abs(filepath.Join("..", "..", "out", "coop"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		for _, ext := range []string{".png", ".json"} {
			if err := os.Remove(filepath.Join(dir, fmt.Sprintf("window-%d%s", i, ext))); err != nil && !os.IsNotExist(err) {
				t.Fatal(err)
			}
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	join := strings.TrimPrefix(ts.URL, "http://") + "/" + m.Code
	// The third window joins a port nothing listens on.
	dead := httptest.NewServer(http.NotFoundHandler())
	deadJoin := strings.TrimPrefix(dead.URL, "http://") + "/" + m.Code
	dead.Close()
	var wg sync.WaitGroup
	outs := make([][]byte, 3)
	errs := make([]error, 3)
	for i := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			to := join
			if i == 2 {
				to = deadJoin
			}
			cmd := exec.CommandContext(ctx, bin, "-assets", "", "-join", to, "-autopilot", "masher", "-seed", strconv.Itoa(i+1),
				"-frames", strconv.Itoa(joinFrames), "-screenshot", filepath.Join(dir, fmt.Sprintf("window-%d.png", i)),
				"-state", filepath.Join(dir, fmt.Sprintf("window-%d.json", i)))
			cmd.Dir = dir
			outs[i], errs[i] = cmd.CombinedOutput()
		}()
	}
	wg.Wait()
	states := make([]coopState, 2)
	for i := range 2 {
		if errs[i] != nil {
			t.Fatalf("window %d: %v\n%s", i, errs[i], outs[i])
		}
		data, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("window-%d.json", i)))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &states[i]); err != nil {
			t.Fatalf("window %d: %v", i, err)
		}
		img, err := loadPNG(filepath.Join(dir, fmt.Sprintf("window-%d.png", i)))
		if err != nil {
			t.Fatal(err)
		}
		problems, figures := coopPictureProblems(img, states[i].View)
		t.Logf("window %d's picture: %s", i, strings.Join(figures, "; "))
		for _, p := range problems {
			t.Errorf("window %d's picture: %s", i, p)
		}
	}
	if errs[2] != nil {
		t.Fatalf("the window that cannot join: %v\n%s", errs[2], outs[2])
	}
	if img, err := loadPNG(filepath.Join(dir, "window-2.png")); err != nil {
		t.Fatal(err)
	} else if problems, _ := coopPictureProblems(img, states[0].View); len(problems) == 0 {
		t.Errorf("the \"Could not join\" screen passes window 0's picture checks")
	}
	if states[0].Net.Player == states[1].Net.Player {
		t.Errorf("both windows sit in seat %d", states[0].Net.Player)
	}
	// A copy: the server's tick goroutine keeps publishing (and taking
	// mu) while the checks below ask the server for its health.
	mu.Lock()
	seen := make(map[uint32]string, len(published))
	for k, v := range published {
		seen[k] = v
	}
	mu.Unlock()
	for i, s := range states {
		other := s.Characters[1-s.Net.Player]
		if len(other.History) == 0 {
			t.Errorf("window %d never saw the other player move", i)
		}
		if d := s.Wave - states[1-i].Wave; s.Wave < 1 || d < -1 || d > 1 {
			t.Errorf("window %d sees wave %d, the other %d: want the server's waves in both", i, s.Wave, states[1-i].Wave)
		}
		if s.Net.Confirmed == 0 || s.Net.Confirmed < s.Net.Claims*9/10 {
			t.Errorf("window %d: %d of %d predicted moves confirmed", i, s.Net.Confirmed, s.Net.Claims)
		}
		if want, ok := seen[s.Net.Tick]; !ok || want != s.Net.Digest {
			t.Errorf("window %d holds tick %d with digest %s; the server published %q", i, s.Net.Tick, s.Net.Digest, want)
		}
		t.Logf("window %d: seat %d, wave %d, %d of %d moves confirmed, last state tick %d", i, s.Net.Player, s.Wave, s.Net.Confirmed, s.Net.Claims, s.Net.Tick)
	}
	client := http.Client{Timeout: 5 * time.Second}
	resp, err := client.Get(ts.URL + "/healthz")
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Errorf("healthz after the fight: %v %v", resp, err)
	} else {
		resp.Body.Close()
	}
}
