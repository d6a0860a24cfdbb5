package jsonv

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// Problem is one thing wrong at a JSON path.
type Problem struct {
	Line int
	Path string
	Msg  string
}

// Reader reads Values with errors that name the path and line. The line
// of a path read without an error is found later, when needed, by LineOf.
type Reader struct {
	Data     []byte
	Problems []Problem
}

// NewReader returns a reader over the file's bytes.
func NewReader(data []byte) *Reader {
	return &Reader{Data: data}
}

// Errorf records a problem at a value's path.
func (r *Reader) Errorf(v *Value, path, format string, args ...any) {
	line := 0
	if v != nil {
		line = v.Line
	}
	r.Problems = append(r.Problems, Problem{Line: line, Path: path, Msg: fmt.Sprintf(format, args...)})
}

func (r *Reader) want(v *Value, path string, kind byte, name string) bool {
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
	var seen map[string]bool // only for large objects; small ones scan
	if len(v.Keys) > 16 {
		seen = make(map[string]bool, len(v.Keys))
	}
	for i, k := range v.Keys {
		p := Join(path, k)
		dup := false
		if seen != nil {
			dup, seen[k] = seen[k], true
		} else {
			dup = slices.Contains(v.Keys[:i], k)
		}
		if dup {
			r.Errorf(v.Vals[i], p, "duplicate key %q", k)
			continue
		}
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
		fn(i, e, Index(path, i))
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
	if math.IsInf(v.Num, 0) {
		r.Errorf(v, path, "%s is out of range", v.Raw(r.Data))
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
// Index returns the path of an array's element.
func Index(path string, i int) string {
	return path + "[" + strconv.Itoa(i) + "]"
}

// Join returns the path of an object's member.
func Join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// LineOf returns the line of the value at a path below root ("a.b[2].c",
// as Join and Index write them), or 0 when there is none there. It walks
// the tree, so a file's lines cost nothing until a problem needs one.
func LineOf(root *Value, path string) int {
	v := root
	for path != "" && v != nil {
		var seg string
		seg, path, _ = strings.Cut(path, ".")
		name, idx, _ := strings.Cut(seg, "[")
		if name != "" {
			v = v.member(name)
		}
		for idx != "" && v != nil {
			var n string
			n, idx, _ = strings.Cut(idx, "]")
			idx = strings.TrimPrefix(idx, "[")
			i, err := strconv.Atoi(n)
			if err != nil || v.Kind != 'a' || i < 0 || i >= len(v.Vals) {
				return 0
			}
			v = v.Vals[i]
		}
	}
	if v == nil {
		return 0
	}
	return v.Line
}

// member returns an object's member by key (the first of duplicates), or nil.
func (v *Value) member(key string) *Value {
	if v.Kind != 'o' {
		return nil
	}
	for i, k := range v.Keys {
		if k == key {
			return v.Vals[i]
		}
	}
	return nil
}
