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

// disc and bar draw a dark outline (the look's edge width) wider, then the fill.
func (pt *painter) disc(c color.NRGBA, at vec, r float64) {
	pt.cv.circle(pt.tint(outline), at, r+pt.lk.edgeW())
	pt.cv.circle(pt.tint(c), at, r)
}

func (pt *painter) bar(c color.NRGBA, a, b vec, r float64) {
	pt.cv.capsule(pt.tint(outline), a, b, r+pt.lk.edgeW())
	pt.cv.capsule(pt.tint(c), a, b, r)
}

// shape fills a convex polygon over a dark outline: the same polygon grown
// by the edge width away from its centre.
func (pt *painter) shape(c color.NRGBA, pts ...vec) {
	var mid vec
	for _, v := range pts {
		mid = mid.add(v.mul(1 / float64(len(pts))))
	}
	grown := make([]vec, len(pts))
	for i, v := range pts {
		d := v.sub(mid)
		if n := dist(v, mid); n > 0 {
			grown[i] = v.add(d.mul(pt.lk.edgeW() / n))
		}
	}
	pt.cv.poly(pt.tint(outline), grown...)
	pt.cv.poly(pt.tint(c), pts...)
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
	if lk.hood {
		pt.cape()
	}
	if lk.hunch > 0 { // a hump of rags on the back
		pt.disc(mix(lk.body, lk.trim, 0.35), r.chest.add(polar(180+p.Twist, r.torso*1.0)), r.torso*0.85)
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
	o, e := pt.tint(outline), lk.edgeW()
	pt.cv.circle(o, r.hip, r.torso+e)
	pt.cv.capsule(o, r.hip, r.chest, r.torso+e)
	pt.cv.capsule(o, r.rShoulder, r.lShoulder, r.shoulderR+e)
	b := pt.tint(lk.body)
	pt.cv.circle(b, r.hip, r.torso)
	pt.cv.capsule(b, r.hip, r.chest, r.torso)
	pt.cv.capsule(b, r.rShoulder, r.lShoulder, r.shoulderR)
	// A darker band across the back shows which way the body faces.
	back := r.chest.add(polar(180+pt.p.Twist, r.torso*0.55))
	pt.cv.capsule(pt.tint(mix(lk.body, lk.trim, 0.6)), back.add(polar(90+pt.p.Twist, r.torso*0.7)), back.add(polar(-90+pt.p.Twist, r.torso*0.7)), 1.6*r.sc)
	if lk.padding {
		pt.pauldron(r.rShoulder, 90)
		pt.pauldron(r.lShoulder, -90)
	}
}

// pauldron draws a spike of steel jutting out of the shoulder to the side
// (side is 90 for the right shoulder, -90 for the left) on a steel band.
func (pt *painter) pauldron(at vec, side float64) {
	sc, tw := pt.r.sc, pt.p.Twist
	pt.shape(steel, at.add(polar(tw+side-40, 2.4*sc)), at.add(polar(tw+side+40, 2.4*sc)), at.add(polar(tw+side, 8*sc)))
	pt.bar(rim, at.add(polar(tw, 3*sc)), at.add(polar(tw+180, 3*sc)), 1.1*sc)
}

// cape draws a short cape hanging back from the shoulders.
func (pt *painter) cape() {
	r, tw := pt.r, pt.p.Twist
	back := polar(180+tw, 10*r.sc)
	a, b := r.rShoulder.add(polar(tw, 1.5*r.sc)), r.lShoulder.add(polar(tw, 1.5*r.sc))
	pt.shape(pt.lk.trim, a, b, b.lerp(a, 0.2).add(back), a.lerp(b, 0.2).add(back))
}

// headTop draws the head from above: the face a crescent in front, the hair
// (or helmet, or hood) behind it, and what sticks out of it.
func (pt *painter) headTop() {
	r, lk, p := pt.r, pt.lk, pt.p
	facing := p.Twist * 0.4
	if lk.ears {
		for _, side := range []float64{-1, 1} {
			pt.shape(lk.skin, r.head.add(polar(facing+side*85, r.headR*0.9)), r.head.add(polar(facing+side*150, r.headR*0.9)),
				r.head.add(polar(facing+side*132, r.headR+8*r.sc)))
		}
	}
	if lk.hood {
		pt.bar(lk.hair, r.head, r.head.add(polar(facing+180, r.headR+3.5*r.sc)), 2.4*r.sc)
	}
	pt.disc(lk.skin, r.head, r.headR)
	hairAt := r.head.add(polar(facing+180, 1.7*r.sc))
	switch {
	case lk.hood:
		pt.cv.circle(pt.tint(lk.hair), r.head.add(polar(facing+180, 1.1*r.sc)), r.headR-0.4*r.sc)
		pt.cv.capsule(pt.tint(lk.hair), r.head.add(polar(facing+180, r.headR*0.5)), r.head.add(polar(facing+180, r.headR+3.5*r.sc)), 2.4*r.sc)
	case lk.ears: // bare: a few dark tufts
		pt.cv.circle(pt.tint(lk.hair), hairAt.add(polar(facing+180, 0.8*r.sc)), r.headR-2.2*r.sc)
	default:
		pt.cv.circle(pt.tint(lk.hair), hairAt, r.headR-0.9*r.sc)
	}
	if lk.helmet {
		a := r.head.add(polar(facing+180, r.headR-1))
		b := r.head.add(polar(facing, r.headR*0.35))
		pt.cv.capsule(pt.tint(rgb(196, 48, 40)), a, b, 1.3*r.sc)
	}
	if lk.horns {
		pt.hornPair(facing)
	}
}

// hornPair draws two horns curving forward off the sides of the head.
func (pt *painter) hornPair(facing float64) {
	r := pt.r
	for _, side := range []float64{-1, 1} {
		base := r.head.add(polar(facing+side*95, r.headR*0.75))
		mid := r.head.add(polar(facing+side*88, r.headR+3*r.sc))
		tip := r.head.add(polar(facing+side*58, r.headR+6*r.sc))
		pt.cv.capsule(pt.tint(outline), base, mid, 1.4*r.sc+pt.lk.edgeW())
		pt.cv.capsule(pt.tint(outline), mid, tip, 0.8*r.sc+pt.lk.edgeW())
		pt.cv.capsule(pt.tint(bone), base, mid, 1.4*r.sc)
		pt.cv.capsule(pt.tint(bone), mid, tip, 0.8*r.sc)
	}
}

// weapon draws the held weapon.
func (pt *painter) weapon() {
	switch pt.w {
	case sword, great, dagger:
		pt.blade(pt.r.rHand, pt.r.base, pt.r.tip, pt.r.bladeAng)
	case club:
		pt.club(pt.r.rHand, pt.r.base, pt.r.tip, pt.r.bladeAng)
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

// club draws a wooden club from the hand: a thin haft, then a knotted head
// thickening to the end.
func (pt *painter) club(handAt, base, tip vec, ang float64) {
	sc, e := pt.r.sc, pt.lk.edgeW()
	butt := handAt.sub(polar(ang, 2.5*sc))
	head := base.lerp(tip, 0.45)
	pt.cv.capsule(pt.tint(outline), butt, head, 1.2*sc+e)
	pt.cv.capsule(pt.tint(outline), head, tip, 2.5*sc+e)
	pt.cv.capsule(pt.tint(wood), butt, head, 1.2*sc)
	pt.cv.capsule(pt.tint(wood), head, tip, 2.5*sc)
	pt.cv.circle(pt.tint(knot), head.lerp(tip, 0.4).add(polar(ang+90, 1.3*sc)), 0.8*sc)
	pt.cv.circle(pt.tint(knot), head.lerp(tip, 0.8).add(polar(ang-90, 1.2*sc)), 0.8*sc)
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
	case sword, great, dagger, club:
		dir := polar(-25, 1)
		n := dist(pt.r.base, pt.r.tip)
		base := at.sub(dir.mul(n / 2))
		if pt.w == club {
			pt.club(base.sub(dir.mul(2*pt.r.sc)), base, base.add(dir.mul(n)), -25)
			return
		}
		pt.blade(base.sub(dir.mul(2*pt.r.sc)), base, base.add(dir.mul(n)), -25)
	}
}
