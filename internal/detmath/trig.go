package detmath

import "math"

// π/2 in three parts for Cody-Waite reduction: the first two have their low
// 20 bits clear, so n times either is exact for |n| < 2^20.
const (
	pio2a     = 1.57079632673412561417e+00 // 0x3FF921FB54400000
	pio2b     = 6.07710050630396597660e-11 // 0x3DD0B4611A600000
	pio2c     = 2.02226624879595063154e-21 // 0x3BA3198A2E037073
	twoOverPi = 0.63661977236758134308
	// reduceMax keeps n below 2^20, where n*pio2a and n*pio2b are exact.
	reduceMax = 1 << 20
)

// Taylor coefficients of sin and cos: on [-π/4, π/4] the first term left out
// is below 1e-19.
const (
	s1 = -1.0 / 6
	s2 = 1.0 / 120
	s3 = -1.0 / 5040
	s4 = 1.0 / 362880
	s5 = -1.0 / 39916800
	s6 = 1.0 / 6227020800
	s7 = -1.0 / 1307674368000
	s8 = 1.0 / 355687428096000

	c1 = -1.0 / 2
	c2 = 1.0 / 24
	c3 = -1.0 / 720
	c4 = 1.0 / 40320
	c5 = -1.0 / 3628800
	c6 = 1.0 / 479001600
	c7 = -1.0 / 87178291200
	c8 = 1.0 / 20922789888000
	c9 = -1.0 / 6402373705728000
)

// Sin returns the sine of x (radians), the same bits on every machine.
func Sin(x float64) float64 {
	s, _ := Sincos(x)
	return s
}

// Cos returns the cosine of x (radians), the same bits on every machine.
func Cos(x float64) float64 {
	_, c := Sincos(x)
	return c
}

// Sincos returns Sin(x) and Cos(x). NaN and ±Inf give NaN.
func Sincos(x float64) (sin, cos float64) {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN(), math.NaN()
	}
	if x == 0 {
		return x, 1 // keeps the sign of zero, as math.Sin does
	}
	if math.Abs(x) >= reduceMax {
		// Mod is exact, so this only loses what 2π's rounding loses.
		x = math.Mod(x, 2*math.Pi)
	}
	n := math.Round(float64(x * twoOverPi))
	r := x - float64(n*pio2a)
	r -= float64(n * pio2b)
	r -= float64(n * pio2c)
	s, c := kernel(r)
	switch int64(n) & 3 {
	case 0:
		return s, c
	case 1:
		return c, -s
	case 2:
		return -s, -c
	default:
		return -c, s
	}
}

// kernel returns sin and cos of r in [-π/4, π/4] by Horner's rule in r²,
// each step rounded before the add so no machine fuses it.
func kernel(r float64) (sin, cos float64) {
	z := float64(r * r)
	p := s8
	p = s7 + float64(z*p)
	p = s6 + float64(z*p)
	p = s5 + float64(z*p)
	p = s4 + float64(z*p)
	p = s3 + float64(z*p)
	p = s2 + float64(z*p)
	p = s1 + float64(z*p)
	sin = r + float64(float64(r*z)*p)

	q := c9
	q = c8 + float64(z*q)
	q = c7 + float64(z*q)
	q = c6 + float64(z*q)
	q = c5 + float64(z*q)
	q = c4 + float64(z*q)
	q = c3 + float64(z*q)
	q = c2 + float64(z*q)
	q = c1 + float64(z*q)
	cos = 1 + float64(z*q)
	return sin, cos
}
