package main

// The sounds' recipes: each lays noise, tones and rings into a synth and
// returns it as a WAV file at a loudness that sits it in the mix (the
// menu's clicks soft, the heavy hits loud).

// saw returns the harmonic weights of a sawtooth with n harmonics.
func saw(n int) []float64 {
	w := make([]float64, n)
	for k := range w {
		w[k] = 1 / float64(k+1)
	}
	return w
}

// square returns the harmonic weights of a square wave up to harmonic n.
func square(n int) []float64 {
	w := make([]float64, n)
	for k := 0; k < n; k += 2 {
		w[k] = 1 / float64(k+1)
	}
	return w
}

// bellTone is a struck bell's harmonics: the fundamental, a soft octave and a
// faint twelfth.
var bellTone = []float64{1, 0.35, 0.12}

// thump adds a low body blow: a sine falling from hi to lo Hz.
func (s *synth) thump(start, hi, lo, decay, peak float64) {
	s.tone(start, 6*decay, glide(hi, lo, 1.5*decay), perc(0.002, decay, peak))
}

// sfxWhoosh is air cut by a blade: band-passed noise whose centre rises and
// falls with its loudness; heavy is lower, longer and carries a rumble.
func sfxWhoosh(name string, heavy bool) []byte {
	if heavy {
		const d = 0.26
		s := newSynth(name, midRate, d)
		s.noise(0, d, bandPass, arch(260, 950, 380, d, 0.45), 1.3, swell(d, 0.45, 1))
		s.noise(0, d, bandPass, arch(900, 2600, 1200, d, 0.45), 2, swell(d, 0.5, 0.25))
		s.tone(0, d, glide(75, 50, d), swell(d, 0.4, 0.35))
		return s.wav(0.7)
	}
	const d = 0.15
	s := newSynth(name, soundRate, d)
	s.noise(0, d, bandPass, arch(700, 2600, 1300, d, 0.4), 1.6, swell(d, 0.4, 1))
	s.noise(0, d, highPass, fixed(4000), 0.8, swell(d, 0.35, 0.15))
	return s.wav(0.55)
}

// sfxHit is a blow landing on a body: a low thump, a dull smack and a crack;
// heavy is deeper, longer and saturated.
func sfxHit(name string, heavy bool) []byte {
	if heavy {
		s := newSynth(name, midRate, 0.24)
		s.thump(0, 150, 42, 0.08, 1)
		s.thump(0, 75, 32, 0.12, 0.5)
		s.noise(0, 0.2, lowPass, glide(2200, 500, 0.1), 0.9, perc(0.002, 0.05, 0.9))
		s.noise(0, 0.06, bandPass, fixed(3000), 1.2, perc(0.0005, 0.012, 0.6))
		s.drive(2.2)
		return s.wav(0.95)
	}
	s := newSynth(name, soundRate, 0.12)
	s.thump(0, 200, 70, 0.035, 1)
	s.noise(0, 0.12, lowPass, glide(1600, 600, 0.05), 0.9, perc(0.001, 0.03, 0.7))
	s.noise(0, 0.04, bandPass, fixed(2800), 1.2, perc(0.0005, 0.01, 0.5))
	s.drive(1.5)
	return s.wav(0.75)
}

// sfxHurt is the player struck: a thump under a short falling grunt.
func sfxHurt(name string) []byte {
	s := newSynth(name, lowRate, 0.22)
	s.thump(0, 170, 60, 0.05, 0.9)
	s.noise(0, 0.08, lowPass, fixed(1400), 0.9, perc(0.001, 0.025, 0.6))
	grunt := newSynth(name+"/grunt", lowRate, 0.22)
	grunt.tone(0.01, 0.21, glide(230, 125, 0.2), perc(0.012, 0.08, 0.8), saw(12)...)
	grunt.lowpass(850)
	for i, x := range grunt.out {
		s.out[i] += x
	}
	s.drive(1.4)
	return s.wav(0.8)
}

// sfxClank is a guard taking a blow: a short metal ring over a click and a
// small thump.
func sfxClank(name string) []byte {
	s := newSynth(name, soundRate, 0.22)
	s.ring(0, 620, 3, []partial{{1, 1, 0.07}, {2.32, 0.6, 0.05}, {3.86, 0.45, 0.035}, {5.41, 0.3, 0.025}, {7.13, 0.2, 0.018}})
	s.noise(0, 0.03, highPass, fixed(1800), 0.8, perc(0.0005, 0.006, 0.8))
	s.thump(0, 120, 60, 0.035, 0.6)
	return s.wav(0.7)
}

// sfxParry rings bright and long: a high struck blade with a shimmer and an
// upward sting, the sound of a perfect guard.
func sfxParry(name string) []byte {
	s := newSynth(name, soundRate, 0.36)
	s.ring(0, 1180, 5, []partial{{1, 1, 0.12}, {2.76, 0.5, 0.08}, {5.40, 0.3, 0.05}, {8.93, 0.15, 0.03}})
	s.noise(0, 0.03, highPass, fixed(3000), 0.8, perc(0.0005, 0.006, 0.7))
	s.tone(0, 0.12, glide(1800, 2700, 0.06), perc(0.003, 0.03, 0.3))
	return s.wav(0.75)
}

// sfxGuardBreak is a guard giving way: a low clank, a crunch, a heavy thump
// and a falling tone.
func sfxGuardBreak(name string) []byte {
	s := newSynth(name, midRate, 0.3)
	s.ring(0, 480, 4, []partial{{1, 1, 0.05}, {2.32, 0.6, 0.035}, {3.86, 0.4, 0.025}, {5.41, 0.25, 0.018}})
	s.noise(0, 0.25, lowPass, glide(1400, 400, 0.15), 0.9, perc(0.002, 0.07, 0.9))
	s.thump(0, 130, 40, 0.09, 1)
	s.tone(0.02, 0.28, glide(520, 190, 0.24), perc(0.005, 0.08, 0.3), saw(6)...)
	s.drive(2.4)
	return s.wav(0.9)
}

// sfxEvade is a blow slipped: a thin rising swish with a glint.
func sfxEvade(name string) []byte {
	s := newSynth(name, soundRate, 0.2)
	s.noise(0, 0.2, bandPass, glide(2400, 6000, 0.18), 2, swell(0.2, 0.35, 0.8))
	s.tone(0.02, 0.18, glide(1900, 2900, 0.12), perc(0.01, 0.05, 0.35), bellTone...)
	return s.wav(0.5)
}

// sfxDodge is a quick soft rush of air with a cloth flutter.
func sfxDodge(name string) []byte {
	const d = 0.14
	s := newSynth(name, soundRate, d)
	flutter := swell(d, 0.3, 1)
	s.noise(0, d, bandPass, arch(800, 1800, 1000, d, 0.3), 0.9, func(t float64) float64 {
		return flutter(t) * (1 + 0.35*sinTurns(36*t))
	})
	return s.wav(0.45)
}

// sfxDeath is an enemy falling: a falling groan, then its body on the ground.
func sfxDeath(name string) []byte {
	s := newSynth(name, lowRate, 0.4)
	s.tone(0, 0.36, glide(240, 80, 0.32), perc(0.02, 0.11, 0.7), saw(10)...)
	s.lowpass(900)
	s.thump(0.16, 95, 40, 0.07, 1)
	s.noise(0.16, 0.15, lowPass, fixed(450), 0.8, perc(0.002, 0.04, 0.9))
	s.drive(1.3)
	return s.wav(0.75)
}

// sfxFinisher is the blade run through: a heavy blow, a deep boom and a long
// metal ring.
func sfxFinisher(name string) []byte {
	s := newSynth(name, midRate, 0.4)
	s.thump(0, 150, 40, 0.09, 1)
	s.thump(0, 65, 30, 0.14, 0.6)
	s.noise(0, 0.2, lowPass, glide(2500, 500, 0.12), 0.9, perc(0.002, 0.05, 0.8))
	s.ring(0, 880, 4, []partial{{1, 0.5, 0.15}, {2.76, 0.3, 0.08}, {5.40, 0.15, 0.05}})
	s.drive(1.8)
	return s.wav(0.97)
}

// sfxRefused is two short dull buzzes: not enough stamina.
func sfxRefused(name string) []byte {
	s := newSynth(name, lowRate, 0.16)
	for _, at := range []float64{0, 0.08} {
		s.tone(at, 0.07, fixed(150), perc(0.003, 0.025, 1), square(13)...)
	}
	s.lowpass(1200)
	return s.wav(0.5)
}

// arpeggio adds bell notes (Hz) one after another, step seconds apart,
// each dying in decay seconds.
func (s *synth) arpeggio(start, step, decay float64, notes ...float64) {
	for i, f := range notes {
		at := start + float64(i)*step
		s.tone(at, 6*decay, fixed(f), perc(0.004, decay, 0.6), bellTone...)
	}
}

// sfxWaveStart is a rising three-note call over a drum: here they come.
func sfxWaveStart(name string) []byte {
	s := newSynth(name, lowRate, 0.5)
	s.thump(0, 110, 60, 0.06, 0.7)
	s.arpeggio(0, 0.09, 0.11, 392, 523.25, 659.25)
	return s.wav(0.6)
}

// sfxVictory is a rising arpeggio that lands on a ringing major chord.
func sfxVictory(name string) []byte {
	s := newSynth(name, lowRate, 0.8)
	s.arpeggio(0, 0.1, 0.12, 523.25, 659.25, 783.99)
	for _, f := range []float64{523.25, 659.25, 783.99, 1046.5} {
		vib := func(t float64) float64 { return f * (1 + 0.004*sinTurns(5.5*t)) }
		s.tone(0.3, 0.5, vib, perc(0.01, 0.17, 0.35), bellTone...)
	}
	return s.wav(0.65)
}

// sfxDefeat is a low tone falling in two steps, darkening and trembling.
func sfxDefeat(name string) []byte {
	s := newSynth(name, lowRate, 0.75)
	trem := func(peak, decay float64) curve {
		e := perc(0.02, decay, peak)
		return func(t float64) float64 { return e(t) * (1 + 0.3*sinTurns(6*t)) }
	}
	s.tone(0, 0.36, fixed(196), trem(0.7, 0.18), saw(14)...)
	s.tone(0.3, 0.45, glide(146.8, 98, 0.36), trem(0.8, 0.19), saw(14)...)
	s.lowpass(700)
	return s.wav(0.65)
}

// sfxClick is a soft menu tick: a short sine blip over a faint tick of noise.
func sfxClick(name string) []byte {
	s := newSynth(name, soundRate, 0.035)
	s.tone(0, 0.035, fixed(1400), perc(0.001, 0.007, 1))
	s.noise(0, 0.01, highPass, fixed(3000), 0.7, perc(0.0003, 0.002, 0.3))
	return s.wav(0.3)
}

// sfxBlips are two short soft notes (Hz): up to confirm, down to go back.
func sfxBlips(name string, a, b float64, level float64) []byte {
	s := newSynth(name, soundRate, 0.1)
	for i, f := range []float64{a, b} {
		s.tone(0.045*float64(i), 0.05, fixed(f), perc(0.002, 0.014, 1), 1, 0.25)
	}
	return s.wav(level)
}
