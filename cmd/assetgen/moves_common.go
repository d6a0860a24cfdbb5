package main

import "math"

// commonMoves are the moves every character shares, drawn for the hero
// with bare fists (the finisher and the brace with a sword).
func commonMoves() []move {
	s := stand()
	hops := []struct {
		name string
		dir  float64
	}{{"AM_UPC_Hop_F", 0}, {"AM_UPC_Hop_B", 180}, {"AM_UPC_Hop_L", -90}, {"AM_UPC_Hop_R", 90}}
	out := []move{idle(), walk()}
	for _, h := range hops {
		out = append(out, hop(h.name, h.dir))
	}
	out = append(out,
		move{name: "AM_HitReact", keys: []key{
			k(60, s.off(-4, 0).twist(10).rh(60, 12).lh(-60, 12).with(func(p *pose) { p.Flash = 1 })),
			k(100, s.off(-5, 0).twist(14).rh(70, 13).lh(-70, 13).with(func(p *pose) { p.Flash = 0.4 })),
			k(160, s.off(-3, 0).twist(8).rh(55, 12).lh(-55, 12)),
			k(180, s.off(-1, 0).twist(2).rh(40, 11).lh(-40, 11)),
		}},
		death(),
		brace(),
		finisher(),
		finisherVictim(),
		revive(),
		reviveRise(),
		move{name: "AM_Tired", keys: []key{
			k(300, tired(0)), k(300, tired(1)), k(300, tired(2)), k(300, tired(1)),
		}},
	)
	for i := range out {
		out[i].lk = hero
	}
	return out
}

// idle breathes: the shoulders and hands rise and settle over a second.
func idle() move {
	m := move{name: "AM_Idle"}
	for i := range 4 {
		b := []float64{0, 0.5, 1, 0.5}[i]
		m.keys = append(m.keys, k(250, stand().rh(35-2*b, 11+b).lh(-35+2*b, 11+b).twist(1.5*b).with(func(p *pose) {
			p.Scale = 1 + 0.015*b
		})))
	}
	return m
}

// walk swings the arms against each other over two steps.
func walk() move {
	m := move{name: "AM_Walk", tags: []tagDef{notify("footstep", 1, 1), notify("footstep", 4, 4)}}
	for i := range 6 {
		sw := math.Round(math.Sin(float64(i)*math.Pi/3)*100) / 100
		m.keys = append(m.keys, k(100, stand().rh(35-14*sw, 11).lh(-35-14*sw, 11).twist(-8*sw)))
	}
	return m
}

// hop is a dodge towards dir (degrees from the facing): a lean, a jump
// that leaves a trail, a landing. The first three frames are invulnerable.
// The body stays at the pivot: the game moves the character along the hop
// (root motion), so the frames do not fake the travel.
func hop(name string, dir float64) move {
	lift := []float64{1, 1.05, 1.08, 1.04, 1}
	ms := []int{60, 80, 100, 80, 80}
	m := move{name: name, tags: []tagDef{notify("invulnerable", 0, 2)}}
	for i := range ms {
		p := stand().rh(40, 9).lh(-40, 9).twist(math.Sin(dir*math.Pi/180) * 8)
		p.Scale = lift[i]
		if i >= 1 && i <= 3 {
			p.Ghost = polar(dir+180, 7)
		}
		m.keys = append(m.keys, k(ms[i], p))
	}
	return m
}

// death is struck, staggers back and falls on its back, dropping the weapon.
func death() move {
	m := move{name: "AM_Death"}
	ms := []int{100, 150, 200, 250, 250, 250}
	fall := []float64{0, 0.25, 0.6, 0.9, 1, 1}
	flash := []float64{0.8, 0.2, 0, 0, 0, 0}
	for i := range ms {
		t := fall[i]
		p := stand().off(-2-4*t, 0).rh(60+50*t, 12+4*t).lh(-60-50*t, 12+4*t).twist(10 * (1 - t))
		p.Fall, p.Flash, p.Fade, p.Drop = t, flash[i], 0.6*t, i >= 2
		m.keys = append(m.keys, k(ms[i], p))
	}
	return m
}

// brace is the enemies' guard raise: the sword's raise, pose for pose and
// frame for frame, but with no parry notify, so an enemy never parries by
// accident. Each enemy look gets a skin of it (AM_Grunt_Brace).
func brace() move {
	return move{name: "AM_Brace", w: sword, keys: guardRaiseKeys()}
}

// finisher grabs the staggered target, winds up and runs it through with
// a sword. Its length matches the victim's so the pair plays together; the
// hit lands on the "hit" notify, and it is invulnerable while the pair
// plays. The grab and the blow (frames 0..4) are
// invulnerable; the rest is not.
func finisher() move {
	s := stand()
	return move{name: "AM_Finisher", w: sword, tags: []tagDef{notify("invulnerable", 0, 7), notify("hit", 3, 3)}, keys: []key{
		k(120, s.rh(60, 11).bend(0).lh(-10, 18)),
		k(120, s.rh(70, 11).bend(10).lh(-5, 15).off(2, 0)),
		k(160, s.rh(110, 12).bend(20).lh(-5, 14).twist(15).off(1, 0)),
		k(80, s.rh(5, 16).bend(-5).lh(-10, 13).twist(-15).off(4, 0)),
		k(80, s.rh(2, 17).bend(-2).lh(-12, 13).twist(-15).off(4, 0)),
		k(200, s.rh(0, 15).bend(0).lh(-20, 12).twist(-10).off(3, 0)),
		k(160, s.rh(30, 12).bend(-20).twist(-4).off(1, 0)),
		k(160, s),
	}}
}

// finisherVictim is grabbed, run through and sinks to its knees.
func finisherVictim() move {
	s := stand()
	return move{name: "AM_Finisher_Victim", keys: []key{
		k(120, s.off(-1, 0).rh(50, 10).lh(-50, 10).with(func(p *pose) { p.Flash = 0.3 })),
		k(120, s.off(2, 0).rh(45, 10).lh(-45, 10)),
		k(160, s.off(2, 0).rh(40, 9).lh(-40, 9).twist(-5)),
		k(80, s.off(-3, 0).rh(70, 13).lh(-70, 13).twist(15).with(func(p *pose) { p.Flash = 1 })),
		k(80, s.off(-3, 0).rh(75, 13).lh(-75, 13).twist(15).with(func(p *pose) { p.Flash = 0.5 })),
		k(200, s.off(-2, 0).rh(30, 8).lh(-30, 8).with(func(p *pose) { p.Scale = 0.9; p.Fade = 0.15 })),
		k(160, s.off(-2, 0).rh(25, 8).lh(-25, 8).with(func(p *pose) { p.Scale = 0.9; p.Fade = 0.15 })),
		k(160, s.off(-1, 0).rh(35, 10).lh(-35, 10).with(func(p *pose) { p.Scale = 0.95 })),
	}}
}

// tired is out of breath: hunched, hands low, heaving.
func tired(i int) pose {
	h := float64(i)
	return stand().rh(20, 9-h*0.5).lh(-20, 9-h*0.5).off(1+h*0.5, 0).with(func(p *pose) {
		p.Scale = 0.95 - 0.01*h
	})
}
