package world

import (
	"errors"
	"log/slog"
)

// errEmptyName is a player given no name.
var errEmptyName = errors.New("world: a player's name is empty")

// SetPlayerName names player i: what its teammates see over its head and
// what CharState.Name replicates. The name is taken as given; a server
// cleans what a client sent first (netplay.CleanName).
func (w *World) SetPlayerName(i int, name string) error {
	p := w.PlayerAt(i)
	switch {
	case p == nil:
		return errNoCharacter
	case name == "":
		return errEmptyName
	}
	p.Name = name
	if w.log != nil {
		p.comp.SetLogger(w.log.With(slog.String("character", name)))
	}
	return nil
}
