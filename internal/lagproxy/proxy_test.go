package lagproxy

import (
	"bufio"
	"net"
	"testing"
	"time"
)

// TestProxyHoldsBytesBack echoes lines through the proxy: no round trip
// takes less than twice the latency less the jitter, none arrives before
// its time on average, and the bytes come back whole and in order. (How
// far above it a busy machine takes them is not the proxy's to promise.)
func TestProxyHoldsBytesBack(t *testing.T) {
	echo, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer echo.Close()
	go func() {
		c, err := echo.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		r := bufio.NewReader(c)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			if _, err := c.Write([]byte(line)); err != nil {
				return
			}
		}
	}()
	const latency, jitter = 20 * time.Millisecond, 5 * time.Millisecond
	p, err := New("127.0.0.1:0", echo.Addr().String(), latency, jitter)
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = p.Serve() }()
	defer p.Close()
	c, err := net.Dial("tcp", p.Addr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	r := bufio.NewReader(c)
	var sum time.Duration
	const n = 40
	for i := range n {
		want := string(rune('a'+i%26)) + "\n"
		start := time.Now()
		if _, err := c.Write([]byte(want)); err != nil {
			t.Fatal(err)
		}
		have, err := r.ReadString('\n')
		took := time.Since(start)
		if err != nil || have != want {
			t.Fatalf("round trip %d: %q, %v; want %q", i, have, err, want)
		}
		if took < 2*(latency-jitter) {
			t.Errorf("round trip %d took %v, less than %v", i, took, 2*(latency-jitter))
		}
		sum += took
	}
	if avg := sum / n; avg < 2*latency-6*time.Millisecond {
		t.Errorf("average round trip %v, want about %v", avg, 2*latency)
	}
}
