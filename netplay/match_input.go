package netplay

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// The frames of a seat, as the server runs them: its jitter buffer, the
// rate cap, the chain lock.

// next picks the frame seat i runs this tick: none until its buffer has
// filled, then one a tick; a buffer grown long (after a stall) drops a
// frame that changes nothing to catch up.
func (s *seat) next() (Input, bool) {
	if !s.running {
		if len(s.queue) < jitterFrames {
			return Input{}, false
		}
		s.running = true
	}
	if len(s.queue) == 0 {
		return Input{}, false
	}
	in := s.queue[0]
	// Down one, in place: the queue is a few frames, and its array is
	// kept, so a steady tick allocates nothing for it.
	n := copy(s.queue, s.queue[1:])
	s.queue = s.queue[:n]
	return in, true
}

// behind reports whether seat i holds more frames than its jitter buffer
// needs (the network held some back and let them go at once): it runs
// one more this tick to catch up.
func (s *seat) behind() bool { return s.running && len(s.queue) > 2*jitterFrames }

// capPresses drops the presses of a frame past MaxServerInputsPerSecond in
// the last second: their buttons read as still up.
func (m *Match) capPresses(s *seat, b items.Buttons) items.Buttons {
	now := m.w.Now()
	keep := s.presses[:0]
	for _, t := range s.presses {
		if now-t < ag.TickRate {
			keep = append(keep, t)
		}
	}
	s.presses = keep
	pressed := b &^ s.held
	for bit := items.Buttons(1); pressed != 0; bit <<= 1 {
		if pressed&bit == 0 {
			continue
		}
		pressed &^= bit
		if len(s.presses) >= MaxServerInputsPerSecond {
			b &^= bit
			s.stats.Capped++
			continue
		}
		s.presses = append(s.presses, now)
	}
	return b
}

// lockPresses drops the new presses of a locked seat (a cut its node's
// rules forbid was refused) until the locked node's window opens or the
// node ends.
func (m *Match) lockPresses(i int, b items.Buttons) items.Buttons {
	s := &m.seats[i]
	if s.lock == "" {
		return b
	}
	if st := m.w.PlayerAt(i).State(); st.Node != s.lock || st.Window {
		s.lock = ""
		return b
	}
	if b&^s.held != 0 {
		s.stats.Locked++
	}
	return b & s.held
}

// run applies the frame seat i runs this tick to its player.
func (m *Match) run(i int, in Input) {
	s := &m.seats[i]
	b := m.lockPresses(i, m.capPresses(s, items.Buttons(in.Buttons)))
	dropped := (items.Buttons(in.Buttons)&^s.held)&^b != 0
	s.held = b
	_ = m.w.SetPlayerInput(i, b, combat.Vec{X: float64(in.StickX) / 127, Y: float64(in.StickY) / 127})
	_ = m.w.SetPlayerView(i, ag.Ticks(in.Seen))
	if in.Draw > 0 {
		_ = m.w.DrawItemFor(i, int(in.Draw)-1)
	}
	if in.Lock {
		m.w.ToggleLockFor(i)
	}
	s.applied, s.hasRun = in.Frame, true
	if in.Claim != "" {
		s.claims = append(s.claims, claim{Input: in, dropped: dropped})
		s.stats.Claims++
	}
}
