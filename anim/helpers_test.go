package anim

import (
	"fmt"
	"strings"
	"testing"
)

// exportOf builds an array-layout export of w x h frames side by side, one
// per duration, with frameTags and slices given as JSON text.
func exportOf(w, h int, durations []int, tags, slices string) string {
	var b strings.Builder
	b.WriteString(`{"frames":[`)
	for i, d := range durations {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"filename":"s %d.aseprite","frame":{"x":%d,"y":0,"w":%d,"h":%d},"rotated":false,"trimmed":false,`+
			`"spriteSourceSize":{"x":0,"y":0,"w":%d,"h":%d},"sourceSize":{"w":%d,"h":%d},"duration":%d}`,
			i, w*i, w, h, w, h, w, h, d)
	}
	fmt.Fprintf(&b, `],"meta":{"image":"s.png","size":{"w":%d,"h":%d},"frameTags":[%s],"slices":[%s]}}`,
		w*len(durations), h, tags, slices)
	return b.String()
}

// every returns n durations of ms each.
func every(n, ms int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = ms
	}
	return out
}

// parsed parses an export the test wants to load.
func parsed(t *testing.T, data string) *Sheet {
	t.Helper()
	s, err := ParseSheet("s.json", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// framesOf returns the frames of a timeline, in order.
func framesOf(steps []Step) []int {
	out := make([]int, len(steps))
	for i, st := range steps {
		out[i] = st.Frame
	}
	return out
}

// seq returns a..b, counting down when b < a, then the same for each
// further pair: seq(4, 9, 8, 4) is 4..9 then 8..4.
func seq(ends ...int) []int {
	var out []int
	for i := 0; i+1 < len(ends); i += 2 {
		a, b := ends[i], ends[i+1]
		for f := a; ; {
			out = append(out, f)
			if f == b {
				break
			}
			if b > a {
				f++
			} else {
				f--
			}
		}
	}
	return out
}
