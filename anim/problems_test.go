package anim

import (
	"errors"
	"strings"
	"testing"
)

// TestEveryProblemReported: a sheet's problems all come at once, a
// problem that repeats from frame to frame three times and then counted.
func TestEveryProblemReported(t *testing.T) {
	durations := every(40, 0)
	durations[0] = 100
	data := exportOf(8, 8, durations, `{"name":"A","from":0,"to":39},{"name":"window:action","from":38,"to":45}`,
		`{"name":"hitbox","keys":[{"frame":50,"bounds":{"x":1,"y":1,"w":2,"h":2}}]}`)
	_, err := ParseSheet("s.json", []byte(data))
	want := []struct {
		line string
		is   error
	}{
		{`s.json: frame 1 "s 1.aseprite": duration 0 ms: frame duration not above 0`, ErrDuration},
		{`s.json: frame 2 "s 2.aseprite": duration 0 ms`, ErrDuration},
		{`s.json: frame 3 "s 3.aseprite": duration 0 ms`, ErrDuration},
		{`s.json: ... and 36 more frames with the same problem (duration not above 0): frame duration not above 0`, ErrDuration},
		{`s.json: tag "window:action": frames 38..45: tag outside the frames (the sheet has frames 0..39)`, ErrTagRange},
		{`s.json: slice "hitbox": key at frame 50: slice key outside the frames 0..39`, ErrKeyRange},
	}
	var lines []string
	if err != nil {
		lines = strings.Split(err.Error(), "\n")
	}
	if len(lines) != len(want) {
		t.Fatalf("have %d lines:\n%v\nwant %d", len(lines), err, len(want))
	}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], w.line) {
			t.Errorf("line %d: have %q, want %q", i, lines[i], w.line)
		}
		if !errors.Is(err, w.is) {
			t.Errorf("the error does not wrap %v", w.is)
		}
	}
}

// TestNumbersOutOfRange: overflowing durations, positions and sizes, and
// sizes not above 0, are errors naming the file and the frame.
func TestNumbersOutOfRange(t *testing.T) {
	frame := func(f string) string {
		return `{"frames":[{"filename":"a 0","frame":{"x":0,"y":0,"w":8,"h":8},"duration":100},` + f + `],"meta":{}}`
	}
	tests := []struct {
		name, data, want string
		is               error
	}{
		{"duration past int64", frame(`{"filename":"a 1","frame":{"x":8,"y":0,"w":8,"h":8},"duration":99999999999999999999}`),
			`frame 1 "a 1": duration 99999999999999999999 ms: want a whole number from 1 to 65535`, ErrRange},
		{"duration past Aseprite's", frame(`{"filename":"a 1","frame":{"x":8,"y":0,"w":8,"h":8},"duration":70000}`),
			`frame 1 "a 1": duration 70000 ms`, ErrRange},
		{"duration not whole", frame(`{"filename":"a 1","frame":{"x":8,"y":0,"w":8,"h":8},"duration":1.5}`), `frame 1 "a 1": duration 1.5 ms`, ErrRange},
		{"negative duration", frame(`{"filename":"a 1","frame":{"x":8,"y":0,"w":8,"h":8},"duration":-4}`), `frame 1 "a 1": duration -4 ms`, ErrDuration},
		{"no duration", frame(`{"filename":"a 1","frame":{"x":8,"y":0,"w":8,"h":8}}`), `frame 1 "a 1": no duration`, ErrDuration},
		{"position past the limit", frame(`{"filename":"a 1","frame":{"x":1e10,"y":0,"w":8,"h":8},"duration":100}`),
			`frame 1 "a 1": at 1e10,0: want whole numbers from 0 to 16777216`, ErrRange},
		{"negative position", frame(`{"filename":"a 1","frame":{"x":-8,"y":0,"w":8,"h":8},"duration":100}`), `frame 1 "a 1": at -8,0`, ErrRange},
		{"size past int64", frame(`{"filename":"a 1","frame":{"x":8,"y":0,"w":9223372036854775808,"h":8},"duration":100}`),
			`frame 1 "a 1": size 9223372036854775808x8: want whole numbers from 1 to 16777216`, ErrRange},
		{"zero size", frame(`{"filename":"a 1","frame":{"x":8,"y":0,"w":0,"h":8},"duration":100}`), `frame 1 "a 1": size 0x8: a frame is at least 1x1`, ErrFrame},
		{"negative size", frame(`{"filename":"a 1","frame":{"x":8,"y":0,"w":8,"h":-8},"duration":100}`), `frame 1 "a 1": size 8x-8`, ErrFrame},
		{"no size", frame(`{"filename":"a 1","frame":{"x":8,"y":0},"duration":100}`), `frame 1 "a 1": size missingxmissing`, ErrFrame},
		{"negative source size", frame(`{"filename":"a 1","frame":{"x":8,"y":0,"w":8,"h":8},"sourceSize":{"w":-8,"h":8},"duration":100}`),
			`frame 1 "a 1": sourceSize -8x8: a frame is at least 1x1`, ErrFrame},
		{"rotated", frame(`{"filename":"a 1","frame":{"x":8,"y":0,"w":8,"h":8},"rotated":true,"duration":100}`), `frame 1 "a 1": rotated`, ErrFrame},
		{"a size of the wrong kind", frame(`{"filename":"a 1","frame":{"x":8,"y":0,"w":[8],"h":8},"duration":100}`), `frame 1 "a 1": size [8]x8`, ErrRange},
		{"meta.size", `{"frames":[{"frame":{"x":0,"y":0,"w":8,"h":8},"duration":100}],"meta":{"size":{"w":1e99,"h":8}}}`, `meta.size 1e99x8`, ErrRange},
		{"tag past int64", `{"frames":[{"frame":{"x":0,"y":0,"w":8,"h":8},"duration":100}],"meta":{"frameTags":[{"name":"A","from":0,"to":99999999999999999999}]}}`,
			`tag "A": frames 0..99999999999999999999: want whole numbers`, ErrRange},
		{"slice key past the limit", `{"frames":[{"frame":{"x":0,"y":0,"w":8,"h":8},"duration":100}],"meta":{"slices":[{"name":"hitbox","keys":[{"frame":0,"bounds":{"x":0,"y":0,"w":4294967296,"h":2}}]}]}}`,
			`slice "hitbox": key at frame 0: bounds, center or pivot not whole numbers within 16777216`, ErrRange},
	}
	for _, tt := range tests {
		_, err := ParseSheet("bad.json", []byte(tt.data))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "bad.json: ") || !errors.Is(err, tt.is) {
			t.Errorf("%s: have %v, want an error naming bad.json and %q, wrapping %v", tt.name, err, tt.want, tt.is)
		}
	}
}

// TestReadSheetReportsBoth: ReadSheet reports what ParseSheet finds and
// what Check finds in the rest at once.
func TestReadSheetReportsBoth(t *testing.T) {
	data := exportOf(64, 64, []int{100, 0, 100}, `{"name":"trace:blade","from":1,"to":2},{"name":"window:action","from":2,"to":4}`,
		`{"name":"hurtbox","keys":[{"frame":1,"bounds":{"x":22,"y":15,"w":20,"h":34}}]}`)
	s, errs, _ := ReadSheet("z.json", []byte(data))
	want := []string{
		`z.json: frame 1 "s 1.aseprite": duration 0 ms: frame duration not above 0`,
		`z.json: tag "window:action": frames 2..4: tag outside the frames (the sheet has frames 0..2)`,
		`z.json: tag "trace:blade": frames 1..2: no "hitbox" slice to sweep: breaks the sheet conventions`,
		`z.json: slice "hurtbox": first key at frame 1; key it from frame 0: breaks the sheet conventions`,
	}
	if s != nil || len(errs) != len(want) {
		t.Fatalf("have %v and %d errors %v, want no sheet and %d", s, len(errs), errs, len(want))
	}
	for i, w := range want {
		if errs[i].Error() != w {
			t.Errorf("error %d: have %q, want %q", i, errs[i], w)
		}
	}
}
