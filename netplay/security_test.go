//go:build !js

package netplay

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/combat"
)

// oldStream is the old scheme's randomness: a xorshift's outputs, eight
// bytes each, little end first, as the server drew codes and tokens from
// before protocol 2.
type oldStream struct {
	x    xorshift
	left []byte
}

// Read fills b from the generator.
func (s *oldStream) Read(b []byte) (int, error) {
	for i := range b {
		if len(s.left) == 0 {
			s.left = binary.LittleEndian.AppendUint64(nil, s.x.next())
		}
		b[i], s.left = s.left[0], s.left[1:]
	}
	return len(b), nil
}

// predictCodes is the derivation attack on a xorshift server: any eight
// bytes of a token, read either way, may be a generator's state; the codes
// drawn from any of the next 32 bytes it would give are predicted (about
// 400 codes of 28 million).
func predictCodes(tok Token) map[string]bool {
	codes := map[string]bool{}
	for o := 0; o+8 <= len(tok); o++ {
		for _, state := range []uint64{binary.LittleEndian.Uint64(tok[o:]), binary.BigEndian.Uint64(tok[o:])} {
			if state == 0 {
				continue
			}
			next := make([]byte, 32+2*codeLength)
			_, _ = (&oldStream{x: xorshift(state)}).Read(next)
			for off := range 32 {
				if c, err := newCode(bytes.NewReader(next[off:])); err == nil {
					codes[c] = true
				}
			}
		}
	}
	return codes
}

// TestCodesAreNotDerivable makes matches after a client saw its token.
// On a server of the old scheme (xorshift) the derivation attack
// predicts the next match's code from the token: the attack works. On a
// real server (crypto/rand) it predicts none of the codes made after, and
// two servers started alike give different codes and tokens.
func TestCodesAreNotDerivable(t *testing.T) {
	for _, old := range []bool{true, false} {
		srv := NewServer(testAssets(t))
		if old {
			srv.Secrets = &oldStream{x: xorshift(12345)}
		}
		m, err := srv.NewMatch(2)
		if err != nil {
			t.Fatal(err)
		}
		clock := &Clock{}
		l := NewLink(clock, calm, 1)
		srv.Accept(l.A)
		c, _ := NewClient(l.B, testAssets(t), m.Code, "b", Token{})
		for range 10 {
			_ = c.Tick(0, combat.Vec{}, -1, false)
			srv.Tick()
			clock.Advance()
		}
		_, tok, ok := c.Player()
		if !ok {
			t.Fatal("not welcomed")
		}
		predicted := predictCodes(tok)
		hits := 0
		for range 8 {
			m, err := srv.NewMatch(1)
			if err != nil {
				t.Fatal(err)
			}
			if predicted[m.Code] {
				hits++
			}
		}
		if old && hits == 0 {
			t.Error("the attack predicts no code of a xorshift server: it is not the attack it says it is")
		}
		if !old && hits > 0 {
			t.Errorf("the attack predicted %d of 8 codes made after the token was seen", hits)
		}
	}
	a, b := NewServer(testAssets(t)), NewServer(testAssets(t))
	ma, _ := a.NewMatch(1)
	mb, _ := b.NewMatch(1)
	ta, _ := newToken(a.Secrets)
	tb, _ := newToken(b.Secrets)
	if ma.Code == mb.Code || ta == tb {
		t.Errorf("two servers started alike: codes %s and %s, tokens %v and %v", ma.Code, mb.Code, ta, tb)
	}
}

// TestNoSeatFromWhatOthersSaw runs the abuse of issue 16 over real
// WebSockets on loopback. A joins a match and drops; B, from 127.0.0.2,
// joins it and another match and records every byte it receives; then B
// tries A's seat with what it could derive: its own tokens, their bits
// flipped, their neighbours, the zero token, any 16 bytes of what it
// received. (B's own seat's token takes back B's own seat, never A's.) Each try is refused and counted by the failed-join limiter
// (the first 20 spend B's address's burst, the rest are refused by it),
// while A's own token gets A its seat back from 127.0.0.1, as does A's
// token in lower case of the code.
func TestNoSeatFromWhatOthersSaw(t *testing.T) {
	srv := NewServer(testAssets(t))
	lb := newLoopback(t, srv)
	var m1, m2 *Match
	lb.h.Lock(func(s *Server) { m1, _ = s.NewMatch(2); m2, _ = s.NewMatch(2) })

	a := lb.dial("127.0.0.1")
	wa, bye := lb.hello(a, m1.Code, Token{})
	if bye != "" || wa.Player != 0 {
		t.Fatalf("A: seat %d, bye %q", wa.Player, bye)
	}
	_ = a.Close()
	for range 200 {
		if lb.h.Tick(); m1.seats[0].conn == nil {
			break
		}
		time.Sleep(time.Millisecond)
	}

	b1 := &recorder{Conn: lb.dial("127.0.0.2")}
	b2 := &recorder{Conn: lb.dial("127.0.0.2")}
	w1, bye1 := lb.hello(b1, m1.Code, Token{})
	w2, bye2 := lb.hello(b2, m2.Code, Token{})
	if bye1 != "" || bye2 != "" || w1.Player != 1 {
		t.Fatalf("B: seats %d and %d, byes %q %q", w1.Player, w2.Player, bye1, bye2)
	}
	for range 30 { // B watches States and the rest
		lb.h.Tick()
		_, _ = b1.Recv()
		_, _ = b2.Recv()
		time.Sleep(time.Millisecond)
	}
	seen := append(append([][]byte(nil), b1.got...), b2.got...)
	var tries []Token
	for _, tok := range []Token{w1.Token, w2.Token} {
		if tok != w1.Token { // B's own seat's token takes B's own seat back: tried below
			tries = append(tries, tok)
		}
		for _, bit := range []int{0, 1, 7, 8, 63, 64, 120, 127} {
			f := tok
			f[bit/8] ^= 1 << (bit % 8)
			tries = append(tries, f)
		}
		hi, lo := binary.BigEndian.Uint64(tok[:8]), binary.BigEndian.Uint64(tok[8:])
		for _, d := range []uint64{1, ^uint64(0)} { // +1 and -1 on the 128-bit number
			var n Token
			binary.BigEndian.PutUint64(n[:8], hi)
			binary.BigEndian.PutUint64(n[8:], lo+d)
			tries = append(tries, n)
		}
	}
	tries = append(tries, Token{})
	for _, msg := range seen[:3] {
		for off := 0; off+16 <= len(msg) && off < 48; off += 16 {
			tries = append(tries, Token(msg[off:off+16]))
		}
	}
	for _, msg := range seen {
		if bytes.Contains(msg, wa.Token[:]) {
			t.Fatalf("B received A's token in a %d-byte message", len(msg))
		}
	}
	for _, tok := range []Token{w1.Token, w2.Token} {
		if p := predictCodes(tok); p[m1.Code] || p[m2.Code] {
			t.Errorf("the derivation attack predicts a live code from a token B saw")
		}
	}
	own := lb.dial("127.0.0.2")
	if w, bye := lb.hello(own, m1.Code, w1.Token); bye != "" || w.Player != w1.Player {
		t.Errorf("B's own token: seat %d, bye %q; want B's own seat %d, never A's", w.Player, bye, w1.Player)
	}
	_ = own.Close()
	_, joins := srv.Limiters()
	before := joins.Taken + joins.Refused
	for i, tok := range tries {
		c := lb.dial("127.0.0.2")
		if w, bye := lb.hello(c, m1.Code, tok); bye == "" {
			t.Errorf("try %d (%v) took seat %d", i, tok, w.Player)
		}
		_ = c.Close()
	}
	if counted := joins.Taken + joins.Refused - before; counted != len(tries) || joins.Refused == 0 {
		t.Errorf("%d tries, %d counted by the failed-join limiter (%d refused by it), want all, some refused", len(tries), counted, joins.Refused)
	}
	back := lb.dial("127.0.0.1")
	if w, bye := lb.hello(back, strings.ToLower(m1.Code), wa.Token); bye != "" || w.Player != 0 {
		t.Errorf("A's own token: seat %d, bye %q; want seat 0 back", w.Player, bye)
	}
	t.Logf("%d tries from what B saw (%d messages, %d bytes), all refused", len(tries), len(seen), func() int {
		n := 0
		for _, m := range seen {
			n += len(m)
		}
		return n
	}())
}
