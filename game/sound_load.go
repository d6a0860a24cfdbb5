package game

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"path"

	"github.com/hajimehoshi/ebiten/v2/audio/wav"

	"github.com/upc-demo/actiongraph-game/sounds"
)

// load lists the WAV files of the sounds folder into the bank (not yet
// decoded) and resolves the mapping's names to them.
func (s *soundPlayer) load() {
	cat, err := sounds.ReadCatalog(s.fsys, sounds.Dir, "assets/"+sounds.Dir)
	if err != nil {
		s.log.Warn("sound", slog.Any("err", err))
	}
	for _, name := range cat.Names() {
		s.byName[name] = len(s.bank)
		s.bank = append(s.bank, sfx{name: name, played: -1})
	}
	m, err := sounds.LoadMapping(s.fsys)
	if err != nil {
		s.log.Warn("sound mapping", slog.Any("err", err))
	}
	if m == nil {
		return
	}
	for _, err := range cat.CheckMapping(m) {
		s.log.Warn("sound mapping", slog.Any("err", err))
	}
	s.heavyAt = m.HeavyFrom
	for e, en := range m.Events {
		s.events[e] = [2]int{s.index(en.Light), s.index(en.Heavy)}
	}
}

// index returns a sound's place in the bank, or -1.
func (s *soundPlayer) index(name string) int {
	if i, ok := s.byName[name]; ok && name != "" {
		return i
	}
	return -1
}

// loadNext decodes the next sound of the bank, if any is left. The browser
// calls it once an Update: decoding the lot takes a fifth of a second
// there, and no frame should wait for more than one sound.
func (s *soundPlayer) loadNext() {
	if s.fetching != nil {
		select {
		case f := <-s.fetching:
			s.fetching = nil
			if f.err != nil {
				s.log.Warn("sound: fetching the sounds", slog.Any("err", f.err))
			}
			if f.fsys != nil {
				s.fsys = f.fsys
			}
			s.load()
		default:
		}
		return
	}
	if s.loaded >= len(s.bank) {
		return
	}
	x := &s.bank[s.loaded]
	s.loaded++
	file := path.Join(sounds.Dir, x.name+sounds.Ext)
	pcm, err := decodeSound(s.fsys, file)
	if err != nil {
		s.log.Warn("sound", slog.String("file", "assets/"+file), slog.Any("err", err))
		return
	}
	x.pcm = pcm
}

// decodeSound reads a WAV file as 16-bit stereo samples at soundRate:
// ebiten's audio/wav decodes it, and sounds.Resample brings a file of
// another rate to soundRate, resampling a mono file's one channel only
// (ebiten's own resampler takes over a second for the shipped sounds in
// the browser; this, a few milliseconds natively).
func decodeSound(fsys fs.FS, file string) ([]byte, error) {
	data, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil, err
	}
	st, err := wav.DecodeWithoutResampling(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	pcm, err := io.ReadAll(st)
	if err != nil {
		return nil, fmt.Errorf("wav: %w", err)
	}
	from := st.SampleRate()
	if from == soundRate {
		return pcm, nil
	}
	if h, err := sounds.ParseWAV(data); err == nil && h.Channels == 1 {
		return stereo(sounds.Resample(leftOf(pcm), 1, from, soundRate)), nil
	}
	return sounds.Resample(pcm, 2, from, soundRate), nil
}

// leftOf returns the left channel of 16-bit stereo samples.
func leftOf(pcm []byte) []byte {
	out := make([]byte, len(pcm)/2)
	for i := 0; i+1 < len(out); i += 2 {
		out[i], out[i+1] = pcm[2*i], pcm[2*i+1]
	}
	return out
}

// stereo returns 16-bit mono samples as stereo, each in both channels.
func stereo(mono []byte) []byte {
	out := make([]byte, 2*len(mono))
	for i := 0; i+1 < len(mono); i += 2 {
		copy(out[2*i:], mono[i:i+2])
		copy(out[2*i+2:], mono[i:i+2])
	}
	return out
}
