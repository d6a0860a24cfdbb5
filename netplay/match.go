package netplay

import (
	"errors"
	"fmt"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// The reference page's Multiplayer group, and the server's own bounds.
const (
	// DwellGraceBaseSeconds is how far a player's machine may start a move
	// from where the server starts it and still be confirmed.
	DwellGraceBaseSeconds = 0.1
	// MaxServerInputsPerSecond caps the presses the server runs for one
	// player in any second; presses past it are dropped.
	MaxServerInputsPerSecond = 20
	// RejoinSeconds is how long a dropped player's seat waits for it.
	RejoinSeconds = 30
	// StateEvery is how many ticks pass between two States: a match
	// publishes the ticks that are multiples of it.
	StateEvery = 2
	// jitterFrames is how many input frames a seat holds before it runs
	// them, to ride out the network's jitter.
	jitterFrames = 3
	// maxQueued frames waiting is a client flooding the server: dropped.
	maxQueued = 240
	// maxMessagesPerTick is how many messages a seat's connection may
	// deliver in one tick before it is dropped.
	maxMessagesPerTick = 32
	// graceKeep is how many of a player's recent move starts the server
	// keeps to match late claims against.
	graceKeep = 16
)

// recentStates is how many published States a match remembers.
const recentStates = 600

type published struct {
	tick   uint32
	digest uint64
	ok     bool
}

// Published returns the digest of the State the match published at a
// tick, if it is among the last recentStates.
func (m *Match) Published(tick uint32) (uint64, bool) {
	p := m.recent[tick%recentStates]
	return p.digest, p.ok && p.tick == tick
}

// claimSlack is Dwell Grace Base Seconds in input frames.
var claimSlack = uint32(ag.SecondsToTicks(DwellGraceBaseSeconds))

// Errors a client's messages can earn; each drops that client only.
var (
	errOutOfOrder = errors.New("netplay: input frames out of order")
	errFlood      = errors.New("netplay: too many messages")
	errNotHere    = errors.New("netplay: message not expected here")
	errSlow       = errors.New("netplay: the peer is too slow")
)

// seat is one player's place in a match.
type seat struct {
	token Token
	conn  Conn
	away  ag.Ticks // when its connection dropped
	taken bool

	queue    []Input // received, not yet run
	running  bool    // its jitter buffer has filled once
	applied  uint32  // the last frame run
	hasRun   bool    // a frame has run since it joined
	echo     uint32  // the newest frame received
	echoAt   ag.Ticks
	received bool
	held     items.Buttons
	claims   []Input     // frames run that claimed a move, awaiting the server's
	starts   []startedAt // the player's recent move starts, by frame
	presses  []ag.Ticks  // when its recent presses ran, for the rate cap
	seen     uint64      // the player's node starts before this tick
	prevNode string      // its node before this tick
	// lock is the node a refused cut tried to leave early: the player's
	// presses are dropped until its window opens or it ends.
	lock string

	stats SeatStats
}

// startedAt is a move the server started for a player on a frame.
type startedAt struct {
	frame uint32
	node  string
	used  bool
}

// SeatStats counts what a seat's claims came to, and the presses the
// rate cap and the chain lock dropped.
type SeatStats struct {
	Claims, Confirmed, Rejected, Capped, Locked int
}

// Match is one game: the authoritative World and up to MaxPlayers seats.
// It is not safe for concurrent use; a Server steps it.
type Match struct {
	Code  string
	w     *world.World
	seats []seat
	// rejectNext refuses the next claimed move once
	// (UPC.Debug.Net.RejectNextActivation 1).
	rejectNext bool
	// begun is set once a player has joined: the fight waits for one.
	begun     bool
	buf       []byte
	digestBuf []byte // the State's encoding for its digest, reused
	state     State
	cues      []world.Cue // the world's cues since the last State
	cueBuf    []world.Cue
	ran       []bool
	// OnPublish, when set, sees every State the match publishes (tests
	// keep their digests).
	OnPublish func(*State)
	// recent are the digests of the last States published, by tick, for
	// checking what a client holds (Published).
	recent [recentStates]published
	// OnVerdict, when set, sees every verdict as the server gives it.
	OnVerdict func(player int, v Verdict)
}

// NewMatch makes a match for players on the assets, seeded by seed.
func NewMatch(code string, a *world.Assets, players int, seed uint64) (*Match, error) {
	w, err := world.New(a, world.Options{Seed: seed, Waves: true, Players: players, Networked: true})
	if err != nil {
		return nil, err
	}
	return &Match{Code: code, w: w, seats: make([]seat, players), ran: make([]bool, players)}, nil
}

// World returns the match's authoritative world.
func (m *Match) World() *world.World { return m.w }

// Stats returns player i's claim counts.
func (m *Match) Stats(i int) SeatStats { return m.seats[i].stats }

// join seats a player who said hello: back in its old seat when the token
// is that of a seat whose player dropped less than RejoinSeconds ago, else
// in the first free seat.
func (m *Match) join(c Conn, h Hello, token Token) (int, error) {
	if !h.Token.IsZero() {
		for i := range m.seats {
			s := &m.seats[i]
			if s.taken && s.conn == nil && s.token.Equal(h.Token) {
				// A new machine counts its frames from 0 again.
				s.conn, s.queue, s.running, s.received, s.hasRun = c, s.queue[:0], false, false, false
				s.applied, s.echo, s.claims, s.starts = 0, 0, nil, nil
				return i, nil
			}
		}
		return 0, fmt.Errorf("netplay: no seat of match %s waits for that token", m.Code)
	}
	for i := range m.seats {
		s := &m.seats[i]
		if !s.taken {
			*s = seat{token: token, conn: c, taken: true}
			m.begun = true
			return i, nil
		}
	}
	return 0, fmt.Errorf("netplay: match %s is full", m.Code)
}

// drop closes a seat's connection, telling it why; its player stands
// still until it rejoins.
func (m *Match) drop(i int, why error) {
	s := &m.seats[i]
	if s.conn == nil {
		return
	}
	_ = s.conn.Send(EncodeServer(nil, Bye{Reason: why.Error()}))
	_ = s.conn.Close()
	s.conn, s.away, s.held = nil, m.w.Now(), 0
	_ = m.w.SetPlayerInput(i, 0, combat.Vec{})
}

// receive takes what seat i's connection delivered this tick.
func (m *Match) receive(i int) {
	s := &m.seats[i]
	for n := 0; s.conn != nil; n++ {
		b, err := s.conn.Recv()
		if err != nil {
			m.drop(i, err)
			return
		}
		if b == nil {
			return
		}
		if n == maxMessagesPerTick {
			m.drop(i, errFlood)
			return
		}
		var in Input
		if ok, err := DecodeInput(b, &in); ok {
			if err != nil {
				m.drop(i, err)
				return
			}
			if s.received && in.Frame <= s.echo || len(s.queue) >= maxQueued {
				m.drop(i, errOutOfOrder)
				return
			}
			s.queue = append(s.queue, in)
			s.echo, s.echoAt, s.received = in.Frame, m.w.Now(), true
			continue
		}
		msg, err := DecodeClient(b)
		if err != nil {
			m.drop(i, err)
			return
		}
		switch msg := msg.(type) {
		case Command:
			m.command(msg.Text)
		default:
			m.drop(i, errNotHere)
			return
		}
	}
}

// command runs a console command sent by a player.
func (m *Match) command(text string) {
	f := strings.Fields(text)
	if len(f) == 2 && strings.EqualFold(f[0], "UPC.Debug.Net.RejectNextActivation") {
		m.rejectNext = f[1] == "1"
	}
}
