package netplay

import "github.com/upc-demo/actiongraph-game/game/world"

// cause tells why seat i's claim c was refused: a cut the rules forbid, a
// press the cap or the lock dropped, a blow the machine could not have
// seen when it made the frame, or something else.
func (m *Match) cause(i int, c claim, locked bool) Cause {
	s := &m.seats[i]
	switch {
	case locked:
		return CauseCut
	case c.dropped:
		return CauseCapped
	case s.struck >= 0 && uint32(s.struck) > c.Seen:
		return CauseHit
	case m.blocked(i):
		return CauseBlocked
	}
	return CauseOther
}

// blocked reports whether player i carries a Global Block Tag the machine
// has been told of: a stagger, a fall, a paired hold.
func (m *Match) blocked(i int) bool {
	p := m.w.PlayerAt(i)
	f := p.Fighter()
	return f.Dead || f.Staggered() || p.Held()
}

// noteBlow keeps, for each player the server's fight just cut, the tick
// it did: a blow landed on it, or an enemy parried or slipped its own
// (which leaves it reeling).
func (m *Match) noteBlow(c world.Cue) {
	var cut *world.Character
	switch c.Kind {
	case world.CueHit, world.CueGuardBreak, world.CueDeath, world.CueFinisher:
		cut = c.Victim
	case world.CueParry, world.CueEvade:
		cut = c.Attacker
	}
	if cut == nil || !cut.Player() {
		return
	}
	for i := range m.seats {
		if cut == m.w.PlayerAt(i) {
			m.seats[i].struck = m.w.Now()
		}
	}
}
