package main

// revive is the co-op reviver's half of the paired move: it steps in,
// kneels by the fallen teammate lying in front of it, takes hold, heaves
// and lifts, and stands. The teammate gets up as notify:revive begins
// (frame 5, at 1.25 s of 1.7 s); the rest is the reviver rising with it.
func revive() move {
	s := stand()
	crouch := func(sc float64) func(*pose) { return func(p *pose) { p.Scale = sc } }
	return move{name: "AM_Revive", tags: []tagDef{notify("revive", 5, 6)}, keys: []key{
		k(150, s.rh(25, 14).lh(-25, 14).off(1, 0).with(crouch(0.96))),
		k(200, s.rh(15, 20).lh(-15, 20).off(3, 0).with(crouch(0.88))),
		k(300, s.rh(8, 23).lh(-8, 23).off(4, 0).with(crouch(0.86))),
		k(300, s.rh(6, 22).lh(-6, 22).off(4, 0).twist(3).with(crouch(0.86))),
		k(300, s.rh(10, 19).lh(-10, 19).off(2, 0).twist(-3).with(crouch(0.9))),
		k(250, s.rh(20, 15).lh(-20, 15).off(1, 0).with(crouch(0.96))),
		k(200, s),
	}}
}

// reviveRise is the raised teammate's half: from lying on its back as its
// death left it, with a glow, it sits up, takes up its weapon and stands.
func reviveRise() move {
	m := move{name: "AM_Revive_Rise"}
	ms := []int{150, 150, 150, 150}
	lie := []float64{1, 0.66, 0.33, 0}
	glow := []float64{0.45, 0.25, 0.1, 0}
	for i := range ms {
		t := lie[i]
		p := stand().off(-2*t-4*t, 0).rh(35+75*t, 11+5*t).lh(-35-75*t, 11+5*t)
		p.Fall, p.Flash, p.Fade, p.Drop = t, glow[i], 0.4*t, t > 0.5
		p.Scale = 1 - 0.08*t
		m.keys = append(m.keys, k(ms[i], p))
	}
	return m
}
