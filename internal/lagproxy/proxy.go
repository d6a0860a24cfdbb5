// Package lagproxy is a TCP proxy that holds every byte back by a latency,
// give or take a jitter, each way: the network of a player far from the
// server, on loopback. Bytes keep their order, as TCP keeps them: a chunk
// never overtakes the one before it. The jitter wanders as a network's
// queues do, to a new delay within latency ± jitter every jitterPeriod and
// smoothly between, so the delay of each way averages the latency (chunks
// drawn apart at random would queue behind the slowest, and arrive late on
// average). Tests join co-op matches through it, and cmd/lagproxy runs it
// for people trying the game at a distance.
package lagproxy

import (
	"errors"
	"math/rand/v2"
	"net"
	"sync"
	"time"
)

// Proxy forwards connections made to its address to a target, late.
type Proxy struct {
	ln     net.Listener
	target string
	// Latency is how late each chunk arrives, one way; Jitter how much
	// more or less (uniformly).
	Latency, Jitter time.Duration

	mu     sync.Mutex
	conns  map[net.Conn]bool
	closed bool
	wg     sync.WaitGroup
}

// errClosed is a proxy used after Close.
var errClosed = errors.New("lagproxy: closed")

// maxChunk is the most bytes one read moves.
const maxChunk = 32 << 10

// jitterPeriod is how often the delay of a way takes a new course.
const jitterPeriod = 250 * time.Millisecond

// wander is one way's delay as it wanders: from d0 at t0 to d1 at t1.
type wander struct {
	t0, t1 time.Time
	d0, d1 time.Duration
}

// New listens on addr ("127.0.0.1:0") and forwards to target, holding
// bytes back latency ± jitter each way. Serve runs it.
func New(addr, target string, latency, jitter time.Duration) (*Proxy, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	return &Proxy{ln: ln, target: target, Latency: latency, Jitter: jitter}, nil
}

// Addr returns the address to connect to.
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Serve accepts connections until Close.
func (p *Proxy) Serve() error {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			p.mu.Lock()
			closed := p.closed
			p.mu.Unlock()
			if closed {
				return nil
			}
			return err
		}
		up, err := net.Dial("tcp", p.target)
		if err != nil {
			c.Close()
			continue
		}
		if !p.track(c, up) {
			return errClosed
		}
		p.wg.Add(1)
		go p.join(c, up)
	}
}

// join carries one connection both ways until both ends are done.
func (p *Proxy) join(c, up net.Conn) {
	defer p.wg.Done()
	var both sync.WaitGroup
	both.Add(2)
	go func() { defer both.Done(); p.pipe(up, c) }()
	go func() { defer both.Done(); p.pipe(c, up) }()
	both.Wait()
	c.Close()
	up.Close()
	p.mu.Lock()
	delete(p.conns, c)
	delete(p.conns, up)
	p.mu.Unlock()
}

func (p *Proxy) track(cs ...net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		for _, c := range cs {
			c.Close()
		}
		return false
	}
	if p.conns == nil {
		p.conns = map[net.Conn]bool{}
	}
	for _, c := range cs {
		p.conns[c] = true
	}
	return true
}

// chunk is bytes read and when they may be written.
type chunk struct {
	b  []byte
	at time.Time
}

// pipe copies src to dst, each chunk held back by the latency and a
// jitter, none overtaking another.
func (p *Proxy) pipe(dst, src net.Conn) {
	ch := make(chan chunk, 1024)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for c := range ch {
			if d := time.Until(c.at); d > 0 {
				time.Sleep(d)
			}
			if _, err := dst.Write(c.b); err != nil {
				break
			}
		}
		for range ch { // drain after a failed write
		}
	}()
	var last time.Time
	var wd wander
	for {
		b := make([]byte, maxChunk)
		n, err := src.Read(b)
		if n > 0 {
			now := time.Now()
			at := now.Add(p.delay(&wd, now))
			if at.Before(last) {
				at = last
			}
			last = at
			ch <- chunk{b[:n], at}
		}
		if err != nil {
			break
		}
	}
	close(ch)
	<-done
	if tc, ok := dst.(*net.TCPConn); ok {
		_ = tc.CloseWrite() // the other way may still carry bytes
		return
	}
	dst.Close()
}

// delay is the lateness of a chunk read now: the latency, give or take the
// jitter, as the way's delay wanders.
func (p *Proxy) delay(wd *wander, now time.Time) time.Duration {
	if p.Jitter <= 0 {
		return max(p.Latency, 0)
	}
	if wd.t0.IsZero() {
		*wd = wander{t0: now, t1: now.Add(jitterPeriod), d0: p.pick(), d1: p.pick()}
	}
	for !now.Before(wd.t1) {
		wd.t0, wd.d0 = wd.t1, wd.d1
		wd.t1, wd.d1 = wd.t1.Add(jitterPeriod), p.pick()
	}
	f := float64(now.Sub(wd.t0)) / float64(jitterPeriod)
	return max(wd.d0+time.Duration(f*float64(wd.d1-wd.d0)), 0)
}

// pick draws a delay within latency ± jitter.
func (p *Proxy) pick() time.Duration {
	return p.Latency + time.Duration(rand.Int64N(int64(2*p.Jitter)+1)) - p.Jitter
}

// Close stops accepting and closes every connection.
func (p *Proxy) Close() error {
	p.mu.Lock()
	p.closed = true
	conns := p.conns
	p.conns = nil
	p.mu.Unlock()
	err := p.ln.Close()
	for c := range conns {
		c.Close()
	}
	p.wg.Wait()
	return err
}
