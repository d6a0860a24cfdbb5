package world

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
)

// In a fight of two to four players a player at 0 health is down, not
// gone: it lies where it fell, its graph shut by the Dead tag, and the
// enemies leave it. A teammate standing within reach raises it with a
// paired action from its own graph: the items' Revive node, on Interact,
// plays the "Revive" set. The reviver kneels and lifts (AM_Revive); as its
// montage's notify:revive begins, the teammate gets up (AM_Revive_Rise)
// with a share of its health, nothing landing on it for a while. A blow
// that cuts the reviver's move first, a step or a dodge away, or the
// teammate out of reach ends the revive, and the teammate stays down. A
// solo fight has no revive: its one player's fall is the defeat.

// reviveSet is the paired action set the items' Revive nodes name.
const reviveSet = "Revive"

// The revive's montages: the reviver's half, the teammate's get-up, and
// the reviver's notify at which the teammate rises.
const (
	montageRevive = "AM_Revive"
	montageRise   = "AM_Revive_Rise"
	notifyRevive  = "revive"
)

// TagInteract is the input tag of the interact button (E, the pad's west
// button): the items' Revive node answers it.
const TagInteract = "UPC.Input.Interact"

// ReviveSet is the paired action set the items' Revive nodes name, and
// ReviveMontage the montage its reviver plays: a machine predicting its
// player's revive (netplay) plays it as the server will.
const (
	ReviveSet     = reviveSet
	ReviveMontage = montageRevive
)

// reviveState is a player's part in a revive: as the reviver, the
// teammate it raises and its Revive node's start; as the teammate, who
// raises it and, once risen, its get-up and its time safe from blows.
type reviveState struct {
	partner              *Character
	run                  uint64 // the reviver's nodeSeq of its Revive node
	by                   *Character
	riseStart, riseUntil ag.Ticks
	safeUntil            ag.Ticks
}

// rising reports whether the character plays its get-up now.
func (c *Character) rising() bool {
	r := &c.revive
	return r.riseUntil > r.riseStart && c.w.now < r.riseUntil
}

// safe reports whether nothing lands on a risen character now.
func (c *Character) safe() bool { return c.w.now < c.revive.safeUntil }

// reviveTarget returns the fallen teammate player c would raise now: the
// nearest within reach that no other player raises, or nil (always in a
// solo fight, and while c is down or held).
func (w *World) reviveTarget(c *Character) *Character {
	if w.players < 2 || !c.Player() || c.Dead() || c.held() {
		return nil
	}
	return w.nearestMate(c, func(p *Character) bool { return p.Dead() && (p.revive.by == nil || p.revive.by == c) })
}

// nearestMate returns the player other than c nearest it within reach
// for which want holds, or nil.
func (w *World) nearestMate(c *Character, want func(*Character) bool) *Character {
	pos := c.Fighter().Pos
	var best *Character
	bestD := w.assets.Tuning.Revive.Reach
	for _, p := range w.Players() {
		if p == c || !want(p) {
			continue
		}
		if d := p.Fighter().Pos.Distance(pos); d <= bestD {
			best, bestD = p, d
		}
	}
	return best
}

// reviveAvailable answers Paired Action Available for the Revive set: a
// fallen teammate within reach, or, in a mirror putting the player on the
// server's node, always (the server plays the pair; the mirror shows it).
func (h *host) reviveAvailable() bool {
	return h.w.mirror && h.w.placing || h.w.reviveTarget(h.c) != nil
}

// startRevive pairs a reviver with the teammate it raises as its Revive
// node starts, and turns it to face the teammate. A mirror pairs nothing:
// the server decides the revive.
func (w *World) startRevive(r *Character) {
	d := w.reviveTarget(r)
	if w.mirror || d == nil {
		return
	}
	r.revive.partner, r.revive.run = d, r.nodeSeq+1 // the node's start is counted as Execute returns
	d.revive.by = r
	r.Fighter().Facing = w.arena.AngleTo(r.fighter, d.fighter)
}

// rise raises the teammate a reviver holds: its montage reached
// notify:revive in the Revive node's run. The teammate stands with its
// share of health at ROOT, plays its get-up held, and is safe for a while.
func (w *World) rise(r *Character) {
	d := r.revive.partner
	if d == nil || r.nodeSeq != r.revive.run {
		return
	}
	r.revive.partner, d.revive.by = nil, nil
	f := d.Fighter()
	if !f.Dead {
		return
	}
	rt := &w.assets.Tuning.Revive
	f.Rise(float64(f.MaxHealth * rt.HealthShare))
	w.risen(d, rt.Invulnerable)
	d.comp.Interrupt()
}

// risen starts a risen character's get-up and its time safe from blows,
// and shows the health it stands with.
func (w *World) risen(d *Character, safe int) {
	length := ag.Ticks(0)
	if m, ok := w.assets.Library.Montage(montageRise); ok {
		length = ag.SecondsToTicks(m.Length)
	}
	d.paired = pairedState{}
	d.revive.riseStart, d.revive.riseUntil = w.now, w.now+length
	d.revive.safeUntil = w.now + ag.Ticks(safe)
	f := d.Fighter()
	w.effects.add(effect{at: w.now, pos: f.Pos, amount: f.Health, kind: EffectHeal, victim: d.fighter})
}

// updateRevives ends the revives that can no longer finish: the reviver's
// Revive node ended before the teammate rose (a blow cut it, it stepped
// or dodged away, it fell), or the teammate stands again or lies out of
// reach (the reviver's move is then cut). The teammate stays down.
func (w *World) updateRevives() {
	if w.players < 2 {
		return
	}
	reach := w.assets.Tuning.Revive.Reach
	for _, r := range w.Players() {
		d := r.revive.partner
		if d == nil {
			continue
		}
		switch {
		case r.nodeSeq != r.revive.run || r.comp.Idle() || r.Dead():
		case !d.Dead() || d.Fighter().Pos.Distance(r.Fighter().Pos) > reach:
			r.comp.Interrupt()
		default:
			continue
		}
		r.revive.partner, d.revive.by = nil, nil
	}
}

// Fell downs player i at once, as a killing blow does: its move is cut and
// it falls where it stands. A server's UPC.Debug.Net.Fall and tests use
// it. A player down already stays so.
func (w *World) Fell(i int) error {
	p := w.PlayerAt(i)
	if p == nil {
		return errNoCharacter
	}
	if p.Dead() {
		return nil
	}
	p.Fighter().SetVital(combat.VitalHealth, 0)
	w.fall(p, nil)
	return nil
}

// ReviveTarget returns the fallen teammate an Interact press of this
// machine's player would raise now (ROOT's winning transition for it
// plays the Revive set), or nil: in a solo fight, with none in reach, and
// while the player raises one already. The HUD prompts the revive over it.
func (w *World) ReviveTarget() *Character {
	p := w.Player()
	if w.players < 2 || p.Dead() {
		return nil
	}
	if _, _, ok := w.Reviving(p); ok {
		return nil
	}
	n := p.comp.RootAnswer(TagInteract)
	if n == nil {
		return nil
	}
	if pa, ok := n.Payload.(*ag.PairedActionPayload); !ok || !hasSet(pa.Sets, reviveSet) {
		return nil
	}
	return w.reviveTarget(p)
}

// Reviving reports whether character c plays its half of a revive now,
// with the teammate it raises (in a mirror, the teammate lying or rising
// by it; nil when none is) and how far the revive is to the teammate
// rising, from 0 to 1.
func (w *World) Reviving(c *Character) (mate *Character, progress float64, ok bool) {
	clip, ok := c.comp.Clip()
	if !ok || clip.Montage != montageRevive {
		return nil, 0, false
	}
	mate = c.revive.partner
	if mate == nil {
		mate = w.nearestMate(c, func(p *Character) bool { return p.Dead() || p.rising() })
	}
	progress = 1
	if at, ok := w.riseAt(); ok && at > clip.Start {
		played := float64(ag.TicksToSeconds(c.comp.State().TimeInNode) * clip.Rate)
		progress = min(1, played/(at-clip.Start))
	}
	return mate, progress, true
}

// riseAt returns the montage time, in seconds, at which AM_Revive's
// notify:revive begins.
func (w *World) riseAt() (float64, bool) {
	m, ok := w.assets.Library.Montage(montageRevive)
	if !ok {
		return 0, false
	}
	for _, n := range m.Notifies {
		if n.Name == notifyRevive {
			return n.Start, true
		}
	}
	return 0, false
}
