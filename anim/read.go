package anim

import (
	"cmp"
	"fmt"
	"slices"
)

// reader turns the JSON's values into a Sheet, checking every number and
// collecting every problem (problems.go); a broken value is left 0 and a
// tag or key out of range left out, so Check can still read the rest.
type reader struct {
	p problems
	s *Sheet
}

// pair reads two whole numbers from lo to hi.
func pair(a, b num, lo, hi int) (x, y int, ok bool) {
	x, okx := a.in(lo, hi)
	y, oky := b.in(lo, hi)
	return x, y, okx && oky
}

// The kinds of frame problem that repeat from frame to frame.
var (
	badDuration  = repeats{"duration not above 0", "frames", ErrDuration}
	longDuration = repeats{"duration not a whole number of ms from 1 to 65535", "frames", ErrRange}
	badPosition  = repeats{"position out of range", "frames", ErrRange}
	badSize      = repeats{"size out of range", "frames", ErrRange}
	emptySize    = repeats{"size not above 0", "frames", ErrFrame}
	badTrim      = repeats{"trimmed pixels outside the source frame", "frames", ErrFrame}
	rotated      = repeats{"rotated", "frames", ErrFrame}
)

func (r *reader) meta(size rawSize) {
	w, h, ok := pair(size.W, size.H, 0, MaxPixels)
	if !ok {
		r.p.addf(ErrRange, "meta.size %vx%v: want whole numbers from 0 to %d", size.W, size.H, MaxPixels)
	}
	r.s.ImageW, r.s.ImageH = w, h
}

// frame reads frame i: its duration, its place in the PNG and, for a
// trimmed export, where its pixels sit in the untrimmed frame.
func (r *reader) frame(i int, f rawFrame) {
	fr := Frame{Name: f.Filename}
	at := fmt.Sprintf("frame %d %q", i, f.Filename)
	switch d, ok := f.Duration.whole(); {
	case f.Duration.text == "":
		r.p.eachf(badDuration, "%s: no duration", at)
	case ok && d > 0 && d <= MaxDuration:
		fr.Duration = int(d)
	case ok && d <= 0:
		r.p.eachf(badDuration, "%s: duration %v ms", at, f.Duration)
	default:
		r.p.eachf(longDuration, "%s: duration %v ms: want a whole number from 1 to %d", at, f.Duration, MaxDuration)
	}
	if f.Rotated {
		r.p.eachf(rotated, "%s: rotated in the sheet; export it unrotated", at)
	}
	x, y, okPos := pair(f.Frame.X, f.Frame.Y, 0, MaxPixels)
	if !okPos {
		r.p.eachf(badPosition, "%s: at %v,%v: want whole numbers from 0 to %d", at, f.Frame.X, f.Frame.Y, MaxPixels)
	}
	w, h, okSize := r.size(at, "size", f.Frame.W, f.Frame.H)
	if okPos && okSize {
		fr.Rect = Rect{x, y, w, h}
	}
	fr.SourceW, fr.SourceH = fr.Rect.W, fr.Rect.H
	if ss := f.SourceSize; ss != nil && (ss.W.text != "" || ss.H.text != "") {
		fr.SourceW, fr.SourceH, _ = r.size(at, "sourceSize", ss.W, ss.H)
	}
	if ss := f.SpriteSourceSize; ss != nil && fr.Rect.W > 0 && fr.SourceW > 0 {
		r.trim(at, &fr, *ss)
	}
	fr.Trimmed = f.Trimmed && (fr.SourceOffset != Point{} || fr.SourceW != fr.Rect.W || fr.SourceH != fr.Rect.H)
	r.s.Frames = append(r.s.Frames, fr)
}

// size reads a frame's width and height: whole numbers from 1 to MaxPixels.
func (r *reader) size(at, what string, w, h num) (int, int, bool) {
	vw, okw := w.whole()
	vh, okh := h.whole()
	switch {
	case okw && okh && (vw <= 0 || vh <= 0):
		r.p.eachf(emptySize, "%s: %s %vx%v: a frame is at least 1x1", at, what, w, h)
	case !okw || !okh || vw > MaxPixels || vh > MaxPixels:
		r.p.eachf(badSize, "%s: %s %vx%v: want whole numbers from 1 to %d", at, what, w, h, MaxPixels)
	default:
		return int(vw), int(vh), true
	}
	return 0, 0, false
}

// trim reads spriteSourceSize: where the frame's pixels sit in the source
// frame, at their size. A frame larger than them by the same on each side
// was exported with Inner Padding: its pixels are its middle.
func (r *reader) trim(at string, fr *Frame, ss rawRect) {
	x, y, ok := pair(ss.X, ss.Y, 0, MaxPixels)
	if !ok {
		r.p.eachf(badPosition, "%s: spriteSourceSize at %v,%v: want whole numbers from 0 to %d", at, ss.X, ss.Y, MaxPixels)
		return
	}
	w, h := fr.Rect.W, fr.Rect.H
	if ss.W.text != "" || ss.H.text != "" {
		w, h, _ = pair(ss.W, ss.H, 0, MaxPixels)
	}
	pad := (fr.Rect.W - w) / 2
	if w <= 0 || h <= 0 || pad < 0 || fr.Rect.W-w != 2*pad || fr.Rect.H-h != 2*pad || x+w > fr.SourceW || y+h > fr.SourceH {
		r.p.eachf(badTrim, "%s: spriteSourceSize %v,%v %vx%v with frame %dx%d does not fit the %dx%d sourceSize",
			at, ss.X, ss.Y, ss.W, ss.H, fr.Rect.W, fr.Rect.H, fr.SourceW, fr.SourceH)
		return
	}
	fr.Rect = Rect{fr.Rect.X + pad, fr.Rect.Y + pad, w, h}
	fr.SourceOffset = Point{x, y}
}

// tags reads the frame tags: an atlas's are moved onto the sheet's frames
// (atlas.go); a tag outside the frames is left out.
func (r *reader) tags(raw []rawTag) {
	last := len(r.s.Frames) - 1
	read := make([]Tag, 0, len(raw))
	keep := make([]bool, 0, len(raw))
	for _, t := range raw {
		from, okFrom := t.From.in(-MaxSteps, MaxSteps)
		to, okTo := t.To.in(-MaxSteps, MaxSteps)
		repeat, okRepeat := t.Repeat.in(0, MaxRepeat)
		dir, _ := parseDir(t.Direction)
		kind, notify := classifyTag(t.Name)
		read = append(read, Tag{Name: t.Name, From: from, To: to, Direction: t.Direction, Dir: dir,
			Repeat: repeat, Color: t.Color, Data: t.Data, Kind: kind, Notify: notify})
		ok := okFrom && okTo && okRepeat
		keep = append(keep, ok)
		if !okFrom || !okTo {
			r.p.addf(ErrRange, "tag %q: frames %v..%v: want whole numbers", t.Name, t.From, t.To)
		}
		if !okRepeat {
			r.p.addf(ErrRange, "tag %q: repeat %v: want a whole number from 0 to %d", t.Name, t.Repeat, MaxRepeat)
		}
	}
	offsets := atlasOffsets(r.s.Frames, read)
	for i, t := range read {
		if !keep[i] {
			continue
		}
		t.From += offsets[i]
		t.To += offsets[i]
		if t.From < 0 || t.To > last || t.From > t.To {
			r.p.add(repeats{}, fmt.Errorf("%s: tag %q: frames %v..%v: %w (the sheet has frames 0..%d)",
				r.s.File, t.Name, raw[i].From, raw[i].To, ErrTagRange, last))
			continue
		}
		r.s.Tags = append(r.s.Tags, t)
	}
}

// slices reads the slices, every one (two of one name both kept), with
// their keys in frame order; a key outside the frames is left out.
func (r *reader) slices(raw []rawSlice) {
	last := len(r.s.Frames) - 1
	for _, sl := range raw {
		out := Slice{Name: sl.Name, Color: sl.Color, Data: sl.Data}
		outside := repeats{"keys outside the frames of slice " + fmt.Sprintf("%q", sl.Name), "keys", ErrKeyRange}
		for _, k := range sl.Keys {
			frame, ok := k.Frame.in(0, last)
			if !ok {
				r.p.add(outside, fmt.Errorf("%s: slice %q: key at frame %v: %w 0..%d", r.s.File, sl.Name, k.Frame, ErrKeyRange, last))
				continue
			}
			if key, ok := r.key(sl.Name, frame, k); ok {
				out.Keys = append(out.Keys, key)
			}
		}
		slices.SortStableFunc(out.Keys, func(a, b SliceKey) int { return cmp.Compare(a.Frame, b.Frame) })
		r.s.Slices = append(r.s.Slices, out)
	}
}

// key reads a slice key's bounds, nine-slice centre and pivot.
func (r *reader) key(name string, frame int, k rawKey) (SliceKey, bool) {
	out := SliceKey{Frame: frame}
	x, y, okPos := pair(k.Bounds.X, k.Bounds.Y, -MaxPixels, MaxPixels)
	w, h, okSize := pair(k.Bounds.W, k.Bounds.H, 0, MaxPixels)
	out.Bounds = Rect{x, y, w, h}
	ok := okPos && okSize
	if c := k.Center; c != nil {
		cx, cy, okPos := pair(c.X, c.Y, 0, MaxPixels)
		cw, ch, okSize := pair(c.W, c.H, 0, MaxPixels)
		out.Center, out.HasCenter = Rect{cx, cy, cw, ch}, true
		ok = ok && okPos && okSize
	}
	if p := k.Pivot; p != nil {
		px, py, okPivot := pair(p.X, p.Y, -MaxPixels, MaxPixels)
		out.Pivot, out.HasPivot = Point{px, py}, true
		ok = ok && okPivot
	}
	if !ok {
		r.p.eachf(repeats{"slice key numbers out of range", "keys", ErrRange},
			"slice %q: key at frame %d: bounds, center or pivot not whole numbers within %d", name, frame, MaxPixels)
	}
	return out, ok
}
