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

// Point is a point in frame pixels.
type Point struct {
	X, Y int
}

// Frame is one frame of a sheet: where it is in the PNG, how long it shows
// and where its pixels sit in the frame as drawn.
type Frame struct {
	Name     string
	Rect     Rect // in the PNG
	Duration int  // milliseconds
	// SourceW and SourceH are the untrimmed frame's size (sourceSize): the
	// frame the pivot and the slices are measured in. SourceOffset is
	// where Rect's pixels sit in it (spriteSourceSize): 0, 0 with Rect's
	// size when the export was not trimmed.
	SourceW, SourceH int
	SourceOffset     Point
	Trimmed          bool // exported with Trim: Rect is a cut of the source frame
}

// Tag is an Aseprite frame tag over frames From..To, inclusive: sheet frame
// indexes (an atlas's tags are moved onto its sheet, atlas.go). Kind and
// Notify are read from the name once, as the sheet loads (TagKind).
type Tag struct {
	Name      string
	From, To  int
	Direction string // as exported: "forward" (or absent), "reverse", "pingpong", "pingpong_reverse"
	Dir       Dir    // Direction read; an unknown one plays forward, with a warning
	// Repeat is how many times the tag plays (for a ping-pong: how many
	// passes); 0, Aseprite's "infinite" or unset, plays it once (a
	// ping-pong there and back). See Sequence.
	Repeat int
	// Color ("#rrggbbaa") and Data are the tag's user data, as exported.
	Color, Data string
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
	// Center is the nine-slice centre, relative to Bounds, when HasCenter.
	Center    Rect
	HasCenter bool
	// Pivot is the slice's pivot, relative to Bounds, when HasPivot.
	Pivot    Point
	HasPivot bool
}

// Slice is a named box with per-frame keys (a hitbox, a hurtbox), with its
// user data (Color "#rrggbbaa" and Data) as exported.
type Slice struct {
	Name        string
	Color, Data string
	Keys        []SliceKey
}

// Sheet is an Aseprite JSON export, in either of its layouts (hash or array).
type Sheet struct {
	File  string // the JSON file's name, for messages
	Image string // meta.image: the PNG's file name as exported
	// ImageW and ImageH are meta.size, the PNG's size; 0 when absent.
	ImageW, ImageH int
	Frames         []Frame
	Tags           []Tag
	Slices         []Slice // every slice as exported, two of one name included

	steps   []Step            // the frames as the montage shows them (playback.go)
	first   []int             // each frame's first start in the steps, in ms
	length  int               // the steps' total, in ms
	spans   [][]span          // each tag's stretches of the steps, in ms
	byName  map[string]*Slice // slices by folded name, two of one name merged (slices.go)
	clashes []clash           // keys two slices of one name give the same frame
}

// Errors a sheet can carry; the messages around them name the file, the
// tag or slice and the frame.
var (
	ErrMalformed  = errors.New("malformed JSON")
	ErrNoFrames   = errors.New("no frames")
	ErrTagRange   = errors.New("tag outside the frames")
	ErrKeyRange   = errors.New("slice key outside the frames")
	ErrDuration   = errors.New("frame duration not above 0")
	ErrRange      = errors.New("number out of range")   // not a whole number, or past a limit (limits.go)
	ErrFrame      = errors.New("bad frame rectangle")   // a size not above 0, trimmed pixels outside the source frame, a rotated frame
	ErrPlayback   = errors.New("tags anim cannot play") // tags with a direction or repeat that overlap
	ErrConvention = errors.New("breaks the sheet conventions")
	ErrImage      = errors.New("image") // the PNG is missing, unreadable or smaller than the frames
)

// ParseSheet reads an Aseprite JSON export. Its error names the file and
// every problem found (one line each): the tag or slice and the frame.
// The conventions are Check's; ReadSheet does both.
func ParseSheet(file string, data []byte) (*Sheet, error) {
	s, errs := parse(file, data)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return s, nil
}

// ReadSheet reads an export and checks it against the conventions, and
// reports every problem at once: those ParseSheet finds and those Check
// finds in what could be read. s is nil when there are errors.
func ReadSheet(file string, data []byte) (s *Sheet, errs, warnings []error) {
	s, errs = parse(file, data)
	if s == nil {
		return nil, errs, nil
	}
	more, warnings := s.Check()
	errs = append(errs, more...)
	if len(errs) > 0 {
		return nil, errs, warnings
	}
	return s, nil, warnings
}

// parse reads an export. With problems in it, it returns them and, unless
// the JSON could not be read at all, a sheet without the broken parts
// (tags and keys out of range left out, bad numbers as 0) for Check.
func parse(file string, data []byte) (*Sheet, []error) {
	var raw rawSheet
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, []error{fmt.Errorf("%s: %w%s: %v", file, ErrMalformed, jsonLine(data, err), err)}
	}
	frames, err := parseFrames(raw.Frames)
	if err != nil {
		return nil, []error{fmt.Errorf("%s: frames: %w: %v", file, ErrMalformed, err)}
	}
	if len(frames) == 0 {
		return nil, []error{fmt.Errorf("%s: frames: %w", file, ErrNoFrames)}
	}
	if len(frames) > MaxFrames {
		return nil, []error{fmt.Errorf("%s: frames: %d, more than %d: %w", file, len(frames), MaxFrames, ErrRange)}
	}
	r := &reader{p: problems{file: file}, s: &Sheet{File: file, Image: raw.Meta.Image}}
	if n := len(raw.Meta.FrameTags); n > MaxTags {
		r.p.addf(ErrRange, "meta.frameTags: %d tags, more than %d; the first %d are read", n, MaxTags, MaxTags)
		raw.Meta.FrameTags = raw.Meta.FrameTags[:MaxTags]
	}
	if n := len(raw.Meta.Slices); n > MaxSlices {
		r.p.addf(ErrRange, "meta.slices: %d slices, more than %d; the first %d are read", n, MaxSlices, MaxSlices)
		raw.Meta.Slices = raw.Meta.Slices[:MaxSlices]
	}
	keys := 0
	for i, sl := range raw.Meta.Slices {
		if keys += len(sl.Keys); keys > MaxKeys {
			r.p.addf(ErrRange, "meta.slices: more than %d keys in all; slice %q and those after it are not read", MaxKeys, sl.Name)
			raw.Meta.Slices = raw.Meta.Slices[:i]
			break
		}
	}
	r.meta(raw.Meta.Size)
	for i, f := range frames {
		r.frame(i, f)
	}
	r.tags(raw.Meta.FrameTags)
	r.slices(raw.Meta.Slices)
	r.s.unroll(&r.p)
	r.s.indexSlices()
	return r.s, r.p.errors()
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
