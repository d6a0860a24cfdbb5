package main

// fistMoves is the unarmed light combo: a left jab, a right cross, a right
// hook. Each has a trace while the fist flies and an action window after.
// Every attack's first trace frame plays a whoosh (sound tags: the game
// plays assets/sounds/NAME.wav), light or, for the heavy blades, heavy.
func fistMoves() []move {
	s := stand()
	jab1 := move{name: "AM_Fists_Jab1", strike: byLeftFist,
		tags: []tagDef{trace(1, 2), window(3, 4), sound("whoosh_light", 1)}, keys: []key{
			k(60, s.lh(-25, 10).twist(5)),
			k(60, s.lh(-12, 17).twist(10)),
			k(60, s.lh(-6, 22).twist(14)),
			k(100, s.lh(-8, 20).twist(12)),
			k(120, s.lh(-20, 14).twist(6)),
			k(200, s),
		}}
	jab2 := move{name: "AM_Fists_Jab2", strike: byRightFist,
		tags: []tagDef{trace(1, 2), window(3, 4), sound("whoosh_light", 1)}, keys: []key{
			k(60, s.rh(25, 10).twist(-5)),
			k(60, s.rh(12, 17).twist(-10)),
			k(60, s.rh(6, 22).twist(-14)),
			k(100, s.rh(8, 20).twist(-12)),
			k(120, s.rh(20, 14).twist(-6)),
			k(200, s),
		}}
	hook := move{name: "AM_Fists_Hook", strike: byRightFist,
		tags: []tagDef{trace(2, 4), window(5, 6), sound("whoosh_light", 2)}, keys: []key{
			k(100, s.rh(70, 13).twist(15)),
			k(100, s.rh(85, 15).twist(20)),
			k(60, s.rh(55, 17).twist(0)),
			k(60, s.rh(20, 18).twist(-15)),
			k(60, s.rh(-15, 17).twist(-25)),
			k(120, s.rh(-25, 15).twist(-25)),
			k(200, s.rh(0, 12).twist(-10)),
			k(200, s),
		}}
	return withLook([]move{jab1, jab2, hook}, hero, fists)
}

// swordMoves is the sword's three-slash combo in sections (no action
// window: each slash chains At Completion), its guard and its parry.
func swordMoves() []move {
	s := stand()
	combo := move{name: "AM_Sword_Combo",
		tags: []tagDef{
			section("Slash1", 0, 5), section("Slash2", 6, 11), section("Slash3", 12, 19),
			trace(1, 3), trace(7, 9), trace(14, 16),
			sound("whoosh_light", 1), sound("whoosh_light", 7), sound("whoosh_light", 14),
		},
		keys: []key{
			// Slash1: right to left.
			k(100, s.rh(80, 12).bend(40).twist(15)),
			k(60, s.rh(55, 14).bend(20).twist(8)),
			k(60, s.rh(15, 15).bend(0).twist(-5)),
			k(60, s.rh(-30, 14).bend(-20).twist(-15)),
			k(120, s.rh(-50, 12).bend(-30).twist(-20)),
			k(200, s.rh(-35, 11).bend(-35).twist(-15)),
			// Slash2: backhand, left to right.
			k(100, s.rh(-45, 11).bend(-40).twist(-20)),
			k(60, s.rh(-30, 14).bend(-20).twist(-10)),
			k(60, s.rh(10, 15).bend(0).twist(2)),
			k(60, s.rh(50, 14).bend(20).twist(10)),
			k(120, s.rh(70, 12).bend(30).twist(15)),
			k(200, s.rh(40, 11).bend(10).twist(5)),
			// Slash3: raised overhead, chopped down in front.
			k(150, s.rh(60, 9).bend(60).twist(10).with(func(p *pose) { p.Len = 0.8 })),
			k(150, s.rh(30, 7).bend(150).twist(12).with(func(p *pose) { p.Len = 0.35 })),
			k(60, s.rh(10, 10).bend(0).twist(4).with(func(p *pose) { p.Len = 0.6 })),
			k(60, s.rh(0, 15).bend(0).twist(-5).off(2, 0)),
			k(60, s.rh(-5, 16).bend(0).twist(-6).off(3, 0)),
			k(120, s.rh(0, 15).bend(0).twist(-4).off(2, 0)),
			k(150, s.rh(20, 12).bend(-10).off(1, 0)),
			k(150, s),
		}}
	guard := swordGuard()
	// A guard pressed as a blow lands parries it: the first 160 ms of the
	// raise carry the parry notify.
	raise := move{name: "AM_Sword_GuardRaise", tags: []tagDef{notify("parry", 0, 1)}, keys: guardRaiseKeys()}
	lower := move{name: "AM_Sword_GuardLower", keys: []key{
		k(60, lerpPose(s, guard, 0.8)), k(70, lerpPose(s, guard, 0.4)), k(70, s),
	}}
	parry := move{name: "AM_Sword_Parry", tags: []tagDef{notify("parry", 0, 2)}, keys: []key{
		k(50, guard),
		k(50, s.rh(-10, 15).bend(-60).lh(-40, 11).twist(-10)),
		k(100, s.rh(-20, 15).bend(-40).lh(-40, 11).twist(-12)),
		k(150, s.rh(0, 13).bend(-30).twist(-5)),
		k(250, s),
	}}
	return withLook([]move{combo, raise, lower, parry}, hero, sword)
}

// swordGuard is the raised guard: the blade held across the body.
func swordGuard() pose {
	return stand().rh(15, 12).bend(-105).lh(-30, 13).twist(-5)
}

// guardRaiseKeys raise the guard from the stance in 250 ms. The hero's
// AM_Sword_GuardRaise and the enemies' AM_Brace share them.
func guardRaiseKeys() []key {
	s, guard := stand(), swordGuard()
	return []key{k(80, lerpPose(s, guard, 0.35)), k(80, lerpPose(s, guard, 0.75)), k(90, guard)}
}

// twoHandedMoves is the big blade's two light swings (windows and
// traces), its heavy (a trace, then Recovery) and the recovery.
func twoHandedMoves() []move {
	s := stand()
	light1 := move{name: "AM_TwoHanded_Light1", tags: []tagDef{trace(1, 3), window(4, 5), sound("whoosh_heavy", 1)}, keys: []key{
		k(150, s.rh(75, 10).bend(50).twist(20)),
		k(60, s.rh(50, 12).bend(25).twist(10)),
		k(60, s.rh(10, 13).bend(0).twist(-5)),
		k(60, s.rh(-35, 12).bend(-25).twist(-18)),
		k(150, s.rh(-55, 10).bend(-35).twist(-25)),
		k(200, s.rh(-40, 10).bend(-30).twist(-18)),
		k(220, s.rh(-30, 10).bend(-20).twist(-10)),
	}}
	light2 := move{name: "AM_TwoHanded_Light2", tags: []tagDef{trace(1, 3), window(4, 5), sound("whoosh_heavy", 1)}, keys: []key{
		k(150, s.rh(-50, 10).bend(-40).twist(-20)),
		k(60, s.rh(-25, 12).bend(-20).twist(-10)),
		k(60, s.rh(15, 13).bend(0).twist(5)),
		k(60, s.rh(55, 12).bend(25).twist(15)),
		k(150, s.rh(75, 10).bend(35).twist(20)),
		k(200, s.rh(55, 10).bend(15).twist(12)),
		k(220, s.rh(40, 10).bend(-20).twist(5)),
	}}
	heavy := move{name: "AM_TwoHanded_Heavy", tags: []tagDef{trace(2, 5), sound("whoosh_heavy", 2)}, keys: []key{
		k(200, s.rh(100, 10).bend(40).twist(25)),
		k(200, s.rh(140, 8).bend(30).twist(35).with(func(p *pose) { p.Len = 0.7 })),
		k(60, s.rh(90, 12).bend(10).twist(20).with(func(p *pose) { p.Len = 0.9 })),
		k(60, s.rh(45, 14).bend(0).twist(5)),
		k(60, s.rh(0, 15).bend(0).twist(-10).off(2, 0)),
		k(60, s.rh(-40, 14).bend(-10).twist(-22).off(3, 0)),
		k(200, s.rh(-55, 11).bend(-20).twist(-30).off(2, 0)),
		k(360, s.rh(-30, 10).bend(-20).twist(-20).off(1, 0)),
	}}
	recovery := move{name: "AM_TwoHanded_Recovery", keys: []key{
		k(200, s.rh(-40, 10).bend(-30).twist(-15).with(func(p *pose) { p.Scale = 0.96 })),
		k(200, s.rh(0, 10).bend(-20).twist(-5).with(func(p *pose) { p.Scale = 0.97 })),
		k(200, s),
	}}
	return withLook([]move{light1, light2, heavy, recovery}, hero, great)
}

// shieldMoves is the shield bash (a trace following the shield) and the
// block that raises it.
func shieldMoves() []move {
	s := stand()
	bash := move{name: "AM_Shield_Bash", strike: byShield, tags: []tagDef{trace(1, 3), sound("whoosh_light", 1)}, keys: []key{
		k(120, s.lh(-40, 9).twist(-15).off(-1, 0)),
		k(60, s.lh(-15, 14).twist(5).off(2, 0)),
		k(60, s.lh(-5, 18).twist(12).off(4, 0)),
		k(100, s.lh(-5, 17).twist(12).off(4, 0)),
		k(160, s.lh(-20, 13).twist(5).off(2, 0)),
		k(200, s),
	}}
	up := s.lh(0, 13).rh(40, 9).twist(15)
	// Like the sword's raise, a block pressed as a blow lands parries it.
	block := move{name: "AM_Shield_Block", tags: []tagDef{notify("parry", 0, 1)}, keys: []key{
		k(80, lerpPose(s, up, 0.35)), k(80, lerpPose(s, up, 0.75)), k(90, up),
	}}
	return withLook([]move{bash, block}, hero, shield)
}

// withLook sets the look and weapon of moves.
func withLook(ms []move, lk *look, w weapon) []move {
	for i := range ms {
		ms[i].lk, ms[i].w = lk, w
	}
	return ms
}
