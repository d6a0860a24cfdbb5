//go:build js

package rejoin

import (
	"encoding/json"
	"errors"
	"fmt"
	"syscall/js"
	"time"

	"github.com/upc-demo/actiongraph-game/netplay"
)

// seatStorageKey is the page's sessionStorage key for its co-op seats'
// tokens: a reload of the tab keeps them, another tab has its own.
const seatStorageKey = "actiongraph-game.seats"

var errNoStorage = errors.New("game: this page has no sessionStorage")

func sessionStorage() (js.Value, bool) {
	s := js.Global().Get("sessionStorage")
	return s, s.Truthy()
}

// loadSeats reads the kept seats from the tab's sessionStorage.
func loadSeats() map[string]keptSeat {
	s, ok := sessionStorage()
	if !ok {
		return map[string]keptSeat{}
	}
	v := getItem(s)
	if v.Type() != js.TypeString {
		return map[string]keptSeat{}
	}
	return readSeats([]byte(v.String()), time.Now())
}

// keepSeat keeps a match's seat token (or forgets it, for a zero token).
func keepSeat(url, code string, t netplay.Token) error {
	s, ok := sessionStorage()
	if !ok {
		return errNoStorage
	}
	seats := loadSeats()
	if t.IsZero() {
		delete(seats, seatKey(url, code))
	} else {
		seats[seatKey(url, code)] = keptSeat{Token: t.String(), Saved: time.Now().Unix()}
	}
	data, err := json.Marshal(seats)
	if err != nil {
		return err
	}
	return setItem(s, string(data))
}

// setItem stores the seats, turning the exception a full or forbidden
// storage throws into an error.
func setItem(s js.Value, data string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("game: sessionStorage: %v", r)
		}
	}()
	s.Call("setItem", seatStorageKey, data)
	return nil
}

// getItem reads the seats, as nothing when the storage throws.
func getItem(s js.Value) (v js.Value) {
	defer func() {
		if recover() != nil {
			v = js.Null()
		}
	}()
	return s.Call("getItem", seatStorageKey)
}

// ownPID is 0 in a page: a tab's sessionStorage is its own.
func ownPID() int { return 0 }

// alive is never asked in a page (its seats carry no PID).
func alive(int) bool { return false }
