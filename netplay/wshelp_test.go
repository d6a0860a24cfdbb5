//go:build !js

package netplay

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// loopback is a Host behind an httptest server on 127.0.0.1 that the test
// ticks itself (Host.Tick), as fast as it likes.
type loopback struct {
	t  *testing.T
	h  *Host
	ts *httptest.Server
	ws string
}

// newLoopback serves srv on loopback for a test.
func newLoopback(t *testing.T, srv *Server) *loopback {
	h := NewHost(srv, nil)
	ts := httptest.NewServer(h)
	t.Cleanup(ts.Close)
	return &loopback{t: t, h: h, ts: ts, ws: "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws"}
}

// httpClient is a client whose connections come from the address ip of
// 127/8 (Linux routes all of it to lo).
func httpClient(ip string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 2 * time.Second}
	return &http.Client{Transport: &http.Transport{DialContext: d.DialContext}, Timeout: 5 * time.Second}
}

// dial opens a WebSocket to the host from ip.
func (lb *loopback) dial(ip string) *WSConn {
	lb.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, lb.ws, &websocket.DialOptions{HTTPClient: httpClient(ip)})
	if err != nil {
		lb.t.Fatalf("dial from %s: %v", ip, err)
	}
	return NewWSConn(c, MaxServerMessage)
}

// recorder is a Conn that keeps every message it receives, byte for byte.
type recorder struct {
	Conn
	got [][]byte
}

// Recv keeps what it returns.
func (r *recorder) Recv() ([]byte, error) {
	b, err := r.Conn.Recv()
	if b != nil {
		r.got = append(r.got, b)
	}
	return b, err
}

// await ticks the host and reads c until a message for which done is
// true comes, or c fails, or 3 s pass; it returns that message (nil if
// none came) and the error.
func (lb *loopback) await(c Conn, done func(ServerMessage) bool) (ServerMessage, error) {
	lb.t.Helper()
	for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline); {
		lb.h.Tick()
		for {
			b, err := c.Recv()
			if err != nil {
				return nil, err
			}
			if b == nil {
				break
			}
			msg, err := DecodeServer(b)
			if err != nil {
				lb.t.Fatalf("from the server: %v", err)
			}
			if done(msg) {
				return msg, nil
			}
		}
		time.Sleep(time.Millisecond)
	}
	return nil, nil
}

// hello joins a match over c and returns the Welcome, or the Bye's
// reason.
func (lb *loopback) hello(c Conn, code string, token Token) (Welcome, string) {
	lb.t.Helper()
	if err := c.Send(EncodeClient(nil, Hello{Version: Version, Code: code, Name: "t", Token: token})); err != nil {
		lb.t.Fatal(err)
	}
	msg, err := lb.await(c, func(m ServerMessage) bool {
		_, w := m.(Welcome)
		_, b := m.(Bye)
		return w || b
	})
	switch m := msg.(type) {
	case Welcome:
		return m, ""
	case Bye:
		return Welcome{}, m.Reason
	}
	lb.t.Fatalf("joining %s: no welcome nor bye (%v)", code, err)
	return Welcome{}, ""
}

// isBye reports whether a message is a Bye.
func isBye(m ServerMessage) bool {
	_, ok := m.(Bye)
	return ok
}
