package world

import (
	"io/fs"

	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// seatsFile is how each seat's player looks in co-op, beside the other
// data. It changes no fight, so the replays' digest leaves it out.
const seatsFile = "players.json"

// Seat is how one seat's player is drawn in a co-op fight: Color, "#rrggbb",
// tints its body and colours the ring at its feet, its name tag, its
// screen-edge arrow and its panel in the HUD.
type Seat struct {
	Color string
}

// LoadSeats reads the seats file from fsys: exactly MaxPlayers seats, each
// with its colour; every problem names the file, the line and the JSON
// path.
func LoadSeats(fsys fs.FS) ([]Seat, error) {
	data, err := fs.ReadFile(fsys, seatsFile)
	if err != nil {
		return nil, err
	}
	return ParseSeats("assets/"+seatsFile, data)
}

// ParseSeats reads a seats file's bytes; file names it in errors.
func ParseSeats(file string, data []byte) ([]Seat, error) {
	v, err := jsonv.Parse(data)
	if err != nil {
		return nil, jsonv.FileError(file, err)
	}
	r := jsonv.NewReader(data)
	var seats []Seat
	found := false
	r.Object(v, "", func(k string, val *jsonv.Value, path string) bool {
		switch k {
		case "$schema", "description":
			return true
		case "seats":
			found = true
			r.Array(val, path, func(i int, e *jsonv.Value, p string) {
				seats = append(seats, readSeat(r, e, p))
			})
			if val.Kind == 'a' && len(val.Vals) != MaxPlayers {
				r.Errorf(val, path, "want %d seats, one for each player a match holds, have %d", MaxPlayers, len(val.Vals))
			}
			return true
		}
		return false
	})
	if !found && v.Kind == 'o' {
		r.Errorf(v, "seats", "missing")
	}
	if len(r.Problems) > 0 {
		return nil, readerError(file, r)
	}
	return seats, nil
}

// readSeat reads one seat: its colour.
func readSeat(r *jsonv.Reader, v *jsonv.Value, path string) Seat {
	var s Seat
	got := false
	r.Object(v, path, func(k string, val *jsonv.Value, p string) bool {
		if k == "description" {
			return true
		}
		if k != "color" {
			return false
		}
		got = true
		if c, ok := r.String(val, p); ok {
			if !validHex(c) {
				r.Errorf(val, p, "%q: %v", c, errBadColor)
			}
			s.Color = c
		}
		return true
	})
	if !got && v.Kind == 'o' {
		r.Errorf(v, jsonv.Join(path, "color"), "missing")
	}
	return s
}
