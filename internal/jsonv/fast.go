package jsonv

import (
	"encoding/json"
	"strconv"
	"unicode/utf8"
)

// fastParser reads JSON that encoding/json has found valid (json.Valid,
// which scans without building anything), so it checks nothing but the
// depth: it only has to build the tree, count lines and note offsets,
// about ten times faster than walking the decoder's tokens. Invalid files
// go through the token walk (parser), whose errors name what is wrong.
type fastParser struct {
	data []byte
	i    int
	off  int // lines are counted up to here
	line int
}

func (p *fastParser) lineAt(off int) int {
	for ; p.off < off; p.off++ {
		if p.data[p.off] == '\n' {
			p.line++
		}
	}
	return p.line
}

func (p *fastParser) space() {
	for p.i < len(p.data) {
		switch p.data[p.i] {
		case ' ', '\t', '\r', '\n':
			p.i++
		default:
			return
		}
	}
}

func (p *fastParser) value(depth int) (*Value, error) {
	if depth > MaxDepth {
		return nil, ErrTooDeep
	}
	p.space()
	v := &Value{Start: int64(p.i)}
	switch c := p.data[p.i]; {
	case c == '{':
		p.i++
		v.Kind = 'o'
		v.Off, v.Line = int64(p.i), p.lineAt(p.i)
		for {
			p.space()
			if p.data[p.i] == '}' {
				p.i++
				break
			}
			if p.data[p.i] == ',' {
				p.i++
				p.space()
			}
			key := p.str()
			p.space()
			p.i++ // ':'
			val, err := p.value(depth + 1)
			if err != nil {
				return nil, err
			}
			v.Keys = append(v.Keys, key)
			v.Vals = append(v.Vals, val)
		}
	case c == '[':
		p.i++
		v.Kind = 'a'
		v.Off, v.Line = int64(p.i), p.lineAt(p.i)
		for {
			p.space()
			if p.data[p.i] == ']' {
				p.i++
				break
			}
			if p.data[p.i] == ',' {
				p.i++
			}
			val, err := p.value(depth + 1)
			if err != nil {
				return nil, err
			}
			v.Vals = append(v.Vals, val)
		}
	case c == '"':
		v.Kind, v.Str = 's', p.str()
		v.Off, v.Line = int64(p.i), p.lineAt(p.i)
	case c == 't' || c == 'f':
		v.Kind, v.Bool = 'b', c == 't'
		p.i += 4
		if c == 'f' {
			p.i++
		}
		v.Off, v.Line = int64(p.i), p.lineAt(p.i)
	case c == 'n':
		v.Kind = 'z'
		p.i += 4
		v.Off, v.Line = int64(p.i), p.lineAt(p.i)
	default:
		start := p.i
		for p.i < len(p.data) && isNumberByte(p.data[p.i]) {
			p.i++
		}
		// A number too large for float64 reads as ±Inf; the Reader reports
		// it with its path (Number).
		v.Kind = 'n'
		v.Num, _ = strconv.ParseFloat(string(p.data[start:p.i]), 64)
		v.Off, v.Line = int64(p.i), p.lineAt(p.i)
	}
	v.End = int64(p.i)
	return v, nil
}

// str reads a string starting at its opening quote.
func (p *fastParser) str() string {
	start := p.i
	p.i++
	escaped := false
	for p.data[p.i] != '"' {
		if p.data[p.i] == '\\' {
			escaped = true
			p.i++
		}
		p.i++
	}
	p.i++
	if !escaped && utf8.Valid(p.data[start+1:p.i-1]) {
		return string(p.data[start+1 : p.i-1])
	}
	var s string
	_ = json.Unmarshal(p.data[start:p.i], &s) // valid: json.Valid said so
	return s
}

func isNumberByte(c byte) bool {
	return c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E'
}
