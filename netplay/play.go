package netplay

import (
	"context"
	"time"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Play flies a machine 60 ticks a second by the wall clock, as a game's
// window runs one, until ctx ends (nil then) or the connection does (its
// error: ErrBye with the server's reason when it said goodbye). The
// headless bot clients play so.
func Play(ctx context.Context, m *Machine, p Pilot) error {
	t := time.NewTicker(time.Second / ag.TickRate)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
		if err := m.Fly(p); err != nil {
			return err
		}
	}
}
