package game

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/rejoin"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/netplay"
)

// errJoinAddress is a -join that is not host:port/CODE.
var errJoinAddress = errors.New("game: -join wants HOST:PORT/CODE")

// online is a co-op fight on a server (Config.Join): the machine that
// predicts this machine's player and plays the mirror world the server's
// word draws (netplay.Machine, as the headless bot clients play too).
type online struct {
	code   string
	url    string
	name   string
	dialed chan dialResult
	// machine is nil until the first connection; live while its
	// connection is up.
	machine *netplay.Machine
	live    bool
	err     error
	// token takes the seat back after a drop, until Update rejoinBy;
	// kept is set while it is a token kept from before a restart, which
	// the server may no longer know.
	token    netplay.Token
	rejoinBy int
	kept     bool
	// over is set once the server has closed the match after its fight.
	over bool
}

// client returns the machine's client, or nil before the first connection.
func (o *online) client() *netplay.Client {
	if o.machine == nil {
		return nil
	}
	return o.machine.Client
}

// rejoinFor is how long a dropped machine tries to take its seat back:
// the server keeps it netplay.RejoinSeconds.
const rejoinFor = netplay.RejoinSeconds * ag.TickRate // Updates

type dialResult struct {
	conn netplay.Conn
	err  error
}

// parseJoin reads HOST:PORT/CODE as the WebSocket's URL and the code.
func parseJoin(s string) (url, code string, err error) {
	host, code, ok := strings.Cut(s, "/")
	if !ok || host == "" || code == "" || len(code) > netplay.MaxCode {
		return "", "", fmt.Errorf("%w, have %q", errJoinAddress, s)
	}
	return "ws://" + host + "/ws", strings.ToUpper(code), nil
}

// startJoining dials the server in the background: a browser's WebSocket
// opens only while Update returns.
func (g *Game) startJoining() error {
	url, code, err := parseJoin(g.cfg.Join)
	if err != nil {
		return err
	}
	o := &online{code: code, url: url, name: g.cfg.Name}
	if t, ok := rejoin.Find(url, code); ok {
		// This machine sat in the match before a restart: take the seat back.
		o.token, o.kept, o.rejoinBy = t, true, g.frames+rejoinFor
		g.log.Info("taking back a kept seat", "server", url, "code", code)
	}
	o.dial()
	g.online, g.world, g.scene = o, nil, sceneJoining
	return nil
}

// dial dials the server in the background.
func (o *online) dial() {
	ch := make(chan dialResult, 1)
	o.dialed = ch
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		c, err := netplay.Dial(ctx, o.url)
		ch <- dialResult{c, err}
	}()
}

// dropped takes a lost connection: within rejoinFor it dials again to
// take the seat back with the token; after, the error stands. A kept
// token the server turned away is forgotten, and the machine joins anew.
func (o *online) dropped(err error, frame int) {
	o.live = false
	if _, _, seated := o.machine.Client.Player(); o.kept && !seated && errors.Is(err, netplay.ErrBye) {
		o.token, o.kept, o.machine = netplay.Token{}, false, nil
		_ = rejoin.Forget(o.url, o.code)
		o.dial()
		return
	}
	if _, token, ok := o.machine.Client.Player(); ok && o.token.IsZero() {
		o.token, o.rejoinBy = token, frame+rejoinFor
	}
	if !o.token.IsZero() && frame < o.rejoinBy && !netplay.FinalBye(err) {
		o.dial()
		return
	}
	o.err = err
}

// leave forgets the seat of a fight that is over: nothing to take back.
func (o *online) leave() {
	_ = rejoin.Forget(o.url, o.code)
	if o.machine != nil {
		_ = o.machine.Client.Close()
	}
}

// connect takes a dialed connection: the machine's first, or a new one
// for the machine to take its seat back with.
func (g *Game) connect(o *online, conn netplay.Conn) error {
	if o.machine != nil {
		return o.machine.Rejoin(conn, o.name)
	}
	m, err := netplay.NewMachine(conn, g.assets, o.code, o.name, o.token)
	if err != nil {
		return err
	}
	o.machine = m
	return nil
}

// updateJoining waits for the connection and the server's welcome, then
// puts the mirror world in play.
func (g *Game) updateJoining(f frameInput) error {
	o := g.online
	if o.err != nil {
		if f.Confirm || f.Pause {
			g.online, g.scene = nil, sceneTitle
		}
		return nil
	}
	if !o.live {
		select {
		case r := <-o.dialed:
			if r.err != nil {
				if !o.token.IsZero() && g.frames < o.rejoinBy {
					o.dial() // the server may be back in a moment
					return nil
				}
				o.err = r.err
				return nil
			}
			if err := g.connect(o, r.conn); err != nil {
				o.err = err
				return nil
			}
			o.live = true
			if g.cfg.ShotTick > 0 {
				o.machine.Client.HoldAt(uint32(g.cfg.ShotTick))
			}
		default:
			return nil
		}
	}
	if err := o.machine.Tick(0, combat.Vec{}, -1, false); err != nil {
		o.dropped(err, g.frames)
		return nil
	}
	you, token, ok := o.machine.Client.Player()
	if !ok {
		return nil
	}
	o.kept = false
	if err := rejoin.Keep(o.url, o.code, token); err != nil {
		g.log.Warn("the seat's token is not kept: a restart cannot take the seat back", "err", err)
	}
	if g.world != nil {
		// Back in the seat: the mirror plays on.
		g.log.Info("rejoined", "server", o.url, "code", o.code, "player", you)
		g.scene = scenePlaying
		return nil
	}
	g.world, g.track, g.scene = o.machine.World, newTracker(), scenePlaying
	g.log.Info("joined", "server", o.url, "code", o.code, "player", you)
	g.in.muteHeld()
	return nil
}

// playOnline runs one tick of a co-op fight: this machine's input goes to
// the server and to the prediction, and the mirror steps to what the
// server said.
func (g *Game) playOnline(f frameInput) error {
	o, w := g.online, g.world
	slot := f.Slot
	if f.Wheel != 0 {
		slot = g.wheelSlot(f.Wheel)
	}
	if it := g.assets.Items.Slot(slot); it == nil || it == w.Player().Item() {
		slot = -1
	}
	buttons, stick := f.Buttons, f.Stick
	if g.pilot != nil {
		// A bot plays this machine's player (-autopilot): it drives the
		// mirror as it would a world, and its hands go to the server.
		g.pilot.Drive(w)
		buttons, stick = w.Player().Input()
	}
	if o.over {
		return nil // the server closed the match: its end stays on screen
	}
	if err := o.machine.Tick(buttons, stick, slot, f.Lock); err != nil {
		if netplay.FinalBye(err) && w.Phase() != world.Playing {
			// The fight is over and so is the match: show its end.
			g.log.Info("the match is over", "reason", err)
			o.over = true
			o.leave()
			if g.scene != sceneEnd {
				g.scene, g.endShown = sceneEnd, g.frames
			}
			return nil
		}
		g.log.Warn("connection lost", "err", err)
		o.dropped(err, g.frames)
		g.scene = sceneJoining
		return nil
	}
	if n := o.machine.Client.TakeNotice(); n != "" {
		g.console.reply = "the server: " + n // shown as the console opens
		g.log.Info("the server says", "notice", n)
	}
	if held, err := g.takeShot(); held || err != nil {
		return err
	}
	g.freeze.watch(w, g.frames)
	g.track.observe(w)
	g.graph.observe(w)
	if g.track.endAt >= 0 && w.Now()-g.track.endAt >= endDelay {
		g.scene, g.endShown = sceneEnd, g.frames
	}
	return nil
}

// netLine is the HUD's line of a co-op fight: the round trip, the share
// of predicted moves the server refused, and, while they disagree, the
// node the server has this machine's player on.
func (o *online) netLine() string {
	c := o.client()
	st := c.Stats
	s := fmt.Sprintf("RTT %d ms", c.RTT().Milliseconds())
	if st.Claims > 0 {
		s += fmt.Sprintf("  rejected %.1f%%", 100*float64(st.Rejected)/float64(st.Claims))
	}
	if node, ok := c.ServerNode(); ok && node != c.Node() {
		s += "  server: " + node
	}
	return s
}

// drawJoining draws the joining screen: where to, and how it went.
func (v *view) drawJoining(dst *ebiten.Image, o *online, frame int) {
	dst.DrawImage(v.floor, nil)
	v.text.centred(dst, Title, ScreenWidth/2, 70, 64, colText)
	if o == nil {
		return
	}
	v.text.centred(dst, "Co-op match "+o.code, ScreenWidth/2, 260, 32, colGold)
	switch {
	case o.err != nil:
		v.text.centred(dst, "Could not join "+o.url, ScreenWidth/2, 330, 20, colDefeat)
		v.text.centred(dst, o.err.Error(), ScreenWidth/2, 360, 16, colDim)
		v.text.centred(dst, "Press to go back", ScreenWidth/2, 420, 20, colText)
	case !o.token.IsZero():
		dots := strings.Repeat(".", 1+frame/20%3)
		left := (time.Duration(o.rejoinBy-frame) * time.Second / ag.TickRate).Round(time.Second)
		v.text.centred(dst, "Connection lost: rejoining "+o.url+dots, ScreenWidth/2, 330, 20, colText)
		v.text.centred(dst, "the seat is kept "+left.String()+" more", ScreenWidth/2, 360, 16, colDim)
	default:
		dots := strings.Repeat(".", 1+frame/20%3)
		v.text.centred(dst, "Joining "+o.url+dots, ScreenWidth/2, 330, 20, colText)
	}
}
