package netplay

import (
	"context"
	"fmt"
	"net/http"

	"github.com/coder/websocket"
)

// Dial joins a server's WebSocket at url ("ws://127.0.0.1:7777/ws"), from
// a desktop client or, as WebAssembly, through the browser's WebSocket.
func Dial(ctx context.Context, url string, header http.Header) (*WSConn, error) {
	c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: header})
	if err != nil {
		return nil, fmt.Errorf("netplay: dial %s: %w", url, err)
	}
	return NewWSConn(c, MaxServerMessage), nil
}
