package detmath

import (
	"hash/fnv"
	"math"
	"testing"
)

// TestConstantsSplitPi checks the Cody-Waite parts: their bits, and that they
// add up to π/2.
func TestConstantsSplitPi(t *testing.T) {
	for _, tc := range []struct {
		name string
		have float64
		want uint64
	}{
		{"pio2a", pio2a, 0x3FF921FB54400000},
		{"pio2b", pio2b, 0x3DD0B4611A600000},
		{"pio2c", pio2c, 0x3BA3198A2E037073},
	} {
		if got := math.Float64bits(tc.have); got != tc.want {
			t.Errorf("%s bits = %#x, want %#x", tc.name, got, tc.want)
		}
	}
	if have := pio2a + pio2b + pio2c; have != math.Pi/2 {
		t.Errorf("parts sum to %v, want %v", have, math.Pi/2)
	}
}

// TestCloseToMath compares with the math package across the angles a fight
// uses and well beyond.
func TestCloseToMath(t *testing.T) {
	const ulps = 4e-16
	for i := -200000; i <= 200000; i++ {
		x := float64(i) * 0.000731
		s, c := Sincos(x)
		if d := math.Abs(s - math.Sin(x)); d > ulps {
			t.Fatalf("Sin(%v) = %v, math says %v (off by %g)", x, s, math.Sin(x), d)
		}
		if d := math.Abs(c - math.Cos(x)); d > ulps {
			t.Fatalf("Cos(%v) = %v, math says %v (off by %g)", x, c, math.Cos(x), d)
		}
	}
	for i := -300; i <= 300; i++ {
		for j := -300; j <= 300; j++ {
			y, x := float64(i)*0.37, float64(j)*0.61
			have, want := Atan2(y, x), math.Atan2(y, x)
			if d := math.Abs(have - want); d > 1e-15 {
				t.Fatalf("Atan2(%v, %v) = %v, math says %v (off by %g)", y, x, have, want, d)
			}
			if have, want := Hypot(x, y), math.Hypot(x, y); math.Abs(have-want) > 5e-16*want {
				t.Fatalf("Hypot(%v, %v) = %v, math says %v", x, y, have, want)
			}
		}
	}
}

// TestSpecialValues covers zeros, infinities, NaN and huge angles.
func TestSpecialValues(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	for _, tc := range []struct {
		name       string
		have, want float64
	}{
		{"Sin(-0)", Sin(math.Copysign(0, -1)), math.Copysign(0, -1)},
		{"Cos(0)", Cos(0), 1},
		{"Sin(Inf)", Sin(inf), nan},
		{"Cos(NaN)", Cos(nan), nan},
		{"Atan2(0, -1)", Atan2(0, -1), math.Pi},
		{"Atan2(-1, 0)", Atan2(-1, 0), -math.Pi / 2},
		{"Atan2(1, 1)", Atan2(1, 1), math.Pi / 4},
		{"Atan2(Inf, Inf)", Atan2(inf, inf), math.Pi / 4},
		{"Atan(Inf)", Atan(-inf), -math.Pi / 2},
		{"Atan2(-0, -0)", Atan2(math.Copysign(0, -1), math.Copysign(0, -1)), -math.Pi},
		{"Atan2(0, -0)", Atan2(0, math.Copysign(0, -1)), math.Pi},
		{"Atan2(-0, 0)", Atan2(math.Copysign(0, -1), 0), math.Copysign(0, -1)},
		{"Atan2(-Inf, -Inf)", Atan2(-inf, -inf), -3 * math.Pi / 4},
		{"Atan2(1, -Inf)", Atan2(1, -inf), math.Pi},
		{"Atan2(-1, Inf)", Atan2(-1, inf), math.Copysign(0, -1)},
		{"Atan2(Inf, 5)", Atan2(inf, 5), math.Pi / 2},
		{"Atan2(NaN, 5)", Atan2(nan, 5), nan},
		{"Hypot(Inf, NaN)", Hypot(inf, nan), inf},
		{"Hypot(0, 0)", Hypot(0, 0), 0},
		{"Hypot(3e300, 4e300)", Hypot(3e300, 4e300), 5e300},
		{"Sin(1e9)", Sin(1e9), math.Sin(math.Mod(1e9, 2*math.Pi))},
	} {
		same := tc.have == tc.want && math.Signbit(tc.have) == math.Signbit(tc.want)
		if math.IsNaN(tc.want) {
			same = math.IsNaN(tc.have)
		}
		if tc.name == "Sin(1e9)" || tc.name == "Hypot(3e300, 4e300)" || tc.name == "Atan2(1, 1)" {
			same = math.Abs(tc.have-tc.want) <= 1e-15*math.Max(1, math.Abs(tc.want))
		}
		if !same {
			t.Errorf("%s = %v, want %v", tc.name, tc.have, tc.want)
		}
	}
}

// TestSameBitsEverywhere hashes the bits of many results. The wanted sum was
// taken on amd64; make test runs this test under wasm and arm64 (qemu) too,
// where a fused multiply-add would change it.
func TestSameBitsEverywhere(t *testing.T) {
	h := fnv.New64a()
	var b [8]byte
	put := func(v float64) {
		u := math.Float64bits(v)
		for i := range b {
			b[i] = byte(u >> (8 * i))
		}
		h.Write(b[:])
	}
	for i := -5000; i <= 5000; i++ {
		x := float64(i) * 0.01237
		s, c := Sincos(x)
		put(s)
		put(c)
		put(Atan2(x, 1.7))
		put(Atan2(-2.3, x))
		put(Hypot(x, 0.9))
	}
	const want = 0x849681c12618b96a
	if have := h.Sum64(); have != want {
		t.Errorf("digest = %#x, want %#x", have, uint64(want))
	}
}
