package netplay

import (
	"slices"
	"testing"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// TestPredictedReviveSight: the player's machine offers the Revive set as
// the server's host does, from the server's last State: a teammate flagged
// dead within reach, while the player itself stands free; and always
// while put on the server's node.
func TestPredictedReviveSight(t *testing.T) { // AG-COND-6
	me := CharState{X: 400, Y: 360}
	mate := func(dx float32, flags uint8, typ string) CharState {
		return CharState{Type: typ, X: 400 + dx, Y: 360, Flags: flags}
	}
	tests := []struct {
		name      string
		others    []CharState // after me, player 0
		meFlags   uint8
		sets      []string
		following bool
		want      bool
	}{
		{"a fallen teammate in reach", []CharState{mate(30, FlagDead, "")}, 0, []string{world.ReviveSet}, false, true},
		{"standing", []CharState{mate(30, 0, "")}, 0, []string{world.ReviveSet}, false, false},
		{"out of reach", []CharState{mate(60, FlagDead, "")}, 0, []string{world.ReviveSet}, false, false},
		{"a fallen enemy", []CharState{mate(30, FlagDead, "Grunt")}, 0, []string{world.ReviveSet}, false, false},
		{"down itself", []CharState{mate(30, FlagDead, "")}, FlagDead, []string{world.ReviveSet}, false, false},
		{"held itself", []CharState{mate(30, FlagDead, "")}, FlagBlocked, []string{world.ReviveSet}, false, false},
		{"the finishers' set", []CharState{mate(30, FlagDead, "")}, 0, []string{world.FinisherSet}, false, false},
		{"following the server", nil, 0, []string{world.ReviveSet}, true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newPredHost(testAssets(t))
			h.me = me
			h.me.Flags = tt.meFlags
			h.following = tt.following
			h.revive.keep(&State{Chars: append([]CharState{h.me}, tt.others...)}, 0)
			if have := h.PairedActionAvailable(tt.sets); have != tt.want {
				t.Errorf("PairedActionAvailable(%v): have %v, want %v", tt.sets, have, tt.want)
			}
			if m, ok := h.StartPairedAction(tt.sets); ok != tt.want || ok && m != world.ReviveMontage {
				t.Errorf("StartPairedAction: %q %v, want %s %v", m, ok, world.ReviveMontage, tt.want)
			}
		})
	}
}

// TestReviveOverTheNetwork: player 0 falls on the server; player 1's
// machine walks to it as the server's States show it and presses
// Interact. Its machine plays Revive at the press and the server confirms
// the claim. Played out, player 0 stands on the server and in both
// machines' States; cut by a blow on the reviver, player 0 stays down.
func TestReviveOverTheNetwork(t *testing.T) { // AG-PAY-7
	for _, tt := range []struct {
		name     string
		hit      bool
		wantDown bool
	}{{"played out", false, false}, {"a blow on the reviver", true, true}} {
		t.Run(tt.name, func(t *testing.T) {
			tb := newTable(t, 2, rough)
			tb.idle(90)
			w := tb.m.World()
			if err := w.Fell(0); err != nil {
				t.Fatal(err)
			}
			c := tb.clients[1]
			before := c.Stats
			pressed := 0 // ticks the Interact key has been down
			for range 10 * rtt * 10 {
				tb.step(func(i int, cl *Client) (items.Buttons, combat.Vec) {
					if i != 1 {
						return 0, combat.Vec{}
					}
					return walkAndPress(cl, &pressed)
				})
				if pressed > 0 {
					break
				}
			}
			if pressed == 0 {
				t.Fatal("player 1's machine never saw player 0 down within reach")
			}
			if c.Node() != "Revive" {
				t.Fatalf("the press played %q on player 1's machine, want Revive at once", c.Node())
			}
			tb.step(func(i int, cl *Client) (items.Buttons, combat.Vec) {
				if i == 1 {
					return items.Buttons(0).With(items.KeyE), combat.Vec{}
				}
				return 0, combat.Vec{}
			})
			r := w.PlayerAt(1)
			for range 4 * rtt {
				tb.idle(1)
				if r.State().Node == "Revive" {
					break
				}
			}
			if tt.hit {
				strikeReviver(t, w, r)
			}
			tb.idle(3 * 60)
			if have := c.Stats; have.Confirmed <= before.Confirmed || have.Rejected != before.Rejected {
				t.Errorf("player 1's claims: %+v before, %+v after; want the Revive confirmed, none refused", before, have)
			}
			if !slices.Contains(r.History(), "Revive") {
				t.Errorf("the server never had player 1 on Revive: %v", r.History())
			}
			down := w.PlayerAt(0)
			if down.Dead() != tt.wantDown {
				t.Fatalf("on the server player 0 is down %v, want %v; player 1: %v", down.Dead(), tt.wantDown, r.Lines())
			}
			for i, cl := range tb.clients {
				s := cl.State()
				if dead := s.Chars[0].Flags&FlagDead != 0; dead != tt.wantDown || s.Chars[0].Health != float32(down.Fighter().Health) {
					t.Errorf("client %d's State has player 0 down %v with %v health; the server %v with %v",
						i, dead, s.Chars[0].Health, tt.wantDown, down.Fighter().Health)
				}
			}
			t.Logf("tick %d: player 1 on the server: %v; player 0 down %v", w.Now(), r.Lines(), down.Dead())
			if c.Node() != r.State().Node {
				t.Errorf("player 1's machine has it on %q, the server on %q", c.Node(), r.State().Node)
			}
		})
	}
}

// walkAndPress walks a client's player to player 0, as its State shows
// it, once it lies down there, and presses Interact standing by it;
// pressed counts the ticks the key is down.
func walkAndPress(c *Client, pressed *int) (items.Buttons, combat.Vec) {
	s := c.State()
	if s == nil || len(s.Chars) < 2 || s.Chars[0].Flags&FlagDead == 0 {
		return 0, combat.Vec{}
	}
	d := combat.Vec{X: float64(s.Chars[0].X - s.Chars[1].X), Y: float64(s.Chars[0].Y - s.Chars[1].Y)}
	if d.Magnitude() > 24 {
		return 0, d.Unit()
	}
	*pressed++
	return items.Buttons(0).With(items.KeyE), combat.Vec{}
}

// strikeReviver has a Grunt, standing as a dummy in front of the reviver,
// swing at it: the blow lands long before the revive would raise its
// teammate, and staggers it.
func strikeReviver(t *testing.T, w *world.World, r *world.Character) {
	t.Helper()
	e, err := w.Spawn("Grunt")
	if err != nil {
		t.Fatal(err)
	}
	e.SetDummy(true)
	rf, ef := r.Fighter(), e.Fighter()
	ef.Pos = rf.Pos.Add(combat.Vec{X: 50})
	ef.Facing = 3.14159
	idx := len(w.Characters()) - 1
	if err := w.Press(idx, world.TagLightAttack); err != nil {
		t.Fatal(err)
	}
}
