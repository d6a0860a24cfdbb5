package netplay

import (
	"math"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// Step runs one server tick, once the first player has joined: it takes
// every seat's messages, runs each seat's next input frame, steps the
// world, answers the claims the frames carried and, every StateEvery
// ticks, publishes the state.
func (m *Match) Step() {
	if !m.begun {
		return // the waves wait for the first player
	}
	ran := m.ran
	for i := range m.seats {
		ran[i] = false
		s := &m.seats[i]
		m.receive(i)
		p := m.w.PlayerAt(i)
		s.seen, s.prevNode = p.Starts(), p.State().Node
		for k := s.behind(); k > 0; k-- {
			// Catch up: this frame's presses run on the player's graph
			// alone, the last with the world.
			in, ok := s.next(p.Component().Idle())
			if !ok {
				break
			}
			m.run(i, in)
			_ = m.w.StepGraph(i)
			m.noteStart(i)
		}
		if in, ok := s.next(p.Component().Idle()); ok {
			m.run(i, in)
			ran[i] = true
		} else {
			// No frame to run: the player's moves wait for it, so that
			// they keep the timing its machine predicted them with.
			_ = m.w.PauseGraph(i)
		}
	}
	m.w.Step()
	m.keepCues()
	for i := range m.seats {
		s := &m.seats[i]
		p := m.w.PlayerAt(i)
		if p.Starts() != s.seen && ran[i] {
			if s.rejectNext && len(s.claims) > 0 && s.claims[len(s.claims)-1].Frame == s.applied {
				// The console's forced refusal, of this player's move
				// only: the server does not run the move either, and the
				// player goes back where it was.
				s.rejectNext = false
				_ = m.w.RefuseMove(i, s.prevNode)
				m.verdict(i, s.claims[len(s.claims)-1], false, false, CauseDebug)
				s.claims = s.claims[:len(s.claims)-1]
			} else {
				m.noteStart(i)
			}
		}
		m.settle(i)
	}
	if m.w.Now()%StateEvery == 0 {
		m.publish()
	}
}

// noteStart keeps the move player i's graph started on the frame just
// run, if it started one, for claims to match.
func (m *Match) noteStart(i int) {
	s := &m.seats[i]
	p := m.w.PlayerAt(i)
	if p.Starts() == s.seen {
		return
	}
	s.seen = p.Starts()
	if len(s.starts) == graceKeep {
		n := copy(s.starts, s.starts[1:]) // in place: its array is kept
		s.starts = s.starts[:n]
	}
	s.starts = append(s.starts, startedAt{frame: s.applied, node: p.State().Node})
}

// settle answers seat i's claims the server can answer now: a claim is
// confirmed when the server started the same move within Dwell Grace Base
// Seconds of its frame, and refused once the server has run that far past
// it without starting it.
func (m *Match) settle(i int) {
	s := &m.seats[i]
	keep := s.claims[:0]
	for _, c := range s.claims {
		switch {
		case m.match(s, c):
			m.verdict(i, c, true, false, CauseNone)
		case s.applied >= c.Frame+claimSlack:
			locked := m.refuseCut(i, c)
			m.verdict(i, c, false, locked, m.cause(i, c, locked))
		default:
			keep = append(keep, c)
		}
	}
	s.claims = keep
}

// refuseCut handles a claim refused while the player's move runs with its
// window shut: a cut its rules forbid. The press the server's graph holds
// for the window is dropped (the machine was told no), and the player's
// presses are locked until the window would have opened.
func (m *Match) refuseCut(i int, c claim) bool {
	p := m.w.PlayerAt(i)
	st := p.State()
	f := p.Fighter()
	if p.Component().Idle() || st.Window || st.Node == c.Claim || f.Dead || f.Staggered() || p.Held() {
		return false // not the node's rules: a blow or a hold the machine could not see
	}
	if ss := m.seats[i].starts; len(ss) == 0 || ss[len(ss)-1].frame >= c.Frame || ss[len(ss)-1].node != st.Node {
		return false // the server's move began with the claim's press, or after: another answer, not a cut
	}
	_ = m.w.DropWaiting(i)
	m.seats[i].lock = st.Node
	return true
}

// match finds a move start of the claim's node within the slack of its
// frame, not matched before, and marks it matched.
func (m *Match) match(s *seat, c claim) bool {
	for k := range s.starts {
		st := &s.starts[k]
		d := int64(st.frame) - int64(c.Frame)
		if !st.used && st.node == c.Claim && d >= -int64(claimSlack) && d <= int64(claimSlack) {
			st.used = true
			return true
		}
	}
	return false
}

// verdict sends seat i the answer to a claim.
func (m *Match) verdict(i int, c claim, ok, locked bool, why Cause) {
	s := &m.seats[i]
	v := Verdict{Frame: c.Frame, Confirm: ok, Locked: locked, Cause: uint8(why)}
	if ok {
		s.stats.Confirmed++
	} else {
		s.stats.Rejected++
		s.stats.RejectedBy[why]++
		st := m.w.PlayerAt(i).State()
		v.Node, v.Applied, v.Time = st.Node, s.applied, uint32(max(st.TimeInNode, 0))
	}
	if m.OnVerdict != nil {
		m.OnVerdict(i, v)
	}
	if s.conn != nil {
		m.buf = EncodeServer(m.buf[:0], v)
		_ = s.conn.Send(m.buf)
	}
}

// publish sends every connected seat the match's state.
func (m *Match) publish() {
	m.fillState()
	var d uint64
	d, m.digestBuf = m.state.digest(m.digestBuf)
	m.recent.add(m.state.Tick, d)
	if m.OnPublish != nil {
		m.OnPublish(&m.state)
	}
	for i := range m.seats {
		s := &m.seats[i]
		if s.conn == nil {
			if s.taken && m.w.Now()-s.away > RejoinSeconds*ag.TickRate {
				s.taken = false // the seat is free again
			}
			continue
		}
		m.state.Applied, m.state.Echo, m.state.EchoAge = s.applied, s.echo, uint32(m.w.Now()-s.echoAt)
		f := m.w.PlayerAt(i).Fighter()
		m.state.Health, m.state.Stamina = f.Health, f.Stamina
		m.state.Flags = 0
		if s.hasRun {
			m.state.Flags |= StateApplied
		}
		m.buf = EncodeServer(m.buf[:0], &m.state)
		if err := s.conn.Send(m.buf); err != nil {
			m.drop(i, err)
		}
	}
}

// keepCues keeps the step's cues that every machine must see and cannot
// make itself (a machine's own moves make their sounds and dodges).
func (m *Match) keepCues() {
	m.cueBuf = m.w.Cues(m.cueBuf[:0])
	for _, c := range m.cueBuf {
		m.noteBlow(c)
		if c.Kind == world.CueSound || c.Kind == world.CueDodge {
			continue
		}
		if len(m.cues) == MaxCues {
			copy(m.cues, m.cues[1:])
			m.cues = m.cues[:MaxCues-1]
		}
		m.cues = append(m.cues, c)
	}
}

// indexOf returns a character's index in the world, or -1.
func (m *Match) indexOf(c *world.Character) int16 {
	for i, o := range m.w.Characters() {
		if o == c {
			return int16(i)
		}
	}
	return -1
}

// fillState writes the world as it replicates into m.state.
func (m *Match) fillState() {
	st := &m.state
	st.Tick, st.Phase = uint32(m.w.Now()), uint8(m.w.Phase())
	n, _ := m.w.Wave()
	st.Wave = uint8(min(n, math.MaxUint8))
	st.Chars = st.Chars[:0]
	for _, c := range m.w.Characters() {
		st.Chars = append(st.Chars, charState(m.w, c))
		if len(st.Chars) == MaxChars {
			break
		}
	}
	st.Cues = st.Cues[:0]
	for _, c := range m.cues {
		st.Cues = append(st.Cues, CueState{Kind: uint8(c.Kind), X: float32(c.Pos.X), Y: float32(c.Pos.Y), Weight: float32(c.Weight),
			Attacker: m.indexOf(c.Attacker), Victim: m.indexOf(c.Victim)})
	}
	m.cues = m.cues[:0]
}

// charState is a character as it replicates.
func charState(w *world.World, c *world.Character) CharState {
	f := c.Fighter()
	as := c.State()
	cs := CharState{
		Name: c.Name, X: float32(f.Pos.X), Y: float32(f.Pos.Y), Facing: float32(f.Facing),
		Health: float32(f.Health), MaxHealth: float32(f.MaxHealth), Stamina: float32(f.Stamina),
		Node: as.Node, TimeInNode: uint32(max(as.TimeInNode, 0)),
	}
	if c.Type != nil {
		cs.Type = c.Type.Name
	}
	if it := c.Item(); it != nil {
		cs.Item = it.Name
	}
	if f.Dead {
		cs.Flags |= FlagDead
	}
	if f.Staggered() {
		cs.Flags |= FlagStaggered
	}
	if c.Held() {
		cs.Flags |= FlagBlocked // not the graph's own tags: the prediction has those
	}
	if as.Window {
		cs.Flags |= FlagWindow
	}
	if _, ok := w.StrikeIn(c); ok {
		cs.Flags |= FlagCue
	}
	if c.Swinging() {
		cs.Flags |= FlagSwing
	}
	if f.Open > 0 {
		cs.Flags |= FlagOpen
	}
	return cs
}
