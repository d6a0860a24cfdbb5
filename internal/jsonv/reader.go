package jsonv

import (
	"fmt"
	"strings"
)

// Problem is one thing wrong at a JSON path.
type Problem struct {
	Line int
	Path string
	Msg  string
}

// Reader reads Values with errors that name the path and line, and records
// the line of every path it reads.
type Reader struct {
	Data     []byte
	Problems []Problem
	Lines    map[string]int
}

// NewReader returns a reader over the file's bytes.
func NewReader(data []byte) *Reader {
	return &Reader{Data: data, Lines: map[string]int{}}
}

// Errorf records a problem at a value's path.
func (r *Reader) Errorf(v *Value, path, format string, args ...any) {
	line := 0
	if v != nil {
		line = LineAt(r.Data, v.Off)
	}
	r.Problems = append(r.Problems, Problem{Line: line, Path: path, Msg: fmt.Sprintf(format, args...)})
}

func (r *Reader) mark(v *Value, path string) {
	r.Lines[path] = LineAt(r.Data, v.Off)
}

func (r *Reader) want(v *Value, path string, kind byte, name string) bool {
	r.mark(v, path)
	if v.Kind != kind {
		r.Errorf(v, path, "want %s, have %s", name, v.KindName())
		return false
	}
	return true
}

// Object calls fn for each member of an object; a member fn does not know
// (fn returns false) is reported as an unknown key.
func (r *Reader) Object(v *Value, path string, fn func(key string, val *Value, path string) bool) bool {
	if !r.want(v, path, 'o', "an object") {
		return false
	}
	seen := map[string]bool{}
	for i, k := range v.Keys {
		p := Join(path, k)
		r.mark(v.Vals[i], p)
		if seen[k] {
			r.Errorf(v.Vals[i], p, "duplicate key %q", k)
			continue
		}
		seen[k] = true
		if !fn(k, v.Vals[i], p) {
			r.Errorf(v.Vals[i], p, "unknown key %q", k)
		}
	}
	return true
}

// Array calls fn for each element of an array.
func (r *Reader) Array(v *Value, path string, fn func(i int, val *Value, path string)) bool {
	if !r.want(v, path, 'a', "an array") {
		return false
	}
	for i, e := range v.Vals {
		p := fmt.Sprintf("%s[%d]", path, i)
		r.mark(e, p)
		fn(i, e, p)
	}
	return true
}

// String reads a string; null reads as "" and false.
func (r *Reader) String(v *Value, path string) (string, bool) {
	if v.Kind == 'z' {
		return "", false
	}
	if !r.want(v, path, 's', "a string") {
		return "", false
	}
	return v.Str, true
}

// Number reads a number; null reads as 0 and false.
func (r *Reader) Number(v *Value, path string) (float64, bool) {
	if v.Kind == 'z' {
		return 0, false
	}
	if !r.want(v, path, 'n', "a number") {
		return 0, false
	}
	return v.Num, true
}

// NonNegative reads a number that must not be negative.
func (r *Reader) NonNegative(v *Value, path string) (float64, bool) {
	f, ok := r.Number(v, path)
	if ok && f < 0 {
		r.Errorf(v, path, "must not be negative, have %g", f)
		return 0, false
	}
	return f, ok
}

// MaxSeconds is the longest duration a data file may give: an hour. Longer
// ones are refused at load, so tick arithmetic never overflows.
const MaxSeconds = 3600

// MinRate and MaxRate bound a play rate or an action speed.
const (
	MinRate = 0.001
	MaxRate = 1000
)

// Seconds reads a duration: a number from 0 to MaxSeconds.
func (r *Reader) Seconds(v *Value, path string) (float64, bool) {
	f, ok := r.Number(v, path)
	if ok && !(f >= 0 && f <= MaxSeconds) {
		r.Errorf(v, path, "want seconds from 0 to %d, have %g", MaxSeconds, f)
		return 0, false
	}
	return f, ok
}

// Rate reads a play rate or a speed: a number from MinRate to MaxRate.
func (r *Reader) Rate(v *Value, path string) (float64, bool) {
	f, ok := r.Number(v, path)
	if ok && !(f >= MinRate && f <= MaxRate) {
		r.Errorf(v, path, "want a rate from %g to %g, have %g", MinRate, float64(MaxRate), f)
		return 0, false
	}
	return f, ok
}

// Int reads a whole number.
func (r *Reader) Int(v *Value, path string) (int, bool) {
	f, ok := r.Number(v, path)
	if ok && f != float64(int(f)) {
		r.Errorf(v, path, "want a whole number, have %g", f)
		return 0, false
	}
	return int(f), ok
}

// Bool reads a boolean; null reads as false and false.
func (r *Reader) Bool(v *Value, path string) (bool, bool) {
	if v.Kind == 'z' {
		return false, false
	}
	if !r.want(v, path, 'b', "a boolean") {
		return false, false
	}
	return v.Bool, true
}

// Strings reads an array of strings; null reads as none.
func (r *Reader) Strings(v *Value, path string) []string {
	if v.Kind == 'z' {
		return nil
	}
	var out []string
	r.Array(v, path, func(_ int, e *Value, p string) {
		if s, ok := r.String(e, p); ok {
			out = append(out, s)
		} else if e.Kind == 'z' {
			r.Errorf(e, p, "want a string, have null")
		}
	})
	return out
}

// Enum reads a string that must be one of names and returns its index.
func (r *Reader) Enum(v *Value, path string, names []string) (int, bool) {
	s, ok := r.String(v, path)
	if !ok {
		return 0, false
	}
	for i, n := range names {
		if n == s {
			return i, true
		}
	}
	r.Errorf(v, path, "unknown value %q (want %s)", s, strings.Join(names, ", "))
	return 0, false
}

// Join appends a key to a path.
func Join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}
