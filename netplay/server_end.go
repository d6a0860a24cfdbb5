package netplay

import (
	"errors"
	"fmt"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// End is how a match ended.
type End uint8

// The ends of a match.
const (
	// EndVictory and EndDefeat are the fight's own ends: the match
	// closes EndSeconds after them.
	EndVictory End = iota + 1
	EndDefeat
	// EndAbandoned is a match no player was connected to for
	// RejoinSeconds, after the first joined.
	EndAbandoned
	// EndUnjoined is a match nobody joined within Server.UnjoinedTicks.
	EndUnjoined
)

// ErrMatchOver is what the Bye of a match that ended says, with how.
var ErrMatchOver = errors.New("netplay: the match is over")

// errShutdown is what every player is told when the server shuts down.
var errShutdown = errors.New("netplay: the server is shutting down")

// String names the end.
func (e End) String() string {
	switch e {
	case EndVictory:
		return "victory"
	case EndDefeat:
		return "defeat"
	case EndAbandoned:
		return "abandoned"
	case EndUnjoined:
		return "never joined"
	}
	return "not ended"
}

// bye is the error the players of a match that ended are told.
func (e End) bye() error {
	switch e {
	case EndAbandoned:
		return fmt.Errorf("%w: no player was connected for %d s", ErrMatchOver, RejoinSeconds)
	case EndUnjoined:
		return fmt.Errorf("%w: nobody joined it in time", ErrMatchOver)
	}
	return fmt.Errorf("%w: %v", ErrMatchOver, e)
}

// life is what the server watches of a match to end it, in server ticks.
type life struct {
	made       ag.Ticks // when it was made
	here       ag.Ticks // the last tick a player was connected
	overAt     ag.Ticks // when its fight ended; 0 while it goes on
	worldAt    ag.Ticks // the world's tick at the last watch; -1 before
	advancedAt ag.Ticks // the last tick its world advanced, or waited for its first player
	end        End      // how it ended; 0 while it runs
}

// watch notes, after a step, whether match m's world advanced and
// whether a player is connected, and decides if the match has ended.
func (m *Match) watch(now, unjoined ag.Ticks) {
	l := &m.life
	if wn := m.w.Now(); wn != l.worldAt || !m.begun {
		l.worldAt, l.advancedAt = wn, now
	}
	for i := range m.seats {
		if m.seats[i].conn != nil {
			l.here = now
			break
		}
	}
	switch {
	case l.end != 0:
	case !m.begun:
		if now-l.made > unjoined {
			l.end = EndUnjoined
		}
	case m.w.Phase() != world.Playing:
		if l.overAt == 0 {
			l.overAt = now
		}
		if now-l.overAt >= EndSeconds*ag.TickRate {
			l.end = EndVictory
			if m.w.Phase() == world.Defeat {
				l.end = EndDefeat
			}
		}
	case now-l.here > RejoinSeconds*ag.TickRate:
		l.end = EndAbandoned
	}
}

// Ended returns how the match ended, or 0 while it runs.
func (m *Match) Ended() End { return m.life.end }

// removeEnded closes the matches that have ended, telling each connected
// player why, and forgets them.
func (s *Server) removeEnded() {
	keep := s.order[:0]
	for _, m := range s.order {
		if m.life.end == 0 {
			keep = append(keep, m)
			continue
		}
		why := m.life.end.bye()
		for i := range m.seats {
			m.drop(i, why)
		}
		delete(s.matches, m.Code)
		s.ended.add(endedMatch{code: m.Code, end: m.life.end, at: s.now})
		if s.Log != nil {
			s.Log.Info("match ended", "code", m.Code, "end", m.life.end.String(), "ticks", m.w.Now())
		}
		if s.OnEnd != nil {
			s.OnEnd(m, m.life.end)
		}
	}
	clear(s.order[len(keep):]) // the removed matches' memory goes with them
	s.order = keep
}

// Shutdown drops every player and waiting connection, telling each the
// server is shutting down. The matches stay, still: the server is going.
func (s *Server) Shutdown() {
	for _, p := range s.waiting {
		s.refuse(p, errShutdown, false)
	}
	clear(s.waiting)
	s.waiting = s.waiting[:0]
	for _, m := range s.order {
		for i := range m.seats {
			m.drop(i, errShutdown)
		}
	}
}

// Stuck appends to dst the codes of the matches whose world has not
// advanced for a second of server ticks though a player has joined.
func (s *Server) Stuck(dst []string) []string {
	for _, m := range s.order {
		if s.now-m.life.advancedAt > ag.TickRate {
			dst = append(dst, m.Code)
		}
	}
	return dst
}

// FreeSeats returns how many seats no player has taken, over every match.
func (s *Server) FreeSeats() int {
	n := 0
	for _, m := range s.order {
		for i := range m.seats {
			if !m.seats[i].taken {
				n++
			}
		}
	}
	return n
}

// endedKeep is how many ended matches a server remembers, to say a code
// is of a match that ended rather than of none.
const endedKeep = 64

// endedMatch is a match that ended: its code, how, when.
type endedMatch struct {
	code string
	end  End
	at   ag.Ticks
}

// endedRing holds the last endedKeep matches that ended.
type endedRing struct {
	list [endedKeep]endedMatch
	next int
}

// add remembers a match that ended, over the oldest.
func (r *endedRing) add(e endedMatch) {
	r.list[r.next%endedKeep] = e
	r.next++
}

// Ended returns how the match with a code ended and how many ticks ago,
// if it is among the last 64 to end.
func (s *Server) Ended(code string) (End, ag.Ticks, bool) {
	code = NormalCode(code)
	for _, e := range s.ended.list {
		if e.code == code && e.code != "" {
			return e.end, s.now - e.at, true
		}
	}
	return 0, 0, false
}
