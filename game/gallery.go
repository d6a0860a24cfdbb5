package game

import (
	"math"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// galleryGap is the room between two dummies of the gallery, world pixels.
const galleryGap = 62

// spawnGallery puts one enemy of every type in a row just above the
// player, as training dummies facing it, for a picture of the enemy types
// side by side (the hidden -gallery flag). While they stand, no wave
// comes: a wave follows the last enemy's fall.
func spawnGallery(w *world.World) error {
	p := w.Player().Fighter().Pos
	types := w.Assets().Enemies
	x0 := p.X - galleryGap*float64(len(types)-1)/2
	for i, t := range types {
		c, err := w.Spawn(t.Name)
		if err != nil {
			return err
		}
		c.SetDummy(true)
		f := c.Fighter()
		f.Pos = combat.Vec{X: x0 + galleryGap*float64(i), Y: p.Y - 70}
		f.Facing = math.Pi / 2 // down, at the player
	}
	return nil
}
