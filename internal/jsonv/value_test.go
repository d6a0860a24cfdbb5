package jsonv

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// TestParseBounds: deep nesting, a huge file, a byte order mark and a number
// out of range give errors (or values) instead of crashes.
func TestParseBounds(t *testing.T) {
	deep := strings.Repeat("[", 200000) + strings.Repeat("]", 200000)
	for _, tt := range []struct {
		name    string
		data    []byte
		wantErr error
	}{
		{"nested 200000 deep", []byte(deep), ErrTooDeep},
		{"nested at the bound", []byte(strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1)), nil},
		{"one past the bound", []byte(strings.Repeat("[", MaxDepth+2) + strings.Repeat("]", MaxDepth+2)), ErrTooDeep},
		{"larger than MaxBytes", bytes.Repeat([]byte(" "), MaxBytes+1), ErrTooLarge},
		{"a byte order mark", []byte("\xef\xbb\xbf{\"a\": 1}"), nil},
	} {
		_, err := Parse(tt.data)
		if !errors.Is(err, tt.wantErr) {
			t.Errorf("%s: error %v, want %v", tt.name, err, tt.wantErr)
		}
	}
}

// TestNumberOutOfRange names the path of 1e400.
func TestNumberOutOfRange(t *testing.T) {
	data := []byte("{\n \"a\": {\n  \"b\": 1e400\n }\n}")
	v, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(data)
	r.Number(v.Vals[0].Vals[0], "a.b")
	if len(r.Problems) != 1 {
		t.Fatalf("problems %+v, want one", r.Problems)
	}
	have, want := r.Problems[0], Problem{Line: 3, Path: "a.b", Msg: "1e400 is out of range"}
	if have != want {
		t.Errorf("have %+v, want %+v", have, want)
	}
}

// TestLinesCounted checks each value's line against a recount.
func TestLinesCounted(t *testing.T) {
	data := []byte("{\n\"a\": [1,\n2,\n\n3],\n\"b\": {\"c\": \"x\"\n}}")
	v, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	var walk func(v *Value)
	n := 0
	walk = func(v *Value) {
		n++
		if want := LineAt(data, v.Off); v.Line != want {
			t.Errorf("value at %d: line %d, want %d", v.Off, v.Line, want)
		}
		for _, c := range v.Vals {
			walk(c)
		}
	}
	walk(v)
	if n != 7 {
		t.Errorf("walked %d values, want 7", n)
	}
}

// BenchmarkParseLong parses a file of 100,000 small objects: linear time.
func BenchmarkParseLong(b *testing.B) {
	var buf bytes.Buffer
	buf.WriteString("[")
	for i := range 100000 {
		if i > 0 {
			buf.WriteString(",\n")
		}
		buf.WriteString(`{"name": "n", "value": 1}`)
	}
	buf.WriteString("]")
	data := buf.Bytes()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}
