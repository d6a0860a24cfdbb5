package world

import (
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/anim"
)

// Montages the world draws when no move plays.
const (
	montageIdle      = "AM_Idle"
	montageWalk      = "AM_Walk"
	montageHitReact  = "AM_HitReact"
	montageDeath     = "AM_Death"
	montageVictimEnd = montageFinisherVictim
)

// Pose returns the sheet and frame to draw for a character now: its move
// as the engine plays it, else its get-up, hit reaction, death or finisher half,
// else walking or standing. Enemies draw their own skin of each montage
// (an enemy's, or the drawn item's for the player) when the library has
// one. It allocates nothing.
func (w *World) Pose(c *Character) (*anim.Sheet, int) {
	lib := w.assets.Library
	skin := c.skin()
	f := c.Fighter()
	switch {
	case c.rising():
		return loopFrame(lib, skin, montageRise, w.now-c.revive.riseStart, false)
	case c.held():
		return loopFrame(lib, skin, montageVictimEnd, w.now-c.paired.start, false)
	case f.Dead:
		return loopFrame(lib, skin, montageDeath, w.now-c.paired.start, false)
	case f.Staggered():
		return loopFrame(lib, skin, montageHitReact, w.now-c.hitAt, false)
	}
	if clip, ok := c.comp.Clip(); ok {
		if s, ok := lib.Skin(skin, clip.Montage); ok {
			return s, s.FrameInClip(clip, c.comp.State().TimeInNode)
		}
	}
	if c.moving {
		return loopFrame(lib, skin, montageWalk, w.now, true)
	}
	return loopFrame(lib, skin, montageIdle, w.now, true)
}

// loopFrame picks the frame of a montage t ticks in, looping or holding the last.
func loopFrame(lib *anim.Library, skin, montage string, t ag.Ticks, loop bool) (*anim.Sheet, int) {
	s, ok := lib.Skin(skin, montage)
	if !ok {
		return nil, 0
	}
	secs := ag.TicksToSeconds(t)
	if l := s.Length(); loop && l > 0 {
		secs -= float64(float64(int(secs/l)) * l)
	}
	return s, s.FrameAt(secs)
}

// skin is the name a character's own sheets carry: an enemy's kind
// ("Grunt" for AM_Grunt_...), or for the player the drawn item's first word
// ("Sword" for AM_Sword_Combo, so it stands holding the sword).
func (c *Character) skin() string {
	if c.Type != nil {
		return strings.TrimPrefix(c.Type.Sprite, "AM_")
	}
	if c.item == nil {
		return ""
	}
	skin, _, _ := strings.Cut(strings.TrimPrefix(c.item.Sprite, "AM_"), "_")
	return skin
}
