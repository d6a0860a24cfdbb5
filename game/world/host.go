package world

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// finisherSet is the paired action set the items' finishers name.
const finisherSet = "Finishers"

// Finisher montages: the attacker's and the victim's halves of the paired move.
const (
	montageFinisher       = "AM_Finisher"
	montageFinisherVictim = "AM_Finisher_Victim"
)

// host answers a character's action graph from the world: montages from the
// sprite library, health and stamina from its fighter, the target from
// combat's target selection, the stick against the body's facing.
type host struct {
	*ag.BasicHost
	w *World
	c *Character
}

func newHost(w *World, c *Character) *host {
	h := &host{BasicHost: ag.NewBasicHost(), w: w, c: c}
	h.Locomotion = ag.NoLocomotionChange
	return h
}

func (h *host) fighter() *combat.Fighter { return h.w.arena.Fighter(h.c.fighter) }

// Montage answers from the sprite library.
func (h *host) Montage(name string) (*ag.Montage, bool) { return h.w.assets.Library.Montage(name) }

// HasTag adds what combat knows (staggered, dead) and what the frame the
// move shows marks (parrying, invulnerable) to the host's own tags.
func (h *host) HasTag(tag string) bool {
	f := h.fighter()
	m := h.c.marks
	switch {
	case f.Staggered() && ag.TagMatches(combat.TagStaggered, tag):
		return true
	case f.Open > 0 && ag.TagMatches(combat.TagOpen, tag):
		return true
	case f.Dead && ag.TagMatches(combat.TagDead, tag):
		return true
	case h.c.held() && ag.TagMatches(ag.TagActionsBlocked, tag):
		return true
	case m&markParry != 0 && ag.TagMatches(combat.TagParrying, tag):
		return true
	case m&markInvulnerable != 0 && ag.TagMatches(combat.TagInvulnerable, tag):
		return true
	case h.c.safe() && ag.TagMatches(combat.TagInvulnerable, tag):
		return true
	}
	return h.BasicHost.HasTag(tag)
}

// Vital reads health and stamina from the fighter.
func (h *host) Vital(name string) (float64, bool) {
	f := h.fighter()
	switch name {
	case combat.VitalHealth:
		return f.Health, true
	case combat.VitalStamina:
		return f.Stamina, true
	}
	return h.BasicHost.Vital(name)
}

// SetVital writes health and stamina to the fighter.
func (h *host) SetVital(name string, v float64) {
	switch name {
	case combat.VitalHealth, combat.VitalStamina:
		h.fighter().SetVital(name, v)
	default:
		h.BasicHost.SetVital(name, v)
	}
}

// target returns the character combat selected as this one's target.
func (h *host) target() *Character {
	f := h.fighter()
	if f.Target < 0 {
		return nil
	}
	return h.w.byFighter[f.Target]
}

// Target returns the distance to the selected target.
func (h *host) Target() (float64, bool) {
	f := h.fighter()
	return f.TargetDist, f.Target >= 0
}

// TargetHasTag asks the target's own component.
func (h *host) TargetHasTag(tag string) bool {
	t := h.target()
	return t != nil && t.comp.HasTag(tag)
}

// Stick returns the stick's push against the body's facing.
func (h *host) Stick() ag.Direction { return h.c.stickDirection() }

// TurnTo turns the body to face the stick's push.
func (h *host) TurnTo(ag.Direction) {
	if s := h.c.stick; s.X != 0 || s.Y != 0 {
		h.fighter().Facing = detmath.Atan2(s.Y, s.X)
	}
}

// PairedActionAvailable reports whether a paired action of the sets can
// play: a revive with a fallen teammate within reach (revive.go), or a
// finisher with a target open to it (reeling from a parry, a broken guard
// or a blow that opens) within reach.
func (h *host) PairedActionAvailable(sets []string) bool {
	if hasSet(sets, reviveSet) && h.reviveAvailable() {
		return true
	}
	if !hasSet(sets, finisherSet) {
		return false
	}
	t := h.target()
	if t == nil || t.fighter == h.c.fighter {
		return false
	}
	tf := h.w.arena.Fighter(t.fighter)
	return !tf.Dead && tf.Open > 0 && h.fighter().TargetDist <= h.w.assets.Tuning.Pacing.FinisherRange
}

// StartPairedAction plays a revive with the fallen teammate, who stays
// down until the reviver's montage raises it, or the finisher with the
// target: the victim's move is cut and it plays its half while the blow
// lands.
func (h *host) StartPairedAction(sets []string) (string, bool) {
	if hasSet(sets, reviveSet) && h.reviveAvailable() {
		h.w.startRevive(h.c)
		return montageRevive, true
	}
	if !h.PairedActionAvailable(sets) {
		return "", false
	}
	t := h.target()
	h.w.startFinisher(h.c, t)
	return montageFinisher, true
}

// hasSet reports whether sets names the set want.
func hasSet(sets []string, want string) bool {
	for _, s := range sets {
		if s == want {
			return true
		}
	}
	return false
}

// FinisherSet is the paired action set the items' finishers name, and
// FinisherMontage the montage its attacker plays: a machine predicting its
// player's finisher (netplay) plays it as the server will.
const (
	FinisherSet     = finisherSet
	FinisherMontage = montageFinisher
)
