package anim

import (
	"errors"
	"slices"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestDirectionsAndRepeats plays one tag over six 100 ms frames (0..5) in
// every direction and repeat, as Aseprite plays them (doc/playback.cpp):
// the frames shown, the montage's length and the section's span.
func TestDirectionsAndRepeats(t *testing.T) {
	tests := []struct {
		name, tag  string
		want       []int
		length     float64
		start, end float64 // the section A
	}{
		{"forward", `"from":1,"to":4,"direction":"forward"`, seq(0, 5), 0.6, 0.1, 0.5},
		{"no direction", `"from":1,"to":4`, seq(0, 5), 0.6, 0.1, 0.5},
		{"reverse", `"from":1,"to":4,"direction":"reverse"`, seq(0, 0, 4, 1, 5, 5), 0.6, 0.1, 0.5},
		{"pingpong: there and back, the far end once", `"from":1,"to":4,"direction":"pingpong"`,
			seq(0, 4, 3, 1, 5, 5), 0.9, 0.1, 0.8},
		{"pingpong_reverse", `"from":1,"to":4,"direction":"pingpong_reverse"`,
			seq(0, 0, 4, 1, 2, 5), 0.9, 0.1, 0.8},
		{"repeat 3 (Aseprite's string)", `"from":1,"to":2,"direction":"forward","repeat":"3"`,
			seq(0, 2, 1, 2, 1, 5), 1.0, 0.1, 0.7},
		{"repeat as a number", `"from":1,"to":2,"repeat":3`, seq(0, 2, 1, 2, 1, 5), 1.0, 0.1, 0.7},
		{"pingpong repeat 3: three passes", `"from":1,"to":3,"direction":"pingpong","repeat":"3"`,
			seq(0, 3, 2, 1, 2, 5), 1.0, 0.1, 0.8},
		{"pingpong repeat 1: one pass", `"from":1,"to":4,"direction":"pingpong","repeat":"1"`, seq(0, 5), 0.6, 0.1, 0.5},
		{"reverse repeat 2", `"from":1,"to":2,"direction":"reverse","repeat":"2"`,
			seq(0, 0, 2, 1, 2, 1, 3, 5), 0.8, 0.1, 0.5},
		{"pingpong of one frame shows it twice", `"from":2,"to":2,"direction":"pingpong"`,
			seq(0, 2, 2, 5), 0.7, 0.2, 0.4},
		{"direction in capitals", `"from":1,"to":4,"direction":"Reverse"`, seq(0, 0, 4, 1, 5, 5), 0.6, 0.1, 0.5},
	}
	for _, tt := range tests {
		s := parsed(t, exportOf(8, 8, every(6, 100), `{"name":"A",`+tt.tag+`}`, ""))
		if have := framesOf(s.Timeline()); !slices.Equal(have, tt.want) {
			t.Errorf("%s: plays %v, want %v", tt.name, have, tt.want)
		}
		m := s.Montage("M")
		start, end, ok := m.Section("A")
		if m.Length != tt.length || !ok || start != tt.start || end != tt.end {
			t.Errorf("%s: length %g, A %g..%g (%t); want %g, A %g..%g", tt.name, m.Length, start, end, ok, tt.length, tt.start, tt.end)
		}
		for i, f := range tt.want {
			if have := s.FrameAt(float64(i)/10 + 0.05); have != f {
				t.Errorf("%s: FrameAt(%g) = %d, want %d", tt.name, float64(i)/10+0.05, have, f)
			}
		}
		if have, want := s.FrameAt(60), tt.want[len(tt.want)-1]; have != want {
			t.Errorf("%s: past the end shows %d, want %d (held)", tt.name, have, want)
		}
	}
}

// TestPingPongWalk is the example: tag Walk over frames 4-9, 100 ms
// each, pingpong, plays 4..9, 8..4 (Aseprite ends the way back on frame 4):
// 11 frames, 1.1 s, after frames 0-3.
func TestPingPongWalk(t *testing.T) {
	s := parsed(t, exportOf(8, 8, every(10, 100), `{"name":"Walk","from":4,"to":9,"direction":"pingpong"}`, ""))
	if have, want := framesOf(s.Timeline()), seq(0, 9, 8, 4); !slices.Equal(have, want) {
		t.Errorf("plays %v, want %v", have, want)
	}
	start, end, _ := s.Montage("M").Section("Walk")
	if start != 0.4 || end != 1.5 || s.Length() != 1.5 {
		t.Errorf("Walk %g..%g of %g, want 0.4..1.5 of 1.5", start, end, s.Length())
	}
	// Node time 0.55 s into Walk is step 5 of it: frame 9, then back.
	for _, c := range []struct {
		after float64
		want  int
	}{{0, 4}, {0.55, 9}, {0.65, 8}, {1.05, 4}, {2, 4}} {
		if have := s.FrameInClip(ag.Clip{Start: start, Rate: 1}, ag.SecondsToTicks(c.after)); have != c.want {
			t.Errorf("%g s into Walk: frame %d, want %d", c.after, have, c.want)
		}
	}
}

// TestTagsInsideAPingPong gives a notify and a window once for each time
// their frames show, and a section its first time.
func TestTagsInsideAPingPong(t *testing.T) {
	tags := `{"name":"Idle","from":0,"to":3,"direction":"pingpong"},{"name":"notify:footstep","from":1,"to":1},` +
		`{"name":"window:action","from":3,"to":3},{"name":"trace:x","from":2,"to":3}`
	s := parsed(t, exportOf(8, 8, every(6, 100), tags, ""))
	// plays 0 1 2 3 2 1 0 4 5
	m := s.Montage("M")
	wantNotifies := []ag.Notify{{Name: "footstep", Start: 0.1, End: 0.2}, {Name: "trace:x", Start: 0.2, End: 0.5}, {Name: "footstep", Start: 0.5, End: 0.6}}
	if !slices.Equal(m.Notifies, wantNotifies) {
		t.Errorf("notifies %+v, want %+v", m.Notifies, wantNotifies)
	}
	if want := []ag.Span{{Start: 0.3, End: 0.4}}; !slices.Equal(m.Windows, want) {
		t.Errorf("windows %+v, want %+v", m.Windows, want)
	}
	if want := []ag.Section{{Name: "Idle", Start: 0, End: 0.7}}; !slices.Equal(m.Sections, want) || m.Length != 0.9 {
		t.Errorf("sections %+v over %g, want %+v over 0.9", m.Sections, m.Length, want)
	}
	for _, c := range []struct {
		after, want float64
		ok          bool
	}{{0, 0.2, true}, {0.2, 0, false}, {0.15, 0.2, true}} {
		if have, ok := s.NextStart(TagTrace, c.after); have != c.want || ok != c.ok {
			t.Errorf("NextStart(trace, %g) = %g %t, want %g %t", c.after, have, ok, c.want, c.ok)
		}
	}
}

// TestSectionEnds: a section ends at its tag's last frame, not at the next
// section, so a gap or a nested tag does not change its timing; a
// montage built by hand (no End) still runs to the next section.
func TestSectionEnds(t *testing.T) {
	tests := []struct {
		name, tags string
		section    string
		start, end float64
	}{
		{"gap after", `{"name":"A","from":0,"to":1},{"name":"B","from":4,"to":5}`, "A", 0, 0.2},
		{"outer around a nested tag", `{"name":"Outer","from":0,"to":5},{"name":"Inner","from":2,"to":3}`, "Outer", 0, 0.6},
		{"the nested tag", `{"name":"Outer","from":0,"to":5},{"name":"Inner","from":2,"to":3}`, "Inner", 0.2, 0.4},
		{"last", `{"name":"A","from":0,"to":1},{"name":"B","from":4,"to":5}`, "B", 0.4, 0.6},
	}
	for _, tt := range tests {
		m := parsed(t, exportOf(8, 8, every(6, 100), tt.tags, "")).Montage("M")
		start, end, ok := m.Section(tt.section)
		if !ok || start != tt.start || end != tt.end {
			t.Errorf("%s: %s %g..%g (%t), want %g..%g", tt.name, tt.section, start, end, ok, tt.start, tt.end)
		}
	}
	hand := &ag.Montage{Length: 2, Sections: []ag.Section{{Name: "A", Start: 0}, {Name: "B", Start: 0.8}, {Name: "C", Start: 1.2, End: 1.5}, {Name: "D", Start: 1.9, End: 9}}}
	for _, c := range []struct {
		name       string
		start, end float64
	}{{"A", 0, 0.8}, {"B", 0.8, 1.2}, {"C", 1.2, 1.5}, {"D", 1.9, 2}} {
		if start, end, _ := hand.Section(c.name); start != c.start || end != c.end {
			t.Errorf("hand-built %s: %g..%g, want %g..%g", c.name, start, end, c.start, c.end)
		}
	}
}

// TestPlaybackErrors: tags that play other than forward once must not
// overlap, and a repeat has a limit.
func TestPlaybackErrors(t *testing.T) {
	tests := []struct {
		name, tags string
		frames     int
		want       string
		is         error
	}{
		{"overlapping", `{"name":"A","from":0,"to":3,"direction":"pingpong"},{"name":"B","from":2,"to":5,"direction":"reverse"}`, 6,
			`tag "B" (frames 2..5, reverse, repeat 0) overlaps tag "A" (frames 0..3, pingpong, repeat 0)`, ErrPlayback},
		{"nested", `{"name":"A","from":0,"to":5,"repeat":"2"},{"name":"B","from":1,"to":2,"direction":"pingpong"}`, 6,
			`tag "B" (frames 1..2, pingpong, repeat 0) overlaps tag "A"`, ErrPlayback},
		{"repeat past the limit", `{"name":"A","from":0,"to":1,"repeat":"70000"}`, 6, `tag "A": repeat 70000: want a whole number from 0 to 65535`, ErrRange},
		{"repeat not a number", `{"name":"A","from":0,"to":1,"repeat":"often"}`, 6, `tag "A": repeat often`, ErrRange},
		{"too many frames unrolled", `{"name":"A","from":0,"to":4,"repeat":"65535"}`, 5, `the tags' repeats show 327675 frames, more than 262144`, ErrRange},
	}
	for _, tt := range tests {
		_, err := ParseSheet("s.json", []byte(exportOf(8, 8, every(tt.frames, 100), tt.tags, "")))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, tt.is) || !strings.HasPrefix(err.Error(), "s.json: ") {
			t.Errorf("%s: have %v, want an error naming s.json and %q, wrapping %v", tt.name, err, tt.want, tt.is)
		}
	}
	// Forward once over the same frames is no playback: nested is fine.
	parsed(t, exportOf(8, 8, every(6, 100), `{"name":"A","from":0,"to":5},{"name":"B","from":1,"to":2,"direction":"pingpong"}`, ""))
}
