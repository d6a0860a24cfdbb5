package anim

import (
	"cmp"
	"slices"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// seconds converts milliseconds to seconds, the same way everywhere so that
// equal times compare equal.
func seconds(ms int) float64 { return float64(ms) / 1000 }

// Start returns the time in seconds at which frame i first shows (frame
// len(Frames) starts at the end). For a sheet that plays straight through
// it is the frames before it added up.
func (s *Sheet) Start(i int) float64 {
	if i == len(s.Frames) {
		return s.Length()
	}
	return seconds(s.first[i])
}

// Length returns the sheet's length in seconds: its Timeline's, every
// repeat and ping-pong pass included.
func (s *Sheet) Length() float64 { return seconds(s.length) }

// TagSpans returns the stretches of montage time, in seconds, over which
// the sheet's tag i shows: one for a tag the montage plays through once,
// one for each pass over its frames inside a ping-pong or a repeat.
func (s *Sheet) TagSpans(i int) []ag.Span {
	out := make([]ag.Span, len(s.spans[i]))
	for k, sp := range s.spans[i] {
		out[k] = ag.Span{Start: seconds(sp.start), End: seconds(sp.end)}
	}
	return out
}

// Montage returns the sheet as a montage named name: its length from the
// Timeline, sections, action windows and notifies from its tags, following
// the package's conventions. A section runs from its tag's first frame to
// the end of its last (Section.End), whatever follows; a section shown
// more than once (inside another tag's repeat) is its first time. A window
// or notify comes once for each time its frames show. Sections and windows
// come in time order whatever the order of the tags.
func (s *Sheet) Montage(name string) *ag.Montage {
	m := &ag.Montage{Name: name, Length: s.Length()}
	for i, t := range s.Tags {
		for k, sp := range s.spans[i] {
			start, end := seconds(sp.start), seconds(sp.end)
			switch {
			case t.Kind == TagSection && k == 0:
				m.Sections = append(m.Sections, ag.Section{Name: t.Notify, Start: start, End: end})
			case t.Kind == TagSection:
			case t.Kind == TagWindow:
				m.Windows = append(m.Windows, ag.Span{Start: start, End: end})
			default:
				m.Notifies = append(m.Notifies, ag.Notify{Name: t.Notify, Start: start, End: end})
			}
		}
	}
	slices.SortStableFunc(m.Sections, func(a, b ag.Section) int { return cmp.Compare(a.Start, b.Start) })
	slices.SortStableFunc(m.Windows, func(a, b ag.Span) int { return cmp.Compare(a.Start, b.Start) })
	slices.SortStableFunc(m.Notifies, func(a, b ag.Notify) int { return cmp.Compare(a.Start, b.Start) })
	return m
}

// NextStart returns the earliest time, in seconds, after the given one at
// which a tag of the kind begins to show (the next trace window of a move
// winding up); ok is false when none does. It allocates nothing.
func (s *Sheet) NextStart(kind TagKind, after float64) (at float64, ok bool) {
	for i := range s.Tags {
		if s.Tags[i].Kind != kind {
			continue
		}
		for _, sp := range s.spans[i] {
			if t := seconds(sp.start); t > after && (!ok || t < at) {
				at, ok = t, true
			}
		}
	}
	return at, ok
}

// FrameSize returns the size of the sheet's first frame, untrimmed (its
// source size). Each tag's frames are one size; an atlas's need not be.
func (s *Sheet) FrameSize() (w, h int) {
	return s.Frames[0].SourceW, s.Frames[0].SourceH
}

// FrameAt returns the frame showing at a time in seconds from the start,
// following the Timeline (a ping-pong shows its frames back), holding the
// last one past the end.
func (s *Sheet) FrameAt(seconds float64) int {
	ms := int(float64(seconds*1000) + 1e-6)
	for _, st := range s.steps {
		if ms < st.Duration {
			return st.Frame
		}
		ms -= st.Duration
	}
	if len(s.steps) == 0 {
		return len(s.Frames) - 1
	}
	return s.steps[len(s.steps)-1].Frame
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
