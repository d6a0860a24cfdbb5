package game

import (
	"fmt"
	"strings"

	"github.com/upc-demo/actiongraph-game/game/bot"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// Moments a fight can be stopped on for a picture (Config.FreezeOn): the
// player's blow landing, a parry, an enemy's wind-up telegraph, a co-op
// revive half played.
var moments = map[string]bool{"hit": true, "parry": true, "windup": true, "revive": true}

// freezeDelay is how many Updates after the moment the fight stops: the
// sparks of a blow have flown out a little by then.
const freezeDelay = 4

// windupShown is how many ticks before its blow an enemy's telegraph is
// caught: the ring has closed part of the way.
const windupShown = 12

// reviveShown is how far a revive has come when it is caught: its ring
// half full.
const reviveShown = 0.5

// freezer stops the fight on a moment (Config.FreezeOn): the World and the
// effects stand still and the screen keeps drawing them, for a screenshot.
type freezer struct {
	on     string
	at     int // the Update the fight stops at; 0 before the moment
	frozen bool
	cues   []world.Cue
}

// newPilot returns the autopilot Config.Pilot names, seeded with the
// fight's seed, or an error naming the choices.
func newPilot(name string, seed uint64) (bot.Pilot, error) {
	if name == "" {
		return nil, nil
	}
	p := bot.New(name, seed)
	if p == nil {
		return nil, fmt.Errorf("game: no autopilot %q (have %s)", name, strings.Join(bot.Strategies, ", "))
	}
	return p, nil
}

// checkMoment returns an error unless name is a moment FreezeOn knows.
func checkMoment(name string) error {
	if name == "" || moments[name] {
		return nil
	}
	return fmt.Errorf("game: no moment %q to freeze on (have hit, parry, windup, revive)", name)
}

// watch looks for the moment after a Step and, once seen, counts down to
// the Update the fight stops at.
func (fz *freezer) watch(w *world.World, frame int) {
	if fz.on == "" || fz.at > 0 {
		return
	}
	if fz.seen(w) {
		fz.at = frame + freezeDelay
		if fz.on == "windup" {
			fz.at = frame
		}
	}
}

// seen reports whether the moment happens in w's last Step.
func (fz *freezer) seen(w *world.World) bool {
	moment := fz.on
	switch moment {
	case "hit", "parry":
		fz.cues = w.Cues(fz.cues[:0])
		for _, c := range fz.cues {
			if (moment == "hit" && c.Kind == world.CueHit && c.Attacker != nil && c.Attacker.Player()) ||
				(moment == "parry" && c.Kind == world.CueParry) {
				return true
			}
		}
	case "windup":
		for _, c := range w.Characters() {
			if left, ok := w.StrikeIn(c); ok && !c.Player() && left == windupShown {
				return true
			}
		}
	case "revive":
		for _, c := range w.Players() {
			if _, p, ok := w.Reviving(c); ok && p >= reviveShown {
				return true
			}
		}
	}
	return false
}

// stopped reports whether the fight stands still this Update.
func (fz *freezer) stopped(frame int) bool {
	if fz.at > 0 && frame >= fz.at {
		fz.frozen = true
	}
	return fz.frozen
}
