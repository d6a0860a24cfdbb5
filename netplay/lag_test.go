//go:build !js

package netplay

import (
	"context"
	"flag"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/game/bot"
	"github.com/upc-demo/actiongraph-game/internal/lagproxy"
)

var lagTest = flag.Bool("lag", false, "run TestCoopThroughLaggyProxy: a minute of co-op through a laggy proxy")

// Through a proxy 50 ms ± 10 ms each way.
const (
	lagLatency = 50 * time.Millisecond
	lagJitter  = 10 * time.Millisecond
	lagPlay    = 60 * time.Second
)

// TestCoopThroughLaggyProxy joins two players' machines to a server over
// real WebSockets through a loopback TCP proxy that holds every byte back
// 50 ms ± 10 ms each way, each machine flown by the skilled autopilot at
// 60 ticks a second of the wall clock, as the game's window flies it, for
// a minute of play. Of the moves the machines predicted, at most 5% are
// refused in all and at most 2% for any cause but a blow the server
// landed first (counted by the verdicts' causes, as the machines got
// them); every machine's round-trip readout, read once a second after the
// first three, shows 90 to 110 ms.
//
// It plays in real time, so it runs alone (make coop-lag, a step of make
// test): under go test ./..., other packages' tests would share the two
// cores and their scheduling would show in the round trips.
func TestCoopThroughLaggyProxy(t *testing.T) {
	if !*lagTest {
		t.Skip("a minute of real time, alone: go test -run TestCoopThroughLaggyProxy ./netplay -lag (make coop-lag)")
	}
	srv := NewServer(testAssets(t))
	h := NewHost(srv, nil)
	ts := httptest.NewServer(h)
	defer ts.Close()
	stop := make(chan struct{})
	defer close(stop)
	go h.Run(stop)
	h.mu.Lock()
	m, err := srv.NewMatch(2)
	h.mu.Unlock()
	if err != nil {
		t.Fatal(err)
	}
	px, err := lagproxy.New("127.0.0.1:0", strings.TrimPrefix(ts.URL, "http://"), lagLatency, lagJitter)
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = px.Serve() }()
	defer px.Close()

	ctx, cancel := context.WithTimeout(context.Background(), lagPlay)
	defer cancel()
	machines := make([]*Machine, 2)
	for i := range machines {
		conn, err := Dial(ctx, "ws://"+px.Addr()+"/ws")
		if err != nil {
			t.Fatal(err)
		}
		if machines[i], err = NewMachine(conn, testAssets(t), m.Code, "bot", Token{}); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	for i, mc := range machines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := fly(ctx, mc, bot.New("skilled", uint64(3+i))); err != nil {
				t.Errorf("machine %d: %v", i, err)
			}
		}()
	}
	var readouts [][]time.Duration = make([][]time.Duration, len(machines))
	sample := time.NewTicker(time.Second)
	defer sample.Stop()
	start := time.Now()
	for ctx.Err() == nil {
		select {
		case <-ctx.Done():
		case <-sample.C:
			if time.Since(start) < 3*time.Second {
				continue
			}
			for i, mc := range machines {
				readouts[i] = append(readouts[i], mc.Client.RTT()) // the transport's meter: safe beside Tick
			}
		}
	}
	wg.Wait()

	claims, refused, notHit := 0, 0, 0
	for i, mc := range machines {
		st := mc.Client.Stats
		claims += st.Claims
		refused += st.Rejected
		notHit += st.Rejected - st.RejectedBy[CauseHit]
		t.Logf("machine %d: %d claims, %d confirmed, %d refused by cause %v; readouts %v", i, st.Claims, st.Confirmed, st.Rejected, causes(st.RejectedBy), readouts[i])
		for _, r := range readouts[i] {
			if r < 90*time.Millisecond || r > 110*time.Millisecond {
				t.Errorf("machine %d: the round-trip readout showed %v, want 90-110 ms", i, r)
				break
			}
		}
	}
	t.Logf("%d of %d predicted moves refused (%.1f%%), %d (%.1f%%) for a cause but a blow landed first", refused, claims,
		100*float64(refused)/float64(claims), notHit, 100*float64(notHit)/float64(claims))
	if claims < 100 {
		t.Fatalf("%d moves predicted in a minute, want a real fight's (at least 100)", claims)
	}
	if refused*100 > claims*5 {
		t.Errorf("%d of %d moves refused, want at most 5%%", refused, claims)
	}
	if notHit*100 > claims*2 {
		t.Errorf("%d of %d moves refused for a cause but a blow landed first, want at most 2%%", notHit, claims)
	}
}

// fly flies a machine 60 ticks a second by the wall clock, as a game's
// window runs one, until ctx ends.
func fly(ctx context.Context, m *Machine, p Pilot) error {
	tick := time.NewTicker(time.Second / 60)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
		if err := m.Fly(p); err != nil {
			return err
		}
	}
}
