package main

import (
	"hash/fnv"
	"math"

	"github.com/upc-demo/actiongraph-game/sounds"
)

// The sample rates of the sounds assetgen writes: each sound takes the
// lowest that holds its highest frequencies, to keep the browser build,
// which embeds them, small. soundRate (the game's own) is for the bright
// ones (light whooshes, metal, clicks), midRate for the heavy blows, whose
// energy sits below 6 kHz, and lowRate for the groans and the stingers,
// with nothing above 3 kHz. The game resamples as it loads.
const (
	soundRate = 22050
	midRate   = 16000
	lowRate   = 8000
)

// curve is a value over the time since a layer started, in seconds: an
// envelope, a pitch or a filter's cutoff.
type curve func(t float64) float64

// synth renders one sound into a buffer of float samples, layer by layer.
// Its noise comes from a generator seeded by the sound's name, so a sound
// is the same samples on every run.
type synth struct {
	out  []float64
	rate float64 // samples a second
	seed uint64
}

// newSynth returns an empty sound of that many seconds at a sample rate.
func newSynth(name string, rate int, seconds float64) *synth {
	h := fnv.New64a()
	h.Write([]byte(name))
	r := float64(rate)
	return &synth{out: make([]float64, int(math.Round(seconds*r))), rate: r, seed: h.Sum64() | 1}
}

// white returns the next noise sample in [-1, 1) (xorshift64*).
func (s *synth) white() float64 {
	s.seed ^= s.seed >> 12
	s.seed ^= s.seed << 25
	s.seed ^= s.seed >> 27
	return float64((s.seed*2685821657736338717)>>11)/float64(1<<52) - 1
}

// span returns the sample range of a layer from start for dur seconds,
// cut to the buffer.
func (s *synth) span(start, dur float64) (from, to int) {
	from = max(0, int(math.Round(start*s.rate)))
	to = min(len(s.out), int(math.Round((start+dur)*s.rate)))
	return from, to
}

// tone adds a pitched layer: freq Hz, amp loudness, and the weights of its
// harmonics (1 for a sine; harmonics near half the sample rate and above
// are left out so the sound does not alias).
func (s *synth) tone(start, dur float64, freq, amp curve, harmonics ...float64) {
	if len(harmonics) == 0 {
		harmonics = []float64{1}
	}
	from, to := s.span(start, dur)
	phase := 0.0
	for i := from; i < to; i++ {
		t := float64(i-from) / s.rate
		f := freq(t)
		v := 0.0
		for k, w := range harmonics {
			if w != 0 && f*float64(k+1) < 0.42*s.rate {
				v += w * math.Sin(phase*float64(k+1))
			}
		}
		s.out[i] += amp(t) * v
		phase = math.Mod(phase+2*math.Pi*f/s.rate, 2*math.Pi)
	}
}

// partial is one mode of a struck metal: its frequency as a ratio of the
// base, its loudness and how fast it dies (seconds to 1/e).
type partial struct{ ratio, gain, decay float64 }

// ring adds a struck metal: inharmonic partials of base Hz, each dying at
// its own rate, with a slow beat from a partner detuned by beat Hz.
func (s *synth) ring(start, base, beat float64, parts []partial) {
	for _, p := range parts {
		f, g, d := base*p.ratio, p.gain, p.decay
		s.tone(start, 6*d, func(float64) float64 { return f }, perc(0.0008, d, g))
		if beat != 0 {
			s.tone(start, 6*d, func(float64) float64 { return f + beat }, perc(0.0008, d, 0.5*g))
		}
	}
}

// Filter kinds for noise.
const (
	lowPass = iota
	bandPass
	highPass
)

// noise adds a layer of white noise through a resonant filter of the kind
// with its cutoff (Hz) over time and quality q, at loudness amp.
func (s *synth) noise(start, dur float64, kind int, cutoff curve, q float64, amp curve) {
	from, to := s.span(start, dur)
	var f svf
	for i := from; i < to; i++ {
		t := float64(i-from) / s.rate
		lp, bp, hp := f.step(s.white(), cutoff(t)/s.rate, q)
		v := [...]float64{lp, bp, hp}[kind]
		s.out[i] += amp(t) * v
	}
}

// svf is a state-variable filter (the trapezoidal, "zero-delay feedback"
// form), stable at any cutoff.
type svf struct{ ic1, ic2 float64 }

// step filters one sample at cutoff (a share of the sample rate) and
// returns its low-, band- and high-passed values.
func (f *svf) step(x, cutoff, q float64) (lp, bp, hp float64) {
	g := math.Tan(math.Pi * min(cutoff, 0.45))
	k := 1 / q
	a1 := 1 / (1 + g*(g+k))
	a2 := g * a1
	a3 := g * a2
	v3 := x - f.ic2
	v1 := a1*f.ic1 + a2*v3
	v2 := f.ic2 + a2*f.ic1 + a3*v3
	f.ic1, f.ic2 = 2*v1-f.ic1, 2*v2-f.ic2
	return v2, v1, x - k*v1 - v2
}

// lowpass runs the whole sound through a gentle low-pass at cutoff Hz.
func (s *synth) lowpass(cutoff float64) {
	var f svf
	for i, x := range s.out {
		s.out[i], _, _ = f.step(x, cutoff/s.rate, 0.7)
	}
}

// drive saturates the sound (tanh): louder, denser, a little crunchy.
func (s *synth) drive(gain float64) {
	for i, x := range s.out {
		s.out[i] = math.Tanh(gain * x)
	}
}

// wav returns the sound as a 16-bit mono WAV file, scaled to peak at level
// (of full scale).
func (s *synth) wav(level float64) []byte {
	return sounds.EncodeWAV(int(s.rate), s.samples(level))
}

// samples scales the sound to peak at level (of full scale), fades its
// first 2 ms and last 8 ms so it starts and stops without a click, and
// rounds it to 16-bit samples.
func (s *synth) samples(level float64) []int16 {
	peak := 0.0
	for _, x := range s.out {
		peak = max(peak, math.Abs(x))
	}
	out := make([]int16, len(s.out))
	if peak == 0 {
		return out
	}
	in, fade := int(s.rate/500), int(s.rate/125) // 2 ms, 8 ms
	for i, x := range s.out {
		g := level / peak
		if i < in {
			g *= float64(i) / float64(in)
		}
		if j := len(s.out) - 1 - i; j < fade {
			g *= float64(j) / float64(fade)
		}
		out[i] = int16(max(-32767, min(32767, math.Round(x*g*32767))))
	}
	return out
}

// perc is a struck envelope: up to peak in attack seconds, then dying
// exponentially (to 1/e in decay seconds).
func perc(attack, decay, peak float64) curve {
	return func(t float64) float64 {
		if t < attack {
			return peak * t / attack
		}
		return peak * math.Exp(-(t-attack)/decay)
	}
}

// swell is a smooth rise and fall over dur seconds, loudest at top (a share
// of dur), reaching peak: a whoosh's shape.
func swell(dur, top, peak float64) curve {
	return func(t float64) float64 {
		x := t / dur
		switch {
		case x <= 0 || x >= 1:
			return 0
		case x < top:
			return peak * math.Pow(math.Sin(math.Pi/2*x/top), 2)
		default:
			return peak * math.Pow(math.Cos(math.Pi/2*(x-top)/(1-top)), 2)
		}
	}
}

// glide moves exponentially from a to b over the seconds given, then holds b:
// a pitch or cutoff sweep.
func glide(a, b, over float64) curve {
	return func(t float64) float64 {
		return a * math.Pow(b/a, min(1, t/over))
	}
}

// arch sweeps from a up (or down) to b at share top of dur, then on to c.
func arch(a, b, c, dur, top float64) curve {
	up, down := glide(a, b, top*dur), glide(b, c, (1-top)*dur)
	return func(t float64) float64 {
		if t < top*dur {
			return up(t)
		}
		return down(t - top*dur)
	}
}

// fixed is a constant curve.
func fixed(v float64) curve { return func(float64) float64 { return v } }
