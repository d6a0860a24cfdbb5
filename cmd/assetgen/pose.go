package main

// hand places a hand around the body: an angle in degrees from the facing
// (+x; positive turns to the character's right, +y) and a reach in pixels
// from the body's centre, before the look's scale.
type hand struct{ Ang, Reach float64 }

// pose is one frame of a character seen from above, facing +x. The zero
// values of Len and Scale mean 1.
type pose struct {
	R, L  hand    // right hand (holds the weapon) and left hand (holds a shield)
	Bend  float64 // the blade's angle from the right hand's angle, degrees
	Len   float64 // the blade's length factor: short when raised overhead
	Twist float64 // the shoulders' turn, degrees; negative brings the right shoulder forward
	Off   vec     // the body's shift inside the frame
	Scale float64 // above 1 in the air, below 1 crouching
	Flash float64 // 0..1 towards white: struck
	Fall  float64 // 0..1 lying on the back, head towards -x
	Fade  float64 // 0..1 towards grey: dying
	Ghost vec     // a faded copy this far away (a hop's trail); zero for none
	Drop  bool    // the weapon lies on the ground
}

// stand is the ready stance: fists up, a held blade pointing forward.
func stand() pose {
	return pose{R: hand{35, 11}, L: hand{-35, 11}, Bend: -35}
}

// blade returns the weapon's direction in degrees.
func (p pose) blade() float64 { return p.R.Ang + p.Bend }

func or1(v float64) float64 {
	if v == 0 {
		return 1
	}
	return v
}

// with returns a copy of p changed by f, for building frames in place.
func (p pose) with(f func(*pose)) pose {
	f(&p)
	return p
}

// rh and lh set the hands.
func (p pose) rh(ang, reach float64) pose { p.R = hand{ang, reach}; return p }
func (p pose) lh(ang, reach float64) pose { p.L = hand{ang, reach}; return p }

// bend sets the blade's angle relative to the right hand.
func (p pose) bend(b float64) pose { p.Bend = b; return p }

// twist sets the shoulders' turn.
func (p pose) twist(t float64) pose { p.Twist = t; return p }

// off shifts the body.
func (p pose) off(x, y float64) pose { p.Off = vec{x, y}; return p }

// lerpPose blends two poses t of the way, for in-betweens.
func lerpPose(a, b pose, t float64) pose {
	l := func(x, y float64) float64 { return x + (y-x)*t }
	out := b
	out.R = hand{l(a.R.Ang, b.R.Ang), l(a.R.Reach, b.R.Reach)}
	out.L = hand{l(a.L.Ang, b.L.Ang), l(a.L.Reach, b.L.Reach)}
	out.Bend = l(a.Bend, b.Bend)
	out.Len = l(or1(a.Len), or1(b.Len))
	out.Twist = l(a.Twist, b.Twist)
	out.Off = a.Off.lerp(b.Off, t)
	out.Scale = l(or1(a.Scale), or1(b.Scale))
	return out
}
