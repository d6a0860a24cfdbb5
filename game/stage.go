package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// shakeNoteUpdates is how long the screen shake's setting shows after F6.
const shakeNoteUpdates = 120

// stage is what the screen animates beside the World: the camera, the
// screen shake and the sparks and flashes of the blows. The Game feeds it
// the World's cues in Update (Game.present), which also rumbles the pad;
// the view only reads it.
type stage struct {
	cam     camera
	shake   shake
	sparks  sparks
	flashes flashes
	cues    []world.Cue
	w       *world.World // the fight it follows
	now     ag.Ticks     // the World's tick it last saw
	updates int
	noteAt  int // the update the shake was last turned on or off, 0 for never
}

// present runs the screen's side of an Update: F6 turns the shake off or
// on; after a Step, that Step's cues become sparks, flashes, shake and
// rumble; and the camera moves.
func (g *Game) present() {
	s := &g.stage
	s.updates++
	if !g.console.open && inpututil.IsKeyJustPressed(ebiten.KeyF6) {
		s.shake.toggle()
		s.noteAt = s.updates
	}
	w := g.world
	if w == nil {
		return
	}
	if w != s.w {
		s.w, s.now = w, w.Now()
		s.sparks.clear()
		s.flashes.clear()
		s.shake.trauma = 0
		if g.cfg.Gallery {
			if err := spawnGallery(w); err != nil {
				g.log.Error("gallery", "err", err)
			}
		}
	}
	if w.Now() != s.now {
		s.now = w.Now()
		s.cues = w.Cues(s.cues[:0])
		pad, hasPad := g.in.activePad()
		for _, c := range s.cues {
			s.shake.add(shakeFor(c))
			s.burstFor(c)
			rumble(c, g.last.Device, pad, hasPad)
		}
		s.shake.tick()
		s.sparks.tick()
		s.flashes.tick()
	}
	s.cam.update(w, s.shake.x, s.shake.y)
}

// shakeNote returns the shake setting's note while it shows, else "".
func (s *stage) shakeNote() string {
	if s.noteAt == 0 || s.updates-s.noteAt > shakeNoteUpdates {
		return ""
	}
	if s.shake.off {
		return "Screen shake OFF (F6)"
	}
	return "Screen shake ON (F6)"
}
