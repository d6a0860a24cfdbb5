package netplay

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// Replication turns a State into what a mirror world follows.
func Replication(s *State, dst *world.Replication) {
	dst.Phase, dst.Wave = world.Phase(s.Phase), int(s.Wave)
	dst.Chars, dst.Cues = dst.Chars[:0], dst.Cues[:0]
	for _, c := range s.Chars {
		dst.Chars = append(dst.Chars, world.Replica{
			Type: c.Type, Name: c.Name, Pos: combat.Vec{X: float64(c.X), Y: float64(c.Y)}, Facing: float64(c.Facing),
			Health: float64(c.Health), MaxHealth: float64(c.MaxHealth), Stamina: float64(c.Stamina),
			Node: c.Node, TimeInNode: ag.Ticks(c.TimeInNode), Item: c.Item,
			Dead: c.Flags&FlagDead != 0, Staggered: c.Flags&FlagStaggered != 0,
		})
	}
	for _, c := range s.Cues {
		dst.Cues = append(dst.Cues, world.ReplicaCue{Kind: world.CueKind(c.Kind), Pos: combat.Vec{X: float64(c.X), Y: float64(c.Y)},
			Weight: float64(c.Weight), Attacker: int(c.Attacker), Victim: int(c.Victim)})
	}
}

// Mirror keeps a mirror world (world.NewMirror) in step with the client:
// the newest State the server sent, once, and the client's own predicted
// move for its player; then the world steps a tick. Call it after Tick.
func (c *Client) Mirror(w *world.World) error {
	if err := c.follow(w); err != nil {
		return err
	}
	w.Step()
	return nil
}

// Hold shows a mirror world the newest State exactly and stands it
// still there: every body where the State puts it (world.Settle), not on
// its way, its own player on the move its machine predicts, and no Step.
// With HoldAt, every machine of a match can show the same server tick.
func (c *Client) Hold(w *world.World) error {
	if err := c.follow(w); err != nil {
		return err
	}
	w.Settle()
	return nil
}

// follow gives a mirror the newest State, once, and the client's own
// predicted move for its player.
func (c *Client) follow(w *world.World) error {
	if c.state != nil && c.state != c.mirrored {
		Replication(c.state, &c.replica)
		if err := w.Follow(&c.replica); err != nil {
			return err
		}
		c.mirrored = c.state
	}
	st := c.pred.State()
	w.FollowPrediction(st.Node, st.TimeInNode)
	return nil
}
