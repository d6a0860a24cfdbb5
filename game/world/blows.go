package world

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
)

// A server judges a remote player's defence by the input frames it has
// run, and those trail what the player's machine showed by a round trip
// and the jitter buffer: a dodge or a guard pressed in time on the
// player's screen would start after the blow on the server, the blow would
// land first and the press be refused. So a blow that meets a remote
// player waits until the server runs a frame the machine made having seen
// the blow's tick (SetPlayerView), at most Tuning.Network.BlowWait: it is
// then struck against the defence the player's own frames put up by then
// (a dodge's invulnerable frames, a raised guard, a parry).

// maxWaiting bounds the blows waiting on one player: past it the oldest
// lands at once.
const maxWaiting = 8

// waitingBlow is a blow that met a remote player and waits to land.
type waitingBlow struct {
	at       ag.Ticks // the world tick it met the player
	attacker int      // fighters
	atk      combat.Attack
}

// blowQueue is a player's waiting blows, oldest first; a fixed array, so
// a steady tick allocates nothing.
type blowQueue struct {
	b [maxWaiting]waitingBlow
	n int
	// view is the world tick the machine had seen as it made the frame
	// the server runs now; -1 while the player is not remote.
	view   ag.Ticks
	remote bool
}

// SetPlayerView tells a networked world (Options.Networked) which world
// tick player i's machine had seen (the newest State it held) as it made
// the input frame the server runs now: blows that meet the player wait
// until its machine has seen them. A negative tick makes the player local
// again (its machine dropped): its blows land at once.
func (w *World) SetPlayerView(i int, seen ag.Ticks) error {
	p := w.PlayerAt(i)
	if p == nil {
		return errNoCharacter
	}
	q := &p.waiting
	q.remote = w.opt.Networked && seen >= 0
	q.view = max(min(seen, w.now), q.view) // never ahead of the world, never back
	if !q.remote {
		q.view = -1
	}
	p.Fighter().Deferred = q.remote
	return nil
}

// hold keeps a Pending hit for the player it met, or lands it now when
// the machine's view already covers this tick.
func (w *World) hold(h *combat.Hit, atk combat.Attack) {
	vic := w.byFighter[h.Victim]
	q := &vic.waiting
	if !q.remote || q.view >= w.now {
		s := w.arena.Strike(h.Attacker, h.Victim, atk)
		w.land(&s)
		return
	}
	if q.n == maxWaiting {
		w.strikeOldest(vic)
	}
	q.b[q.n] = waitingBlow{at: w.now, attacker: h.Attacker, atk: atk}
	q.n++
}

// landWaiting strikes every waiting blow whose time has come: the
// player's machine has seen its tick, it has waited as long as it may, or
// the player is no longer remote. It runs after the player's frame has
// played, so the blow meets the defence that frame put up.
func (w *World) landWaiting(c *Character) {
	q := &c.waiting
	for q.n > 0 {
		b := &q.b[0]
		if q.remote && q.view < b.at && w.now-b.at < w.assets.Tuning.Network.BlowWait {
			return
		}
		w.strikeOldest(c)
	}
}

// strikeOldest lands c's oldest waiting blow and takes it off the queue.
func (w *World) strikeOldest(c *Character) {
	q := &c.waiting
	b := q.b[0]
	copy(q.b[:q.n], q.b[1:q.n])
	q.n--
	if att := w.byFighter[b.attacker]; att == nil || att.Dead() {
		return // its attacker fell meanwhile: the blow goes with it
	}
	h := w.arena.Strike(b.attacker, c.fighter, b.atk)
	w.land(&h)
}
