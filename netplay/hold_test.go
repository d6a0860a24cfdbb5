package netplay

import (
	"testing"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// TestHoldShowsOneServerTick: a client told to hold at a server tick
// stops on that tick's State even when it reads several States in one
// Tick, keeps it while later ones come, and Hold puts its mirror's bodies
// exactly where that State has them.
func TestHoldShowsOneServerTick(t *testing.T) {
	tb := newTable(t, 2, calm)
	tb.run(120) // the welcomes, the first wave walking in
	c := tb.clients[1]
	you, _, _ := c.Player()
	w, err := world.NewMirror(tb.srv.assets, 2, you)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Mirror(w); err != nil {
		t.Fatal(err)
	}
	at := uint32(tb.m.w.Now()) + 10
	at -= at % StateEvery
	c.HoldAt(at)
	// Client 1 reads nothing for 16 ticks: the States of the ticks around
	// at wait for it together.
	for range 16 {
		if err := tb.clients[0].Tick(0, combat.Vec{}, -1, false); err != nil {
			t.Fatal(err)
		}
		tb.srv.Tick()
		tb.clock.Advance()
	}
	for range 3 {
		if err := c.Tick(0, combat.Vec{}, -1, false); err != nil {
			t.Fatal(err)
		}
		tb.srv.Tick()
		tb.clock.Advance()
		if s := c.State(); !c.Held() || s.Tick != at {
			t.Fatalf("holding at tick %d: have the State of tick %d, held %v", at, s.Tick, c.Held())
		}
	}
	if err := c.Hold(w); err != nil {
		t.Fatal(err)
	}
	s := c.State()
	for i, ch := range w.Characters() {
		want := combat.Vec{X: float64(s.Chars[i].X), Y: float64(s.Chars[i].Y)}
		if have := ch.Fighter().Pos; have != want {
			t.Errorf("%s drawn at %v, the State of tick %d has it at %v", ch.Name, have, at, want)
		}
	}
}
