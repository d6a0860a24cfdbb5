package anim

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
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

	trimmed bool // exported with Trim: its pixels do not fill the source frame
}

// Tag is an Aseprite frame tag over frames From..To, inclusive. Kind and
// Notify are read from the name once, as the sheet loads (TagKind).
type Tag struct {
	Name      string
	From, To  int
	Direction string
	// Kind is what the tag means; Notify is the name the engine knows it
	// by: the section's name, "trace:NAME", a notify's NAME, "" for the
	// action window.
	Kind   TagKind
	Notify string
}

// Covers reports whether the tag spans the frame.
func (t *Tag) Covers(frame int) bool { return frame >= t.From && frame <= t.To }

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
	File  string // the JSON file's name, for messages
	Image string // meta.image: the PNG's file name as exported
	// ImageW and ImageH are meta.size, the PNG's size; 0 when absent.
	ImageW, ImageH int
	Frames         []Frame
	Tags           []Tag
	Slices         []Slice
}

// Errors a sheet can carry; the messages around them name the file, the
// tag or slice and the frame.
var (
	ErrMalformed  = errors.New("malformed JSON")
	ErrNoFrames   = errors.New("no frames")
	ErrTagRange   = errors.New("tag outside the frames")
	ErrKeyRange   = errors.New("slice key outside the frames")
	ErrDuration   = errors.New("frame duration not above 0")
	ErrConvention = errors.New("breaks the sheet conventions")
	ErrImage      = errors.New("image") // the PNG is missing, unreadable or smaller than the frames
)

type rawRect struct{ X, Y, W, H int }

type rawFrame struct {
	Filename         string  `json:"filename"`
	Frame            rawRect `json:"frame"`
	Trimmed          bool    `json:"trimmed"`
	SpriteSourceSize rawRect `json:"spriteSourceSize"`
	SourceSize       struct {
		W, H int
	} `json:"sourceSize"`
	Duration int `json:"duration"`
}

// trimmed reports whether the frame's pixels are a cut of its source frame.
func (f rawFrame) trimmed() bool {
	if !f.Trimmed || f.SourceSize.W == 0 {
		return false
	}
	ss := f.SpriteSourceSize
	return ss.X != 0 || ss.Y != 0 || ss.W != f.SourceSize.W || ss.H != f.SourceSize.H
}

type rawSheet struct {
	Frames json.RawMessage `json:"frames"`
	Meta   struct {
		Image string `json:"image"`
		Size  struct {
			W, H int
		} `json:"size"`
		FrameTags []struct {
			Name      string `json:"name"`
			From      int    `json:"from"`
			To        int    `json:"to"`
			Direction string `json:"direction"`
		} `json:"frameTags"`
		Slices []struct {
			Name string `json:"name"`
			Keys []struct {
				Frame  int     `json:"frame"`
				Bounds rawRect `json:"bounds"`
			} `json:"keys"`
		} `json:"slices"`
	} `json:"meta"`
}

// ParseSheet reads an Aseprite JSON export. Errors name the file and what
// is wrong: the tag or slice and the frame.
func ParseSheet(file string, data []byte) (*Sheet, error) {
	var raw rawSheet
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w%s: %v", file, ErrMalformed, jsonLine(data, err), err)
	}
	frames, err := parseFrames(raw.Frames)
	if err != nil {
		return nil, fmt.Errorf("%s: frames: %w: %v", file, ErrMalformed, err)
	}
	if len(frames) == 0 {
		return nil, fmt.Errorf("%s: frames: %w", file, ErrNoFrames)
	}
	s := &Sheet{File: file, Image: raw.Meta.Image, ImageW: raw.Meta.Size.W, ImageH: raw.Meta.Size.H}
	for i, f := range frames {
		if f.Duration <= 0 {
			return nil, fmt.Errorf("%s: frame %d %q: duration %d ms: %w", file, i, f.Filename, f.Duration, ErrDuration)
		}
		s.Frames = append(s.Frames, Frame{Name: f.Filename, Rect: Rect(f.Frame), Duration: f.Duration, trimmed: f.trimmed()})
	}
	for _, t := range raw.Meta.FrameTags {
		if t.From < 0 || t.To >= len(frames) || t.From > t.To {
			return nil, fmt.Errorf("%s: tag %q: frames %d..%d: %w (the sheet has frames 0..%d)", file, t.Name, t.From, t.To, ErrTagRange, len(frames)-1)
		}
		kind, notify := classifyTag(t.Name)
		s.Tags = append(s.Tags, Tag{Name: t.Name, From: t.From, To: t.To, Direction: t.Direction, Kind: kind, Notify: notify})
	}
	for _, sl := range raw.Meta.Slices {
		out := Slice{Name: sl.Name}
		for _, k := range sl.Keys {
			if k.Frame < 0 || k.Frame >= len(frames) {
				return nil, fmt.Errorf("%s: slice %q: key at frame %d: %w 0..%d", file, sl.Name, k.Frame, ErrKeyRange, len(frames)-1)
			}
			out.Keys = append(out.Keys, SliceKey{Frame: k.Frame, Bounds: Rect(k.Bounds)})
		}
		slices.SortStableFunc(out.Keys, func(a, b SliceKey) int { return cmp.Compare(a.Frame, b.Frame) })
		s.Slices = append(s.Slices, out)
	}
	return s, nil
}

// parseFrames reads the array layout, or the hash layout in file order.
func parseFrames(data json.RawMessage) ([]rawFrame, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil, ErrNoFrames
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

// jsonLine returns " at line N" for a JSON syntax or type error, or "".
func jsonLine(data []byte, err error) string {
	var off int64
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	default:
		return ""
	}
	off = min(off, int64(len(data)))
	return fmt.Sprintf(" at line %d", 1+bytes.Count(data[:off], []byte("\n")))
}
