//go:build !js

package netplay

import (
	"context"
	"fmt"
	"net/http"

	"github.com/coder/websocket"
)

// Dial joins a server's WebSocket at url ("ws://127.0.0.1:7777/ws") from a
// desktop client, over github.com/coder/websocket. The browser build binds
// the page's own WebSocket instead (dial_js.go).
func Dial(ctx context.Context, url string) (Conn, error) { return DialHeader(ctx, url, nil) }

// DialHeader dials with extra request headers (an Origin, in tests).
func DialHeader(ctx context.Context, url string, header http.Header) (*WSConn, error) {
	c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: header})
	if err != nil {
		return nil, fmt.Errorf("netplay: dial %s: %w", url, err)
	}
	w := NewWSConn(c, MaxServerMessage)
	go w.probe()
	return w, nil
}
