package netplay

import (
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// stallConn is a player's connection whose sends can be held, as a tab
// that stalls holds its frames, and let go at once.
type stallConn struct {
	Conn
	stalled bool
	held    [][]byte
}

// Send holds a copy of b while stalled.
func (s *stallConn) Send(b []byte) error {
	if s.stalled {
		s.held = append(s.held, append([]byte(nil), b...))
		return nil
	}
	return s.Conn.Send(b)
}

// release sends what was held, all at once.
func (s *stallConn) release() {
	s.stalled = false
	for _, b := range s.held {
		_ = s.Conn.Send(b)
	}
	s.held = nil
}

// TestStalledClientCatchesUp stalls a player's machine for 3 s (its 180
// frames held, then sent at once), once idle and once mashing the light
// attack: the server keeps its seat, and within a few seconds has run
// its newest frame and is back in step, skipping none of its presses.
func TestStalledClientCatchesUp(t *testing.T) {
	tests := []struct {
		name  string
		hands func(n int) items.Buttons
		limit int // ticks to catch up, at most
	}{
		{"idle", func(int) items.Buttons { return 0 }, 60},
		{"mashing", func(n int) items.Buttons {
			if n%6 < 3 {
				return leftClick
			}
			return 0
		}, 3 * ag.TickRate},
	}
	for _, tt := range tests {
		tb := newTable(t, 0, calm)
		l := NewLink(tb.clock, calm, 3)
		sc := &stallConn{Conn: l.B}
		tb.srv.Accept(l.A)
		c, err := NewClient(sc, testAssets(t), tb.m.Code, "s", Token{})
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		tick := func() {
			if err := c.Tick(tt.hands(n), combat.Vec{}, -1, false); err != nil {
				t.Fatalf("%s: tick %d: %v", tt.name, n, err)
			}
			n++
			tb.srv.Tick()
			tb.clock.Advance()
		}
		for range 2 * ag.TickRate {
			tick()
		}
		sc.stalled = true
		for range 3 * ag.TickRate {
			tick()
		}
		newest := c.Frame() - 1
		sc.release()
		caught := -1
		for k := range 6 * ag.TickRate {
			tick()
			if st := c.State(); caught < 0 && st != nil && st.Applied >= newest {
				caught = k
			}
		}
		s := &tb.m.seats[0]
		if s.conn == nil {
			t.Fatalf("%s: dropped after the stall", tt.name)
		}
		if caught < 0 || caught > tt.limit {
			t.Errorf("%s: the server ran the newest frame before the release %d ticks after it, want within %d", tt.name, caught, tt.limit)
		}
		if s.stats.Capped > 0 {
			t.Errorf("%s: %d presses of the backlog dropped by the rate cap", tt.name, s.stats.Capped)
		}
		if lag := s.echo - s.applied; lag > 2*jitterFrames+1 {
			t.Errorf("%s: 6 s after the release, %d frames wait: not back in step", tt.name, lag)
		}
		t.Logf("%s: %d frames let go at once; the server ran the newest %d ticks later (%d skipped, %d presses capped)",
			tt.name, 3*ag.TickRate, caught, s.stats.Skipped, s.stats.Capped)
	}
}

// TestTooFarBehindIsToldWhy stalls a player's machine for 12 s with no
// idle limit to drop it (an in-process link), then sends its 720 frames
// at once, a press or release in each, so that none is skipped: more than
// maxQueued wait while they run three a tick, and the player is dropped,
// told it is too far behind. A machine that sends frames faster than the
// server's clock is told so.
func TestTooFarBehindIsToldWhy(t *testing.T) {
	tests := []struct {
		name  string
		stall int // ticks the server runs with no frame
		send  int // frames then sent at once
		want  string
	}{
		{"a stall of 12 s", 12 * ag.TickRate, 12 * ag.TickRate, "too far behind"},
		{"frames faster than the clock", 0, 700, "faster than 60 a second"},
	}
	for _, tt := range tests {
		tb := newTable(t, 0, calm)
		r := newRawSeat(t, tb)
		for range 10 {
			r.send(0, "")
		}
		for range tt.stall {
			tb.srv.Tick()
			tb.clock.Advance()
		}
		for k := range tt.send {
			r.put(items.Buttons(k%2)*leftClick, "")
		}
		var bye string
		for range 60 {
			tb.srv.Tick()
			tb.clock.Advance()
			for {
				b, err := r.conn.Recv()
				if err != nil || b == nil {
					break
				}
				if by, ok := decoded(b).(Bye); ok {
					bye = by.Reason
				}
			}
		}
		if !strings.Contains(bye, tt.want) {
			t.Errorf("%s: the bye %q, want it to say %q", tt.name, bye, tt.want)
		}
	}
}

// decoded is a server message, or nil.
func decoded(b []byte) ServerMessage {
	m, _ := DecodeServer(b)
	return m
}
