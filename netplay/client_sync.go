package netplay

import (
	"fmt"
	"time"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// receive takes what the server sent since the last tick, up to the State
// HoldAt asks for.
func (c *Client) receive() error {
	c.verdicts = c.verdicts[:0]
	for !c.Held() {
		b, err := c.conn.Recv()
		if err != nil {
			return err
		}
		if b == nil {
			return nil
		}
		msg, err := DecodeServer(b)
		if err != nil {
			return fmt.Errorf("netplay: from the server: %w", err)
		}
		switch m := msg.(type) {
		case Welcome:
			if err := c.welcome(m); err != nil {
				return err
			}
		case *State:
			c.onState(m)
		case Verdict:
			c.onVerdict(m)
		case Notice:
			c.notice = m.Text
		case Bye:
			return &ByeError{Reason: m.Reason, Final: m.Final}
		}
	}
	return nil
}

// welcome takes the seat the server gave and the item drawn there.
func (c *Client) welcome(w Welcome) error {
	it := c.assets.Items.Named(w.Item)
	if it == nil {
		return fmt.Errorf("netplay: the server draws %q, an item this machine lacks", w.Item)
	}
	c.welcomed, c.you, c.token, c.players = true, int(w.Player), w.Token, int(w.Players)
	return c.setItem(it)
}

func (c *Client) setItem(it *items.Item) error {
	for _, t := range c.host.BasicHost.Tags {
		c.host.BasicHost.RemoveTag(t)
	}
	for _, t := range it.GrantedTags {
		c.host.BasicHost.AddTag(t)
	}
	c.item = it
	c.mapper.SetMappings(it.Mappings)
	return c.pred.SetGraph(it.Graph)
}

// onState keeps the server's word: its own character's tags, stamina and
// place for the prediction, and the item the server has drawn, whose
// graph a draw was waiting for (the presses held for it then play).
func (c *Client) onState(s *State) {
	c.state, c.states = s, c.states+1
	if c.you >= len(s.Chars) {
		return
	}
	c.host.me = s.Chars[c.you]
	c.host.health, c.host.stamina = s.Health, s.Stamina
	if s.hasApplied() {
		c.host.charged(s.Applied)
	}
	c.host.revive.keep(s, c.you)
	c.host.enemies = c.host.enemies[:0]
	for _, ch := range s.Chars {
		if ch.Type != "" {
			c.host.enemies = append(c.host.enemies, ch)
		}
	}
	// Frames sent since the echoed one, less the ticks it waited at the
	// server; a machine running slower than the server's 60 ticks a
	// second can make it come out below 0, read as 0.
	c.Stats.RTT = max(0, int(int64(c.frame)-int64(s.Echo)-int64(s.EchoAge)))
	c.echoRTT.add(time.Duration(c.Stats.RTT) * time.Second / ag.TickRate)
	c.check(s)
	if c.drawing != nil && s.Chars[c.you].Item == c.drawing.Name {
		c.drawing = nil
		if it := c.assets.Items.Named(s.Chars[c.you].Item); it != nil {
			_ = c.setItem(it)
			for _, f := range c.forwarded {
				c.Stats.ForwardPlayed++
				c.Stats.ForwardDelay += int(c.frame - f)
			}
		}
		c.forwarded = c.forwarded[:0]
	}
}

// onVerdict takes the server's answer to a claim: a refusal ends the
// predicted move Rejected and puts the character on the server's node
// (AG-END-3).
func (c *Client) onVerdict(v Verdict) {
	c.verdicts = append(c.verdicts, v)
	c.pending = max(0, c.pending-1)
	if v.Confirm {
		c.Stats.Confirmed++
		return
	}
	c.Stats.Rejected++
	why := Cause(v.Cause)
	if why >= numCauses {
		why = CauseOther // a newer server's cause
	}
	c.Stats.RejectedBy[why]++
	c.resync(v.Node, v.Applied, v.Time)
	if v.Locked && c.pred.State().Node == v.Node {
		c.lock = v.Node
	}
}

// historyFrames is how many frames of its prediction a client keeps.
const historyFrames = 256

// check compares the server's word on the player with what the prediction
// had on the same frame and, when they differ with no claim in flight (the
// server cut a move the machine could not know of: a hit, a refused draw),
// puts the prediction on the server's node, in time.
func (c *Client) check(s *State) {
	me := s.Chars[c.you]
	if c.pending > 0 || c.drawing != nil || !s.hasApplied() || c.frame-s.Applied >= historyFrames || c.frame <= s.Applied {
		return
	}
	if c.history[s.Applied%historyFrames] != me.Node {
		c.resync(me.Node, s.Applied, me.TimeInNode)
		for f := s.Applied; f != c.frame; f++ {
			c.history[f%historyFrames] = me.Node
		}
	}
}

// resync puts the prediction on the server's node (AG-END-3: the running
// move ends Rejected, the waiting press clears), as far into it as the
// server is by now: time ticks in after frame applied, and the frames the
// machine has run since.
func (c *Client) resync(node string, applied, time uint32) {
	c.host.following = true
	defer func() { c.host.following = false }()
	ahead := int64(time) + int64(c.frame) - int64(applied) - 1
	world.PutOn(c.pred, node, ag.Ticks(max(ahead, 0)))
	c.started = 0
}
