package world

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/anim"
)

// notes hears a character's montage notify states begin and end, node run
// by node run (actiongraph.NotifyListener): a "trace:" state opens and
// closes a melee trace window, a "notify:sound:NAME" state gives a sound
// cue as it begins, and the revive's "notify:revive" raises the teammate.
type notes struct{ c *Character }

// NotifyBegin opens a new trace window, closing the one before, or cues a
// sound.
func (n notes) NotifyBegin(_ *ag.Run, nt *ag.Notify) {
	c := n.c
	if anim.IsTrace(nt) {
		if c.trace.open {
			c.w.arena.EndTrace(c.fighter)
		}
		c.trace = traceState{open: true, fresh: true, window: c.trace.window + 1, note: *nt}
		return
	}
	if nt.Name == notifyRevive {
		c.w.rise(c)
		return
	}
	if name, ok := anim.SoundOf(nt); ok {
		c.w.cue(Cue{Kind: CueSound, Pos: c.Fighter().Pos, Sound: name, Attacker: c})
	}
}

// NotifyEnd closes the trace window the state opened.
func (n notes) NotifyEnd(_ *ag.Run, nt *ag.Notify, _ bool) {
	c := n.c
	if c.trace.open && anim.IsTrace(nt) && *nt == c.trace.note {
		c.w.arena.EndTrace(c.fighter)
		c.trace.open = false
	}
}
