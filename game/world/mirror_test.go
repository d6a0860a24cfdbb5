package world

import (
	"strings"
	"testing"

	"github.com/upc-demo/actiongraph-game/combat"
)

// TestMirrorGlides: a mirrored body glides from where it was drawn to
// where the server put it over the ticks between two words of the server,
// and a jump past snapDistance, or the first word, puts it there at once;
// Settle puts it there at once too.
func TestMirrorGlides(t *testing.T) {
	w, err := NewMirror(testAssets(t), 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	word := func(x float64) *Replication {
		r := &Replication{}
		for i, p := range w.Players() {
			r.Chars = append(r.Chars, Replica{Name: p.Name, Pos: combat.Vec{X: x + float64(i), Y: 300}, Health: 100, MaxHealth: 100, Node: "ROOT", Item: p.Item().Name})
		}
		return r
	}
	steps := []struct {
		follow bool
		x      float64 // the server's place for player 0
		want   float64 // where player 0 is drawn after the tick
	}{
		{true, 100, 100}, // the first word: there at once (the clock starts)
		{false, 0, 100},  // tick 1
		{false, 0, 100},  // tick 2
		{true, 120, 110}, // two ticks since the last word: halfway after one
		{false, 0, 120},
		{false, 0, 120},  // there, and it stays
		{true, 400, 400}, // a jump: there at once
	}
	for i, st := range steps {
		if st.follow {
			if err := w.Follow(word(st.x)); err != nil {
				t.Fatal(err)
			}
		}
		w.Step()
		if have := w.PlayerAt(0).Fighter().Pos.X; have != st.want {
			t.Errorf("tick %d: drawn at x %g, want %g", i, have, st.want)
		}
	}
	w.Step()
	if err := w.Follow(word(440)); err != nil { // a glide over two ticks
		t.Fatal(err)
	}
	w.Settle()
	if have := w.PlayerAt(0).Fighter().Pos.X; have != 440 {
		t.Errorf("settled: drawn at x %g, want the server's 440", have)
	}
	w.Step()
	if have := w.PlayerAt(0).Fighter().Pos.X; have != 440 {
		t.Errorf("a tick after settling: drawn at x %g, want 440 still", have)
	}
	if err := (&World{}).Follow(&Replication{}); err != errNotMirror {
		t.Errorf("Follow on a world that is no mirror: %v", err)
	}
}

// TestMirrorLogsFollowedMoves: a move a mirror puts its player on reads
// "followed" in the event lines the debug overlay shows, not "rejected".
func TestMirrorLogsFollowedMoves(t *testing.T) {
	w, err := NewMirror(testAssets(t), 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	w.Step()
	w.FollowPrediction("Jab 1", 0)
	w.Step()
	lines := w.Player().Lines()
	want := "ROOT -> Jab 1 (followed)"
	found := false
	for _, l := range lines {
		found = found || strings.HasSuffix(l, want)
	}
	if !found || w.Player().State().Node != "Jab 1" {
		t.Errorf("lines %q, node %q; want a line ending %q and the player on Jab 1", lines, w.Player().State().Node, want)
	}
}

// TestMirrorTakesTheServersNames: each character takes the name the
// server's word gives it (the name tags show it); a word with no name
// leaves the one it has.
func TestMirrorTakesTheServersNames(t *testing.T) {
	w, err := NewMirror(testAssets(t), 2, 0)
	if err != nil {
		t.Fatal(err)
	}
	word := func(names ...string) *Replication {
		r := &Replication{}
		for i, p := range w.Players() {
			r.Chars = append(r.Chars, Replica{Name: names[i], Pos: combat.Vec{X: 100 + 40*float64(i), Y: 300}, Health: 100, MaxHealth: 100, Node: "ROOT", Item: p.Item().Name})
		}
		return r
	}
	steps := []struct {
		names, want []string
	}{
		{[]string{"", ""}, []string{"Player", "Player 2"}},
		{[]string{"Ann", "Bo"}, []string{"Ann", "Bo"}},
		{[]string{"", "Cleo"}, []string{"Ann", "Cleo"}},
	}
	for i, st := range steps {
		if err := w.Follow(word(st.names...)); err != nil {
			t.Fatal(err)
		}
		w.Step()
		for j, p := range w.Players() {
			if have := p.Name; have != st.want[j] {
				t.Errorf("word %d: player %d named %q, want %q", i, j, have, st.want[j])
			}
		}
	}
}

// TestLocalIsThisMachinesPlayer: Character.Local and Cue.Local name this
// machine's player only (alone, the player; in a mirror, its local one),
// never a teammate or an enemy.
func TestLocalIsThisMachinesPlayer(t *testing.T) {
	solo := newWorld(t, "")
	m, err := NewMirror(testAssets(t), 3, 1)
	if err != nil {
		t.Fatal(err)
	}
	grunt, err := m.Spawn("Grunt")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		c    *Character
		want bool
	}{
		{"the lone player", solo.Player(), true},
		{"a mirror's own player", m.PlayerAt(1), true},
		{"a teammate", m.PlayerAt(0), false},
		{"another teammate", m.PlayerAt(2), false},
		{"an enemy", grunt, false},
	}
	for _, tt := range tests {
		if have := tt.c.Local(); have != tt.want {
			t.Errorf("%s: Local %v, want %v", tt.name, have, tt.want)
		}
		hit := Cue{Kind: CueHit, Attacker: grunt, Victim: tt.c}
		if have := hit.Local(); have != tt.want {
			t.Errorf("a hit on %s: Local %v, want %v", tt.name, have, tt.want)
		}
	}
}
