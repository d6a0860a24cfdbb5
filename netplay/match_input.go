package netplay

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// The frames of a seat, as the server runs them: its jitter buffer, the
// rate cap, the chain lock.

// next picks the frame seat i runs this tick: none until its buffer has
// filled, then one a tick. Past catchUpFrames waiting (after a stall),
// while the player stands at rest, the frames that change nothing (the
// buttons of the frame before, no draw, lock or claim) are skipped: the
// player's presses and releases all run, in order, and only its walk is
// cut short. A move's frames are never skipped, so that the server's
// graph sees each press at the point of the move the machine did.
func (s *seat) next(atRest bool) (Input, bool) {
	if !s.running {
		if len(s.queue) < jitterFrames {
			return Input{}, false
		}
		s.running = true
	}
	skip := 0
	for atRest && len(s.queue)-skip > catchUpFrames && s.idle(s.queue[skip]) {
		skip++
	}
	if skip > 0 {
		s.applied = s.queue[skip-1].Frame
		s.stats.Skipped += skip
	}
	if len(s.queue) == skip {
		s.queue = s.queue[:copy(s.queue, s.queue[skip:])]
		return Input{}, false
	}
	in := s.queue[skip]
	// Down, in place: the queue is a few frames, and its array is kept,
	// so a steady tick allocates nothing for it.
	s.queue = s.queue[:copy(s.queue, s.queue[skip+1:])]
	s.last = in.Buttons
	return in, true
}

// idle reports whether a frame changes nothing: the buttons of the frame
// before it, and no draw, lock or claim.
func (s *seat) idle(in Input) bool {
	return in.Buttons == s.last && in.Draw == 0 && !in.Lock && in.Claim == ""
}

// behind returns how many more frames than one seat i runs this tick to
// catch up: one while it holds more than its jitter buffer needs (the
// network held some back and let them go at once), two past
// catchUpFrames (a stall).
func (s *seat) behind() int {
	switch {
	case !s.running || len(s.queue) <= 2*jitterFrames:
		return 0
	case len(s.queue) <= catchUpFrames:
		return 1
	}
	return 2
}

// capPresses drops the presses of a frame past MaxServerInputsPerSecond in
// the last second of the player's frames: their buttons read as still up.
// The second is the player's own (60 frames), so that the frames of a
// stall, run faster to catch up, keep their presses; a machine cannot
// make frames faster than the server's clock (errTooFast).
func (m *Match) capPresses(s *seat, b items.Buttons, frame uint32) items.Buttons {
	now := ag.Ticks(frame)
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
	b := m.lockPresses(i, m.capPresses(s, items.Buttons(in.Buttons), in.Frame))
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
