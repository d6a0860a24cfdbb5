package netplay

import (
	crand "crypto/rand"
	"errors"
	"fmt"
	"log/slog"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// MaxMatches bounds the matches one server runs at once.
const MaxMatches = 64

// helloTicks is how long a new connection has to say Hello.
const helloTicks = 5 * ag.TickRate

// codeAlphabet makes join codes: no 0/O or 1/I/L to misread.
const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

// codeLength is a join code's length: 31^5, about 28 million codes.
const codeLength = 5

var (
	errNoMatch  = errors.New("netplay: no match with that code")
	errTooMany  = errors.New("netplay: the server runs as many matches as it may")
	errNoHello  = errors.New("netplay: no hello in time")
	errVersion  = errors.New("netplay: another protocol version")
	errBadHello = errors.New("netplay: the first message must be a hello")
)

// Server runs matches and seats the connections that join them. It is not
// safe for concurrent use: one goroutine calls Accept, NewMatch and Tick
// (cmd/server holds a lock around them).
type Server struct {
	assets  *world.Assets
	matches map[string]*Match
	order   []*Match // matches in the order made: they step in order
	waiting []pending
	rng     xorshift
	now     ag.Ticks
	// Log, when set, records joins, drops and matches made.
	Log *slog.Logger
	// Debug lets the matches made from now on honour the console
	// commands that change the fight, such as UPC.Debug.Net.Fall
	// (match_debug.go); off, they are ignored. cmd/server's -debug sets it.
	Debug bool
}

type pending struct {
	conn  Conn
	since ag.Ticks
}

// NewServer returns a server of matches on the assets; seed makes its join
// codes and tokens (a real server seeds it from crypto/rand).
func NewServer(a *world.Assets, seed uint64) *Server {
	return &Server{assets: a, matches: map[string]*Match{}, rng: xorshift(seed | 1)}
}

// NewMatch makes a match for up to players players and returns it; its
// Code is what players join with.
func (s *Server) NewMatch(players int) (*Match, error) {
	if len(s.matches) >= MaxMatches {
		return nil, errTooMany
	}
	code := ""
	for code == "" || s.matches[code] != nil {
		b := make([]byte, codeLength)
		for i := range b {
			b[i] = codeAlphabet[s.rng.next()%uint64(len(codeAlphabet))]
		}
		code = string(b)
	}
	m, err := NewMatch(code, s.assets, players, s.rng.next())
	if err != nil {
		return nil, err
	}
	m.debug = s.Debug
	s.matches[code] = m
	s.order = append(s.order, m)
	if s.Log != nil {
		s.Log.Info("match made", "code", code, "players", players)
	}
	return m, nil
}

// Match returns the match with a code, or nil.
func (s *Server) Match(code string) *Match { return s.matches[code] }

// Matches returns how many matches run.
func (s *Server) Matches() int { return len(s.order) }

// Accept takes a new connection: it must say Hello within five seconds.
func (s *Server) Accept(c Conn) { s.waiting = append(s.waiting, pending{c, s.now}) }

// Tick seats the connections that said hello and steps every match once.
func (s *Server) Tick() {
	s.now++
	keep := s.waiting[:0]
	for _, p := range s.waiting {
		done, err := s.greet(p.conn)
		switch {
		case err != nil:
			s.refuse(p.conn, err)
		case done:
		case s.now-p.since > helloTicks:
			s.refuse(p.conn, errNoHello)
		default:
			keep = append(keep, p)
		}
	}
	s.waiting = keep
	for _, m := range s.order {
		m.Step()
	}
}

// greet reads a waiting connection's hello, if it came, and seats it.
func (s *Server) greet(c Conn) (bool, error) {
	b, err := c.Recv()
	if err != nil || b == nil {
		return false, err
	}
	msg, err := DecodeClient(b)
	if err != nil {
		return false, err
	}
	h, ok := msg.(Hello)
	switch {
	case !ok:
		return false, errBadHello
	case h.Version != Version:
		return false, fmt.Errorf("%w: %d, the server speaks %d", errVersion, h.Version, Version)
	}
	m := s.matches[h.Code]
	if m == nil {
		return false, fmt.Errorf("%w %q", errNoMatch, h.Code)
	}
	var token Token
	if _, err := crand.Read(token[:]); err != nil {
		return false, err
	}
	i, err := m.join(c, h, token)
	if err != nil {
		return false, err
	}
	st := &m.seats[i]
	it := m.w.PlayerAt(i).Item()
	w := Welcome{Player: uint8(i), Players: uint8(len(m.seats)), Token: st.token, Item: it.Name}
	if err := c.Send(EncodeServer(nil, w)); err != nil {
		m.drop(i, err)
		return false, nil
	}
	if s.Log != nil {
		s.Log.Info("joined", "match", m.Code, "player", i, "name", h.Name, "rejoin", !h.Token.IsZero())
	}
	return true, nil
}

// refuse tells a connection why and closes it.
func (s *Server) refuse(c Conn, err error) {
	_ = c.Send(EncodeServer(nil, Bye{Reason: err.Error()}))
	_ = c.Close()
	if s.Log != nil {
		s.Log.Info("refused", "error", err)
	}
}
