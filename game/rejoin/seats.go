// Package rejoin keeps a co-op seat's token beyond the game's life: a game
// restarted (or a page reloaded) within netplay.RejoinSeconds takes its
// seat back with it. The desktop keeps the tokens in the user's config
// folder (store_other.go), the page in its tab's sessionStorage
// (store_js.go); both keep them as the same small JSON, keyed by the
// server's address and the match's code.
package rejoin

import (
	"encoding/json"
	"time"

	"github.com/upc-demo/actiongraph-game/netplay"
)

// seatKeep is how long a kept token is worth trying: the server keeps a
// dropped seat netplay.RejoinSeconds.
const seatKeep = netplay.RejoinSeconds * time.Second

// keptSeat is one kept token.
type keptSeat struct {
	Token string `json:"token"`
	Saved int64  `json:"saved"` // Unix seconds
	// PID is the desktop game that sits in the seat: a second game on the
	// same machine, joining the same match while it runs, must not take
	// its seat (only a game that has stopped is restarted). 0 in a page.
	PID int `json:"pid,omitempty"`
}

// maxSeatFile bounds the kept seats' file as it is read.
const maxSeatFile = 64 << 10

// seatKey names a match's seat among the kept ones.
func seatKey(url, code string) string { return url + " " + code }

// readSeats parses kept seats, dropping the ones too old to try and the
// malformed (a file is never trusted to be whole).
func readSeats(data []byte, now time.Time) map[string]keptSeat {
	seats := map[string]keptSeat{}
	if len(data) == 0 || len(data) > maxSeatFile || json.Unmarshal(data, &seats) != nil {
		return map[string]keptSeat{}
	}
	for k, s := range seats {
		if _, err := netplay.ParseToken(s.Token); err != nil || now.Sub(time.Unix(s.Saved, 0)) > seatKeep {
			delete(seats, k)
		}
	}
	return seats
}

// seatToken returns the kept token of a match's seat, if one is worth
// trying: not one a game still running holds.
func seatToken(seats map[string]keptSeat, url, code string) (netplay.Token, bool) {
	s, ok := seats[seatKey(url, code)]
	if !ok || s.PID != 0 && s.PID != ownPID() && alive(s.PID) {
		return netplay.Token{}, false
	}
	t, err := netplay.ParseToken(s.Token)
	return t, err == nil
}

// Find returns the kept token of a match's seat, if one is worth trying.
func Find(url, code string) (netplay.Token, bool) { return seatToken(loadSeats(), url, code) }

// Keep keeps a match's seat token, for a restart to take the seat back.
func Keep(url, code string, t netplay.Token) error { return keepSeat(url, code, t) }

// Forget forgets a match's seat: its fight is over.
func Forget(url, code string) error { return keepSeat(url, code, netplay.Token{}) }
