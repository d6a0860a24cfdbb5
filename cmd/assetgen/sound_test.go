package main

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/upc-demo/actiongraph-game/sounds"
)

const committedSounds = "../../assets/sounds"

// TestSoundsAreDeterministic synthesises every sound twice and wants the
// same bytes, each a 16-bit mono WAV file of an effect's length, neither
// silent nor clipped.
func TestSoundsAreDeterministic(t *testing.T) {
	a, b := buildSounds(), buildSounds()
	if !slices.EqualFunc(a, b, func(x, y file) bool { return x.name == y.name && bytes.Equal(x.data, y.data) }) {
		t.Fatal("two builds differ")
	}
	for _, f := range a {
		w, err := sounds.ParseWAV(f.data)
		if err != nil {
			t.Errorf("%s: %v", f.name, err)
			continue
		}
		if w.Channels != 1 || w.Bits != 16 || !slices.Contains([]int{lowRate, midRate, soundRate}, w.SampleRate) {
			t.Errorf("%s: %d channels, %d bits, %d Hz; want mono 16-bit at %d, %d or %d Hz", f.name, w.Channels, w.Bits, w.SampleRate, lowRate, midRate, soundRate)
		}
		if d := w.Duration(); d < 20*time.Millisecond || d > time.Second {
			t.Errorf("%s: %v long, want 20 ms to 1 s", f.name, d)
		}
		peak := 0
		for i := 44; i+1 < len(f.data); i += 2 {
			peak = max(peak, abs(int(int16(binary.LittleEndian.Uint16(f.data[i:])))))
		}
		if peak < 3000 || peak >= 32767 {
			t.Errorf("%s: peak %d of 32767, want it heard and not clipped", f.name, peak)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestCommittedSoundsAreCurrent wants assets/sounds to hold every sound
// byte for byte as the synthesiser makes it.
func TestCommittedSoundsAreCurrent(t *testing.T) {
	for _, f := range buildSounds() {
		have, err := os.ReadFile(filepath.Join(committedSounds, f.name))
		if err != nil || !bytes.Equal(have, f.data) {
			t.Errorf("%s: the committed file differs from the synthesised one (%v); run go generate ./assets", f.name, err)
		}
	}
}

// TestSoundTagsNameSounds wants every notify:sound tag the generator puts
// on a montage to name a sound it synthesises, and every attack (a move
// with a trace) to play one on its first trace frame.
func TestSoundTagsNameSounds(t *testing.T) {
	have := map[string]bool{}
	for _, d := range allSounds() {
		have[d.name] = true
	}
	for _, m := range allMoves() {
		first := -1
		for i := range m.keys {
			if m.hasTrace(i) {
				first = i
				break
			}
		}
		onFirst := false
		for _, tg := range m.tags {
			name, ok := sounds.TagSound(tg.name)
			if !ok {
				continue
			}
			if !have[name] {
				t.Errorf("%s: tag %q: no sound %q is synthesised", m.name, tg.name, name)
			}
			onFirst = onFirst || tg.from == first
		}
		if first >= 0 && !onFirst {
			t.Errorf("%s: no sound tag on its first trace frame %d", m.name, first)
		}
	}
}
