package sounds

import (
	"encoding/binary"
	"math"

	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// The resampler's filter: taps on each side of a sample, and the steps of
// the kernel's table between two input samples.
const (
	resampleTaps   = 8
	resamplePhases = 256
)

// Resample converts 16-bit little-endian PCM of ch interleaved channels
// from one sample rate to another through a windowed-sinc filter (8 taps
// a side, Hann window), which also cuts what the new rate cannot hold when
// it is lower. It returns pcm itself when the rates are equal.
//
// The game loads sounds written at lower rates with it: ebiten's own
// resampler (audio/wav.DecodeWithSampleRate) works sample by sample
// through maps and takes over a second for the shipped sounds in the
// browser; this takes a few milliseconds.
func Resample(pcm []byte, ch, from, to int) []byte {
	if from == to || ch <= 0 || from <= 0 || to <= 0 {
		return pcm
	}
	n := len(pcm) / (2 * ch)
	m := int(int64(n) * int64(to) / int64(from))
	in := make([]float64, n*ch)
	for i := range in {
		in[i] = float64(int16(binary.LittleEndian.Uint16(pcm[2*i:])))
	}
	cut := min(1, float64(to)/float64(from)) // the passband, in input Nyquists
	half := int(math.Ceil(resampleTaps / cut))
	table := make([]float64, 2*half*resamplePhases+1)
	for i := range table {
		x := float64(i)/resamplePhases - float64(half)
		w := 0.5 + 0.5*detmath.Cos(math.Pi*x/float64(half))
		table[i] = cut * sinc(cut*x) * w
	}
	out := make([]byte, 2*m*ch)
	acc := make([]float64, ch)
	step := float64(from) / float64(to)
	for j := range m {
		t := float64(j) * step
		i0 := int(t)
		// Input sample k sits x = t-k from t: its weight is table[(x+half)*phases].
		phase := int((t-float64(i0))*resamplePhases + 0.5)
		clear(acc)
		for k := max(0, i0-half+1); k <= min(n-1, i0+half); k++ {
			w := table[phase+(i0-k+half)*resamplePhases]
			for c := range acc {
				acc[c] += w * in[k*ch+c]
			}
		}
		for c, v := range acc {
			binary.LittleEndian.PutUint16(out[2*(j*ch+c):], uint16(int16(max(-32768, min(32767, math.Round(v))))))
		}
	}
	return out
}

// sinc is sin(πx)/(πx).
func sinc(x float64) float64 {
	if x == 0 {
		return 1
	}
	return detmath.Sin(math.Pi*x) / (math.Pi * x)
}
