package netplay

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

var calm = Weather{Latency: 3}

// TestRateCapHolds clicks 30 times a second for two seconds: the server
// runs at most Max Server Inputs Per Second of them in any second and
// drops the rest.
func TestRateCapHolds(t *testing.T) {
	tb := newTable(t, 1, calm)
	tb.idle(20)
	most := 0
	for n := range 120 {
		b := items.Buttons(0)
		if n%2 == 0 {
			b = leftClick
		}
		tb.step(func(int, *Client) (items.Buttons, combat.Vec) { return b, combat.Vec{} })
		most = max(most, len(tb.m.seats[0].presses))
	}
	tb.idle(10)
	if most != MaxServerInputsPerSecond {
		t.Errorf("the server ran up to %d presses in a second, want the cap, %d", most, MaxServerInputsPerSecond)
	}
	if c := tb.m.Stats(0).Capped; c < 15 || c > 25 {
		t.Errorf("%d of 60 presses dropped over 2 s, want about 20", c)
	}
}

// TestForwardAfterDraw draws the sword and clicks at once: the machine
// has not the sword's moves from the server yet, so the press is Forwarded
// and plays once the server's state brings the item, about 1.5 round
// trips after the press.
func TestForwardAfterDraw(t *testing.T) {
	tb := newTable(t, 1, calm)
	c := tb.clients[0]
	tb.idle(30)
	sword := tb.srv.assets.Items.Named("Sword")
	if sword == nil || sword.Slot == 0 {
		t.Fatal("no Sword in a slot of its own")
	}
	if err := c.Tick(0, combat.Vec{}, sword.Slot, false); err != nil {
		t.Fatal(err)
	}
	tb.srv.Tick()
	tb.clock.Advance()
	tb.press(leftClick, 3)
	if c.Stats.Forwarded != 1 {
		t.Fatalf("forwarded %d presses, want 1", c.Stats.Forwarded)
	}
	for range 60 {
		if tb.idle(1); c.Stats.ForwardPlayed > 0 {
			break
		}
	}
	if c.Stats.ForwardPlayed != 1 {
		t.Fatalf("the forwarded press did not play: %+v", c.Stats)
	}
	d := c.Stats.ForwardDelay
	if d < rtt || d > 3*rtt {
		t.Errorf("the forwarded press played %d ticks after it, want about 1.5 round trips (%d)", d, 3*rtt/2)
	}
	if node := c.Node(); node == "ROOT" || sword.Graph.Node(node) == nil || tb.m.w.PlayerAt(0).Item() != sword {
		t.Errorf("as the sword came: the machine's player on %q; the server's holds %s", node, tb.m.w.PlayerAt(0).Item().Name)
	}
	t.Logf("forwarded press played %d ticks later (round trip %d)", d, rtt)
}

// TestBadMessageDropsOnlyItsSender sends garbage on one player's
// connection: that player is dropped with a Bye saying why; the other
// plays on, untouched.
func TestBadMessageDropsOnlyItsSender(t *testing.T) {
	tests := []struct {
		name string
		msg  []byte
	}{
		{"garbage", []byte{0xde, 0xad, 0xbe, 0xef}},
		{"a second hello", EncodeClient(nil, Hello{Version: Version, Code: "X"})},
		{"a frame gone back", EncodeClient(nil, Input{Frame: 0})},
		{"too long", make([]byte, MaxClientMessage+1)},
	}
	for _, tt := range tests {
		tb := newTable(t, 2, calm)
		tb.run(60)
		before := tb.m.w.PlayerAt(1).Fighter().Pos
		if err := tb.links[0].B.Send(tt.msg); err != nil {
			t.Fatal(err)
		}
		for range 10 {
			tb.clock.Advance()
			tb.srv.Tick()
		}
		if tb.m.seats[0].conn != nil || tb.m.seats[1].conn == nil {
			t.Errorf("%s: connections %v and %v, want the sender's closed only", tt.name, tb.m.seats[0].conn != nil, tb.m.seats[1].conn != nil)
		}
		err := tb.clients[0].Tick(0, combat.Vec{}, -1, false)
		if !errors.Is(err, ErrBye) && !errors.Is(err, ErrClosed) {
			t.Errorf("%s: the sender's next tick: %v, want a bye", tt.name, err)
		}
		tb.clients = tb.clients[1:]
		tb.hands = tb.hands[1:]
		tb.seen = tb.seen[1:]
		tb.run(120)
		if tb.m.w.PlayerAt(1).Fighter().Pos == before {
			t.Errorf("%s: the other player stopped", tt.name)
		}
	}
}

// TestRejoinWithin30Seconds drops a player and brings it back with its
// token: within 30 s it gets its seat back; after, the token is refused.
func TestRejoinWithin30Seconds(t *testing.T) {
	for _, away := range []int{10 * ag.TickRate, 31 * ag.TickRate} {
		tb := newTable(t, 2, calm)
		tb.run(30)
		_, token, ok := tb.clients[0].Player()
		if !ok {
			t.Fatal("not welcomed")
		}
		_ = tb.links[0].A.Close()
		for range away {
			tb.srv.Tick()
			tb.clock.Advance()
		}
		l := NewLink(tb.clock, calm, 99)
		tb.srv.Accept(l.A)
		c, err := NewClient(l.B, tb.srv.assets, tb.m.Code, "bot", token)
		if err != nil {
			t.Fatal(err)
		}
		var got error
		for range 20 {
			if got = c.Tick(0, combat.Vec{}, -1, false); got != nil {
				break
			}
			tb.srv.Tick()
			tb.clock.Advance()
		}
		i, _, welcomed := c.Player()
		back := welcomed && i == 0 && got == nil
		if want := away < RejoinSeconds*ag.TickRate; back != want {
			t.Errorf("away %d s: back in seat 0: %v (%v), want %v", away/ag.TickRate, back, got, want)
		}
		if !back {
			continue
		}
		// Back, its frames count from 0 and its moves are confirmed.
		for n := range 90 {
			b := items.Buttons(0)
			if n%30 < 3 {
				b = leftClick
			}
			if err := c.Tick(b, combat.Vec{}, -1, false); err != nil {
				t.Fatal(err)
			}
			tb.srv.Tick()
			tb.clock.Advance()
		}
		if c.Stats.Claims == 0 || c.Stats.Confirmed != c.Stats.Claims {
			t.Errorf("after rejoining: %+v, want its moves confirmed", c.Stats)
		}
	}
}

// TestSoakTenMinutes plays four bots for ten simulated minutes through
// rough weather, a new match as each one ends: no panic, every player
// standing keeps making moves, and the heap does not grow from minute 2
// to minute 10 though matches end and others begin.
func TestSoakTenMinutes(t *testing.T) {
	if testing.Short() {
		t.Skip("ten simulated minutes")
	}
	tb := newTable(t, 4, rough)
	heap := func() uint64 {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	var at2 uint64
	matches := 1
	for minute := 1; minute <= 10; minute++ {
		nodes := make([]map[string]bool, 4)
		for i := range nodes {
			nodes[i] = map[string]bool{}
		}
		fought := true // the fight went on all minute in one match
		for range 60 * ag.TickRate {
			if tb.over {
				tb, fought = newTable(t, 4, rough), false
				matches++
			}
			tb.run(1)
			for i := range 4 {
				if p := tb.m.w.PlayerAt(i); !p.Dead() {
					nodes[i][p.State().Node] = true
				}
			}
			fought = fought && tb.m.w.Phase() == 0
		}
		if fought {
			for i, n := range nodes {
				if len(n) == 1 { // standing all minute on one node
					t.Errorf("minute %d: player %d was only on %v", minute, i, n)
				}
			}
		}
		if minute == 2 {
			at2 = heap()
		}
	}
	at10 := heap()
	t.Logf("heap at minute 2: %d B, at minute 10: %d B; %d matches played", at2, at10, matches)
	if matches < 2 {
		t.Errorf("one match in ten minutes: the soak never saw a match end")
	}
	if at10 > at2+at2/5+1<<20 {
		t.Errorf("the heap grew from %d B at minute 2 to %d B at minute 10", at2, at10)
	}
}

// TestMatchWaitsForItsFirstPlayer: a match made and not joined stands
// still (no wave comes for nobody); it starts with its first player.
func TestMatchWaitsForItsFirstPlayer(t *testing.T) {
	srv := newTestServer(t, 9)
	m, err := srv.NewMatch(2)
	if err != nil {
		t.Fatal(err)
	}
	for range 5 * ag.TickRate {
		srv.Tick()
	}
	if now, n := m.World().Now(), len(m.World().Characters()); now != 0 || n != 2 {
		t.Fatalf("unjoined for 5 s: tick %d, %d characters; want tick 0 and the 2 players alone", now, n)
	}
	clock := &Clock{}
	l := NewLink(clock, calm, 1)
	srv.Accept(l.A)
	c, err := NewClient(l.B, testAssets(t), m.Code, "first", Token{})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 * ag.TickRate {
		_ = c.Tick(0, combat.Vec{}, -1, false)
		srv.Tick()
		clock.Advance()
	}
	if now := m.World().Now(); now < 2*ag.TickRate {
		t.Errorf("joined: the match is at tick %d after 3 s", now)
	}
}

// TestTokenTakesASeatStillHeld joins with a seat's token while the seat's
// old connection is still up, as a game restarted before the server saw
// its old connection go does: the new connection gets the seat at once,
// and the old one is told why it is dropped.
func TestTokenTakesASeatStillHeld(t *testing.T) {
	tb := newTable(t, 2, calm)
	tb.run(30)
	old := tb.clients[0]
	you, token, ok := old.Player()
	if !ok {
		t.Fatal("not welcomed")
	}
	l := NewLink(tb.clock, calm, 77)
	tb.srv.Accept(l.A)
	c, err := NewClient(l.B, tb.srv.assets, tb.m.Code, "again", token)
	if err != nil {
		t.Fatal(err)
	}
	for range 20 {
		if err := c.Tick(0, combat.Vec{}, -1, false); err != nil {
			t.Fatal(err)
		}
		tb.srv.Tick()
		tb.clock.Advance()
	}
	if i, _, ok := c.Player(); !ok || i != you {
		t.Fatalf("the token's new connection: seated %v in seat %d, want seat %d", ok, i, you)
	}
	err = old.Tick(0, combat.Vec{}, -1, false)
	if !errors.Is(err, ErrBye) || !strings.Contains(err.Error(), "took this seat back") || !FinalBye(err) {
		t.Errorf("the old connection: %v, want a Bye saying its seat was taken back", err)
	}
}
