package detmath

import "math"

// Hypot returns √(p²+q²) without overflow, the same bits on every machine.
func Hypot(p, q float64) float64 {
	p, q = math.Abs(p), math.Abs(q)
	if math.IsInf(p, 1) || math.IsInf(q, 1) {
		return math.Inf(1)
	}
	if math.IsNaN(p) || math.IsNaN(q) {
		return math.NaN()
	}
	if p < q {
		p, q = q, p
	}
	if p == 0 {
		return 0
	}
	r := q / p
	return p * math.Sqrt(1+float64(r*r))
}
