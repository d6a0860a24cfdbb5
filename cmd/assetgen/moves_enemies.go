package main

// enemyMoves are the enemies' own attacks, each in its look's colours with
// its weapon. Slash1, Smash and the Skirmisher's two have an action window
// so a brain can chain a queued combo.
func enemyMoves() []move {
	s := stand()
	gruntSlash1 := move{name: "AM_Grunt_Slash1", tags: []tagDef{trace(1, 3), window(4, 4)}, keys: []key{
		k(160, s.rh(80, 12).bend(40).twist(15)),
		k(80, s.rh(50, 14).bend(20).twist(8)),
		k(60, s.rh(5, 15).bend(0).twist(-5)),
		k(60, s.rh(-35, 14).bend(-20).twist(-15)),
		k(140, s.rh(-50, 12).bend(-30).twist(-20)),
		k(300, s.rh(-20, 11).bend(-25).twist(-10)),
	}}
	gruntSlash2 := move{name: "AM_Grunt_Slash2", tags: []tagDef{trace(1, 3), window(4, 4)}, keys: []key{
		k(160, s.rh(-45, 11).bend(-40).twist(-20)),
		k(80, s.rh(-25, 14).bend(-20).twist(-10)),
		k(60, s.rh(15, 15).bend(0).twist(2)),
		k(60, s.rh(55, 14).bend(20).twist(10)),
		k(140, s.rh(70, 12).bend(30).twist(15)),
		k(300, s.rh(40, 11).bend(-10).twist(5)),
	}}
	smash := move{name: "AM_Brute_Smash", tags: []tagDef{trace(2, 4), window(5, 5)}, keys: []key{
		k(300, s.rh(60, 9).bend(60).twist(10).with(func(p *pose) { p.Len = 0.8 })),
		k(300, s.rh(20, 6).bend(160).twist(12).with(func(p *pose) { p.Len = 0.35 })),
		k(100, s.rh(10, 9).bend(0).twist(5).with(func(p *pose) { p.Len = 0.55 })),
		k(60, s.rh(0, 13).bend(0).off(2, 0).with(func(p *pose) { p.Len = 0.85 })),
		k(60, s.rh(0, 14).bend(0).off(3, 0)),
		k(200, s.rh(0, 14).bend(0).off(3, 0)),
		k(380, s.rh(20, 11).bend(-20).off(1, 0)),
	}}
	sweep := move{name: "AM_Brute_Sweep", tags: []tagDef{trace(2, 5)}, keys: []key{
		k(250, s.rh(95, 10).bend(50).twist(30)),
		k(150, s.rh(105, 10).bend(55).twist(35)),
		k(70, s.rh(70, 13).bend(25).twist(15)),
		k(70, s.rh(25, 14).bend(5).twist(0)),
		k(70, s.rh(-20, 14).bend(-10).twist(-15)),
		k(70, s.rh(-60, 13).bend(-25).twist(-28)),
		k(200, s.rh(-70, 10).bend(-30).twist(-30)),
		k(320, s.rh(-20, 10).bend(-20).twist(-12)),
	}}
	lunge := move{name: "AM_Skirmisher_Lunge", tags: []tagDef{trace(1, 3), window(4, 4)}, keys: []key{
		k(120, s.rh(60, 9).bend(-40).off(-2, 0).twist(8).with(func(p *pose) { p.Scale = 0.95 })),
		k(100, s.rh(20, 12).bend(-20).off(2, 0).twist(-5).with(func(p *pose) { p.Scale = 1.04 })),
		k(60, s.rh(5, 17).bend(-5).off(5, 0).twist(-15).with(func(p *pose) { p.Scale = 1.06 })),
		k(60, s.rh(0, 18).bend(0).off(6, 0).twist(-18)),
		k(120, s.rh(10, 14).bend(-10).off(4, 0).twist(-10)),
		k(240, s.off(1, 0)),
	}}
	slash := move{name: "AM_Skirmisher_Slash", tags: []tagDef{trace(1, 3), window(4, 4)}, keys: []key{
		k(80, s.rh(70, 11).bend(30).twist(15)),
		k(50, s.rh(40, 14).bend(15).twist(8)),
		k(50, s.rh(0, 15).bend(0).twist(-5)),
		k(50, s.rh(-40, 14).bend(-15).twist(-15)),
		k(100, s.rh(-55, 12).bend(-20).twist(-18)),
		k(170, s.rh(10, 11).bend(-20).twist(-5)),
	}}
	var out []move
	out = append(out, withLook([]move{gruntSlash1, gruntSlash2}, grunt, grunt.weapon)...)
	out = append(out, withLook([]move{smash, sweep}, brute, brute.weapon)...)
	out = append(out, withLook([]move{lunge, slash}, skirmisher, skirmisher.weapon)...)
	return out
}

// enemyReuse are the shared montages every enemy type plays; each gets a
// copy in its own colours holding its own weapon.
var enemyReuse = []string{
	"AM_Idle", "AM_Walk", "AM_HitReact", "AM_Death", "AM_UPC_Hop_B", "AM_Finisher_Victim", "AM_Sword_GuardRaise",
}

// heroReuse are the shared montages the hero plays with an item drawn;
// each item gets a copy holding it (AM_Sword_Idle), so the weapon does not
// vanish between attacks.
var heroReuse = []string{
	"AM_Idle", "AM_Walk", "AM_HitReact", "AM_Death", "AM_Tired",
	"AM_UPC_Hop_F", "AM_UPC_Hop_B", "AM_UPC_Hop_L", "AM_UPC_Hop_R",
}

// skins returns the per-look copies of shared montages.
func skins() []move {
	base := map[string]move{}
	for _, m := range append(commonMoves(), swordMoves()...) {
		base[m.name] = m
	}
	var out []move
	for _, lk := range []*look{grunt, brute, skirmisher} {
		for _, name := range enemyReuse {
			out = append(out, base[name].skin(lk, lk.weapon, lk.name))
		}
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
