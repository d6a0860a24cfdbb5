//go:build !js

package netplay

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// Timeouts and queues of a WebSocket connection.
const (
	// wsIdle drops a connection that sent nothing for this long (a client
	// sends an input every tick, a server a State every other).
	wsIdle = 10 * time.Second
	// wsWrite bounds one write, and the writing of what waits when the
	// connection closes.
	wsWrite = 5 * time.Second
	// wsInQueue is how many messages read may wait to be taken: 17 s of a
	// client's frames, so that the backlog of a stall under wsIdle fits.
	// Past it the peer floods.
	wsInQueue = 1024
	// wsOutQueue is how many messages may wait to be written: past it the
	// peer is too slow to take them.
	wsOutQueue = 256
)

// WSConn is a Conn over a WebSocket (github.com/coder/websocket), on the
// server and in desktop clients alike. A goroutine reads the messages
// into a queue Recv takes from, and another writes what Send queued, so
// neither waits on the network. Close lets the writer write what waits
// (a Bye) before the close, each write within its deadline.
type WSConn struct {
	c        *websocket.Conn
	in       chan []byte
	out      chan []byte
	closing  chan struct{} // closed by Close
	done     chan struct{} // closed when the writer has closed the WebSocket
	once     sync.Once
	idle     atomic.Int64 // the idle limit, in nanoseconds
	lastRead atomic.Int64 // when a message last came, in Unix nanoseconds

	mu       sync.Mutex
	readErr  error // why reading stopped
	writeErr error // why writing stopped
	closed   bool

	rtt      rttMeter  // a client's pings' round trips
	lastPong time.Time // a server's last answer to a page's ping (the reader's)
}

// NewWSConn starts the reading and writing of a WebSocket; readLimit
// bounds a message read (MaxClientMessage on a server, MaxServerMessage
// in a client).
func NewWSConn(c *websocket.Conn, readLimit int64) *WSConn {
	c.SetReadLimit(readLimit)
	w := &WSConn{c: c, in: make(chan []byte, wsInQueue), out: make(chan []byte, wsOutQueue),
		closing: make(chan struct{}), done: make(chan struct{})}
	w.idle.Store(int64(wsIdle))
	w.lastRead.Store(time.Now().UnixNano())
	go w.read()
	go w.write()
	return w
}

// SetIdle sets how long the peer may send nothing before Recv says so
// (10 s unless set).
func (w *WSConn) SetIdle(d time.Duration) { w.idle.Store(int64(d)) }

// Done is closed once the WebSocket is closed, after what waited to be
// written was.
func (w *WSConn) Done() <-chan struct{} { return w.done }

// failRead keeps why reading stopped, the first reason.
func (w *WSConn) failRead(err error) {
	w.mu.Lock()
	if w.readErr == nil {
		w.readErr = err
	}
	w.mu.Unlock()
}

// read takes messages off the WebSocket into the inbound queue until the
// connection fails, a text message comes, or the queue overflows (a
// flood: what waited is dropped, so that Recv says so at once).
func (w *WSConn) read() {
	for {
		typ, b, err := w.c.Read(context.Background())
		switch {
		case err != nil:
			w.failRead(fmt.Errorf("%w: %w", ErrClosed, err))
			return
		case typ != websocket.MessageBinary:
			w.failRead(fmt.Errorf("%w: a text message", ErrField))
			return
		}
		w.lastRead.Store(time.Now().UnixNano())
		if len(b) > 0 && Kind(b[0]) == KindPing {
			w.pong(b)
			continue
		}
		select {
		case w.in <- b:
		default:
			w.failRead(fmt.Errorf("%w: over %d messages waited to be read", errFlood, wsInQueue))
			for len(w.in) > 0 { // what a flood sent is not read: its error comes at once
				<-w.in
			}
			return
		}
	}
}

// write writes what Send queued, each within wsWrite; after Close it
// writes what still waits, all within wsWrite of the close, and closes
// the WebSocket.
func (w *WSConn) write() {
	defer close(w.done)
	for {
		select {
		case b := <-w.out:
			if !w.writeOne(b, time.Now().Add(wsWrite)) {
				return
			}
		case <-w.closing:
			deadline := time.Now().Add(wsWrite)
			for len(w.out) > 0 {
				if !w.writeOne(<-w.out, deadline) {
					return
				}
			}
			_ = w.c.Close(websocket.StatusNormalClosure, "")
			return
		}
	}
}

// pong answers a page's ping at once, outside the server's tick: at most
// one each minPingGap, the rest are let go.
func (w *WSConn) pong(b []byte) {
	p := pongFor(b)
	if p == nil || time.Since(w.lastPong) < minPingGap {
		return
	}
	w.lastPong = time.Now()
	_ = w.Send(p)
}

// probe measures a client's round trip with the WebSocket's own pings
// every pingEvery until the connection closes.
func (w *WSConn) probe() {
	t := time.NewTicker(pingEvery)
	defer t.Stop()
	for {
		select {
		case <-w.closing:
			return
		case <-w.done:
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), wsIdle)
		start := time.Now()
		err := w.c.Ping(ctx)
		cancel()
		if err != nil {
			continue
		}
		w.rtt.add(time.Since(start))
	}
}

// RTT returns the smoothed round trip of a client's pings.
func (w *WSConn) RTT() (time.Duration, bool) { return w.rtt.get() }

// writeOne writes a message by the deadline; a failed write ends the
// connection.
func (w *WSConn) writeOne(b []byte, deadline time.Time) bool {
	ctx, cancel := context.WithDeadline(context.Background(), deadline)
	err := w.c.Write(ctx, websocket.MessageBinary, b)
	cancel()
	if err == nil {
		return true
	}
	w.mu.Lock()
	w.writeErr = fmt.Errorf("%w: %w", ErrClosed, err)
	w.mu.Unlock()
	_ = w.c.CloseNow()
	return false
}

// Send queues a copy of a message. A peer whose queue is full is too
// slow: what waited is dropped, stale, so that the Bye that follows
// goes, and Send says errSlow.
func (w *WSConn) Send(b []byte) error {
	w.mu.Lock()
	closed, err := w.closed, w.writeErr
	w.mu.Unlock()
	switch {
	case closed:
		return ErrClosed
	case err != nil:
		return err
	}
	select {
	case w.out <- append([]byte(nil), b...):
		return nil
	default:
		for len(w.out) > 0 {
			select {
			case <-w.out:
			default:
			}
		}
		return errSlow
	}
}

// Recv returns the next message read, or nil when none has come; an
// error once reading has stopped and what was read is taken, or once the
// peer has been silent past the idle limit.
func (w *WSConn) Recv() ([]byte, error) {
	select {
	case b := <-w.in:
		return b, nil
	default:
	}
	w.mu.Lock()
	err := w.readErr
	w.mu.Unlock()
	if err != nil {
		return nil, err
	}
	if idle := time.Duration(w.idle.Load()); time.Since(time.Unix(0, w.lastRead.Load())) > idle {
		return nil, fmt.Errorf("%w for %v", errIdle, idle)
	}
	return nil, nil
}

// Close closes the WebSocket once what was queued is written (each write
// within wsWrite of the close); it does not wait for that (Done does).
func (w *WSConn) Close() error {
	w.mu.Lock()
	w.closed = true
	w.mu.Unlock()
	w.once.Do(func() { close(w.closing) })
	return nil
}
