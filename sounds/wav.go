package sounds

import (
	"encoding/binary"
	"errors"
	"fmt"
	"time"
)

// WAV is what a WAV file's header says about its sound.
type WAV struct {
	SampleRate int
	Channels   int // 1 or 2
	Bits       int // 8 or 16
	// Frames is how many samples each channel has.
	Frames int
}

// Duration returns how long the sound plays.
func (w WAV) Duration() time.Duration {
	if w.SampleRate <= 0 {
		return 0
	}
	return time.Duration(w.Frames) * time.Second / time.Duration(w.SampleRate)
}

var errNotWAV = errors.New("not a WAV file: no RIFF/WAVE header")

// ParseWAV reads a WAV file's header and checks that its data is all
// there. It accepts what the game's decoder (ebiten's audio/wav) plays:
// linear PCM, 8 or 16 bits, mono or stereo.
func ParseWAV(data []byte) (WAV, error) {
	var w WAV
	if len(data) < 12 || string(data[0:4]) != "RIFF" || string(data[8:12]) != "WAVE" {
		return w, errNotWAV
	}
	fmtSeen := false
	for off := 12; ; {
		if off+8 > len(data) {
			return w, errors.New("no data chunk")
		}
		id, size := string(data[off:off+4]), int(binary.LittleEndian.Uint32(data[off+4:]))
		body := off + 8
		if size < 0 || body+size > len(data) {
			return w, fmt.Errorf("chunk %q: %d bytes, the file has %d after it", id, size, len(data)-body)
		}
		switch id {
		case "fmt ":
			if size < 16 {
				return w, fmt.Errorf("fmt chunk: %d bytes, want at least 16", size)
			}
			f := data[body : body+size]
			if format := binary.LittleEndian.Uint16(f); format != 1 {
				return w, fmt.Errorf("format %d: want 1 (linear PCM)", format)
			}
			w.Channels = int(binary.LittleEndian.Uint16(f[2:]))
			w.SampleRate = int(binary.LittleEndian.Uint32(f[4:]))
			w.Bits = int(binary.LittleEndian.Uint16(f[14:]))
			if w.Channels != 1 && w.Channels != 2 {
				return w, fmt.Errorf("%d channels: want 1 or 2", w.Channels)
			}
			if w.Bits != 8 && w.Bits != 16 {
				return w, fmt.Errorf("%d bits a sample: want 8 or 16", w.Bits)
			}
			if w.SampleRate < 8000 || w.SampleRate > 192000 {
				return w, fmt.Errorf("sample rate %d Hz: want 8000 to 192000", w.SampleRate)
			}
			fmtSeen = true
		case "data":
			if !fmtSeen {
				return w, errors.New("data chunk before the fmt chunk")
			}
			frame := w.Channels * w.Bits / 8
			if size%frame != 0 {
				return w, fmt.Errorf("data chunk: %d bytes, not whole %d-byte frames", size, frame)
			}
			w.Frames = size / frame
			return w, nil
		}
		off = body + size + size%2 // chunks are padded to even sizes
	}
}

// EncodeWAV returns a 16-bit mono linear PCM WAV file of the samples.
func EncodeWAV(sampleRate int, samples []int16) []byte {
	n := 2 * len(samples)
	b := make([]byte, 0, 44+n)
	le := binary.LittleEndian
	b = append(b, "RIFF"...)
	b = le.AppendUint32(b, uint32(36+n))
	b = append(b, "WAVEfmt "...)
	b = le.AppendUint32(b, 16)
	b = le.AppendUint16(b, 1) // linear PCM
	b = le.AppendUint16(b, 1) // mono
	b = le.AppendUint32(b, uint32(sampleRate))
	b = le.AppendUint32(b, uint32(2*sampleRate)) // bytes a second
	b = le.AppendUint16(b, 2)                    // bytes a frame
	b = le.AppendUint16(b, 16)                   // bits a sample
	b = append(b, "data"...)
	b = le.AppendUint32(b, uint32(n))
	for _, s := range samples {
		b = le.AppendUint16(b, uint16(s))
	}
	return b
}
