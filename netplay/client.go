package netplay

import (
	"errors"
	"fmt"
	"math"
	"time"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// ErrBye is a connection the server turned away or dropped: Tick returns
// a *ByeError, which is ErrBye, with the server's reason.
var ErrBye = errors.New("netplay: the server said bye")

// ByeError is the server's goodbye as Tick returns it.
type ByeError struct {
	Reason string
	// Final is set when taking the seat back is no use (Bye.Final).
	Final bool
}

func (e *ByeError) Error() string { return ErrBye.Error() + ": " + e.Reason }

// Is makes a ByeError ErrBye.
func (e *ByeError) Is(target error) bool { return target == ErrBye }

// FinalBye reports whether err is a goodbye after which taking the seat
// back is no use: the match is over, or the seat is another connection's.
func FinalBye(err error) bool {
	var b *ByeError
	return errors.As(err, &b) && b.Final
}

// Client is a player's machine in a match: it sends its inputs every tick,
// predicts its own character's moves with its graph (each node starts at
// the press and is claimed for the server to confirm), and holds what the
// server publishes of everyone.
type Client struct {
	conn   Conn
	assets *world.Assets
	name   string
	code   string

	welcomed bool
	players  int
	you      int
	token    Token
	frame    uint32

	pred   *ag.Component
	host   *predHost
	mapper *items.Mapper
	events []items.Event
	item   *items.Item // the item the prediction plays
	// drawing is the item a draw waits for the server to bring: the graph
	// is expected, presses are Forwarded until it comes.
	drawing   *items.Item
	forwarded []uint32 // the frames of the presses held for it
	started   int      // node starts this frame
	state     *State
	mirrored  *State // the State a mirror world last followed
	replica   world.Replication
	states    int
	verdicts  []Verdict
	// history is the node the prediction had the player on after each of
	// the last frames, for checking against the server's.
	history [historyFrames]string
	pending int    // claims sent and not yet answered
	lock    string // the node whose window presses wait for (Verdict.Locked)
	buf     []byte
	echoRTT rttMeter // the echoes' round trips, smoothed
	notice  string   // the server's last Notice, until TakeNotice
	// holdAt, when above 0, is the server tick whose State the client
	// stops on (HoldAt).
	holdAt uint32

	// Stats counts the prediction's claims and what came of them.
	Stats ClientStats
}

// ClientStats counts a client's claims and their verdicts.
type ClientStats struct {
	Claims, Confirmed, Rejected int
	// Forwarded counts presses held for a graph on its way.
	Forwarded int
	// RTT is the last round trip the frames' echoes measured, in ticks:
	// frames sent since the one the server echoed, less the ticks it held
	// it. Client.RTT is the smoothed readout.
	RTT int
	// ForwardDelay sums, over forwarded presses that played, the frames
	// from the press to its play.
	ForwardDelay, ForwardPlayed int
	// RejectedBy counts the refusals by the Cause the server gave.
	RejectedBy [numCauses]int
}

// NewClient makes a client that will join the match with code over conn,
// as name, with the game's assets; token takes back a dropped seat (0 for
// a new one).
func NewClient(conn Conn, a *world.Assets, code, name string, token Token) (*Client, error) {
	c := &Client{conn: conn, assets: a, name: name, code: code, token: token, mapper: items.NewMapper(nil)}
	c.host = newPredHost(a)
	c.pred = ag.NewComponent(c.host)
	c.pred.SetGlobalBlockTags(ag.TagActionsBlocked, combat.TagStaggered, combat.TagDead)
	c.pred.SetObserver(&ag.Callbacks{OnNodeChanged: func(node, from string, via ag.Via) {
		if via != ag.ViaRejected && node != c.graphRoot() {
			c.started++
		}
	}})
	err := conn.Send(EncodeClient(nil, Hello{Version: Version, Code: code, Name: name, Token: token}))
	return c, err
}

func (c *Client) graphRoot() string {
	if g := c.pred.Graph(); g != nil && len(g.Nodes) > 0 {
		return g.Nodes[0].Name
	}
	return ""
}

// Player returns the client's player index once welcomed, and its token.
func (c *Client) Player() (index int, token Token, ok bool) { return c.you, c.token, c.welcomed }

// Players returns how many players the match seats.
func (c *Client) Players() int { return c.players }

// ServerNode returns the node the server last said it has this machine's
// player on.
func (c *Client) ServerNode() (string, bool) {
	if c.state == nil || c.you >= len(c.state.Chars) {
		return "", false
	}
	return c.state.Chars[c.you].Node, true
}

// State returns what the server last published, or nil.
func (c *Client) State() *State { return c.state }

// Node returns the node the prediction has its player on.
func (c *Client) Node() string { return c.pred.State().Node }

// Frame returns the next input frame the client will send.
func (c *Client) Frame() uint32 { return c.frame }

// HoldAt makes the client stop reading what the server sends once it has
// the State of server tick t (or, if that one never came, the first
// after it): State keeps returning it, however many States came in one
// Tick, so a machine can show exactly that tick (Hold). States come every
// StateEvery ticks, so t should be a multiple of it; 0 reads on.
func (c *Client) HoldAt(t uint32) { c.holdAt = t }

// Held reports whether the client holds the State HoldAt asked for.
func (c *Client) Held() bool {
	return c.holdAt > 0 && c.state != nil && c.state.Tick >= c.holdAt
}

// Verdicts returns the verdicts received in the last Tick.
func (c *Client) Verdicts() []Verdict { return c.verdicts }

// Tick runs one tick of the player's machine: it reads what the server
// sent, predicts the frame's moves from the buttons held, and sends the
// frame. draw is a slot to draw, -1 for none.
func (c *Client) Tick(buttons items.Buttons, stick combat.Vec, draw int, lock bool) error {
	if err := c.receive(); err != nil {
		return err
	}
	if !c.welcomed {
		return nil
	}
	if l := stick.Magnitude(); l > 1 {
		stick = stick.Scale(1 / l)
	}
	in := Input{Frame: c.frame, Buttons: uint64(buttons), StickX: quantize(stick.X), StickY: quantize(stick.Y), Lock: lock}
	if c.state != nil {
		in.Seen = c.state.Tick
	}
	if draw >= 0 && draw < MaxDraw {
		in.Draw = uint8(draw + 1)
	}
	c.predict(buttons, stick, draw)
	if c.started > 0 {
		in.Claim = c.pred.State().Node
		c.Stats.Claims++
		c.pending++
	}
	c.history[c.frame%historyFrames] = c.pred.State().Node
	c.buf = EncodeClient(c.buf[:0], in)
	c.frame++
	return c.conn.Send(c.buf)
}

func quantize(v float64) int8 { return int8(math.Round(max(-1, min(1, v)) * 127)) }

// predict runs the frame on the prediction as the World runs a player:
// the mapper turns buttons into input tags, the graph ticks, then takes
// them. A draw expects the item's graph until the server brings it.
func (c *Client) predict(buttons items.Buttons, stick combat.Vec, draw int) {
	c.started = 0
	c.host.stick, c.host.frame = stick, c.frame
	if it := c.assets.Items.Slot(draw); draw >= 0 && it != nil && it != c.item {
		c.drawing = it
		c.mapper.SetMappings(it.Mappings)
		c.pred.ExpectGraph()
	}
	c.events = c.mapper.Update(buttons, c.events[:0])
	c.host.BasicHost.Tick()
	c.pred.Tick()
	if c.lock != "" {
		// The server refused a cut of this node: presses wait out its
		// window, as the server drops them.
		if st := c.pred.State(); st.Node != c.lock || st.Window {
			c.lock = ""
		} else {
			c.events = c.events[:0]
		}
	}
	for _, e := range c.events {
		if r := c.pred.ProcessInput(e.Tag, e.Moment); r == ag.Forwarded && e.Moment == ag.InputPressed {
			c.Stats.Forwarded++
			c.forwarded = append(c.forwarded, c.frame)
		}
	}
	if world.Pushed(stick) {
		c.pred.Moved()
	}
}

// Command sends a console command to the server, such as
// "UPC.Debug.Net.RejectNextActivation 1".
func (c *Client) Command(text string) error {
	if len(text) > MaxCommand {
		return fmt.Errorf("%w: command of %d bytes, at most %d", ErrField, len(text), MaxCommand)
	}
	return c.conn.Send(EncodeClient(nil, Command{Text: text}))
}

// RTT returns the round trip to the server, smoothed, for the HUD's
// readout: the connection's own measure where it has one (a WebSocket's
// pings, timed by the transport outside any tick), else the frames' echoes
// in ticks, smoothed the same way.
func (c *Client) RTT() time.Duration {
	if p, ok := c.conn.(Pinger); ok {
		if d, ok := p.RTT(); ok {
			return d
		}
	}
	d, _ := c.echoRTT.get()
	return d
}

// Prediction returns the graph component the client predicts its player
// with (read it; the client drives it).
func (c *Client) Prediction() *ag.Component { return c.pred }

// TakeNotice returns what the server last told the player for its console
// (a Notice: that its debug commands are off, say), once; "" for nothing new.
func (c *Client) TakeNotice() string {
	n := c.notice
	c.notice = ""
	return n
}

// Close closes the client's connection: the player leaves the match.
func (c *Client) Close() error { return c.conn.Close() }
