package world

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/anim"
)

// mark is a notify on the frame a character's move shows that the game
// acts on, as a bit set.
type mark uint8

// The marks, by their tags in the sprite sheets (anim/README.md).
const (
	// markParry is notify:parry: a blow from the front is parried.
	markParry mark = 1 << iota
	// markInvulnerable is notify:invulnerable: nothing lands.
	markInvulnerable
	// markCue is notify:cue: an attack winds up, and shows it.
	markCue
	// markActive is a trace: window: the blow is live.
	markActive
)

// Notify names of the marks: the sheets' notify:parry, notify:invulnerable
// and notify:cue.
const (
	notifyParry        = "parry"
	notifyInvulnerable = "invulnerable"
	notifyCue          = "cue"
)

// frameMarks returns the marks of a sheet's frame, from its tags' kinds
// (anim classifies them as the sheet loads).
func frameMarks(s *anim.Sheet, frame int) mark {
	var m mark
	for i := range s.Tags {
		t := &s.Tags[i]
		if !t.Covers(frame) {
			continue
		}
		switch {
		case t.Kind == anim.TagTrace:
			m |= markActive
		case t.Kind != anim.TagNotify:
		case t.Notify == notifyParry:
			m |= markParry
		case t.Notify == notifyInvulnerable:
			m |= markInvulnerable
		case t.Notify == notifyCue:
			m |= markCue
		}
	}
	return m
}

// updateMarks reads the marks of the frame each character's move shows:
// the frames, not whole nodes, parry and dodge.
func (w *World) updateMarks(c *Character) {
	c.marks = 0
	if c.Dead() {
		return
	}
	if sheet, frame, ok := w.montageFrame(c); ok {
		c.marks = frameMarks(sheet, frame)
	}
}

// StrikeIn returns, while the character winds up an attack (its cue), how
// many ticks remain until its blow is live: what the telegraph on screen
// counts down. ok is false when it shows no cue.
func (w *World) StrikeIn(c *Character) (left ag.Ticks, ok bool) {
	if c.marks&markCue == 0 {
		return 0, false
	}
	sheet, _, ok := w.montageFrame(c)
	if !ok {
		return 0, false
	}
	clip, _ := c.comp.Clip()
	now := clip.Start + float64(ag.TicksToSeconds(c.comp.State().TimeInNode)*clip.Rate)
	// The next trace by montage time, not by frame number: a tag may play
	// its frames backwards (anim's Timeline).
	next, ok := sheet.NextStart(anim.TagTrace, now)
	if !ok {
		return 0, false
	}
	return max(0, ag.SecondsToTicks((next-now)/clip.Rate)), true
}
