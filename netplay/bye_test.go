//go:build !js

package netplay

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// TestEveryRefusalDeliversItsBye is turned away 50 times over real
// WebSockets on loopback (an unknown code): every client reads the Bye
// saying why before the connection closes.
func TestEveryRefusalDeliversItsBye(t *testing.T) {
	srv := NewServer(testAssets(t))
	l := DefaultLimits
	l.FailedJoinBurst = 100 // the limiter is not what this test is about
	srv.SetLimits(l)
	lb := newLoopback(t, srv)
	delivered := 0
	for range 50 {
		c := lb.dial("127.0.0.1")
		if err := c.Send(EncodeClient(nil, Hello{Version: Version, Code: "NONE0", Name: "x"})); err != nil {
			t.Fatal(err)
		}
		msg, err := lb.await(c, isBye)
		if b, ok := msg.(Bye); ok && strings.Contains(b.Reason, "no match with that code") {
			delivered++
		} else {
			t.Logf("no bye: %v %v", msg, err)
		}
		_ = c.Close()
	}
	if delivered != 50 {
		t.Errorf("%d of 50 refusals delivered their Bye", delivered)
	}
}

// TestDropsSayWhy drops seated players over real WebSockets, each for
// its own reason, and each reads a Bye naming it: a bad message, a flood
// (more messages than its connection holds, with the server not reading),
// silence past the idle limit.
func TestDropsSayWhy(t *testing.T) {
	tests := []struct {
		name string
		do   func(c *WSConn, lb *loopback)
		want string
	}{
		{"a bad message", func(c *WSConn, _ *loopback) { _ = c.Send([]byte{0xde, 0xad}) }, ErrKind.Error()},
		{"a flood", func(c *WSConn, lb *loopback) {
			for i := range wsInQueue + 100 { // the server does not tick meanwhile
				_ = c.Send(EncodeClient(nil, Input{Frame: uint32(i)}))
				for i%100 == 99 && len(c.out) > 0 {
					time.Sleep(time.Millisecond) // the client's own queue drains, all sent
				}
			}
			// They are read, however slowly the machine runs (arm64 under
			// qemu): the server's end of the connection overflows.
			for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
				if readFailed(lb, errFlood) {
					break
				}
			}
		}, errFlood.Error()},
		{"silence", func(_ *WSConn, lb *loopback) { time.Sleep(lb.h.Idle + 50*time.Millisecond) }, errIdle.Error()},
	}
	for _, tt := range tests {
		srv := NewServer(testAssets(t))
		lb := newLoopback(t, srv)
		lb.h.Idle = 300 * time.Millisecond
		m, _ := srv.NewMatch(1)
		c := lb.dial("127.0.0.1")
		if _, bye := lb.hello(c, m.Code, Token{}); bye != "" {
			t.Fatalf("%s: %s", tt.name, bye)
		}
		tt.do(c, lb)
		msg, err := lb.await(c, isBye)
		if b, ok := msg.(Bye); !ok || !strings.Contains(b.Reason, tt.want) || b.Final {
			t.Errorf("%s: %v (%v), want a Bye saying %q, not final (the token may rejoin)", tt.name, msg, err, tt.want)
		}
		if m.seats[0].conn != nil {
			t.Errorf("%s: still seated", tt.name)
		}
	}
}

// readFailed reports whether a seated connection of the loopback's server
// has stopped reading for err.
func readFailed(lb *loopback, err error) bool {
	failed := false
	lb.h.Lock(func(s *Server) {
		for _, m := range s.order {
			for i := range m.seats {
				if w, ok := m.seats[i].conn.(*WSConn); ok {
					w.mu.Lock()
					failed = failed || errors.Is(w.readErr, err)
					w.mu.Unlock()
				}
			}
		}
	})
	return failed
}
