//go:build !js

package netplay

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// Timeouts and queues of a WebSocket connection.
const (
	// wsIdle drops a connection that sent nothing for this long (a client
	// sends an input every tick).
	wsIdle = 10 * time.Second
	// wsWrite bounds one write; a peer that cannot take a message in
	// this long is dropped.
	wsWrite = 5 * time.Second
	// wsQueue is how many messages wait either way: past it, a peer is
	// too slow to keep (outbound) or floods (inbound), and is dropped.
	wsQueue = 256
)

// WSConn is a Conn over a WebSocket (github.com/coder/websocket), on the
// server and in desktop and browser clients alike. A goroutine reads the
// messages into a queue Recv takes from, and another writes what Send
// queued, so neither waits on the network.
type WSConn struct {
	c      *websocket.Conn
	in     chan []byte
	out    chan []byte
	ctx    context.Context
	cancel context.CancelFunc

	mu  sync.Mutex
	err error

	rtt      rttMeter  // a client's pings' round trips
	lastPong time.Time // a server's last answer to a ping
}

// NewWSConn starts the reading and writing of a WebSocket; readLimit
// bounds a message read (MaxClientMessage on a server, MaxServerMessage
// in a client).
func NewWSConn(c *websocket.Conn, readLimit int64) *WSConn {
	c.SetReadLimit(readLimit)
	ctx, cancel := context.WithCancel(context.Background())
	w := &WSConn{c: c, in: make(chan []byte, wsQueue), out: make(chan []byte, wsQueue), ctx: ctx, cancel: cancel}
	go w.read()
	go w.write()
	return w
}

func (w *WSConn) fail(err error) {
	w.mu.Lock()
	if w.err == nil {
		w.err = err
	}
	w.mu.Unlock()
	w.cancel()
}

func (w *WSConn) failed() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

func (w *WSConn) read() {
	for {
		ctx, cancel := context.WithTimeout(w.ctx, wsIdle)
		typ, b, err := w.c.Read(ctx)
		cancel()
		switch {
		case err != nil:
			w.fail(fmt.Errorf("%w: %w", ErrClosed, err))
			return
		case typ != websocket.MessageBinary:
			w.fail(fmt.Errorf("%w: a text message", ErrField))
			return
		}
		if len(b) > 0 && Kind(b[0]) == KindPing {
			w.pong(b)
			continue
		}
		select {
		case w.in <- b:
		default:
			w.fail(errFlood)
			return
		}
	}
}

func (w *WSConn) write() {
	for {
		select {
		case <-w.ctx.Done():
			return
		case b := <-w.out:
			ctx, cancel := context.WithTimeout(w.ctx, wsWrite)
			err := w.c.Write(ctx, websocket.MessageBinary, b)
			cancel()
			if err != nil {
				w.fail(fmt.Errorf("%w: %w", ErrClosed, err))
				return
			}
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
// every pingEvery until the connection ends.
func (w *WSConn) probe() {
	t := time.NewTicker(pingEvery)
	defer t.Stop()
	for {
		select {
		case <-w.ctx.Done():
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(w.ctx, wsIdle)
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

// Send queues a copy of a message; a peer whose queue is full is dropped.
func (w *WSConn) Send(b []byte) error {
	if err := w.failed(); err != nil {
		return err
	}
	select {
	case w.out <- append([]byte(nil), b...):
		return nil
	default:
		w.fail(errSlow)
		return errSlow
	}
}

// Recv returns the next message read, or nil when none has come.
func (w *WSConn) Recv() ([]byte, error) {
	select {
	case b := <-w.in:
		return b, nil
	default:
	}
	return nil, w.failed()
}

// Close closes the WebSocket once what was queued is written, or a
// second has passed; it does not wait for that.
func (w *WSConn) Close() error {
	go func() {
		deadline := time.Now().Add(time.Second)
		for len(w.out) > 0 && time.Now().Before(deadline) && w.failed() == nil {
			time.Sleep(5 * time.Millisecond)
		}
		w.fail(ErrClosed)
		_ = w.c.Close(websocket.StatusNormalClosure, "")
	}()
	return nil
}
