package netplay

import (
	"errors"
	"fmt"
	"log/slog"

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
	// maxQueued is how many input frames may wait to run, ten seconds of
	// them: past it a player is too far behind to catch up, and dropped.
	maxQueued = 10 * ag.TickRate
	// catchUpFrames is the backlog past which a seat catches up faster: a
	// third frame a tick, and the frames that change nothing while the
	// player stands at rest are skipped (seat.next).
	catchUpFrames = ag.TickRate / 2
	// aheadFrames is how far a machine's frames may run ahead of the
	// server's ticks since it joined, ten seconds (a server under load
	// drops ticks; a machine's clock may run a little fast): past it, it
	// makes frames faster than 60 a second. The presses a machine could
	// win so are bounded: the rate cap counts 60 frames a second.
	aheadFrames = maxQueued
	// maxMessagesPerTick is how many messages the server takes from a
	// seat's connection in one tick; the rest wait there (a backlog after
	// a stall comes in over a few ticks).
	maxMessagesPerTick = 32
	// graceKeep is how many of a player's recent move starts the server
	// keeps to match late claims against.
	graceKeep = 16
)

// claimSlack is Dwell Grace Base Seconds in input frames.
var claimSlack = uint32(ag.SecondsToTicks(DwellGraceBaseSeconds))

// Errors a client's messages can earn; each drops that client only.
var (
	errOutOfOrder = errors.New("netplay: an input frame came after a later one")
	errTooFast    = fmt.Errorf("netplay: input frames faster than %d a second", ag.TickRate)
	errBehind     = fmt.Errorf("netplay: over %d s of input frames wait to run: too far behind to catch up (rejoin)", maxQueued/ag.TickRate)
	errNotHere    = errors.New("netplay: message not expected here")
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
	claims   []claim     // frames run that claimed a move, awaiting the server's
	starts   []startedAt // the player's recent move starts, by frame
	presses  []ag.Ticks  // the frames of its recent presses, for the rate cap
	start    ag.Ticks    // the world's tick when it joined: its frame 0
	seen     uint64      // the player's node starts before this tick
	prevNode string      // its node before this tick
	// lock is the node a refused cut tried to leave early: the player's
	// presses are dropped until its window opens or it ends.
	lock string
	// struck is the world tick a blow last landed on the player, for
	// telling a refusal a blow caused (CauseHit); -1 for none yet.
	struck ag.Ticks
	// last is the buttons of the last frame taken from the queue, run or
	// skipped (seat.next).
	last uint64
	// rejectNext refuses this player's next claimed move once
	// (UPC.Debug.Net.RejectNextActivation 1, on a server with -debug).
	rejectNext bool
	// toldNoDebug is set once the player has been told its debug
	// commands are off.
	toldNoDebug bool

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
	// RejectedBy counts the refusals by Cause.
	RejectedBy [numCauses]int
	// Skipped counts the frames skipped to catch up after a stall.
	Skipped int
}

// claim is a frame run that claimed a move, awaiting the server's answer.
type claim struct {
	Input
	// dropped is set when the rate cap or the chain lock dropped a press
	// of the frame: the server never ran the claimed move's press.
	dropped bool
}

// Match is one game: the authoritative World and up to MaxPlayers seats.
// It is not safe for concurrent use; a Server steps it.
type Match struct {
	Code  string
	w     *world.World
	seats []seat
	// Debug lets the players' UPC.Debug.Net.* commands act; the server
	// sets it from Server.Debug.
	Debug bool
	life  life         // what the server watches to end it
	log   *slog.Logger // the server's, for the commands it ignores
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
	// recent are the digests of the last States published, for checking
	// what a client holds (Published).
	recent recentRing
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
			if s.taken && s.token.Equal(h.Token) {
				if s.conn != nil {
					// The seat's own machine again, on a new connection (a
					// game restarted before the server saw the old one go):
					// the token is the seat's, the new connection takes it.
					m.drop(i, errTakenBack)
				}
				// A new machine counts its frames from 0 again.
				s.conn, s.queue, s.running, s.received, s.hasRun = c, s.queue[:0], false, false, false
				s.applied, s.echo, s.claims, s.starts, s.last = 0, 0, nil, nil, 0
				s.start, s.presses = m.w.Now(), s.presses[:0]
				return i, nil
			}
		}
		return 0, fmt.Errorf("%w (match %s)", errNoSeat, m.Code)
	}
	for i := range m.seats {
		s := &m.seats[i]
		if !s.taken {
			*s = seat{token: token, conn: c, taken: true, start: m.w.Now(), struck: -1}
			m.begun = true
			return i, nil
		}
	}
	return 0, fmt.Errorf("%w (match %s)", errFull, m.Code)
}

// drop closes a seat's connection, telling it why; its player stands
// still until it rejoins.
func (m *Match) drop(i int, why error) {
	s := &m.seats[i]
	if s.conn == nil {
		return
	}
	_ = s.conn.Send(EncodeServer(nil, Bye{Reason: byeReason(why), Final: finalBye(why)}))
	_ = s.conn.Close()
	s.conn, s.away, s.held = nil, m.w.Now(), 0
	_ = m.w.SetPlayerInput(i, 0, combat.Vec{})
	_ = m.w.SetPlayerView(i, -1) // nobody's machine to wait for: blows land at once
}

// receive takes what seat i's connection delivered this tick, up to
// maxMessagesPerTick messages: the rest wait in the connection.
func (m *Match) receive(i int) {
	s := &m.seats[i]
	for n := 0; s.conn != nil && n < maxMessagesPerTick; n++ {
		b, err := s.conn.Recv()
		if err != nil {
			m.drop(i, err)
			return
		}
		if b == nil {
			return
		}
		var in Input
		if ok, err := DecodeInput(b, &in); ok {
			switch {
			case err != nil:
				m.drop(i, err)
				return
			case s.received && in.Frame <= s.echo:
				m.drop(i, fmt.Errorf("%w: frame %d after %d", errOutOfOrder, in.Frame, s.echo))
				return
			case ag.Ticks(in.Frame) > m.w.Now()-s.start+aheadFrames:
				m.drop(i, fmt.Errorf("%w: frame %d, %d ticks after joining", errTooFast, in.Frame, m.w.Now()-s.start))
				return
			case len(s.queue) >= maxQueued:
				m.drop(i, errBehind)
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
			m.command(i, msg.Text)
		default:
			m.drop(i, errNotHere)
			return
		}
	}
}
