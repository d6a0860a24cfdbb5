package world

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/combat"
)

// montageFrame returns the sheet and frame the character's move shows now,
// as the engine's clock plays it.
func (w *World) montageFrame(c *Character) (*anim.Sheet, int, bool) {
	clip, ok := c.comp.Clip()
	if !ok {
		return nil, 0, false
	}
	sheet, ok := w.assets.Library.Sheet(clip.Montage)
	if !ok {
		return nil, 0, false
	}
	return sheet, sheet.FrameInClip(clip, c.comp.State().TimeInNode), true
}

// frameBox returns a slice's box on a frame as combat reads it: in frame
// pixels with the sheet's pivot on that frame at combat.Pivot, so a sheet
// pinned elsewhere (a pivot slice, frames other than 64x64) keeps its boxes
// where its sprite is drawn. For the game's 64x64 sheets, pinned at their
// centre, the box is the slice's bounds.
func frameBox(sheet *anim.Sheet, slice string, frame int) (combat.Rect, bool) {
	r, ok := sheet.SliceAt(slice, frame)
	if !ok {
		return combat.Rect{}, false
	}
	px, py := sheet.PivotAt(frame)
	box := combat.RectOf(r.X, r.Y, r.W, r.H)
	box.X += combat.Pivot - px
	box.Y += combat.Pivot - py
	return box, true
}

// trace sweeps the character's weapon while a melee trace window is open:
// the engine opens one as a "trace:" notify state of its move begins and
// closes it as the state ends or the move is cut (notes.go), so each state
// of each node run is a window of its own. It sweeps on the frames the
// sheet's trace tags cover, from the hitbox slice's box on the last frame
// swept to this frame's.
func (w *World) trace(c *Character) {
	if !c.trace.open || c.marks&markActive == 0 {
		return
	}
	sheet, frame, ok := w.montageFrame(c)
	if !ok {
		return
	}
	box, ok := frameBox(sheet, anim.HitboxSlice, frame)
	if !ok {
		return
	}
	clip, _ := c.comp.Clip()
	atk := w.assets.Attacks[clip.Montage]
	if c.trace.fresh {
		c.trace.fresh = false
		c.trace.prev = box
		w.cue(Cue{Kind: CueSwing, Pos: c.Fighter().Pos, Weight: atk.Damage, Attacker: c})
	}
	w.hits = w.arena.Sweep(c.fighter, combat.Swing{Window: c.trace.window, Box: box, Prev: c.trace.prev}, atk, w.hits[:0])
	c.trace.prev = box
	for i := range w.hits {
		if w.hits[i].Outcome == combat.Pending {
			w.hold(&w.hits[i], atk)
			continue
		}
		w.land(&w.hits[i])
	}
}

// land applies a hit to the two characters' graphs: a clean hit or a broken
// guard that staggers interrupts the victim's move (its stagger is a Global
// Block Tag), a parry interrupts the attacker's.
func (w *World) land(h *combat.Hit) {
	att, vic := w.byFighter[h.Attacker], w.byFighter[h.Victim]
	switch {
	case h.Stagger == 0: // stagger immunity: the blow hurts but cuts nothing
	case h.Outcome == combat.Struck || h.Outcome == combat.GuardBroken:
		vic.comp.Interrupt()
		vic.hitAt = w.now
	case h.Outcome == combat.Parried || h.Outcome == combat.Evaded:
		att.comp.Interrupt()
		att.hitAt = w.now
	}
	if h.Outcome != combat.NoHit {
		w.cue(hitCue(h, att, vic))
	}
	if h.Killed {
		w.fall(vic, att)
	}
	if att.Player() && h.Outcome != combat.Evaded && h.Outcome != combat.Parried && h.Outcome != combat.NoHit {
		w.combo++
		w.comboTill = w.now + comboSeconds*ag.TickRate
	}
	w.effects.add(effect{at: w.now, pos: h.Point, amount: h.Damage, outcome: h.Outcome, victim: h.Victim})
}

// fall cuts a fallen character's move and lays it down where it stands;
// att is who felled it, or nil.
func (w *World) fall(vic, att *Character) {
	vic.comp.Interrupt()
	vic.paired = pairedState{start: w.now, until: w.now}
	w.cue(Cue{Kind: CueDeath, Pos: vic.Fighter().Pos, Attacker: att, Victim: vic})
}

// startFinisher plays the victim's half of a paired finisher and lands the blow.
func (w *World) startFinisher(att, vic *Character) {
	vic.comp.Interrupt()
	length := ag.Ticks(0)
	if m, ok := w.assets.Library.Montage(montageFinisherVictim); ok {
		length = ag.SecondsToTicks(m.Length)
	}
	vic.paired = pairedState{start: w.now, until: w.now + length}
	h := w.arena.Strike(att.fighter, vic.fighter, w.assets.Attacks[montageFinisher])
	w.cue(Cue{Kind: CueFinisher, Pos: h.Point, Weight: h.Damage, Attacker: att, Victim: vic})
	w.land(&h)
}
