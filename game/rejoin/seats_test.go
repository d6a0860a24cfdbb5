package rejoin

import (
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/netplay"
)

// TestKeptSeats reads kept seats' JSON: a fresh token is found by server
// and code; an old one, a malformed one, a file too long or not JSON
// keeps nothing.
func TestKeptSeats(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	tok := netplay.Token{1, 2, 3}
	fresh := `{"ws://h/ws AB3CD":{"token":"` + tok.String() + `","saved":999990}}`
	tests := []struct {
		name string
		data string
		url  string
		code string
		want bool
	}{
		{"fresh", fresh, "ws://h/ws", "AB3CD", true},
		{"another code", fresh, "ws://h/ws", "ZZZZZ", false},
		{"another server", fresh, "ws://x/ws", "AB3CD", false},
		{"too old", `{"ws://h/ws AB3CD":{"token":"` + tok.String() + `","saved":999900}}`, "ws://h/ws", "AB3CD", false},
		{"bad token", `{"ws://h/ws AB3CD":{"token":"00zz","saved":999990}}`, "ws://h/ws", "AB3CD", false},
		{"not JSON", `{"ws://h/ws AB3CD":`, "ws://h/ws", "AB3CD", false},
		{"too long", fresh + string(make([]byte, maxSeatFile)), "ws://h/ws", "AB3CD", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			have, ok := seatToken(readSeats([]byte(tt.data), now), tt.url, tt.code)
			if ok != tt.want || ok && have != tok {
				t.Errorf("have %v, %v; want found %v", have, ok, tt.want)
			}
		})
	}
}
