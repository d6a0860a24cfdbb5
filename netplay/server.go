package netplay

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/netip"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// The server's bounds; cmd/server has a flag for each.
const (
	// DefaultMaxMatches bounds the matches one server runs at once.
	DefaultMaxMatches = 64
	// DefaultUnjoinedSeconds is how long a match nobody has joined waits
	// before it is removed.
	DefaultUnjoinedSeconds = 60
	// EndSeconds is how long the players see the end screen after Victory
	// or Defeat before the match closes.
	EndSeconds = 5
)

// helloTicks is how long a new connection has to say Hello.
const helloTicks = 5 * ag.TickRate

// Bounds on the connections that have not said Hello yet.
const (
	maxWaiting        = 256
	maxWaitingPerAddr = 8
)

// sweepEvery is how often the limiters forget the addresses whose
// buckets have filled up again.
const sweepEvery = ag.TickRate

var (
	errNoMatch     = errors.New("netplay: no match with that code")
	errNoSeat      = errors.New("netplay: no seat of the match waits for that token")
	errFull        = errors.New("netplay: the match is full")
	errTakenBack   = errors.New("netplay: another connection took this seat back with its token")
	errNoHello     = errors.New("netplay: no hello in time")
	errVersion     = errors.New("netplay: another protocol version")
	errBadHello    = errors.New("netplay: the first message must be a hello")
	errBusy        = errors.New("netplay: too many connections are waiting to join")
	errBusyAddr    = errors.New("netplay: too many connections from this address are waiting to join")
	errPlayerCount = errors.New("netplay: a match seats 1 to 4 players")
)

// ErrTooMany is a match made past Server.MaxMatches.
var ErrTooMany = errors.New("netplay: the server runs as many matches as it may")

// Server runs matches and seats the connections that join them. It is not
// safe for concurrent use: one goroutine calls Accept, NewMatch and Tick
// (cmd/server holds a lock around them).
type Server struct {
	assets  *world.Assets
	matches map[string]*Match
	order   []*Match // matches in the order made: they step in order
	waiting []pending
	now     ag.Ticks
	creates *Limiter
	joins   *Limiter
	ended   endedRing

	// Secrets is where join codes and seat tokens come from: crypto/rand
	// unless a test gives a reader of its own.
	Secrets io.Reader
	// Seeds is where the matches' world seeds come from, which need not
	// be secret: Secrets when nil; a test gives a reader of its own to
	// replay a fight.
	Seeds io.Reader
	// MaxMatches bounds the matches run at once (-max-matches).
	MaxMatches int
	// UnjoinedTicks is how long a match nobody has joined waits before it
	// is removed (-unjoined).
	UnjoinedTicks ag.Ticks
	// Debug lets the players' UPC.Debug.Net.* console commands act
	// (-debug); without it they are ignored, and the sender told once.
	Debug bool
	// Log, when set, records joins, drops and matches made and ended.
	Log *slog.Logger
	// OnEnd, when set, hears of each match that ends, as it is removed.
	OnEnd func(m *Match, why End)
}

// pending is a connection waiting for its hello: since when, from where.
type pending struct {
	conn  Conn
	since ag.Ticks
	from  netip.Addr
}

// NewServer returns a server of matches on the assets, with the default
// bounds and limits.
func NewServer(a *world.Assets) *Server {
	s := &Server{assets: a, matches: map[string]*Match{}, Secrets: defaultSecrets, MaxMatches: DefaultMaxMatches,
		UnjoinedTicks: DefaultUnjoinedSeconds * ag.TickRate}
	s.SetLimits(DefaultLimits)
	return s
}

// SetLimits sets the per-address limits on match creations and failed
// joins, forgetting what the old limiters counted.
func (s *Server) SetLimits(l Limits) {
	s.creates = NewLimiter("match creations", l.CreatesPerMinute, l.CreateBurst, l.Addresses)
	s.joins = NewLimiter("failed joins", l.FailedJoinsPerMinute, l.FailedJoinBurst, l.Addresses)
}

// Limiters returns the limiters of match creations and of failed joins.
func (s *Server) Limiters() (creates, joins *Limiter) { return s.creates, s.joins }

// Now returns how many ticks the server has run.
func (s *Server) Now() ag.Ticks { return s.now }

// NewMatch makes a match for up to players players and returns it; its
// Code is what players join with. It is the operator's way (cmd/server's
// -match): no address is counted.
func (s *Server) NewMatch(players int) (*Match, error) {
	if players < 1 || players > world.MaxPlayers {
		return nil, fmt.Errorf("%w: not %d", errPlayerCount, players)
	}
	if len(s.order) >= s.MaxMatches {
		return nil, fmt.Errorf("%w (%d)", ErrTooMany, s.MaxMatches)
	}
	code := ""
	for code == "" || s.matches[code] != nil {
		c, err := newCode(s.Secrets)
		if err != nil {
			return nil, err
		}
		code = c
	}
	seeds := s.Seeds
	if seeds == nil {
		seeds = s.Secrets
	}
	seed, err := newSeed(seeds)
	if err != nil {
		return nil, err
	}
	m, err := NewMatch(code, s.assets, players, seed)
	if err != nil {
		return nil, err
	}
	m.Debug, m.log = s.Debug, s.Log
	m.life = life{made: s.now, here: s.now, worldAt: -1}
	s.matches[code] = m
	s.order = append(s.order, m)
	if s.Log != nil {
		s.Log.Info("match made", "code", code, "players", players)
	}
	return m, nil
}

// NewMatchFrom makes a match as a client at address from asked
// (POST /match): the address's creations are limited (a *LimitError
// past them). A creation refused for its player count or at the cap of
// matches does not count.
func (s *Server) NewMatchFrom(players int, from netip.Addr) (*Match, error) {
	switch {
	case players < 1 || players > world.MaxPlayers:
		return nil, fmt.Errorf("%w: not %d", errPlayerCount, players)
	case len(s.order) >= s.MaxMatches:
		return nil, fmt.Errorf("%w (%d)", ErrTooMany, s.MaxMatches)
	}
	if err := s.creates.Allow(from, s.now); err != nil {
		return nil, err
	}
	return s.NewMatch(players)
}

// Match returns the match with a code, or nil; the code may be in lower
// case or have spaces around it.
func (s *Server) Match(code string) *Match { return s.matches[NormalCode(code)] }

// Matches returns how many matches run.
func (s *Server) Matches() int { return len(s.order) }

// Accept takes a new connection from an unknown address (an in-process
// link): it must say Hello within five seconds.
func (s *Server) Accept(c Conn) { s.AcceptFrom(c, netip.Addr{}) }

// AcceptFrom takes a new connection from a client address: it must say
// Hello within five seconds. An address past its failed joins, or with
// too many connections waiting, is refused at once.
func (s *Server) AcceptFrom(c Conn, from netip.Addr) {
	if err := s.joins.Check(from, s.now); err != nil {
		s.refuse(pending{conn: c, from: from}, err, false)
		return
	}
	n := 0
	for _, p := range s.waiting {
		if AddrKey(p.from) == AddrKey(from) {
			n++
		}
	}
	switch {
	case len(s.waiting) >= maxWaiting:
		s.refuse(pending{conn: c, from: from}, errBusy, false)
	case n >= maxWaitingPerAddr:
		s.refuse(pending{conn: c, from: from}, errBusyAddr, true)
	default:
		s.waiting = append(s.waiting, pending{c, s.now, from})
	}
}

// Tick seats the connections that said hello, steps every match once and
// removes the matches that have ended.
func (s *Server) Tick() {
	s.now++
	keep := s.waiting[:0]
	for _, p := range s.waiting {
		done, err := s.greet(p)
		switch {
		case err != nil:
			s.refuse(p, err, true)
		case done:
		case s.now-p.since > helloTicks:
			s.refuse(p, errNoHello, true)
		default:
			keep = append(keep, p)
		}
	}
	clear(s.waiting[len(keep):])
	s.waiting = keep
	for _, m := range s.order {
		m.Step()
		m.watch(s.now, s.UnjoinedTicks)
	}
	s.removeEnded()
	if s.now%sweepEvery == 0 {
		s.creates.Sweep(s.now)
		s.joins.Sweep(s.now)
	}
}
