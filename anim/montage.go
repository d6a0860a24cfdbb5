package anim

import (
	"cmp"
	"slices"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Start returns the time in seconds at which frame i starts.
func (s *Sheet) Start(i int) float64 {
	ms := 0
	for _, f := range s.Frames[:i] {
		ms += f.Duration
	}
	return float64(ms) / 1000
}

// Length returns the sheet's length in seconds.
func (s *Sheet) Length() float64 { return s.Start(len(s.Frames)) }

// Montage returns the sheet as a montage named name: its length from the
// frame durations, sections, action windows and notifies from its tags,
// following the package's conventions. Sections and windows come in time
// order whatever the order of the tags.
func (s *Sheet) Montage(name string) *ag.Montage {
	m := &ag.Montage{Name: name, Length: s.Length()}
	for _, t := range s.Tags {
		start, end := s.Start(t.From), s.Start(t.To+1)
		switch t.Kind {
		case TagSection:
			m.Sections = append(m.Sections, ag.Section{Name: t.Notify, Start: start})
		case TagWindow:
			m.Windows = append(m.Windows, ag.Span{Start: start, End: end})
		default:
			m.Notifies = append(m.Notifies, ag.Notify{Name: t.Notify, Start: start, End: end})
		}
	}
	slices.SortStableFunc(m.Sections, func(a, b ag.Section) int { return cmp.Compare(a.Start, b.Start) })
	slices.SortStableFunc(m.Windows, func(a, b ag.Span) int { return cmp.Compare(a.Start, b.Start) })
	slices.SortStableFunc(m.Notifies, func(a, b ag.Notify) int { return cmp.Compare(a.Start, b.Start) })
	return m
}

// FrameSize returns the size of the sheet's first frame; the conventions
// want every frame the same size.
func (s *Sheet) FrameSize() (w, h int) {
	return s.Frames[0].Rect.W, s.Frames[0].Rect.H
}

// Pivot returns the point, in frame pixels, that sits on the character's
// position and that the sprite turns around: the frame's centre.
func (s *Sheet) Pivot() (x, y float64) {
	w, h := s.FrameSize()
	return float64(w) / 2, float64(h) / 2
}

// Slice returns a slice by name.
func (s *Sheet) Slice(name string) (*Slice, bool) {
	for i := range s.Slices {
		if s.Slices[i].Name == name {
			return &s.Slices[i], true
		}
	}
	return nil, false
}

// FrameAt returns the frame showing at a time in seconds from the start,
// holding the last frame past the end.
func (s *Sheet) FrameAt(seconds float64) int {
	ms := int(float64(seconds*1000) + 1e-6)
	for i, f := range s.Frames {
		if ms < f.Duration {
			return i
		}
		ms -= f.Duration
	}
	return len(s.Frames) - 1
}

// FrameAtTick returns the frame to draw a given number of ticks into a
// montage played at rate (Play Rate times Action Speed).
func (s *Sheet) FrameAtTick(t ag.Ticks, rate float64) int {
	if rate <= 0 {
		rate = 1
	}
	return s.FrameAt(ag.TicksToSeconds(t) * rate)
}

// FrameInClip returns the frame to draw for a node playing a clip (from
// Component.Clip) after elapsed ticks in the node (State().TimeInNode):
// its section's start plus the node time at the clip's rate.
func (s *Sheet) FrameInClip(c ag.Clip, elapsed ag.Ticks) int {
	return s.FrameAt(c.Start + float64(ag.TicksToSeconds(elapsed)*c.Rate))
}

// SliceAt returns a slice's bounds on a frame: its last key at or before
// the frame (a key lasts until the next). ok is false before its first key
// or for a slice the sheet lacks.
func (s *Sheet) SliceAt(name string, frame int) (Rect, bool) {
	for _, sl := range s.Slices {
		if sl.Name != name {
			continue
		}
		var r Rect
		ok := false
		for _, k := range sl.Keys {
			if k.Frame > frame {
				break
			}
			r, ok = k.Bounds, true
		}
		return r, ok
	}
	return Rect{}, false
}
