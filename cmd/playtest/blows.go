package main

import (
	"fmt"
	"math"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/items"
)

const tagLight = "UPC.Input.LightAttack"

// stepRate is one light chain step's record: how often it landed.
type stepRate struct {
	node        string
	hits, tries int
}

func (s stepRate) percent() int {
	if s.tries == 0 {
		return 0
	}
	return int(math.Round(100 * float64(s.hits) / float64(s.tries)))
}

// placement puts the player and a Grunt dummy d apart: the Grunt at
// bearing from the player, the player facing it off by aim, the Grunt
// facing the player off by turn (radians).
type placement struct{ d, bearing, aim, turn float64 }

// standingGrunt returns a world with the item drawn and a Grunt dummy
// placed as pl says.
func standingGrunt(a *world.Assets, item string, pl placement) (*world.World, *world.Character, error) {
	w, err := world.New(a, world.Options{Seed: 1, Item: item})
	if err != nil {
		return nil, nil, err
	}
	e, err := w.Spawn("Grunt")
	if err != nil {
		return nil, nil, err
	}
	e.SetDummy(true)
	p := w.Player().Fighter()
	p.Pos, p.Facing = combat.Vec{X: 640, Y: 360}, pl.bearing+pl.aim
	f := e.Fighter()
	f.Pos = p.Pos.Add(combat.Towards(pl.bearing).Scale(pl.d))
	f.Facing = pl.bearing + math.Pi + pl.turn
	return w, e, nil
}

// swing is one node of a chain and whether it landed.
type swing struct {
	node string
	hit  bool
}

// swingChain plays the item's light chain on the dummy as a practised
// player does, pressing again as each action window opens (or, for a move
// with none, during it), up to most presses, and returns each attack node
// played and whether it landed.
func swingChain(w *world.World, e *world.Character, most int) []swing {
	p := w.Player()
	light := items.NoInput
	if m, ok := p.Item().Binding(tagLight, items.KeyboardMouse); ok {
		light = m.Input
	}
	var out []swing
	var held items.Buttons
	release, presses, idle := 0, 0, 0
	pressedNode, node := false, ""
	health := e.Fighter().Health
	attacks := w.Assets().Attacks
	for t := 0; t < 300 && idle < 30; t++ {
		st := p.State()
		clip := p.Clip()
		ready := t == 0 || (!p.Component().Idle() && !pressedNode && presses < most &&
			(st.Window || (len(clip.Windows) == 0 && clip.Length > 0 && st.TimeInNode >= 6)))
		if ready && held == 0 {
			held, release, pressedNode = held.With(light), 3, true
			presses++
		}
		w.SetInput(held, combat.Vec{})
		w.Step()
		if release--; release <= 0 {
			held = 0
		}
		st = p.State()
		if p.Component().Idle() {
			idle++
		} else {
			idle = 0
		}
		if st.Node != node {
			node, pressedNode = st.Node, false
			if _, ok := attacks[p.Clip().Montage]; ok {
				out = append(out, swing{node: st.Node})
			}
		}
		if h := e.Fighter().Health; h < health {
			health = h
			if len(out) > 0 {
				out[len(out)-1].hit = true
			}
		}
	}
	return out
}

// chainRates swings the item's light chain trials times at a Grunt
// standing still, from the distance a Grunt starts its own attacks, with
// the player's aim, the bearing and the Grunt's facing varied, and returns
// each step's hit rate.
func chainRates(a *world.Assets, item string, trials int) ([]stepRate, error) {
	grunt := a.Enemy("Grunt")
	var steps []stepRate
	for k := range trials {
		f := float64(k)
		pl := placement{
			d:       grunt.AttackRange - float64(k%4)*2,
			bearing: f * 2.399963,                               // the golden angle: every way round
			aim:     (math.Mod(f*0.618034, 1)*2 - 1) * 25 * deg, // up to 25 degrees off
			turn:    (math.Mod(f*0.754878, 1)*2 - 1) * 90 * deg, // the Grunt turned up to 90 degrees
		}
		w, e, err := standingGrunt(a, item, pl)
		if err != nil {
			return nil, err
		}
		for i, s := range swingChain(w, e, 4) {
			if i == len(steps) {
				steps = append(steps, stepRate{node: s.node})
			}
			if steps[i].node != s.node {
				return nil, fmt.Errorf("%s: swing %d played %s, before %s", item, i+1, s.node, steps[i].node)
			}
			steps[i].tries++
			if s.hit {
				steps[i].hits++
			}
		}
	}
	return steps, nil
}

const deg = math.Pi / 180

// reach returns the farthest distance, centre to centre, from which the
// item's first light attack lands on a Grunt standing still and facing the
// player: its blade or fist, its step and its steering together.
func reach(a *world.Assets, item string) float64 {
	best := 0.0
	for d := 20.0; d <= 240; d += 2 {
		w, e, err := standingGrunt(a, item, placement{d: d})
		if err != nil {
			return 0
		}
		if s := swingChain(w, e, 1); len(s) > 0 && s[0].hit {
			best = d
		}
	}
	return best
}
