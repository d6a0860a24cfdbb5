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
)

// look is how a kind of character is drawn: its colours and build.
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
	padding bool    // shoulder pads
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
)

var (
	hero = &look{name: "Hero", body: rgb(58, 111, 216), trim: rgb(30, 58, 128),
		hair: rgb(91, 58, 41), skin: rgb(241, 194, 125), scale: 1, width: 1, weapon: fists}
	grunt = &look{name: "Grunt", body: rgb(79, 157, 58), trim: rgb(44, 92, 34),
		hair: rgb(96, 110, 92), skin: rgb(222, 178, 120), scale: 1, width: 1, weapon: sword, helmet: true}
	brute = &look{name: "Brute", body: rgb(139, 30, 30), trim: rgb(70, 16, 18),
		hair: rgb(72, 68, 70), skin: rgb(196, 140, 100), scale: 1.18, width: 1.1, weapon: great, helmet: true, padding: true}
	skirmisher = &look{name: "Skirmisher", body: rgb(217, 184, 31), trim: rgb(140, 110, 20),
		hair: rgb(120, 84, 30), skin: rgb(236, 196, 150), scale: 0.95, width: 0.72, weapon: dagger}
)

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
