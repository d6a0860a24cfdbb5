package netplay

import (
	"errors"
	"strings"
	"sync"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

var (
	testOnce   sync.Once
	testShared *world.Assets
	testErr    error
)

func testAssets(t testing.TB) *world.Assets {
	t.Helper()
	testOnce.Do(func() { testShared, testErr = world.LoadAssets(assets.FS) })
	if testErr != nil {
		t.Fatal(testErr)
	}
	return testShared
}

// newTestServer is a server whose codes, tokens and world seeds come
// from a generator seeded by seed, so that a test's fight replays.
func newTestServer(t testing.TB, seed uint64) *Server {
	s := NewServer(testAssets(t))
	s.Secrets = &seeded{x: xorshift(seed | 1)}
	return s
}

// tableSeed is the world seed of a table's match: the fight the figures
// of docs/multiplayer.md's Measured section were measured on.
const tableSeed = 0xb641438e4a20ea45

// sameSeed is a reader of one world seed, again and again.
type sameSeed uint64

// Read fills b with the seed's bytes, little end first.
func (v sameSeed) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = byte(uint64(v) >> (8 * (i % 8)))
	}
	return len(b), nil
}

// seeded is a reader of a generator's bytes, for a test's secrets.
type seeded struct{ x xorshift }

// Read fills b with the generator's bytes.
func (r *seeded) Read(b []byte) (int, error) {
	for i := range b {
		b[i] = byte(r.x.next() >> 24)
	}
	return len(b), nil
}

// botHands plays a player through its buttons, as a person would: it
// walks at the nearest enemy the server shows, clicks light attacks in
// bursts, and dodges now and then.
type botHands struct {
	rng  xorshift
	hold int // ticks the click is held
	wait int // ticks to the next click
}

func (b *botHands) drive(c *Client) (items.Buttons, combat.Vec) {
	var buttons items.Buttons
	var stick combat.Vec
	s := c.State()
	you, _, ok := c.Player()
	threat := false
	if s != nil && ok && you < len(s.Chars) {
		me := s.Chars[you]
		best := -1.0
		for _, e := range s.Chars {
			if e.Type == "" || e.Flags&FlagDead != 0 {
				continue
			}
			d := combat.Vec{X: float64(e.X - me.X), Y: float64(e.Y - me.Y)}
			l := d.Magnitude()
			if l < 110 && e.Flags&(FlagCue|FlagSwing) != 0 {
				threat = true
				stick = d.Scale(-1 / max(l, 1)) // back off from a blow coming
			}
			if !threat && (best < 0 || l < best) {
				best = l
				stick = d.Scale(1 / max(l, 1))
			}
		}
		if !threat && best >= 0 && best < 60 {
			stick = combat.Vec{}
		}
	}
	if threat {
		b.hold, b.wait = 0, max(b.wait, 10)
		return buttons, stick
	}
	switch {
	case b.hold > 0:
		b.hold--
		buttons = buttons.With(items.MouseLeft)
	case b.wait > 0:
		b.wait--
	default:
		b.hold = 4
		b.wait = 8 + int(b.rng.float()*30)
		if b.rng.float() < 0.1 {
			buttons = buttons.With(items.KeySpace)
		}
	}
	return buttons, stick
}

// table is an in-process match: a server, its clients over links with
// the same weather, each client's hands, and a clock.
type table struct {
	t       testing.TB
	clock   *Clock
	srv     *Server
	m       *Match
	links   []*Link
	clients []*Client
	hands   []*botHands
	// published holds the digest of every state the match published, by tick.
	published map[uint32]uint64
	// seen holds, for each client, the nodes it saw each player on.
	seen [][]map[string]bool
	// refusalDelays are, for each refusal, the ticks from the server's
	// decision to the machine's return to the server's node.
	refusalDelays []int
	decided       map[[2]int]int // (player, claim frame) -> tick decided
	// over is set once the match has ended (its fight, and the seconds
	// of the end screen) and every client was told so (bye): play stops.
	over bool
	bye  []bool
}

// leftClick is the light attack's button on every item.
var leftClick = items.Buttons(0).With(items.MouseLeft)

func newTable(t testing.TB, players int, w Weather) *table { return newTableWith(t, players, w, nil) }

// newTableWith makes a table whose server configure sets up (Debug) before
// the match is made; nil leaves it as it comes.
func newTableWith(t testing.TB, players int, w Weather, configure func(*Server)) *table {
	a := testAssets(t)
	tb := &table{t: t, clock: &Clock{}, srv: newTestServer(t, 7), published: map[uint32]uint64{}}
	tb.srv.Seeds = sameSeed(tableSeed)
	if configure != nil {
		configure(tb.srv)
	}
	m, err := tb.srv.NewMatch(max(players, 1)) // 0: a seat for a test's own machine
	if err != nil {
		t.Fatal(err)
	}
	tb.m = m
	m.OnPublish = func(s *State) {
		tb.published[s.Tick] = s.Digest()
		delete(tb.published, s.Tick-10*ag.TickRate) // keep ten seconds: a soak's heap stays flat
	}
	tb.decided = map[[2]int]int{}
	m.OnVerdict = func(i int, v Verdict) { tb.decided[[2]int{i, int(v.Frame)}] = tb.clock.Now() }
	for i := range players {
		l := NewLink(tb.clock, w, uint64(100+i))
		tb.srv.Accept(l.A)
		c, err := NewClient(l.B, a, m.Code, "bot", Token{})
		if err != nil {
			t.Fatal(err)
		}
		tb.links = append(tb.links, l)
		tb.clients = append(tb.clients, c)
		tb.hands = append(tb.hands, &botHands{rng: xorshift(31 + i)})
		seen := make([]map[string]bool, players)
		for j := range seen {
			seen[j] = map[string]bool{}
		}
		tb.seen = append(tb.seen, seen)
	}
	return tb
}

// run plays ticks ticks with the bots' hands on every client.
func (tb *table) run(ticks int) {
	for range ticks {
		tb.step(func(i int, c *Client) (items.Buttons, combat.Vec) { return tb.hands[i].drive(c) })
	}
}

// idle plays ticks ticks with no button held.
func (tb *table) idle(ticks int) {
	for range ticks {
		tb.step(func(int, *Client) (items.Buttons, combat.Vec) { return 0, combat.Vec{} })
	}
}

// press holds a button on client 0 for some ticks, then lets go a tick.
func (tb *table) press(b items.Buttons, ticks int) {
	for range ticks {
		tb.step(func(int, *Client) (items.Buttons, combat.Vec) { return b, combat.Vec{} })
	}
	tb.idle(1)
}

// step runs one tick: every client with the buttons hands gives it, the
// server, and the clock; it keeps what the clients saw.
func (tb *table) step(hands func(int, *Client) (items.Buttons, combat.Vec)) {
	if tb.over {
		return
	}
	for len(tb.bye) < len(tb.clients) {
		tb.bye = append(tb.bye, false)
	}
	tb.over = len(tb.clients) > 0
	for i, c := range tb.clients {
		if tb.bye[i] {
			continue
		}
		b, s := hands(i, c)
		if err := c.Tick(b, s, -1, false); err != nil {
			if errors.Is(err, ErrBye) && strings.Contains(err.Error(), ErrMatchOver.Error()) {
				tb.bye[i] = true
				continue
			}
			tb.t.Fatalf("client %d: %v", i, err)
		}
		tb.over = false
		for _, v := range c.Verdicts() {
			if !v.Confirm {
				tb.refusalDelays = append(tb.refusalDelays, tb.clock.Now()-tb.decided[[2]int{i, int(v.Frame)}])
			}
		}
		if st := c.State(); st != nil {
			for j := range min(len(st.Chars), len(tb.seen[i])) {
				tb.seen[i][j][st.Chars[j].Node] = true
			}
		}
	}
	tb.srv.Tick()
	tb.clock.Advance()
}
