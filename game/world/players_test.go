package world

import (
	"errors"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// TestPlayersCount makes worlds of 0 to 5 players: 0 is one, 5 too many.
func TestPlayersCount(t *testing.T) {
	tests := []struct {
		players, want int
		err           error
	}{{0, 1, nil}, {1, 1, nil}, {2, 2, nil}, {4, 4, nil}, {5, 0, errPlayers}, {-1, 0, errPlayers}}
	for _, tt := range tests {
		w, err := New(testAssets(t), Options{Seed: 1, Players: tt.players})
		if !errors.Is(err, tt.err) {
			t.Errorf("%d players: error %v, want %v", tt.players, err, tt.err)
			continue
		}
		if err != nil {
			continue
		}
		if have := len(w.Players()); have != tt.want {
			t.Errorf("%d players: have %d", tt.players, have)
		}
		seen := map[combat.Vec]bool{}
		for i, p := range w.Players() {
			if !p.Player() || p.Item() == nil || seen[p.Fighter().Pos] {
				t.Errorf("%d players: player %d is %+v at %v, want a player with an item, alone on its spot", tt.players, i, p.Name, p.Fighter().Pos)
			}
			seen[p.Fighter().Pos] = true
		}
		if w.PlayerAt(tt.want) != nil || w.PlayerAt(-1) != nil {
			t.Errorf("%d players: PlayerAt past the players is not nil", tt.players)
		}
	}
}

// TestEnemiesGoForTheNearestPlayerStanding: an enemy targets the nearest
// player standing, and the fight is lost only when every player has
// fallen.
func TestEnemiesGoForTheNearestPlayerStanding(t *testing.T) {
	w, err := New(testAssets(t), Options{Seed: 1, Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	e, err := w.Spawn("Grunt")
	if err != nil {
		t.Fatal(err)
	}
	p := w.Players()
	e.Fighter().Pos = p[2].Fighter().Pos.Add(combat.Vec{X: 0, Y: 50})
	steps := []struct {
		fall      int // the player who falls first, or -1
		want      *Character
		wantPhase Phase
	}{
		{-1, p[2], Playing},
		{2, p[0], Playing}, // player 0 at 400,360 is nearer than player 1 at 340,360
		{0, p[1], Playing},
		{1, p[0], Defeat}, // all down: player 0, and the fight is lost
	}
	for _, st := range steps {
		if st.fall >= 0 {
			p[st.fall].Fighter().SetVital(combat.VitalHealth, 0)
		}
		w.Step()
		if have := w.targetPlayer(e); have != st.want {
			t.Errorf("after player %d fell: the Grunt goes for %s, want %s", st.fall, have.Name, st.want.Name)
		}
		if w.Phase() != st.wantPhase {
			t.Errorf("after player %d fell: phase %v, want %v", st.fall, w.Phase(), st.wantPhase)
		}
	}
}

// TestPlayersAreDrivenApart: each player answers its own buttons and
// draws its own item; the same inputs give the same fight.
func TestPlayersAreDrivenApart(t *testing.T) {
	fight := func() (*World, []uint64) {
		w, err := New(testAssets(t), Options{Seed: 3, Players: 2, Waves: true})
		if err != nil {
			t.Fatal(err)
		}
		if err := w.DrawItemFor(1, 1); err != nil {
			t.Fatal(err)
		}
		var digests []uint64
		for w.Now() < 6*ag.TickRate {
			var b items.Buttons
			if w.Now()%30 < 5 {
				b = b.With(items.MouseLeft)
			}
			_ = w.SetPlayerInput(1, b, combat.Vec{X: -1})
			w.Step()
			digests = append(digests, w.Digest())
		}
		return w, digests
	}
	w, a := fight()
	_, b := fight()
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("tick %d: digests %x and %x of the same fight", i, a[i], b[i])
		}
	}
	p0, p1 := w.PlayerAt(0), w.PlayerAt(1)
	if p0.Item() == p1.Item() {
		t.Errorf("both players hold %s; player 1 drew slot 1", p0.Item().Name)
	}
	if p0.nodeSeq != 0 || p1.nodeSeq < 5 {
		t.Errorf("player 0, with no buttons, started %d moves; player 1, clicking, %d; want 0 and 5 or more", p0.nodeSeq, p1.nodeSeq)
	}
	if p1.Fighter().Pos.X >= playerStarts[1].X-50 {
		t.Errorf("player 1 held left and stands at %v, from %v", p1.Fighter().Pos, playerStarts[1])
	}
	if err := w.SetPlayerInput(2, 0, combat.Vec{}); !errors.Is(err, errNoCharacter) {
		t.Errorf("input for a third player of two: %v", err)
	}
}
