package main

import (
	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

// dodgeRow is one dodge measured: the stick at the press and how far the
// body went.
type dodgeRow struct {
	name string
	dist float64
}

// dodgeReport is the dodges measured and the body's widths.
type dodgeReport struct {
	rows         []dodgeRow
	width, drawn float64 // the body circle's width, and the drawn body's (its hurtbox)
}

// dodges measures the fists' dodge with a Grunt standing 150 px in front:
// pushed sideways, pushed back, and with the stick centred (a backstep
// away from the nearest enemy).
func dodges(a *world.Assets) (dodgeReport, error) {
	var r dodgeReport
	sticks := []struct {
		name  string
		stick combat.Vec
	}{{"pushed sideways", combat.Vec{Y: 1}}, {"pushed back", combat.Vec{X: -1}}, {"centred: backstep from the nearest enemy", combat.Vec{}}}
	for _, s := range sticks {
		w, _, err := standingGrunt(a, "", placement{d: 150})
		if err != nil {
			return r, err
		}
		p := w.Player()
		dodge := items.NoInput
		if m, ok := p.Item().Binding("UPC.Input.Dodge", items.KeyboardMouse); ok {
			dodge = m.Input
		}
		start := p.Fighter().Pos
		var held items.Buttons
		for t := 0; t < 60; t++ {
			stick := combat.Vec{}
			if t < 2 {
				held, stick = held.With(dodge), s.stick
			} else {
				held = 0
			}
			w.SetInput(held, stick)
			w.Step()
			if t > 2 && p.Component().Idle() {
				break
			}
		}
		r.rows = append(r.rows, dodgeRow{s.name, p.Fighter().Pos.Distance(start)})
		r.width = 2 * p.Fighter().Radius
	}
	if sheet, ok := a.Library.Sheet("AM_Idle"); ok {
		if box, ok := sheet.SliceAt(anim.HurtboxSlice, 0); ok {
			r.drawn = float64(max(box.W, box.H))
		}
	}
	return r, nil
}
