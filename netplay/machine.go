package netplay

import (
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// Machine is a player's machine in a co-op match, as the game runs one:
// the Client that predicts its player and talks to the server and, once
// the server has seated it, the mirror world it draws (world.NewMirror).
// The game's window, the headless bot clients and the tests all play
// through it, so that what they measure is what a player meets.
type Machine struct {
	Client *Client
	// World is the mirror world; nil until the Welcome.
	World *world.World
}

// NewMachine joins a match over conn as NewClient does.
func NewMachine(conn Conn, a *world.Assets, code, name string, token Token) (*Machine, error) {
	c, err := NewClient(conn, a, code, name, token)
	if err != nil {
		return nil, err
	}
	return &Machine{Client: c}, nil
}

// Tick runs one tick of the machine: the client reads the server, predicts
// and sends the frame; the mirror world follows the server's word and the
// prediction, and steps. The first tick after the Welcome makes the
// mirror world. draw is a slot to draw, -1 for none.
func (m *Machine) Tick(buttons items.Buttons, stick combat.Vec, draw int, lock bool) error {
	if err := m.Client.Tick(buttons, stick, draw, lock); err != nil {
		return err
	}
	you, _, ok := m.Client.Player()
	if !ok {
		return nil
	}
	if m.World == nil {
		w, err := world.NewMirror(m.Client.assets, m.Client.Players(), you)
		if err != nil {
			return err
		}
		m.World = w
	}
	if m.Client.Held() {
		return nil // a State held for a picture: the game shows it (Client.Hold)
	}
	return m.Client.Mirror(m.World)
}

// Rejoin takes a new connection to the same match for a machine whose
// connection dropped: a new client takes the seat back with the old one's
// token, and the mirror world plays on.
func (m *Machine) Rejoin(conn Conn, name string) error {
	_, token, _ := m.Client.Player()
	c, err := NewClient(conn, m.Client.assets, m.Client.code, name, token)
	if err != nil {
		return err
	}
	m.Client = c
	return nil
}

// Pilot plays a machine's player as a person would: it reads the mirror
// world and sets the player's buttons and stick (game/bot's pilots).
type Pilot interface {
	Drive(w *world.World)
}

// Fly runs one tick of the machine with a pilot at the controls: it
// drives the mirror world's player once there is one, and what it holds
// goes to the server, as the game's -autopilot plays.
func (m *Machine) Fly(p Pilot) error {
	if m.World == nil {
		return m.Tick(0, combat.Vec{}, -1, false)
	}
	p.Drive(m.World)
	buttons, stick := m.World.Player().Input()
	return m.Tick(buttons, stick, -1, false)
}
