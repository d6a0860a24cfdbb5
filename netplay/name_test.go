package netplay

import (
	"testing"
	"unicode/utf8"

	"github.com/upc-demo/actiongraph-game/combat"
)

// TestCleanName cleans what a Hello names a player before teammates see
// it over the player's head.
func TestCleanName(t *testing.T) {
	tests := []struct {
		name string
		seat int
		want string
	}{
		{"Ada", 0, "Ada"},
		{"  Ada  Lovelace \t", 0, "Ada Lovelace"},
		{"", 1, "Player 2"},
		{"   ", 3, "Player 4"},
		{"\u200b\u200d\u2060", 0, "Player 1"},                 // zero-width only
		{"\u3164\u115f\u2800", 2, "Player 3"},                 // blank letters only
		{"Ad\x07a\x1b[31m", 0, "Ada[31m"},                     // control characters
		{"\u202eAdmin\u202c", 0, "Admin"},                     // a bidirectional override
		{"A\u00a0\u3000B", 0, "A B"},                          // other spaces, made one
		{"0123456789abcdefXYZ", 0, "0123456789abcdef"},        // 16 runes
		{"日本語のなまえ", 0, "日本語のなまえ"},                             // kept whole: 21 bytes
		{"日本語のなまえです", 0, "日本語のなまえで"},                          // cut at MaxName bytes, 24
		{"Z\u0301\u0302\u0303\u0304oe", 0, "Z\u0301\u0302oe"}, // two marks a letter at most
		{"\u0301\u0301Bob", 0, "Bob"},                         // marks on nothing
		{"Bob \u0301", 0, "Bob"},                              // a mark on a space
		{"123456789012345 x", 0, "123456789012345"},           // no trailing space at the cut
		{"a\ufffdb\U000f0000c\U000E0041", 0, "abc"},           // replacement, private use, a tag
	}
	for _, tt := range tests {
		have := CleanName(tt.name, tt.seat)
		if have != tt.want {
			t.Errorf("CleanName(%q, %d) = %q, want %q", tt.name, tt.seat, have, tt.want)
		}
		if n := utf8.RuneCountInString(have); n > MaxNameRunes || len(have) > MaxName {
			t.Errorf("CleanName(%q) = %q: %d runes, %d bytes", tt.name, have, n, len(have))
		}
	}
}

// TestCauseNames names each cause, and one past them.
func TestCauseNames(t *testing.T) {
	tests := []struct {
		c    Cause
		want string
	}{{CauseNone, "none"}, {CauseHit, "hit"}, {CauseBlocked, "blocked"}, {CauseOther, "other"}, {CauseCut, "cut"}, {CauseDebug, "debug"}, {Cause(9), "cause 9"}}
	for _, tt := range tests {
		if have := tt.c.String(); have != tt.want {
			t.Errorf("Cause(%d) = %q, want %q", tt.c, have, tt.want)
		}
	}
	if CauseDebug != 5 {
		t.Errorf("CauseDebug is %d on the wire, want 5", CauseDebug)
	}
}

// TestJoinNamesThePlayer joins two players, one with a name dressed in
// invisible characters and one with none: the server's characters carry
// the cleaned names, and so does the State every machine draws from.
func TestJoinNamesThePlayer(t *testing.T) {
	srv := newTestServer(t, 5)
	m, _ := srv.NewMatch(2)
	clock := &Clock{}
	var clients []*Client
	for i, name := range []string{" \u202eAda\u200b\x07 ", ""} {
		l := NewLink(clock, calm, uint64(i+1))
		srv.Accept(l.A)
		c, err := NewClient(l.B, testAssets(t), m.Code, name, Token{})
		if err != nil {
			t.Fatal(err)
		}
		clients = append(clients, c)
	}
	for range 20 {
		for _, c := range clients {
			_ = c.Tick(0, combat.Vec{}, -1, false)
		}
		srv.Tick()
		clock.Advance()
	}
	want := []string{"Ada", "Player 2"}
	for i, w := range want {
		if have := m.World().PlayerAt(i).Name; have != w {
			t.Errorf("player %d is named %q on the server, want %q", i, have, w)
		}
		if st := clients[1-i].State(); st == nil || st.Chars[i].Name != w {
			t.Errorf("the other machine's State names player %d %v, want %q", i, st, w)
		}
	}
}
