package anim

import (
	"fmt"
	"strings"
)

// Slice names the conventions give a meaning.
const (
	HitboxSlice  = "hitbox"  // the weapon's box on every frame of a trace window
	HurtboxSlice = "hurtbox" // the body's box, keyed from frame 0
)

// FrameSize is the frame size the game's sheets use; another size loads
// with a warning.
const FrameSize = 64

// Check tests the sheet against the conventions (anim/README.md). Errors
// break them: frames of different sizes or trimmed, a trace window whose
// frames have no hitbox key, a hurtbox not keyed from frame 0, a slice key
// outside its frame, an unnamed or doubled section, overlapping action
// windows. Warnings load but may not be what the artist meant: no
// hurtbox, a frame size other than 64x64, a tag played other than forward,
// a tag of an unknown kind, a hitbox that stays still over a trace.
func (s *Sheet) Check() (errs, warnings []error) {
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: "+format+": %w", append(append([]any{s.File}, args...), ErrConvention)...))
	}
	warn := func(format string, args ...any) {
		warnings = append(warnings, fmt.Errorf("%s: warning: "+format, append([]any{s.File}, args...)...))
	}
	w, h := s.FrameSize()
	for i, f := range s.Frames {
		if f.Rect.W != w || f.Rect.H != h {
			bad("frame %d %q: %dx%d, frame 0 is %dx%d; every frame must be the same size", i, f.Name, f.Rect.W, f.Rect.H, w, h)
		}
		if f.trimmed {
			bad("frame %d %q: trimmed; export without Trim so the pivot stays the frame's centre", i, f.Name)
		}
	}
	if w != FrameSize || h != FrameSize {
		warn("frames are %dx%d, the game draws %dx%d", w, h, FrameSize, FrameSize)
	}
	s.checkTags(bad, warn)
	s.checkSlices(bad, warn)
	return errs, warnings
}

type report func(format string, args ...any)

func (s *Sheet) checkTags(bad, warn report) {
	sections := map[string]bool{}
	var windows []Tag
	for _, t := range s.Tags {
		if t.Direction != "" && t.Direction != "forward" {
			warn("tag %q: direction %q; montages play forward", t.Name, t.Direction)
		}
		switch {
		case t.Name == "":
			bad("a tag over frames %d..%d has no name", t.From, t.To)
		case t.Kind == TagSection:
			if sections[t.Name] {
				bad("tag %q: section named twice (again at frames %d..%d)", t.Name, t.From, t.To)
			}
			sections[t.Name] = true
		case t.Kind == TagWindow:
			for _, o := range windows {
				if t.From <= o.To && o.From <= t.To {
					bad("tag %q: frames %d..%d overlap the action window at frames %d..%d", t.Name, t.From, t.To, o.From, o.To)
				}
			}
			windows = append(windows, t)
		case t.Kind == TagTrace:
			s.checkTrace(t, bad, warn)
		case t.Kind == TagNotify:
		default:
			kind, _, _ := strings.Cut(t.Name, ":")
			warn("tag %q: unknown kind %q (want window:action, trace:NAME or notify:NAME); read as a notify named %q", t.Name, kind, t.Name)
		}
	}
}

// checkTrace wants a hitbox key at or before every frame of a trace window.
func (s *Sheet) checkTrace(t Tag, bad, warn report) {
	sl, ok := s.Slice(HitboxSlice)
	if !ok {
		bad("tag %q: frames %d..%d: no %q slice to sweep", t.Name, t.From, t.To, HitboxSlice)
		return
	}
	if _, ok := s.SliceAt(HitboxSlice, t.From); !ok {
		first := "it has no keys"
		if len(sl.Keys) > 0 {
			first = fmt.Sprintf("its first key is at frame %d", sl.Keys[0].Frame)
		}
		bad("tag %q: frame %d: no %q key at or before it (%s)", t.Name, t.From, HitboxSlice, first)
		return
	}
	moves := false
	for _, k := range sl.Keys {
		moves = moves || (k.Frame > t.From && k.Frame <= t.To)
	}
	if t.To > t.From && !moves {
		warn("tag %q: frames %d..%d: the %q slice has no key inside the window, so the trace does not sweep", t.Name, t.From, t.To, HitboxSlice)
	}
}

func (s *Sheet) checkSlices(bad, warn report) {
	w, h := s.FrameSize()
	for _, sl := range s.Slices {
		for _, k := range sl.Keys {
			b := k.Bounds
			if b.W <= 0 || b.H <= 0 || b.X < 0 || b.Y < 0 || b.X+b.W > w || b.Y+b.H > h {
				bad("slice %q: key at frame %d: bounds %+v outside the %dx%d frame", sl.Name, k.Frame, b, w, h)
			}
		}
	}
	switch sl, ok := s.Slice(HurtboxSlice); {
	case !ok:
		warn("no %q slice: the body cannot be hit by its box", HurtboxSlice)
	case len(sl.Keys) == 0:
		bad("slice %q: no keys", HurtboxSlice)
	case sl.Keys[0].Frame != 0:
		bad("slice %q: first key at frame %d; key it from frame 0", HurtboxSlice, sl.Keys[0].Frame)
	}
}
