package netplay

import (
	"errors"
	"sync"
)

// Conn is one end of a connection carrying whole messages in order, as a
// WebSocket does. Recv does not wait: it returns the next message that has
// arrived, or nil when none has.
type Conn interface {
	Send(msg []byte) error
	Recv() ([]byte, error)
	Close() error
}

// ErrClosed is returned by a Conn whose connection is closed.
var ErrClosed = errors.New("netplay: connection closed")

// The transport's own errors, each named for what happened.
var (
	// errFlood is a peer that sent more messages than its connection
	// holds waiting to be read.
	errFlood = errors.New("netplay: a flood of messages")
	// errSlow is a peer too slow to take the messages sent to it.
	errSlow = errors.New("netplay: the peer is too slow to take its messages")
	// errIdle is a peer that sent nothing for too long: its machine
	// stalled, or the network did.
	errIdle = errors.New("netplay: nothing heard from the peer")
)

// Weather is how a simulated network treats messages, in ticks of 1/60 s:
// each takes Latency one way, give or take up to Jitter, and Loss of them
// (0 to 1) are lost once on the wire and sent again, as TCP does, after
// Resend more ticks, holding back those behind them.
type Weather struct {
	Latency, Jitter, Resend int
	Loss                    float64
}

// Clock is the simulated time links deliver by: a tick count a test moves.
type Clock struct {
	mu  sync.Mutex
	now int
}

// Advance moves the clock one tick on.
func (c *Clock) Advance() {
	c.mu.Lock()
	c.now++
	c.mu.Unlock()
}

// Now returns the tick.
func (c *Clock) Now() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Link is an in-process connection with simulated weather: two Conns, A
// and B, each delivering what the other sends at the tick the weather
// says. The same seed gives the same delays.
type Link struct {
	A, B *LinkEnd
}

// LinkEnd is one end of a Link.
type LinkEnd struct {
	mu     *sync.Mutex
	clock  *Clock
	w      Weather
	rng    *xorshift
	peer   *LinkEnd
	inbox  []timed
	last   int // when the newest message sent this way arrives: none overtakes it
	closed *bool
	closer bool // this end closed the link
	// Sent and Bytes count what this end sent.
	Sent, Bytes int
}

type timed struct {
	at  int
	msg []byte
}

// NewLink makes a link whose messages travel by the weather, timed by the
// clock, shaken by seed.
func NewLink(clock *Clock, w Weather, seed uint64) *Link {
	mu, rng, closed := &sync.Mutex{}, xorshift(seed|1), false
	a := &LinkEnd{mu: mu, clock: clock, w: w, rng: &rng, closed: &closed}
	b := &LinkEnd{mu: mu, clock: clock, w: w, rng: &rng, closed: &closed}
	a.peer, b.peer = b, a
	return &Link{A: a, B: b}
}

// Send puts a copy of msg on the wire to the other end.
func (e *LinkEnd) Send(msg []byte) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	switch {
	case *e.closed && e.closer:
		return ErrClosed
	case *e.closed:
		return nil // the peer has gone: lost, as on a socket the peer closed; Recv says so
	}
	delay := e.w.Latency
	if e.w.Jitter > 0 {
		delay += int(e.rng.float()*float64(2*e.w.Jitter+1)) - e.w.Jitter
	}
	if e.w.Loss > 0 && e.rng.float() < e.w.Loss {
		delay += e.w.Resend
	}
	at := max(e.clock.Now()+max(delay, 0), e.last)
	e.last = at
	e.peer.inbox = append(e.peer.inbox, timed{at, append([]byte(nil), msg...)})
	e.Sent++
	e.Bytes += len(msg)
	return nil
}

// Recv returns the next message due by now, or nil; ErrClosed once the
// link is closed and what was on the wire has come.
func (e *LinkEnd) Recv() ([]byte, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.inbox) > 0 {
		if e.inbox[0].at > e.clock.Now() {
			return nil, nil
		}
		m := e.inbox[0].msg
		e.inbox = e.inbox[1:]
		return m, nil
	}
	if *e.closed {
		return nil, ErrClosed
	}
	return nil, nil
}

// Close closes both ends; what is on the wire still comes, as a
// WebSocket's last messages do before its close.
func (e *LinkEnd) Close() error {
	e.mu.Lock()
	*e.closed, e.closer = true, true
	e.mu.Unlock()
	return nil
}
