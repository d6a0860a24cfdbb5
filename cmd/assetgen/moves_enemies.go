package main

// enemyMoves are the enemies' own attacks, each in its look's colours with
// its weapon. Slash1, Smash and the Skirmisher's two have an action window
// so a brain can chain a queued combo.
//
// Every attack telegraphs: a wind-up under a "cue" notify (see telegraph)
// that lasts at least 0.35 s of real time at the fastest Action Speed its
// look plays at: 350 ms authored for the Grunt (speed 1; the Weakling
// plays it at 0.5), 280 ms for the Brute (0.8), 420 ms for the Skirmisher
// (1.2). The strike itself stays fast.
func enemyMoves() []move {
	s := stand()
	// The Grunt draws the sword further back and twists into it, the left
	// hand reaching at the target, for 200 ms before each slash.
	gruntSlash1 := move{name: "AM_Grunt_Slash1", tags: []tagDef{trace(2, 4), window(5, 5), sound("whoosh_light", 2)}, keys: []key{
		k(160, s.rh(80, 12).bend(40).twist(15)),
		k(200, s.rh(100, 10).bend(55).lh(-25, 13).twist(25).with(func(p *pose) { p.Scale = 0.96 })),
		k(80, s.rh(50, 14).bend(20).twist(8)),
		k(60, s.rh(5, 15).bend(0).twist(-5)),
		k(60, s.rh(-35, 14).bend(-20).twist(-15)),
		k(140, s.rh(-50, 12).bend(-30).twist(-20)),
		k(300, s.rh(-20, 11).bend(-25).twist(-10)),
	}}
	gruntSlash2 := move{name: "AM_Grunt_Slash2", tags: []tagDef{trace(2, 4), window(5, 5), sound("whoosh_light", 2)}, keys: []key{
		k(160, s.rh(-45, 11).bend(-40).twist(-20)),
		k(200, s.rh(-65, 10).bend(-55).twist(-30).with(func(p *pose) { p.Scale = 0.96 })),
		k(80, s.rh(-25, 14).bend(-20).twist(-10)),
		k(60, s.rh(15, 15).bend(0).twist(2)),
		k(60, s.rh(55, 14).bend(20).twist(10)),
		k(140, s.rh(70, 12).bend(30).twist(15)),
		k(300, s.rh(40, 11).bend(-10).twist(5)),
	}}
	// The Brute's wind-ups were long enough already.
	smash := move{name: "AM_Brute_Smash", tags: []tagDef{trace(2, 4), window(5, 5), sound("whoosh_heavy", 2)}, keys: []key{
		k(300, s.rh(60, 9).bend(60).twist(10).with(func(p *pose) { p.Len = 0.8 })),
		k(300, s.rh(20, 6).bend(160).twist(12).with(func(p *pose) { p.Len = 0.35 })),
		k(100, s.rh(10, 9).bend(0).twist(5).with(func(p *pose) { p.Len = 0.55 })),
		k(60, s.rh(0, 13).bend(0).off(2, 0).with(func(p *pose) { p.Len = 0.85 })),
		k(60, s.rh(0, 14).bend(0).off(3, 0)),
		k(200, s.rh(0, 14).bend(0).off(3, 0)),
		k(380, s.rh(20, 11).bend(-20).off(1, 0)),
	}}
	sweep := move{name: "AM_Brute_Sweep", tags: []tagDef{trace(2, 5), sound("whoosh_heavy", 2)}, keys: []key{
		k(250, s.rh(95, 10).bend(50).twist(30)),
		k(150, s.rh(105, 10).bend(55).twist(35)),
		k(70, s.rh(70, 13).bend(25).twist(15)),
		k(70, s.rh(25, 14).bend(5).twist(0)),
		k(70, s.rh(-20, 14).bend(-10).twist(-15)),
		k(70, s.rh(-60, 13).bend(-25).twist(-28)),
		k(200, s.rh(-70, 10).bend(-30).twist(-30)),
		k(320, s.rh(-20, 10).bend(-20).twist(-12)),
	}}
	// The Skirmisher coils: it sinks lower and draws the dagger back over
	// two frames (an in-between, then the held extreme) before it strikes.
	lungeReady := s.rh(60, 9).bend(-40).off(-2, 0).twist(8).with(func(p *pose) { p.Scale = 0.95 })
	lungeCoil := s.rh(115, 8).bend(-75).lh(-25, 12).off(-4, 0).twist(22).with(func(p *pose) { p.Scale = 0.9 })
	lunge := move{name: "AM_Skirmisher_Lunge", tags: []tagDef{trace(3, 5), window(6, 6), sound("whoosh_light", 3)}, keys: []key{
		k(120, lungeReady),
		k(140, lerpPose(lungeReady, lungeCoil, 0.5)),
		k(180, lungeCoil),
		k(100, s.rh(20, 12).bend(-20).off(2, 0).twist(-5).with(func(p *pose) { p.Scale = 1.04 })),
		k(60, s.rh(5, 17).bend(-5).off(5, 0).twist(-15).with(func(p *pose) { p.Scale = 1.06 })),
		k(60, s.rh(0, 18).bend(0).off(6, 0).twist(-18)),
		k(120, s.rh(10, 14).bend(-10).off(4, 0).twist(-10)),
		k(240, s.off(1, 0)),
	}}
	slashReady := s.rh(70, 11).bend(30).twist(15)
	slashCoil := s.rh(95, 9).bend(45).lh(-20, 13).off(-1, 0).twist(28).with(func(p *pose) { p.Scale = 0.93 })
	slash := move{name: "AM_Skirmisher_Slash", tags: []tagDef{trace(3, 5), window(6, 6), sound("whoosh_light", 3)}, keys: []key{
		k(80, slashReady),
		k(160, lerpPose(slashReady, slashCoil, 0.5)),
		k(200, slashCoil),
		k(50, s.rh(40, 14).bend(15).twist(8)),
		k(50, s.rh(0, 15).bend(0).twist(-5)),
		k(50, s.rh(-40, 14).bend(-15).twist(-15)),
		k(100, s.rh(-55, 12).bend(-20).twist(-18)),
		k(170, s.rh(10, 11).bend(-20).twist(-5)),
	}}
	attacks := []move{gruntSlash1, gruntSlash2, smash, sweep, lunge, slash}
	for i := range attacks {
		attacks[i] = telegraph(attacks[i])
	}
	var out []move
	out = append(out, withLook(attacks[0:2], grunt, grunt.weapon)...)
	out = append(out, withLook(attacks[2:4], brute, brute.weapon)...)
	out = append(out, withLook(attacks[4:6], skirmisher, skirmisher.weapon)...)
	return out
}

// telegraph adds the "cue" notify over an attack's wind-up: from frame 0
// to the frame before its first trace frame, so the player sees the blow
// coming for all of that time. An attack that traces from frame 0 has no
// wind-up and gets no cue.
func telegraph(m move) move {
	first := -1
	for i := range m.keys {
		if m.hasTrace(i) {
			first = i
			break
		}
	}
	if first > 0 {
		m.tags = append([]tagDef{notify("cue", 0, first-1)}, m.tags...)
	}
	return m
}

// enemyReuse are the shared montages every enemy type plays; each gets a
// copy in its own colours holding its own weapon.
var enemyReuse = []string{
	"AM_Idle", "AM_Walk", "AM_HitReact", "AM_Death", "AM_UPC_Hop_B", "AM_Finisher_Victim", "AM_Brace",
}

// weaklingReuse are the Grunt's own montages the Weakling plays (it runs
// the Grunt's graph): each gets a copy in the Weakling's look, named
// AM_Weakling_Grunt_Slash1 and so on, which World.Pose draws for it.
var weaklingReuse = []string{"AM_Grunt_Slash1", "AM_Grunt_Slash2", "AM_Grunt_UPC_Hop_B"}

// heroReuse are the shared montages the hero plays with an item drawn;
// each item gets a copy holding it (AM_Sword_Idle), so the weapon does not
// vanish between attacks.
var heroReuse = []string{
	"AM_Idle", "AM_Walk", "AM_HitReact", "AM_Death", "AM_Tired",
	"AM_UPC_Hop_F", "AM_UPC_Hop_B", "AM_UPC_Hop_L", "AM_UPC_Hop_R",
	"AM_Revive", "AM_Revive_Rise",
}

// skins returns the per-look copies of shared montages.
func skins() []move {
	base := map[string]move{}
	for _, m := range append(commonMoves(), swordMoves()...) {
		base[m.name] = m
	}
	for _, m := range enemyMoves() {
		base[m.name] = m
	}
	var out []move
	for _, lk := range enemyLooks {
		for _, name := range enemyReuse {
			out = append(out, base[name].skin(lk, lk.weapon, lk.name))
		}
	}
	for _, m := range out {
		base[m.name] = m // the Grunt's back hop, for the Weakling's copy
	}
	for _, name := range weaklingReuse {
		out = append(out, base[name].skin(weakling, weakling.weapon, weakling.name))
	}
	items := []struct {
		name string
		w    weapon
	}{{"Sword", sword}, {"TwoHanded", great}, {"Shield", shield}}
	for _, it := range items {
		for _, name := range heroReuse {
			out = append(out, base[name].skin(hero, it.w, it.name))
		}
	}
	return out
}
