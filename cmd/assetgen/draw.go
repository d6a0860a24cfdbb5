package main

import "image/color"

// painter draws one pose of one look into a frame of the sheet.
type painter struct {
	cv *canvas
	lk *look
	w  weapon
	p  pose
	r  rig
}

// tint applies the pose's flash and fade to a colour.
func (pt *painter) tint(c color.NRGBA) color.NRGBA {
	c = mix(c, grey, pt.p.Fade*0.6)
	return mix(c, white, pt.p.Flash*0.75)
}

// disc and bar draw a dark outline one pixel wider, then the fill.
func (pt *painter) disc(c color.NRGBA, at vec, r float64) {
	pt.cv.circle(pt.tint(outline), at, r+1)
	pt.cv.circle(pt.tint(c), at, r)
}

func (pt *painter) bar(c color.NRGBA, a, b vec, r float64) {
	pt.cv.capsule(pt.tint(outline), a, b, r+1)
	pt.cv.capsule(pt.tint(c), a, b, r)
}

// draw paints the whole character.
func (pt *painter) draw() {
	p, r, lk := pt.p, pt.r, pt.lk
	if p.Ghost != (vec{}) {
		g := alpha(lk.body, 0.35)
		pt.cv.circle(g, r.hip.add(p.Ghost), r.torso)
		pt.cv.capsule(g, r.rShoulder.add(p.Ghost), r.lShoulder.add(p.Ghost), r.shoulderR)
		pt.cv.circle(alpha(lk.hair, 0.35), r.head.add(p.Ghost), r.headR)
	}
	if p.Fall > 0 {
		for _, side := range []float64{-1, 1} {
			from := r.hip.add(vec{0, side * 3.5 * r.sc})
			pt.bar(lk.trim, from, r.hip.add(vec{p.Fall * 14 * r.sc, side * 5.5 * r.sc}), 3*r.sc)
		}
	}
	if p.Drop {
		pt.weaponOnGround()
	}
	sleeve := mix(lk.body, outline, 0.25)
	pt.bar(sleeve, r.rShoulder, r.rHand, r.armR)
	pt.bar(sleeve, r.lShoulder, r.lHand, r.armR)
	pt.torso()
	pt.headTop()
	if !p.Drop {
		pt.weapon()
	}
	pt.disc(lk.skin, r.rHand, r.fistR)
	pt.disc(lk.skin, r.lHand, r.fistR)
	if pt.w == shield && !p.Drop {
		pt.shield(r.shieldAt, r.shieldAng)
	}
}

// torso draws the body disc and the shoulders as one shape.
func (pt *painter) torso() {
	r, lk := pt.r, pt.lk
	o := pt.tint(outline)
	pt.cv.circle(o, r.hip, r.torso+1)
	pt.cv.capsule(o, r.hip, r.chest, r.torso+1)
	pt.cv.capsule(o, r.rShoulder, r.lShoulder, r.shoulderR+1)
	b := pt.tint(lk.body)
	pt.cv.circle(b, r.hip, r.torso)
	pt.cv.capsule(b, r.hip, r.chest, r.torso)
	pt.cv.capsule(b, r.rShoulder, r.lShoulder, r.shoulderR)
	// A darker band across the back shows which way the body faces.
	back := r.chest.add(polar(180+pt.p.Twist, r.torso*0.55))
	pt.cv.capsule(pt.tint(mix(lk.body, lk.trim, 0.6)), back.add(polar(90+pt.p.Twist, r.torso*0.7)), back.add(polar(-90+pt.p.Twist, r.torso*0.7)), 1.6*r.sc)
	if lk.padding {
		pt.disc(lk.trim, r.rShoulder, 4*r.sc)
		pt.disc(lk.trim, r.lShoulder, 4*r.sc)
	}
}

// headTop draws the head from above: the face a crescent in front, the hair
// (or helmet) behind it.
func (pt *painter) headTop() {
	r, lk, p := pt.r, pt.lk, pt.p
	facing := p.Twist * 0.4
	pt.disc(lk.skin, r.head, r.headR)
	hairAt := r.head.add(polar(facing+180, 1.7*r.sc))
	pt.cv.circle(pt.tint(lk.hair), hairAt, r.headR-0.9*r.sc)
	if lk.helmet {
		a := r.head.add(polar(facing+180, r.headR-1))
		b := r.head.add(polar(facing, r.headR*0.35))
		pt.cv.capsule(pt.tint(lk.trim), a, b, 1.3*r.sc)
	}
}

// weapon draws the held weapon.
func (pt *painter) weapon() {
	switch pt.w {
	case sword, great, dagger:
		pt.blade(pt.r.rHand, pt.r.base, pt.r.tip, pt.r.bladeAng)
	}
}

// blade draws a blade from its grip to its point.
func (pt *painter) blade(handAt, base, tip vec, ang float64) {
	r := pt.r
	pt.bar(steel, base, tip, r.bladeR)
	pt.cv.capsule(pt.tint(edge), base.lerp(tip, 0.1), tip.lerp(base, 0.08), r.bladeR*0.35)
	pt.bar(grip, handAt.sub(polar(ang, 3*r.sc)), base, 1.1*r.sc)
	across := polar(ang+90, r.guardW)
	pt.bar(hilt, base.add(across), base.sub(across), 1.1*r.sc)
}

// shield draws a round shield seen edge-on from above: thick along ang.
func (pt *painter) shield(at vec, ang float64) {
	r := pt.r
	pt.cv.ellipse(pt.tint(outline), at, r.shieldRx+1, r.shieldRy+1, ang)
	pt.cv.ellipse(pt.tint(rim), at, r.shieldRx, r.shieldRy, ang)
	pt.cv.ellipse(pt.tint(wood), at, r.shieldRx-1*r.sc, r.shieldRy-1.4*r.sc, ang)
	pt.disc(rim, at.add(polar(ang, r.shieldRx*0.5)), 1.4*r.sc)
}

// weaponOnGround draws a dropped weapon beside the body.
func (pt *painter) weaponOnGround() {
	at := pt.r.hip.add(vec{10 * pt.r.sc, 11 * pt.r.sc})
	switch pt.w {
	case shield:
		pt.shield(at, 80)
	case sword, great, dagger:
		dir := polar(-25, 1)
		n := dist(pt.r.base, pt.r.tip)
		base := at.sub(dir.mul(n / 2))
		pt.blade(base.sub(dir.mul(2*pt.r.sc)), base, base.add(dir.mul(n)), -25)
	}
}
