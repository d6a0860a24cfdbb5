package anim

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Rect is a rectangle in sheet or frame pixels.
type Rect struct {
	X, Y, W, H int
}

// Frame is one frame of a sheet: where it is in the PNG and how long it shows.
type Frame struct {
	Name     string
	Rect     Rect
	Duration int // milliseconds
}

// Tag is an Aseprite frame tag over frames From..To, inclusive.
type Tag struct {
	Name      string
	From, To  int
	Direction string
}

// SliceKey is a slice's bounds from a frame on, until the next key.
type SliceKey struct {
	Frame  int
	Bounds Rect
}

// Slice is a named box with per-frame keys (a hitbox, a hurtbox).
type Slice struct {
	Name string
	Keys []SliceKey
}

// Sheet is an Aseprite JSON export, in either of its layouts (hash or array).
type Sheet struct {
	File   string
	Image  string
	Frames []Frame
	Tags   []Tag
	Slices []Slice
}

var (
	errNoFrames = errors.New("no frames")
	errBadTag   = errors.New("tag outside the frames")
)

type rawFrame struct {
	Filename string `json:"filename"`
	Frame    struct {
		X, Y, W, H int
	} `json:"frame"`
	Duration int `json:"duration"`
}

type rawSheet struct {
	Frames json.RawMessage `json:"frames"`
	Meta   struct {
		Image     string `json:"image"`
		FrameTags []struct {
			Name      string `json:"name"`
			From      int    `json:"from"`
			To        int    `json:"to"`
			Direction string `json:"direction"`
		} `json:"frameTags"`
		Slices []struct {
			Name string `json:"name"`
			Keys []struct {
				Frame  int `json:"frame"`
				Bounds struct {
					X, Y, W, H int
				} `json:"bounds"`
			} `json:"keys"`
		} `json:"slices"`
	} `json:"meta"`
}

// ParseSheet reads an Aseprite JSON export. Errors name the file and what
// is wrong: the tag or slice and the frame.
func ParseSheet(file string, data []byte) (*Sheet, error) {
	var raw rawSheet
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	frames, err := parseFrames(raw.Frames)
	if err != nil {
		return nil, fmt.Errorf("%s: frames: %w", file, err)
	}
	if len(frames) == 0 {
		return nil, fmt.Errorf("%s: frames: %w", file, errNoFrames)
	}
	s := &Sheet{File: file, Image: raw.Meta.Image}
	for _, f := range frames {
		if f.Duration <= 0 {
			return nil, fmt.Errorf("%s: frame %q: duration %d ms, want above 0", file, f.Filename, f.Duration)
		}
		s.Frames = append(s.Frames, Frame{Name: f.Filename, Rect: Rect(f.Frame), Duration: f.Duration})
	}
	for _, t := range raw.Meta.FrameTags {
		if t.From < 0 || t.To >= len(frames) || t.From > t.To {
			return nil, fmt.Errorf("%s: tag %q: frames %d..%d: %w (the sheet has frames 0..%d)", file, t.Name, t.From, t.To, errBadTag, len(frames)-1)
		}
		s.Tags = append(s.Tags, Tag{Name: t.Name, From: t.From, To: t.To, Direction: t.Direction})
	}
	for _, sl := range raw.Meta.Slices {
		out := Slice{Name: sl.Name}
		for _, k := range sl.Keys {
			if k.Frame < 0 || k.Frame >= len(frames) {
				return nil, fmt.Errorf("%s: slice %q: key at frame %d: outside the frames 0..%d", file, sl.Name, k.Frame, len(frames)-1)
			}
			out.Keys = append(out.Keys, SliceKey{Frame: k.Frame, Bounds: Rect(k.Bounds)})
		}
		s.Slices = append(s.Slices, out)
	}
	return s, nil
}

// parseFrames reads the array layout, or the hash layout in file order.
func parseFrames(data json.RawMessage) ([]rawFrame, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil, errNoFrames
	}
	if data[0] == '[' {
		var out []rawFrame
		err := json.Unmarshal(data, &out)
		return out, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var out []rawFrame
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var f rawFrame
		if err := dec.Decode(&f); err != nil {
			return nil, err
		}
		f.Filename, _ = tok.(string)
		out = append(out, f)
	}
	return out, nil
}
