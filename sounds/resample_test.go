package sounds

import (
	"encoding/binary"
	"math"
	"testing"
)

// sinePCM returns seconds of a sine of f Hz at amplitude amp as 16-bit
// stereo PCM at rate.
func sinePCM(f, amp, seconds float64, rate int) []byte {
	n := int(seconds * float64(rate))
	b := make([]byte, 4*n)
	for i := range n {
		v := uint16(int16(math.Round(amp * math.Sin(2*math.Pi*f*float64(i)/float64(rate)))))
		binary.LittleEndian.PutUint16(b[4*i:], v)
		binary.LittleEndian.PutUint16(b[4*i+2:], v)
	}
	return b
}

// measure returns the left channel's peak and its zero crossings a second,
// away from the ends.
func measure(b []byte, rate int) (peak, crossings float64) {
	n := len(b) / 4
	from, to := n/10, n-n/10
	prev := int16(binary.LittleEndian.Uint16(b[4*from:]))
	for i := from + 1; i < to; i++ {
		s := int16(binary.LittleEndian.Uint16(b[4*i:]))
		peak = max(peak, math.Abs(float64(s)))
		if (s < 0) != (prev < 0) {
			crossings++
		}
		prev = s
	}
	return peak, crossings * float64(rate) / float64(to-from-1)
}

// TestResample takes a 1 kHz sine from 8000 and 16000 Hz up to 22050 Hz,
// and a 3 kHz one down to 8000 Hz: the length scales with the rate, the
// pitch and the loudness stay; a tone above the new rate's reach is cut.
func TestResample(t *testing.T) {
	for _, from := range []int{8000, 16000} {
		in := sinePCM(1000, 20000, 0.5, from)
		out := Resample(in, 2, from, 22050)
		if have, want := len(out)/4, len(in)/4*22050/from; have != want {
			t.Errorf("%d Hz: %d frames, want %d", from, have, want)
		}
		peak, zc := measure(out, 22050)
		if math.Abs(peak-20000) > 300 || math.Abs(zc-2000) > 20 {
			t.Errorf("%d Hz: peak %.0f, %.0f crossings a second; want 20000 and 2000", from, peak, zc)
		}
	}
	peak, _ := measure(Resample(sinePCM(6000, 20000, 0.5, 22050), 2, 22050, 8000), 8000)
	if peak > 1000 {
		t.Errorf("6 kHz down to 8000 Hz: peak %.0f, want it cut (below 1000)", peak)
	}
	in := sinePCM(1000, 100, 0.01, 22050)
	if out := Resample(in, 2, 22050, 22050); &out[0] != &in[0] {
		t.Error("the same rate copied the samples")
	}
}
