package main

import "math"

// frameSize is the side of a frame; the pivot is its centre.
const frameSize = 64

// reachMax keeps every weapon tip inside the frame.
const reachMax = frameSize/2 - 1.5

// rig is where a pose puts the parts of a character inside its frame.
type rig struct {
	sc                   float64 // the look's scale times the pose's
	hip, chest, head     vec     // the body's centre, the shoulders' centre, the head
	rShoulder, lShoulder vec
	rHand, lHand         vec
	torso, shoulderR     float64 // torso disc and shoulder capsule radii
	headR                float64
	fistR, armR          float64
	base, tip            vec     // the blade, from the crossguard to the point
	bladeR, guardW       float64 // the blade's half width and the crossguard's half span
	shieldAt             vec     // the shield's centre
	shieldRx, shieldRy   float64 // its thickness and half width
	shieldAng            float64 // the direction its face looks along
	bladeAng             float64
	hurt                 *box // the hurtbox measured on another look's rig, when set
}

// newRig places a pose for a look holding a weapon.
func newRig(lk *look, w weapon, p pose) rig {
	sc := lk.scale * or1(p.Scale)
	r := rig{sc: sc}
	r.hip = vec{frameSize / 2, frameSize / 2}.add(p.Off)
	r.chest = r.hip.add(vec{-8 * p.Fall * sc, 0})
	sw := 10 * lk.width * sc
	r.rShoulder = r.chest.add(polar(90+p.Twist, sw))
	r.lShoulder = r.chest.add(polar(-90+p.Twist, sw))
	r.torso, r.shoulderR = 8*sc*(0.8+0.2*lk.width), 5.5*sc
	r.headR = 5.9 * sc
	r.head = r.chest.add(polar(p.Twist*0.4, (1.5+lk.hunch)*sc*(1-p.Fall))).add(vec{-7 * p.Fall * sc, 0})
	r.fistR, r.armR = 3*sc, 2.6*sc
	r.rHand = r.hip.add(polar(p.R.Ang, p.R.Reach*sc))
	r.lHand = r.hip.add(polar(p.L.Ang, p.L.Reach*sc))

	r.bladeAng = p.blade()
	dir := polar(r.bladeAng, 1)
	var length float64
	switch w {
	case sword:
		length, r.bladeR, r.guardW = 17, 1.3, 3.5
	case great:
		length, r.bladeR, r.guardW = 20, 2.0, 5
		r.lHand = r.rHand.sub(dir.mul(4 * sc)) // both hands on the grip
	case dagger:
		length, r.bladeR, r.guardW = 10, 1.0, 2.2
	case club:
		length, r.bladeR, r.guardW = 15, 1.3, 0
	}
	r.bladeR *= sc
	r.guardW *= sc
	r.base = r.rHand.add(dir.mul(2 * sc))
	length *= lk.scale * or1(p.Len)
	r.tip = r.base.add(dir.mul(length))
	if d := dist(r.tip, vec{frameSize / 2, frameSize / 2}); d > reachMax {
		r.tip = r.base.add(dir.mul(math.Max(length-(d-reachMax), 2)))
	}

	r.shieldAng = p.L.Ang
	r.shieldAt = r.lHand.add(polar(p.L.Ang, 2*sc))
	r.shieldRx, r.shieldRy = 3*sc, 9*sc
	if lk.hurtAs != nil {
		h := newRig(lk.hurtAs, w, p).hurtbox()
		r.hurt = &h
	}
	return r
}

func dist(a, b vec) float64 { return math.Hypot(a.X-b.X, a.Y-b.Y) }

// box is a rectangle in frame pixels.
type box struct{ X, Y, W, H int }

// boxAround returns the pixel box holding lo..hi padded by pad, clipped to
// the frame.
func boxAround(lo, hi vec, pad float64) box {
	x0 := max(int(math.Floor(lo.X-pad)), 0)
	y0 := max(int(math.Floor(lo.Y-pad)), 0)
	x1 := min(int(math.Ceil(hi.X+pad)), frameSize)
	y1 := min(int(math.Ceil(hi.Y+pad)), frameSize)
	return box{x0, y0, x1 - x0, y1 - y0}
}

func span(pts ...vec) (lo, hi vec) {
	lo, hi = pts[0], pts[0]
	for _, v := range pts[1:] {
		lo = vec{min(lo.X, v.X), min(lo.Y, v.Y)}
		hi = vec{max(hi.X, v.X), max(hi.Y, v.Y)}
	}
	return lo, hi
}

// striker is the part a trace window follows.
type striker int

const (
	byBlade striker = iota
	byRightFist
	byLeftFist
	byShield
)

// hitbox returns the box around the striking part.
func (r rig) hitbox(s striker) box {
	switch s {
	case byRightFist:
		return boxAround(r.rHand, r.rHand, r.fistR+2)
	case byLeftFist:
		return boxAround(r.lHand, r.lHand, r.fistR+2)
	case byShield:
		c, s := math.Cos(r.shieldAng*math.Pi/180), math.Sin(r.shieldAng*math.Pi/180)
		ex := math.Hypot(r.shieldRx*c, r.shieldRy*s)
		ey := math.Hypot(r.shieldRx*s, r.shieldRy*c)
		e := vec{ex, ey}
		return boxAround(r.shieldAt.sub(e), r.shieldAt.add(e), 2)
	}
	lo, hi := span(r.rHand, r.tip)
	return boxAround(lo, hi, r.bladeR+2)
}

// hurtbox returns the box around the body and head, or the one measured
// on the look's hurtAs.
func (r rig) hurtbox() box {
	if r.hurt != nil {
		return *r.hurt
	}
	lo, hi := span(r.rShoulder, r.lShoulder, r.hip)
	lo = vec{min(lo.X-r.torso, r.head.X-r.headR), lo.Y - r.shoulderR}
	hi = vec{max(hi.X+r.torso, r.head.X+r.headR), hi.Y + r.shoulderR}
	return boxAround(lo, hi, 1)
}
