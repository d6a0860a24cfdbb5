//go:build !js

package rejoin

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/upc-demo/actiongraph-game/netplay"
)

// seatFile is where the desktop keeps its co-op seats' tokens: the user's
// config folder (XDG_CONFIG_HOME or ~/.config on Linux), readable by the
// user alone, as the tokens are secrets.
func seatFile() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "actiongraph-game", "seats.json"), nil
}

// loadSeats reads the kept seats; none when there is no file or it is
// unreadable.
func loadSeats() map[string]keptSeat {
	path, err := seatFile()
	if err != nil {
		return map[string]keptSeat{}
	}
	f, err := os.Open(path)
	if err != nil {
		return map[string]keptSeat{}
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxSeatFile+1))
	if err != nil {
		return map[string]keptSeat{}
	}
	return readSeats(data, time.Now())
}

// keepSeat keeps a match's seat token (or forgets it, for a zero token),
// writing a temporary file renamed over the old one.
func keepSeat(url, code string, t netplay.Token) error {
	path, err := seatFile()
	if err != nil {
		return err
	}
	seats := loadSeats()
	if t.IsZero() {
		delete(seats, seatKey(url, code))
	} else {
		seats[seatKey(url, code)] = keptSeat{Token: t.String(), Saved: time.Now().Unix(), PID: os.Getpid()}
	}
	data, err := json.Marshal(seats)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "seats-*.json")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// ownPID is this game's process.
func ownPID() int { return os.Getpid() }
