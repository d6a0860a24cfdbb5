package controls

import "math"

// A stick flicks when pushed past FlickOut from inside FlickIn (of its
// full travel), and may flick again once it has come back inside FlickIn.
const (
	FlickOut = 0.7
	FlickIn  = 0.35
)

// Flick turns a stick's position, frame by frame, into flicks: the right
// stick switching the lock, the left stick stepping through a menu. The
// zero Flick is ready; a stick already pushed when it starts (an axis that
// rests off centre on a pad read raw) does not flick until it has been
// centred.
type Flick struct {
	armed bool // the stick has been centred since the last flick
}

// Update takes the stick this frame and returns the flick's direction as
// a unit vector, with ok, on the frame it flicks.
func (f *Flick) Update(x, y float64) (dx, dy float64, ok bool) {
	l := math.Hypot(x, y)
	switch {
	case l < FlickIn:
		f.armed = true
	case l > FlickOut && f.armed:
		f.armed = false
		return x / l, y / l, true
	}
	return 0, 0, false
}

// Step returns a vertical flick as a menu step: -1 up, +1 down, 0 for a
// flick more sideways than up or down.
func Step(dx, dy float64) int {
	switch {
	case math.Abs(dy) <= math.Abs(dx):
		return 0
	case dy < 0:
		return -1
	}
	return 1
}
