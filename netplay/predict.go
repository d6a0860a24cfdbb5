package netplay

import (
	"slices"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// predHost is what a player's machine knows of its own character, for the
// graph it predicts with: the server's last word on its tags, stamina and
// target, its own stick, and the montages it has on disk.
type predHost struct {
	ag.BasicHost
	lib     *anim.Library
	me      CharState
	enemies []CharState
	stick   combat.Vec
	// spends are the stamina the prediction spent on frames the server
	// had not run at its last word (that word's stamina charges the rest),
	// oldest first; frame is the frame being predicted.
	spends  [maxSpends]spend
	nSpends int
	frame   uint32
	// health and stamina are the server's last word on them, exactly.
	health, stamina float64
	// finisherRange is the tuning's reach of a finisher.
	finisherRange float64
	// following is set while the prediction is put on the server's node:
	// a paired action the server plays starts here too.
	following bool
	// revive answers the Revive set (predict_revive.go).
	revive reviveSight
}

// maxSpends bounds the spends a prediction keeps: a second of frames holds
// far fewer moves.
const maxSpends = 16

// spend is stamina spent on a frame.
type spend struct {
	frame  uint32
	amount float64
}

// spent sums the stamina spent on frames the server has not charged.
func (h *predHost) spent() float64 {
	sum := 0.0
	for _, s := range h.spends[:h.nSpends] {
		sum += s.amount
	}
	return sum
}

// charged forgets the spends of frames up to applied, which the server's
// word now charges.
func (h *predHost) charged(applied uint32) {
	k := 0
	for _, s := range h.spends[:h.nSpends] {
		if s.frame > applied {
			h.spends[k] = s
			k++
		}
	}
	h.nSpends = k
}

func newPredHost(a *world.Assets) *predHost {
	return &predHost{BasicHost: *ag.NewBasicHost(), lib: a.Library, finisherRange: a.Tuning.Pacing.FinisherRange,
		revive: reviveSight{reach: a.Tuning.Revive.Reach}}
}

// Montage reads the montages the machine has.
func (h *predHost) Montage(name string) (*ag.Montage, bool) { return h.lib.Montage(name) }

// HasTag adds what the server says of the character to the item's tags.
func (h *predHost) HasTag(tag string) bool {
	switch {
	case h.me.Flags&FlagStaggered != 0 && ag.TagMatches(combat.TagStaggered, tag):
		return true
	case h.me.Flags&FlagDead != 0 && ag.TagMatches(combat.TagDead, tag):
		return true
	case h.me.Flags&FlagBlocked != 0 && ag.TagMatches(ag.TagActionsBlocked, tag):
		return true
	}
	return h.BasicHost.HasTag(tag)
}

// Vital reads health and stamina as the server last said, less what the
// prediction spent on frames the server had not run by then.
func (h *predHost) Vital(name string) (float64, bool) {
	switch name {
	case combat.VitalHealth:
		return h.health, true
	case combat.VitalStamina:
		return max(0, h.stamina-h.spent()), true
	}
	return 0, false
}

// SetVital spends stamina in the prediction on the frame predicted; the
// server's word charges it once the server has run that frame.
func (h *predHost) SetVital(name string, v float64) {
	if name != combat.VitalStamina {
		return
	}
	now, _ := h.Vital(name)
	if now <= v {
		return
	}
	if h.nSpends == maxSpends {
		copy(h.spends[:], h.spends[1:])
		h.nSpends--
	}
	h.spends[h.nSpends] = spend{frame: h.frame, amount: now - v}
	h.nSpends++
}

// Target is the nearest enemy standing, as the server last placed it.
func (h *predHost) Target() (float64, bool) {
	_, d, ok := h.nearest()
	return d, ok
}

// nearest returns the nearest enemy standing and its distance.
func (h *predHost) nearest() (CharState, float64, bool) {
	best, at := -1.0, -1
	for i, e := range h.enemies {
		if e.Flags&FlagDead != 0 {
			continue
		}
		dx, dy := float64(e.X-h.me.X), float64(e.Y-h.me.Y)
		if d := detmath.Hypot(dx, dy); best < 0 || d < best {
			best, at = d, i
		}
	}
	if at < 0 {
		return CharState{}, 0, false
	}
	return h.enemies[at], best, true
}

// PairedActionAvailable reports whether a revive or a finisher can play,
// as the server's host does: a fallen teammate within reach
// (predict_revive.go), or the nearest enemy standing reels open, within the
// finisher's reach.
func (h *predHost) PairedActionAvailable(sets []string) bool {
	if h.revive.offers(sets, &h.me, h.following) {
		return true
	}
	if !slices.Contains(sets, world.FinisherSet) {
		return false
	}
	if h.following {
		return true // the server plays it: the prediction follows
	}
	e, d, ok := h.nearest()
	return ok && e.Flags&FlagOpen != 0 && d <= h.finisherRange
}

// StartPairedAction predicts the revive's or the finisher's montage; the
// server plays the pair.
func (h *predHost) StartPairedAction(sets []string) (string, bool) {
	if h.revive.offers(sets, &h.me, h.following) {
		return world.ReviveMontage, true
	}
	if !h.PairedActionAvailable(sets) {
		return "", false
	}
	return world.FinisherMontage, true
}

// TargetHasTag knows no target's tags.
func (h *predHost) TargetHasTag(string) bool { return false }

// Stick is the machine's own stick against the facing the server last
// gave the body, as the game reads it.
func (h *predHost) Stick() ag.Direction { return world.StickDirection(h.stick, float64(h.me.Facing)) }
