package game

import (
	"io/fs"
	"log/slog"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"github.com/upc-demo/actiongraph-game/sounds"
)

// soundRate is the audio context's sample rate: that of the shipped bright
// sounds (cmd/assetgen), which play as they are; a sound at another rate
// (the shipped heavy blows at 16000 Hz, groans and stingers at 8000 Hz) is
// resampled as it loads.
const soundRate = 22050

// maxVoices is how many copies of one sound may play at once; a further
// one restarts the copy that started first.
const maxVoices = 4

// quietGain is the loudness of a cue the player is not part of (an
// enemy's swing), against 1 for the player's own.
const quietGain = 0.7

// soundState is how far the speakers have come.
type soundState uint8

const (
	soundWaiting soundState = iota // for the first input (the browser) before starting
	soundProbing                   // asking the machine for an output device
	soundOn                        // playing
	soundOff                       // no device: silent for good
)

// sfx is one sound of the sounds folder: its samples as the context plays
// them (nil until loaded) and the players that play them, made as they are
// first needed.
type sfx struct {
	name   string
	pcm    []byte // 16-bit stereo at soundRate
	voices [maxVoices]*audio.Player
	next   int // the voice to restart when all are busy
	played int // the Update it last started, to play it once an Update
}

// soundPlayer plays the fight's cues and the menu's moves through
// ebiten/v2/audio. It starts silent: on the desktop until a probe finds an
// output device, in the browser until the first key, click or touch. A
// machine without a device stays silent and says so once in the log.
type soundPlayer struct {
	log   *slog.Logger
	state soundState
	probe chan error
	ctx   *audio.Context

	fsys     fs.FS
	fetching <-chan soundFetch // the browser's sounds on their way (soundfetch_js.go); nil once here
	bank     []sfx
	loaded   int // the sounds of bank decoded so far (in the browser, one an Update)
	byName   map[string]int
	events   [sounds.NumEvents][2]int // light, heavy: indices into bank, -1 for none
	heavyAt  float64

	volume int // in tenths
	muted  bool
	shown  int // the Update the volume last changed, for the indicator
	frame  int
	seen   soundCues
}

// newSoundPlayer lists the sounds under the assets folder's sounds/, reads
// the mapping and, on the desktop, decodes the sounds; the browser fetches
// them from the page's sounds/ folder first (they are not in its wasm),
// and they decode one an Update once there (loadNext). Problems with them are
// logged, and what loads plays.
func newSoundPlayer(fsys fs.FS, log *slog.Logger) *soundPlayer {
	s := &soundPlayer{log: log, fsys: fsys, volume: 8, shown: -1 << 30, byName: map[string]int{}}
	for e := range s.events {
		s.events[e] = [2]int{-1, -1}
	}
	if s.fetching = soundSource(fsys); s.fetching == nil {
		s.load()
	}
	if !soundWaitsForInput {
		for s.loaded < len(s.bank) { // a few milliseconds natively
			s.loadNext()
		}
		s.startProbe()
	}
	return s
}

// startProbe asks, off the game's thread, whether the machine has an output
// device ebiten's audio can open.
func (s *soundPlayer) startProbe() {
	s.state = soundProbing
	s.probe = make(chan error, 1)
	go func() { s.probe <- probeSound(soundRate) }()
}

// poll moves the speakers on: it starts the probe on the first input (in
// the browser), and once the probe answers either makes the audio context
// or logs the one line that says the game plays silently.
func (s *soundPlayer) poll(input bool) {
	switch s.state {
	case soundWaiting:
		if input {
			s.startProbe()
		}
	case soundProbing:
		select {
		case err := <-s.probe:
			if err != nil {
				s.state = soundOff
				s.log.Warn("sound: no audio device; playing silently", slog.Any("err", err))
				return
			}
			s.ctx = audio.CurrentContext()
			if s.ctx == nil {
				s.ctx = audio.NewContext(soundRate)
			}
			s.state = soundOn
		default:
		}
	}
}

// ready reports whether a sound started now is heard: the context is made
// and (in the browser) resumed by a gesture, and the sound is not muted.
func (s *soundPlayer) ready() bool {
	return s.state == soundOn && !s.muted && s.volume > 0 && s.ctx.IsReady()
}

// playEvent plays an event's sound for a blow of weight, at gain.
func (s *soundPlayer) playEvent(e sounds.Event, weight, gain float64) {
	i := s.events[e][0]
	if weight >= s.heavyAt {
		i = s.events[e][1]
	}
	s.play(i, gain)
}

// play starts sound i of the bank at gain (times the volume), once an
// Update: the same sound twice in one Update plays once.
func (s *soundPlayer) play(i int, gain float64) {
	if i < 0 || !s.ready() {
		return
	}
	x := &s.bank[i]
	if x.pcm == nil || x.played == s.frame {
		return
	}
	x.played = s.frame
	v := -1
	for j, p := range x.voices {
		if p == nil || !p.IsPlaying() {
			v = j
			break
		}
	}
	if v < 0 {
		v, x.next = x.next, (x.next+1)%maxVoices
	}
	if x.voices[v] == nil {
		x.voices[v] = s.ctx.NewPlayerFromBytes(x.pcm)
	}
	p := x.voices[v]
	p.SetVolume(gain * float64(s.volume) / 10)
	if err := p.Rewind(); err != nil {
		return
	}
	p.Play()
}

// stopAll pauses every sound playing: muting cuts them off.
func (s *soundPlayer) stopAll() {
	for i := range s.bank {
		for _, p := range s.bank[i].voices {
			if p != nil && p.IsPlaying() {
				p.Pause()
			}
		}
	}
}
