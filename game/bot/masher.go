package bot

import (
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// Masher walks at the nearest enemy it sees and presses the drawn item's
// buttons at random, watching nothing: no telegraph, no window, no
// stamina. It is the player who has not learnt the game.
type Masher struct {
	eyes  eyes
	hands hands
	dice  rng
	ctl   controls
}

// NewMasher returns a masher with a seed.
func NewMasher(seed uint64) *Masher { return &Masher{dice: rng(seed)} }

// Drive presses something now and then and walks at the nearest enemy.
func (m *Masher) Drive(w *world.World) {
	now, then := m.eyes.look(w)
	m.hands.tick()
	if now.Me.Item != m.ctl.item {
		m.ctl = controlsFor(w, now.Me.Item)
	}
	if now.Me.Dead || now.Phase != world.Playing {
		m.hands.letGo()
		w.SetInput(0, combat.Vec{})
		return
	}
	var stick combat.Vec
	if e, d := nearest(then, now.Me.Pos); e != nil && d > 40 {
		stick = towards(now.Me.Pos, e.Pos)
	}
	if m.dice.next() < 0.15 {
		buttons := [...]items.Input{m.ctl.light, m.ctl.light, m.ctl.guard, m.ctl.dodge, m.ctl.heavy}
		b := buttons[int(m.dice.next()*float64(len(buttons)))]
		m.hands.press(b, 3+int(m.dice.next()*30))
	}
	w.SetInput(m.hands.held, stick)
}
