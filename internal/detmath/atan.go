package detmath

import "math"

// Atan2 returns the angle of the point (x, y) from the x axis, in [-π, π],
// the same bits on every machine. Zeros, infinities and NaN give what
// math.Atan2 gives.
func Atan2(y, x float64) float64 {
	if a, ok := atan2Special(y, x); ok {
		return a
	}
	ax, ay := math.Abs(x), math.Abs(y)
	var a float64
	if ay > ax {
		a = math.Pi/2 - atanUnit(ax/ay)
	} else {
		a = atanUnit(ay / ax)
	}
	if x < 0 {
		a = math.Pi - a
	}
	if y < 0 {
		a = -a
	}
	return a
}

// Atan returns the arctangent of x, the same bits on every machine.
func Atan(x float64) float64 {
	if math.IsNaN(x) || x == 0 {
		return x
	}
	if math.IsInf(x, 0) {
		return math.Copysign(math.Pi/2, x)
	}
	return Atan2(x, 1)
}

// atanUnit returns atan(t) for t in [0, 1]. It halves the angle twice,
// atan(t) = 2·atan(t / (1 + √(1+t²))), down to |t| ≤ tan(π/16) ≈ 0.2, where
// the odd Taylor series through t²¹ leaves out less than 1e-16.
func atanUnit(t float64) float64 {
	t = t / (1 + math.Sqrt(1+float64(t*t)))
	t = t / (1 + math.Sqrt(1+float64(t*t)))
	z := float64(t * t)
	p := -1.0 / 21
	for _, k := range [...]float64{1.0 / 19, -1.0 / 17, 1.0 / 15, -1.0 / 13, 1.0 / 11, -1.0 / 9, 1.0 / 7, -1.0 / 5, 1.0 / 3} {
		p = k + float64(z*p)
	}
	return 4 * (t - float64(float64(t*z)*p))
}

// atan2Special answers Atan2 for NaN, zeros and infinities, as math.Atan2
// does, and reports whether it did.
func atan2Special(y, x float64) (float64, bool) {
	switch {
	case math.IsNaN(y) || math.IsNaN(x):
		return math.NaN(), true
	case y == 0:
		if x > 0 || x == 0 && !math.Signbit(x) {
			return math.Copysign(0, y), true
		}
		return math.Copysign(math.Pi, y), true
	case x == 0:
		return math.Copysign(math.Pi/2, y), true
	case math.IsInf(x, 0):
		switch {
		case math.IsInf(x, 1) && math.IsInf(y, 0):
			return math.Copysign(math.Pi/4, y), true
		case math.IsInf(x, 1):
			return math.Copysign(0, y), true
		case math.IsInf(y, 0):
			return math.Copysign(3*math.Pi/4, y), true
		default:
			return math.Copysign(math.Pi, y), true
		}
	case math.IsInf(y, 0):
		return math.Copysign(math.Pi/2, y), true
	}
	return 0, false
}
