package netplay

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
)

// greet reads a waiting connection's hello, if it came, and seats it.
func (s *Server) greet(p pending) (bool, error) {
	c := p.conn
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
	if err := s.joins.Check(p.from, s.now); err != nil {
		return false, err // its other connections failed meanwhile
	}
	m := s.Match(h.Code)
	if m == nil {
		return false, fmt.Errorf("%w %q", errNoMatch, h.Code)
	}
	token, err := newToken(s.Secrets)
	if err != nil {
		return false, err
	}
	i, err := m.join(c, h, token)
	if err != nil {
		return false, err
	}
	name := CleanName(h.Name, i)
	_ = m.w.SetPlayerName(i, name) // i is a seat of the match, name not empty
	st := &m.seats[i]
	it := m.w.PlayerAt(i).Item()
	w := Welcome{Player: uint8(i), Players: uint8(len(m.seats)), Token: st.token, Item: it.Name}
	if err := c.Send(EncodeServer(nil, w)); err != nil {
		m.drop(i, err)
		return true, nil
	}
	if s.Log != nil {
		s.Log.Info("joined", "match", m.Code, "player", i, "name", name, "from", p.from, "rejoin", !h.Token.IsZero())
	}
	return true, nil
}

// refuse tells a connection why and closes it; a refusal that counts
// takes one of the address's failed joins.
func (s *Server) refuse(p pending, err error, count bool) {
	if count && !errors.Is(err, ErrLimited) {
		s.joins.Take(p.from, s.now)
	}
	_ = p.conn.Send(EncodeServer(nil, Bye{Reason: byeReason(err), Final: !errors.Is(err, ErrLimited)}))
	_ = p.conn.Close()
	if s.Log != nil {
		level := slog.LevelInfo
		if errors.Is(err, ErrLimited) {
			level = slog.LevelDebug // one line a try would let a flood fill the log
		}
		s.Log.Log(context.Background(), level, "refused", "from", p.from, "error", err)
	}
}

// maxBye is the most bytes of a Bye's reason (DecodeServer's bound).
const maxBye = 200

// finalBye reports whether a drop for err ends the player's part in the
// match for good: no rejoin with the token would help.
func finalBye(err error) bool {
	return errors.Is(err, ErrMatchOver) || errors.Is(err, errTakenBack) || errors.Is(err, errShutdown)
}

// byeReason is an error as a Bye says it, cut to fit.
func byeReason(err error) string {
	r := err.Error()
	if len(r) > maxBye {
		r = strings.ToValidUTF8(r[:maxBye], "")
	}
	return r
}
