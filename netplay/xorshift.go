package netplay

// xorshift is a small fast generator for what need not be secret: the
// simulated network's weather, the test bots' hands, and join codes and
// tokens from a seed (cmd/server seeds it from crypto/rand). Its state
// must not be 0.
type xorshift uint64

// next returns the next number.
func (x *xorshift) next() uint64 {
	v := uint64(*x)
	v ^= v << 13
	v ^= v >> 7
	v ^= v << 17
	*x = xorshift(v)
	return v
}

// float returns a number from 0 up to 1.
func (x *xorshift) float() float64 { return float64(x.next()>>11) / (1 << 53) }
