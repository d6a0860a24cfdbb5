package items

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
)

// jvalue is a parsed JSON value that remembers its line, so that a problem
// found while reading it can name the line as well as the JSON path.
type jvalue struct {
	kind byte // 'o' object, 'a' array, 's' string, 'n' number, 'b' bool, 'z' null
	str  string
	num  float64
	b    bool
	keys []string  // an object's keys, in file order
	vals []*jvalue // an object's values or an array's elements
	line int
}

// kindName names the value's kind for an error message.
func (v *jvalue) kindName() string {
	switch v.kind {
	case 'o':
		return "an object"
	case 'a':
		return "an array"
	case 's':
		return "a string"
	case 'n':
		return "a number"
	case 'b':
		return "a boolean"
	}
	return "null"
}

var errTrailing = errors.New("unexpected data after the top-level value")

// jparser reads JSON tokens with encoding/json and turns byte offsets into
// lines.
type jparser struct {
	data  []byte
	dec   *json.Decoder
	lines []int // the offset of each newline
}

// parseJSON parses data into a value tree; a syntax error names its line.
func parseJSON(data []byte) (*jvalue, int, error) {
	p := &jparser{data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	p.dec.UseNumber()
	for i, c := range data {
		if c == '\n' {
			p.lines = append(p.lines, i)
		}
	}
	v, err := p.value()
	if err != nil {
		var se *json.SyntaxError
		off := p.dec.InputOffset()
		if errors.As(err, &se) {
			off = se.Offset
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			err = errors.New("unexpected end of JSON")
		}
		return nil, p.lineAt(off), err
	}
	if _, err := p.dec.Token(); err != io.EOF {
		return nil, p.lineAt(p.dec.InputOffset()), errTrailing
	}
	return v, 0, nil
}

// lineAt returns the 1-based line of a byte offset.
func (p *jparser) lineAt(off int64) int {
	return sort.SearchInts(p.lines, int(off)) + 1
}

// start returns the offset of the next token: the decoder's offset points
// just past the last one, before any space, colon or comma.
func (p *jparser) start() int64 {
	off := p.dec.InputOffset()
	for off < int64(len(p.data)) {
		switch p.data[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
		default:
			return off
		}
	}
	return off
}

func (p *jparser) value() (*jvalue, error) {
	v := &jvalue{line: p.lineAt(p.start())}
	tok, err := p.dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		v.kind = 'a'
		if t == '{' {
			v.kind = 'o'
		}
		for p.dec.More() {
			if v.kind == 'o' {
				kt, err := p.dec.Token()
				if err != nil {
					return nil, err
				}
				key, _ := kt.(string)
				v.keys = append(v.keys, key)
			}
			e, err := p.value()
			if err != nil {
				return nil, err
			}
			v.vals = append(v.vals, e)
		}
		if _, err := p.dec.Token(); err != nil {
			return nil, err
		}
	case string:
		v.kind, v.str = 's', t
	case json.Number:
		f, err := strconv.ParseFloat(string(t), 64)
		if err != nil {
			return nil, fmt.Errorf("number %s: %w", t, err)
		}
		v.kind, v.num = 'n', f
	case bool:
		v.kind, v.b = 'b', t
	default:
		v.kind = 'z'
	}
	return v, nil
}
