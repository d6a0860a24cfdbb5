package game

import "time"

// Catching up with the clock. Ebitengine runs Update 60 times a second of
// wall time, several a frame when frames are slow, but when one frame takes
// longer than five ticks (83 ms) it lets the time go: the fight then plays
// in slow motion. That happens in browsers that draw WebGL in software,
// where a frame takes 60-80 ms and now and then more. The game keeps its
// own account: while a fight is being played, it compares the ticks run
// with the wall time since the fight (re)started and, when Ebitengine has
// let more than catchUpSlack ticks go, runs up to catchUpMax more Updates
// in this one. The logic still only counts ticks; this only decides how
// many to run, as Ebitengine's own loop does.
const (
	catchUpSlack = 2
	catchUpMax   = 4
)

// clockAccount is the wall time a fight has been played and the ticks run
// in it, since the last time it stopped (paused, ended, a scripted run).
type clockAccount struct {
	since time.Time
	ticks int
}

// owed returns how many Updates to run now beyond Ebitengine's: 0 unless
// a fight is being played live and has fallen behind the clock.
func (g *Game) owed(now time.Time) int {
	a := &g.clock
	if g.scene != scenePlaying || g.cfg.Frames > 0 || g.freeze.frozen {
		a.since = time.Time{}
		return 0
	}
	if a.since.IsZero() {
		a.since, a.ticks = now, 0
	}
	a.ticks++
	want := int(now.Sub(a.since) * 60 / time.Second)
	behind := want - a.ticks
	if behind <= catchUpSlack {
		return 0
	}
	extra := min(behind-catchUpSlack, catchUpMax)
	if behind > 60 { // a second or more behind (a stall, a breakpoint): start the account anew
		a.since, a.ticks = now, 0
		return 0
	}
	a.ticks += extra
	return extra
}
