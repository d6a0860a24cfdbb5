package anim

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// FrameSize is the frame size the game's sheets use; another size loads
// with a warning.
const FrameSize = 64

// Check tests the sheet against the conventions (anim/README.md) and
// reports every problem, a problem repeated from frame to frame shown
// three times and then counted. Errors break them: a tag whose frames are
// not one size (or, with no section tag, a sheet whose frames are not), a
// trace window whose frames have no hitbox key, a hurtbox not keyed from
// frame 0, a slice key outside its frame, a pivot outside its frame, an
// unnamed or doubled section, overlapping action windows. Warnings load
// but may not be what the artist meant: no hurtbox, frames other than
// 64x64, an unknown tag direction, a tag of an unknown kind, a hitbox that
// stays still over a trace, a section shown more than once, two slices of
// one name keying one frame.
func (s *Sheet) Check() (errs, warnings []error) {
	bad := &problems{file: s.File}
	warn := &problems{file: s.File, warn: true}
	s.checkSizes(bad, warn)
	s.checkTags(bad, warn)
	s.checkSlices(bad, warn)
	return bad.errors(), warn.errors()
}

// checkSizes wants each tag's frames one size (untrimmed), and all the
// frames when no section tag splits the sheet; an atlas's sprites differ.
func (s *Sheet) checkSizes(bad, warn *problems) {
	reported := make([]bool, len(s.Frames))
	// run[i] is the last frame of the run of frames sized as frame i, so
	// that a tag whose frames agree costs one look.
	run := make([]int, len(s.Frames))
	for i := len(s.Frames) - 1; i >= 0; i-- {
		run[i] = i
		if i+1 < len(s.Frames) && sameSize(s.Frames[i], s.Frames[i+1]) {
			run[i] = run[i+1]
		}
	}
	same := func(from, to int, prefix, rule string) {
		if run[from] >= to {
			return
		}
		w, h := s.Frames[from].SourceW, s.Frames[from].SourceH
		kind := repeats{prefix + "frame sizes differ", "frames", ErrConvention}
		for i := from + 1; i <= to; i++ {
			f := s.Frames[i]
			if !sameSize(f, s.Frames[from]) && !reported[i] {
				reported[i] = true
				bad.eachf(kind, "%sframe %d %q: %dx%d, frame %d is %dx%d; %s", prefix, i, f.Name, f.SourceW, f.SourceH, from, w, h, rule)
			}
		}
	}
	sections := false
	for _, t := range s.Tags {
		same(t.From, t.To, fmt.Sprintf("tag %q: ", t.Name), "a tag's frames must be one size")
		sections = sections || t.Kind == TagSection
	}
	if !sections {
		same(0, len(s.Frames)-1, "", "with no section tag, every frame must be the same size")
	}
	var sizes []string
	for _, f := range s.Frames {
		size := fmt.Sprintf("%dx%d", f.SourceW, f.SourceH)
		if (f.SourceW != FrameSize || f.SourceH != FrameSize) && !slices.Contains(sizes, size) {
			sizes = append(sizes, size)
		}
	}
	if len(sizes) > 0 {
		warn.addf(nil, "frames are %s, the game draws %dx%d", strings.Join(sizes, ", "), FrameSize, FrameSize)
	}
}

func (s *Sheet) checkTags(bad, warn *problems) {
	sections := map[string]bool{}
	for i, t := range s.Tags {
		if _, ok := parseDir(t.Direction); !ok {
			warn.addf(nil, "tag %q: direction %q unknown (want forward, reverse, pingpong or pingpong_reverse); it plays forward", t.Name, t.Direction)
		}
		switch {
		case t.Name == "":
			bad.addf(ErrConvention, "a tag over frames %d..%d has no name", t.From, t.To)
		case t.Kind == TagSection:
			if sections[t.Name] {
				bad.addf(ErrConvention, "tag %q: section named twice (again at frames %d..%d)", t.Name, t.From, t.To)
			}
			sections[t.Name] = true
			if n := len(s.spans[i]); n > 1 {
				warn.addf(nil, "tag %q: the section shows %d times (inside another tag's repeat or ping-pong); it starts the first time", t.Name, n)
			}
		case t.Kind == TagWindow:
		case t.Kind == TagTrace:
			s.checkTrace(t, bad, warn)
		case t.Kind == TagNotify:
		default:
			kind, _, _ := strings.Cut(t.Name, ":")
			warn.addf(nil, "tag %q: unknown kind %q (want window:action, trace:NAME or notify:NAME); read as a notify named %q", t.Name, kind, t.Name)
		}
	}
	s.checkWindows(bad)
}

// overlapping is the problem of action windows over the same frames.
var overlapping = repeats{"action windows overlap", "tags", ErrConvention}

// checkWindows wants the action windows apart: each window that overlaps
// one before it (by first frame) is reported once, against the one
// reaching furthest.
func (s *Sheet) checkWindows(bad *problems) {
	var windows []Tag
	for _, t := range s.Tags {
		if t.Kind == TagWindow {
			windows = append(windows, t)
		}
	}
	slices.SortStableFunc(windows, func(a, b Tag) int { return cmp.Compare(a.From, b.From) })
	for i := 1; i < len(windows); i++ {
		if o, t := windows[i-1], windows[i]; t.From <= o.To {
			bad.eachf(overlapping, "tag %q: frames %d..%d overlap the action window at frames %d..%d", t.Name, t.From, t.To, o.From, o.To)
			if o.To > t.To {
				windows[i] = o // the one reaching furthest stays the one to pass
			}
		}
	}
}

// checkTrace wants a hitbox key at or before every frame of a trace window.
func (s *Sheet) checkTrace(t Tag, bad, warn *problems) {
	sl, ok := s.Slice(HitboxSlice)
	if !ok {
		bad.addf(ErrConvention, "tag %q: frames %d..%d: no %q slice to sweep", t.Name, t.From, t.To, HitboxSlice)
		return
	}
	if _, ok := s.SliceAt(HitboxSlice, t.From); !ok {
		first := "it has no keys"
		if len(sl.Keys) > 0 {
			first = fmt.Sprintf("its first key is at frame %d", sl.Keys[0].Frame)
		}
		bad.addf(ErrConvention, "tag %q: frame %d: no %q key at or before it (%s)", t.Name, t.From, HitboxSlice, first)
		return
	}
	moves := false
	for _, k := range sl.Keys {
		moves = moves || (k.Frame > t.From && k.Frame <= t.To)
	}
	if t.To > t.From && !moves {
		warn.addf(nil, "tag %q: frames %d..%d: the %q slice has no key inside the window, so the trace does not sweep", t.Name, t.From, t.To, HitboxSlice)
	}
}

// checkSlices wants every key inside its frame (the untrimmed frame: a
// slice is drawn on the sprite, not the trimmed cut), the hurtbox keyed
// from frame 0 and a pivot inside its frame.
func (s *Sheet) checkSlices(bad, warn *problems) {
	for _, sl := range s.Slices {
		kind := repeats{fmt.Sprintf("keys of slice %q outside their frames", sl.Name), "keys", ErrConvention}
		for _, k := range sl.Keys {
			b, f := k.Bounds, s.Frames[k.Frame]
			if b.W <= 0 || b.H <= 0 || b.X < 0 || b.Y < 0 || b.X+b.W > f.SourceW || b.Y+b.H > f.SourceH {
				bad.eachf(kind, "slice %q: key at frame %d: bounds %+v outside the %dx%d frame", sl.Name, k.Frame, b, f.SourceW, f.SourceH)
			}
		}
	}
	for _, c := range s.clashes {
		warn.addf(nil, "slices %q and %q: both key frame %d; the first in the file gives the %q box", c.first, c.other, c.frame, c.name)
	}
	switch sl, ok := s.Slice(HurtboxSlice); {
	case !ok:
		warn.addf(nil, "no %q slice: the body cannot be hit by its box", HurtboxSlice)
	case len(sl.Keys) == 0:
		bad.addf(ErrConvention, "slice %q: no keys", HurtboxSlice)
	case sl.Keys[0].Frame != 0:
		bad.addf(ErrConvention, "slice %q: first key at frame %d; key it from frame 0", HurtboxSlice, sl.Keys[0].Frame)
	}
	for i, f := range s.Frames {
		if x, y := s.PivotAt(i); x < 0 || y < 0 || x > float64(f.SourceW) || y > float64(f.SourceH) {
			bad.eachf(repeats{"pivot outside the frame", "frames", ErrConvention},
				"frame %d %q: pivot %g,%g outside the %dx%d frame", i, f.Name, x, y, f.SourceW, f.SourceH)
		}
	}
}

// sameSize reports whether two frames are one size, untrimmed.
func sameSize(a, b Frame) bool { return a.SourceW == b.SourceW && a.SourceH == b.SourceH }
