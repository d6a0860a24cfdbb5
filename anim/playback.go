package anim

import (
	"cmp"
	"slices"
	"strings"
)

// Dir is the order a tag plays its frames in: Aseprite's Animation
// Direction.
type Dir uint8

// The directions, as Aseprite exports them: "forward", "reverse",
// "pingpong" and "pingpong_reverse".
const (
	Forward Dir = iota
	Reverse
	PingPong
	PingPongReverse
)

var dirNames = [...]string{"forward", "reverse", "pingpong", "pingpong_reverse"}

// String returns the direction as Aseprite exports it.
func (d Dir) String() string {
	if int(d) < len(dirNames) {
		return dirNames[d]
	}
	return "forward"
}

// parseDir reads an exported direction, in any case; "" (an export
// without one) is forward. ok is false for an unknown one, read forward.
func parseDir(s string) (d Dir, ok bool) {
	if s == "" {
		return Forward, true
	}
	i := slices.Index(dirNames[:], strings.ToLower(s))
	if i < 0 {
		return Forward, false
	}
	return Dir(i), true
}

// passes returns how many times the tag plays its frames through, and
// whether it turns at each end: Repeat, or for 0 (unset) once, a
// ping-pong twice (there and back).
func (t *Tag) passes() (n int, pingpong bool) {
	pingpong = t.Dir == PingPong || t.Dir == PingPongReverse
	switch {
	case t.Repeat > 0:
		return t.Repeat, pingpong
	case pingpong:
		return 2, true
	}
	return 1, false
}

// shows returns how many frames Sequence returns, without making it.
func (t *Tag) shows() int {
	n := t.To - t.From + 1
	p, pingpong := t.passes()
	if pingpong && n > 1 {
		return p*n - (p - 1)
	}
	return p * n
}

// Sequence returns the frames the tag shows, in order, as Aseprite plays
// it through once with its repeats (its timeline's Play All and Play Once):
//
//   - forward plays From..To, reverse To..From;
//   - pingpong plays From..To, then back To-1..From, then From+1..To, and
//     so on, one pass for each repeat: each turn shows its end frame once;
//     pingpong_reverse starts with To..From;
//   - Repeat N plays it N times, a pass each for a ping-pong; 0 (unset,
//     Aseprite's "infinite") plays it once, a ping-pong there and back:
//     pingpong over 4..9 shows 4..9, 8..4;
//   - a tag of one frame shows it once a pass.
func (t *Tag) Sequence() []int {
	n := t.To - t.From + 1
	p, pingpong := t.passes()
	out := make([]int, 0, t.shows())
	forward := t.Dir == Forward || t.Dir == PingPong
	for pass := range p {
		skip := pingpong && pass > 0 && n > 1 // the turn's frame shows once
		for k := range n {
			if skip && k == 0 {
				continue
			}
			if forward {
				out = append(out, t.From+k)
			} else {
				out = append(out, t.To-k)
			}
		}
		if pingpong {
			forward = !forward
		}
	}
	return out
}

// linear reports whether the tag plays its frames once, in order: as
// though it were not there.
func (t *Tag) linear() bool {
	p, _ := t.passes()
	return p == 1 && (t.From == t.To || t.Dir == Forward || t.Dir == PingPong)
}

// Step is one frame as the montage shows it: which, and for how long.
type Step struct {
	Frame    int
	Duration int // milliseconds
}

// unroll lays the frames out as the montage shows them: in order, except
// where a tag that is not linear plays its Sequence instead. Such tags
// must not overlap; one that does plays forward, with an error.
func (s *Sheet) unroll(p *problems) {
	var playing []*Tag
	for i := range s.Tags {
		if t := &s.Tags[i]; !t.linear() {
			playing = append(playing, t)
		}
	}
	slices.SortStableFunc(playing, func(a, b *Tag) int { return cmp.Compare(a.From, b.From) })
	count := len(s.Frames)
	kept := playing[:0]
	for _, t := range playing {
		if k := len(kept); k > 0 && t.From <= kept[k-1].To {
			o := kept[k-1]
			p.addf(ErrPlayback, "tag %q (frames %d..%d, %s, repeat %d) overlaps tag %q (frames %d..%d, %s, repeat %d): tags that play other than forward once must not overlap; it plays forward",
				t.Name, t.From, t.To, t.Dir, t.Repeat, o.Name, o.From, o.To, o.Dir, o.Repeat)
			continue
		}
		count += t.shows() - (t.To - t.From + 1)
		kept = append(kept, t)
	}
	if count > MaxSteps {
		p.addf(ErrRange, "the tags' repeats show %d frames, more than %d; the sheet plays each frame once", count, MaxSteps)
		kept = nil
	}
	s.steps = make([]Step, 0, min(count, MaxSteps))
	for f := 0; f < len(s.Frames); {
		if len(kept) > 0 && kept[0].From == f {
			for _, g := range kept[0].Sequence() {
				s.steps = append(s.steps, Step{g, s.Frames[g].Duration})
			}
			f, kept = kept[0].To+1, kept[1:]
			continue
		}
		s.steps = append(s.steps, Step{f, s.Frames[f].Duration})
		f++
	}
	s.time(p)
}

// time finds each frame's first start, the length and each tag's spans.
func (s *Sheet) time(p *problems) {
	s.first = make([]int, len(s.Frames))
	seen := make([]bool, len(s.Frames))
	at := make([]int, len(s.steps)+1) // each step's start, the length last
	for i, st := range s.steps {
		if !seen[st.Frame] {
			s.first[st.Frame], seen[st.Frame] = at[i], true
		}
		at[i+1] = at[i] + st.Duration
		if at[i] > MaxLength-st.Duration {
			p.addf(ErrRange, "the montage lasts more than %d ms", MaxLength)
			for k := i + 1; k < len(at); k++ {
				at[k] = MaxLength
			}
			break
		}
	}
	s.length = at[len(s.steps)]
	s.tagSpans(at, p)
}

// span is a stretch of the montage in milliseconds, start inclusive.
type span struct{ start, end int }

// tooManySteps is the problem of tags that show too often (MaxTagSteps).
var tooManySteps = repeats{"tags showing too often", "tags", ErrRange}

// tagSpans finds each tag's stretches of the steps, in ms (at holds each
// step's start): one for a tag that plays straight through, one a pass
// for a tag inside a ping-pong or a repeat. Each tag costs the steps that
// show its frames, found through an index of the steps by frame, and the
// tags together at most MaxTagSteps: a tag past it is left out.
func (s *Sheet) tagSpans(at []int, p *problems) {
	off := make([]int, len(s.Frames)+1) // frame f's steps are idx[off[f]:off[f+1]]
	for _, st := range s.steps {
		off[st.Frame+1]++
	}
	for f := range s.Frames {
		off[f+1] += off[f]
	}
	idx := make([]int, len(s.steps))
	fill := slices.Clone(off[:len(s.Frames)])
	for i, st := range s.steps {
		idx[fill[st.Frame]] = i
		fill[st.Frame]++
	}
	s.spans = make([][]span, len(s.Tags))
	budget := MaxTagSteps
	var shown []int
	for i := range s.Tags {
		t := &s.Tags[i]
		n := off[t.To+1] - off[t.From]
		if n > budget {
			p.eachf(tooManySteps, "tag %q: its frames show %d times as the montage plays, past the %d the tags may show in all; it is left out of the montage", t.Name, n, MaxTagSteps)
			continue
		}
		budget -= n
		shown = append(shown[:0], idx[off[t.From]:off[t.To+1]]...)
		slices.Sort(shown)
		var out []span
		for k, st := range shown {
			if k > 0 && shown[k-1] == st-1 {
				out[len(out)-1].end = at[st+1]
				continue
			}
			out = append(out, span{at[st], at[st+1]})
		}
		s.spans[i] = out
	}
}

// Timeline returns the frames as the montage shows them, in order, each
// with its duration: the frames in order, except that a tag with a
// direction other than forward or a repeat plays its Sequence.
func (s *Sheet) Timeline() []Step { return slices.Clone(s.steps) }
