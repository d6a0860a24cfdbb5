//go:build js

package netplay

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
	"time"
)

// In the browser the page's own WebSocket carries the messages.
// github.com/coder/websocket works there too, but its js build imports
// net/http, whose package costs the game's wasm about 530 KB gzipped
// (4.42 MiB against the 4 MiB make web-size holds); this binding imports
// nothing but syscall/js.

// maxBuffered is how many bytes the browser may hold unsent before the
// server is taken for gone.
const maxBuffered = 1 << 20

var errWebSocket = errors.New("netplay: the WebSocket failed")

// jsConn is a Conn over the browser's WebSocket.
type jsConn struct {
	ws    js.Value
	in    chan []byte
	funcs []js.Func

	mu  sync.Mutex
	err error

	// The page's own round-trip probes (rtt.go): a ping every pingEvery,
	// timed where its pong arrives.
	rtt      rttMeter
	pingSeq  uint64
	pingAt   [8]time.Time // by sequence number
	lastPing time.Time
}

// Dial opens the browser's WebSocket to url and waits for it to open.
func Dial(ctx context.Context, url string) (Conn, error) {
	ctor := js.Global().Get("WebSocket")
	if ctor.IsUndefined() {
		return nil, fmt.Errorf("netplay: this browser has no WebSocket")
	}
	c := &jsConn{ws: ctor.New(url), in: make(chan []byte, 256)}
	c.ws.Set("binaryType", "arraybuffer")
	opened := make(chan error, 1)
	c.on("open", func(js.Value) { opened <- nil })
	c.on("error", func(js.Value) {
		c.fail(errWebSocket)
		select {
		case opened <- errWebSocket:
		default:
		}
	})
	c.on("close", func(e js.Value) {
		c.fail(fmt.Errorf("%w: code %d %s", ErrClosed, e.Get("code").Int(), e.Get("reason").String()))
		select {
		case opened <- ErrClosed:
		default:
		}
	})
	c.on("message", func(e js.Value) {
		data := e.Get("data")
		if data.Type() != js.TypeObject || !data.InstanceOf(js.Global().Get("ArrayBuffer")) {
			c.fail(fmt.Errorf("%w: a text message", ErrField))
			return
		}
		u8 := js.Global().Get("Uint8Array").New(data)
		if u8.Length() > MaxServerMessage {
			c.fail(ErrTooLong)
			return
		}
		b := make([]byte, u8.Length())
		js.CopyBytesToGo(b, u8)
		if len(b) > 0 && Kind(b[0]) == KindPong {
			c.ponged(b)
			return
		}
		select {
		case c.in <- b:
		default:
			c.fail(errFlood)
		}
	})
	select {
	case err := <-opened:
		if err != nil {
			c.release()
			return nil, fmt.Errorf("netplay: dial %s: %w", url, err)
		}
	case <-ctx.Done():
		_ = c.Close()
		return nil, fmt.Errorf("netplay: dial %s: %w", url, ctx.Err())
	}
	return c, nil
}

func (c *jsConn) on(event string, fn func(js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	})
	c.funcs = append(c.funcs, f)
	c.ws.Set("on"+event, f)
}

func (c *jsConn) fail(err error) {
	c.mu.Lock()
	if c.err == nil {
		c.err = err
	}
	c.mu.Unlock()
}

func (c *jsConn) failed() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Send sends a message; a server that lets a megabyte pile up unsent is
// taken for gone.
func (c *jsConn) Send(b []byte) error {
	if err := c.failed(); err != nil {
		return err
	}
	if c.ws.Get("bufferedAmount").Int() > maxBuffered {
		c.fail(errSlow)
		return errSlow
	}
	c.send(b)
	if time.Since(c.lastPing) >= pingEvery {
		c.ping()
	}
	return nil
}

func (c *jsConn) send(b []byte) {
	u8 := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(u8, b)
	c.ws.Call("send", u8)
}

// ping sends a round-trip probe, which the server's reader answers at once.
func (c *jsConn) ping() {
	c.mu.Lock()
	c.pingSeq++
	seq := c.pingSeq
	c.lastPing = time.Now()
	c.pingAt[seq%uint64(len(c.pingAt))] = c.lastPing
	c.mu.Unlock()
	w := writer{}
	w.u8(byte(KindPing))
	w.uvarint(seq)
	c.send(w.b)
}

// ponged times a probe's answer.
func (c *jsConn) ponged(b []byte) {
	r := reader{b: b[1:]}
	seq := r.uvarint("pong", 1<<63-1)
	if r.end() != nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if seq == 0 || seq > c.pingSeq || c.pingSeq-seq >= uint64(len(c.pingAt)) {
		return
	}
	c.rtt.add(time.Since(c.pingAt[seq%uint64(len(c.pingAt))]))
}

// RTT returns the smoothed round trip of the page's probes.
func (c *jsConn) RTT() (time.Duration, bool) { return c.rtt.get() }

// Recv returns the next message received, or nil when none has come.
func (c *jsConn) Recv() ([]byte, error) {
	select {
	case b := <-c.in:
		return b, nil
	default:
	}
	return nil, c.failed()
}

// Close closes the WebSocket.
func (c *jsConn) Close() error {
	c.fail(ErrClosed)
	c.ws.Call("close")
	c.release()
	return nil
}

func (c *jsConn) release() {
	for _, f := range c.funcs {
		f.Release()
	}
	c.funcs = nil
}
