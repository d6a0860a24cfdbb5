package netplay

import (
	"testing"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// TestMirrorFollowsTheServer gives each of two clients a mirror world and
// plays a minute: each mirror has the server's characters where the
// server's last State put them, its own player on the move its machine
// predicts, the other player on the server's move, and the server's hits
// and falls among its cues, for the game's sparks and sounds, while the
// moves' own sounds (cosmetic hooks) are made on each machine.
func TestMirrorFollowsTheServer(t *testing.T) {
	tb := newTable(t, 2, rough)
	tb.idle(10) // the welcomes
	mirrors := make([]*world.World, 2)
	for i, c := range tb.clients {
		you, _, ok := c.Player()
		if !ok {
			t.Fatalf("client %d not welcomed", i)
		}
		w, err := world.NewMirror(tb.srv.assets, 2, you)
		if err != nil {
			t.Fatal(err)
		}
		mirrors[i] = w
	}
	hits, sounds := make([]int, 2), make([]int, 2)
	sentSounds := 0
	tb.m.OnPublish = func(st *State) {
		tb.published[st.Tick] = st.Digest()
		for _, c := range st.Cues {
			if world.CueKind(c.Kind) == world.CueSound {
				sentSounds++
			}
		}
	}
	var cues []world.Cue
	for range 60 * 60 {
		tb.step(func(i int, c *Client) (items.Buttons, combat.Vec) {
			b, s := tb.hands[i].drive(c)
			return b, s
		})
		for i, c := range tb.clients {
			if err := c.Mirror(mirrors[i]); err != nil {
				t.Fatal(err)
			}
			cues = mirrors[i].Cues(cues[:0])
			for _, q := range cues {
				switch q.Kind {
				case world.CueHit, world.CueDeath:
					hits[i]++
				case world.CueSound:
					sounds[i]++
				}
			}
		}
	}
	for i, c := range tb.clients {
		w, s := mirrors[i], c.State()
		if len(w.Characters()) != len(s.Chars) {
			t.Fatalf("mirror %d has %d characters, the state %d", i, len(w.Characters()), len(s.Chars))
		}
		for j, ch := range w.Characters() {
			want := s.Chars[j]
			// A body glides to the server's place over the ticks between
			// two States: it is at most a few pixels short of it.
			d := ch.Fighter().Pos.Sub(combat.Vec{X: float64(want.X), Y: float64(want.Y)}).Magnitude()
			if p := ch.Fighter().Pos; d > 12 || ch.Dead() != (want.Flags&FlagDead != 0) {
				t.Errorf("mirror %d: %s at %v dead %v, the server's at %v,%v", i, ch.Name, p, ch.Dead(), want.X, want.Y)
			}
		}
		if w.Player().State().Node != c.Node() {
			t.Errorf("mirror %d: its player on %q, its machine predicts %q", i, w.Player().State().Node, c.Node())
		}
		if hits[i] == 0 {
			t.Errorf("mirror %d saw no hit or fall in a minute of fighting", i)
		}
	}
	// Cosmetics run on each machine: the moves' sounds come from its own
	// mirror's montages, never from the server.
	if sentSounds != 0 {
		t.Errorf("the server sent %d sound cues; each machine's moves make their own", sentSounds)
	}
	for i, n := range sounds {
		if n == 0 {
			t.Errorf("mirror %d made no sound of a move in a minute of fighting", i)
		}
	}
	t.Logf("hits and falls seen: %v; sounds made by each machine: %v", hits, sounds)
}
