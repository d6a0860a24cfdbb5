package anim

import (
	"errors"
	"os"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestRealAsepriteExport reads the public Aseprite export (hash layout).
func TestRealAsepriteExport(t *testing.T) {
	data, err := os.ReadFile("../../shared/testdata/aseprite/16x16Deliveryman.json")
	if err != nil {
		t.Skip("shared test data not beside the checkout:", err)
	}
	s, err := ParseSheet("16x16Deliveryman.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if have, want := len(s.Frames), 6; have != want {
		t.Fatalf("frames: have %d, want %d", have, want)
	}
	if have, want := s.Frames[0].Name, "16x16Deliveryman 0.aseprite"; have != want {
		t.Errorf("first frame: have %q, want %q (hash order)", have, want)
	}
	m := s.Montage("Deliveryman")
	if len(m.Sections) != 2 || m.Sections[0].Name != "idle" || m.Sections[1].Name != "walk" {
		t.Errorf("sections: have %+v, want idle and walk", m.Sections)
	}
	start, _, ok := m.Section("walk")
	if !ok || start != s.Start(2) {
		t.Errorf("walk starts at %g (ok %t), want %g", start, ok, s.Start(2))
	}
	if m.Length != s.Length() || m.Length <= 0 {
		t.Errorf("length %g", m.Length)
	}
}

const arraySheet = `{"frames":[
 {"filename":"a 0","frame":{"x":0,"y":0,"w":8,"h":8},"duration":100},
 {"filename":"a 1","frame":{"x":8,"y":0,"w":8,"h":8},"duration":100},
 {"filename":"a 2","frame":{"x":16,"y":0,"w":8,"h":8},"duration":200},
 {"filename":"a 3","frame":{"x":24,"y":0,"w":8,"h":8},"duration":100}],
 "meta":{"image":"a.png","frameTags":[
  {"name":"swing","from":0,"to":3},
  {"name":"window:action","from":2,"to":2},
  {"name":"trace:blade","from":1,"to":2},
  {"name":"notify:footstep","from":3,"to":3}],
 "slices":[{"name":"hitbox","keys":[{"frame":1,"bounds":{"x":1,"y":2,"w":3,"h":4}},{"frame":3,"bounds":{"x":5,"y":6,"w":7,"h":8}}]}]}}`

// TestConventions reads the array layout and the tag conventions.
func TestConventions(t *testing.T) {
	s, err := ParseSheet("a.json", []byte(arraySheet))
	if err != nil {
		t.Fatal(err)
	}
	m := s.Montage("AM_A")
	if have, want := m.Length, 0.5; have != want {
		t.Errorf("length: have %g, want %g", have, want)
	}
	if len(m.Windows) != 1 || m.Windows[0] != (ag.Span{Start: 0.2, End: 0.4}) {
		t.Errorf("windows: have %+v, want [0.2 0.4]", m.Windows)
	}
	want := []ag.Notify{{Name: "trace:blade", Start: 0.1, End: 0.4}, {Name: "footstep", Start: 0.4, End: 0.5}}
	if len(m.Notifies) != 2 || m.Notifies[0] != want[0] || m.Notifies[1] != want[1] {
		t.Errorf("notifies: have %+v, want %+v", m.Notifies, want)
	}
	frames := []struct {
		tick ag.Ticks
		want int
	}{{0, 0}, {5, 0}, {6, 1}, {12, 2}, {23, 2}, {24, 3}, {600, 3}}
	for _, f := range frames {
		if have := s.FrameAtTick(f.tick, 1); have != f.want {
			t.Errorf("tick %d: frame %d, want %d", f.tick, have, f.want)
		}
	}
	clips := []struct {
		clip    ag.Clip
		elapsed ag.Ticks
		want    int
	}{
		{ag.Clip{Start: 0, Rate: 1}, 7, 1},
		{ag.Clip{Start: 0.2, Rate: 1}, 0, 2},   // a section starting at frame 2
		{ag.Clip{Start: 0.2, Rate: 1}, 12, 3},  // 0.2 s into it
		{ag.Clip{Start: 0, Rate: 0.5}, 12, 1},  // Action Speed 0.5: 0.1 s of montage
		{ag.Clip{Start: 0.1, Rate: 2}, 3, 2},   // double speed: 0.1 + 0.1 s
		{ag.Clip{Start: 0.2, Rate: 1}, 600, 3}, // held past the end
	}
	for _, c := range clips {
		if have := s.FrameInClip(c.clip, c.elapsed); have != c.want {
			t.Errorf("clip %+v after %d ticks: frame %d, want %d", c.clip, c.elapsed, have, c.want)
		}
	}
	boxes := []struct {
		frame int
		ok    bool
		want  Rect
	}{{0, false, Rect{}}, {1, true, Rect{1, 2, 3, 4}}, {2, true, Rect{1, 2, 3, 4}}, {3, true, Rect{5, 6, 7, 8}}}
	for _, b := range boxes {
		have, ok := s.SliceAt("hitbox", b.frame)
		if ok != b.ok || have != b.want {
			t.Errorf("hitbox on frame %d: have %+v %t, want %+v %t", b.frame, have, ok, b.want, b.ok)
		}
	}
}

// TestBadSheets gives errors naming the file, the tag or slice and the frame.
func TestBadSheets(t *testing.T) {
	tests := []struct {
		name, data, want string
		is               error
	}{
		{"malformed", `{"frames": [`, "malformed JSON at line 1", ErrMalformed},
		{"malformed on line 3", "{\"frames\": [\n{\"filename\": \"a\",\n \"duration\": x}]}", "malformed JSON at line 3", ErrMalformed},
		{"tag past the end", strings.Replace(arraySheet, `"from":3,"to":3`, `"from":3,"to":9`, 1), `tag "notify:footstep": frames 3..9`, ErrTagRange},
		{"slice key past the end", strings.Replace(arraySheet, `"frame":3,"bounds"`, `"frame":7,"bounds"`, 1), `slice "hitbox": key at frame 7`, ErrKeyRange},
		{"no frames", `{"frames":[],"meta":{}}`, "frames: no frames", ErrNoFrames},
		{"zero duration", strings.Replace(arraySheet, `"duration":200`, `"duration":0`, 1), `frame 2 "a 2": duration 0`, ErrDuration},
	}
	for _, tt := range tests {
		_, err := ParseSheet("bad.json", []byte(tt.data))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "bad.json: ") || !errors.Is(err, tt.is) {
			t.Errorf("%s: have %v, want an error naming bad.json and %q, wrapping %v", tt.name, err, tt.want, tt.is)
		}
	}
}

// TestSectionsInTimeOrder sorts sections and windows listed out of order.
func TestSectionsInTimeOrder(t *testing.T) {
	data := strings.Replace(arraySheet, `{"name":"swing","from":0,"to":3},`,
		`{"name":"B","from":2,"to":3},{"name":"A","from":0,"to":1},{"name":"window:action","from":0,"to":0},`, 1)
	s, err := ParseSheet("a.json", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	m := s.Montage("AM_A")
	want := []ag.Section{{Name: "A", Start: 0, End: 0.2}, {Name: "B", Start: 0.2, End: 0.5}}
	if len(m.Sections) != 2 || m.Sections[0] != want[0] || m.Sections[1] != want[1] {
		t.Errorf("sections: have %+v, want %+v", m.Sections, want)
	}
	if len(m.Windows) != 2 || m.Windows[0].Start != 0 || m.Windows[1].Start != 0.2 {
		t.Errorf("windows: have %+v, want starts 0 and 0.2", m.Windows)
	}
}
