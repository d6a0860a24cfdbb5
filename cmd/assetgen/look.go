package main

import "image/color"

// weapon is what a character holds.
type weapon int

const (
	fists  weapon = iota
	sword         // one-handed, in the right hand
	great         // the big two-handed blade, both hands on the grip
	shield        // on the left arm; the right hand is a fist
	dagger        // a short blade, in the right hand
	club          // a knotted wooden club, in the right hand
)

// look is how a kind of character is drawn: its colours and build. Each
// enemy type differs from the others by its outline (size, shoulders,
// head, weapon) as well as by its colours, and its body colour stands out
// of the floor (see looks_test.go).
type look struct {
	name    string // the skin name in montage names: "Grunt" in AM_Grunt_Idle
	body    color.NRGBA
	trim    color.NRGBA // shoulder pads, belt, legs
	hair    color.NRGBA // hair, hood or helmet seen from above
	skin    color.NRGBA
	scale   float64 // overall size, 1 for the hero
	width   float64 // shoulder width factor, 1 for the hero
	weapon  weapon  // what its enemy montages and skins hold
	helmet  bool    // a crest across the head
	padding bool    // spiked steel pauldrons
	horns   bool    // two horns off the helmet
	hood    bool    // a pointed hood and a short cape behind the shoulders
	ears    bool    // long pointed ears, the head bare
	hunch   float64 // how far the head juts forward of the shoulders, pixels before scale
	edge    float64 // the outline's width in pixels; 1 when 0
	// hurtAs, when set, is the look whose rig measures the hurtbox: a new
	// drawing of an existing fighter keeps the body combat hits.
	hurtAs *look
}

func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{r, g, b, 255} }

var (
	outline = rgb(20, 22, 32)
	steel   = rgb(206, 214, 224)
	edge    = rgb(246, 250, 255)
	hilt    = rgb(196, 150, 52)
	grip    = rgb(92, 58, 36)
	wood    = rgb(138, 90, 43)
	rim     = rgb(160, 168, 180)
	white   = rgb(255, 255, 255)
	grey    = rgb(110, 110, 116)
	bone    = rgb(236, 224, 196)
	knot    = rgb(84, 52, 26)
)

var (
	hero = &look{name: "Hero", body: rgb(66, 128, 240), trim: rgb(30, 58, 128),
		hair: rgb(91, 58, 41), skin: rgb(241, 194, 125), scale: 1, width: 1, weapon: fists}
	// grunt is the plain soldier: a steel helmet with a red crest, a sword.
	grunt = &look{name: "Grunt", body: rgb(79, 157, 58), trim: rgb(44, 92, 34),
		hair: rgb(168, 176, 184), skin: rgb(222, 178, 120), scale: 1, width: 1, weapon: sword, helmet: true}
	// brute is the big one: broad, horned, spiked pauldrons, the great
	// blade, in a bright rust red with a heavy outline.
	brute = &look{name: "Brute", body: rgb(232, 94, 58), trim: rgb(78, 62, 60),
		hair: rgb(120, 56, 44), skin: rgb(196, 140, 100), scale: 1.18, width: 1.1, weapon: great,
		padding: true, horns: true, edge: 1.6}
	// skirmisher is slim and hooded with a cape, a dagger.
	skirmisher = &look{name: "Skirmisher", body: rgb(217, 184, 31), trim: rgb(140, 110, 20),
		hair: rgb(112, 78, 28), skin: rgb(236, 196, 150), scale: 0.95, width: 0.72, weapon: dagger, hood: true}
	// weakling is small and hunched, bare-headed with long ears, in mauve
	// rags, a club in its hand. It plays the Grunt's moves and keeps the
	// Grunt's hurtbox.
	weakling = &look{name: "Weakling", body: rgb(172, 126, 206), trim: rgb(98, 66, 124),
		hair: rgb(70, 60, 44), skin: rgb(160, 184, 112), scale: 0.84, width: 1.22, weapon: club,
		ears: true, hunch: 7, hurtAs: grunt}
)

// enemyLooks are the enemy types' looks, in the order their skins are drawn.
var enemyLooks = []*look{grunt, brute, skirmisher, weakling}

// edgeW returns the outline's width.
func (lk *look) edgeW() float64 {
	if lk.edge == 0 {
		return 1
	}
	return lk.edge
}

// mix returns a blended t of the way from a to b.
func mix(a, b color.NRGBA, t float64) color.NRGBA {
	if t <= 0 {
		return a
	}
	if t >= 1 {
		return b
	}
	f := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.NRGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}

// alpha returns c with its opacity scaled by k.
func alpha(c color.NRGBA, k float64) color.NRGBA {
	c.A = uint8(float64(c.A)*k + 0.5)
	return c
}
