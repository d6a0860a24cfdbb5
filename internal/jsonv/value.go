package jsonv

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
)

// Value is a parsed JSON value that remembers where it was.
type Value struct {
	Kind  byte // 'o' object, 'a' array, 's' string, 'n' number, 'b' bool, 'z' null
	Str   string
	Num   float64
	Bool  bool
	Keys  []string
	Vals  []*Value
	Off   int64 // offset just past the value's first token
	Start int64 // offset of the value's first byte
	End   int64 // offset just past the value
	Line  int   // the 1-based line of Off, counted as the file is parsed
}

// The bounds of what Parse reads: a file larger or nested deeper is an
// error, never a crash (a deep nesting would overflow the stack of a
// recursive reader; a huge file would stall a hot reload).
const (
	MaxBytes = 32 << 20
	MaxDepth = 100
)

// Errors for files past the bounds.
var (
	ErrTooLarge = fmt.Errorf("the file is larger than %d MB", MaxBytes>>20)
	ErrTooDeep  = fmt.Errorf("values nested deeper than %d", MaxDepth)
)

// LineAt returns the 1-based line of a byte offset.
func LineAt(data []byte, off int64) int {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	if off < 0 {
		off = 0
	}
	return bytes.Count(data[:off], []byte{'\n'}) + 1
}

var errTrailing = errors.New("unexpected data after the top-level value")

// Parse parses data into a Value tree, reporting a syntax error with its
// line. A UTF-8 byte order mark (as Notepad writes) is skipped. Its time
// is linear in the file's size: lines are counted once, as it goes.
func Parse(data []byte) (*Value, error) {
	if len(data) > MaxBytes {
		return nil, &SyntaxError{Line: 1, Err: ErrTooLarge}
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if json.Valid(data) {
		p := &fastParser{data: data, line: 1}
		v, err := p.value(0)
		if err != nil {
			return nil, &SyntaxError{Line: p.line, Err: err}
		}
		return v, nil
	}
	return parseTokens(data)
}

// parseTokens parses by the decoder's tokens: slower, but its errors say
// what is wrong where. Parse uses it for files that are not valid JSON.
func parseTokens(data []byte) (*Value, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	p := &parser{dec: dec, data: data, line: 1}
	v, err := p.value(0)
	if err != nil {
		return nil, syntaxError(data, dec, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, &SyntaxError{Line: LineAt(data, dec.InputOffset()), Err: errTrailing}
	}
	return v, nil
}

// SyntaxError is JSON that does not parse, at a line.
type SyntaxError struct {
	Line int
	Err  error
}

// Error reads "line N: what is wrong".
func (e *SyntaxError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

// Unwrap returns the decoder's own error.
func (e *SyntaxError) Unwrap() error { return e.Err }

func syntaxError(data []byte, dec *json.Decoder, err error) error {
	var se *json.SyntaxError
	off := dec.InputOffset()
	if errors.As(err, &se) {
		off = se.Offset
	}
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		err = errors.New("unexpected end of JSON")
	}
	return &SyntaxError{Line: LineAt(data, off), Err: err}
}

func skipSpace(data []byte, off int64) int64 {
	for off < int64(len(data)) {
		switch data[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
		default:
			return off
		}
	}
	return off
}

// parser walks a file's tokens, counting lines as its offset grows.
type parser struct {
	dec  *json.Decoder
	data []byte
	off  int64 // lines are counted up to here
	line int
}

// lineAt returns the line of off, which never goes back.
func (p *parser) lineAt(off int64) int {
	off = min(off, int64(len(p.data)))
	if off > p.off {
		p.line += bytes.Count(p.data[p.off:off], []byte{'\n'})
		p.off = off
	}
	return p.line
}

func (p *parser) value(depth int) (*Value, error) {
	if depth > MaxDepth {
		return nil, ErrTooDeep
	}
	dec, data := p.dec, p.data
	start := skipSpace(data, dec.InputOffset())
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	v := &Value{Off: dec.InputOffset(), Start: start}
	v.Line = p.lineAt(v.Off)
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			v.Kind = 'o'
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				key, _ := kt.(string)
				val, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				v.Keys = append(v.Keys, key)
				v.Vals = append(v.Vals, val)
			}
		case '[':
			v.Kind = 'a'
			for dec.More() {
				val, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				v.Vals = append(v.Vals, val)
			}
		}
		if _, err := dec.Token(); err != nil {
			return nil, err
		}
	case string:
		v.Kind, v.Str = 's', t
	case json.Number:
		// A number too large for float64 reads as ±Inf; the Reader reports
		// it with its path (Number).
		f, _ := strconv.ParseFloat(string(t), 64)
		v.Kind, v.Num = 'n', f
	case bool:
		v.Kind, v.Bool = 'b', t
	case nil:
		v.Kind = 'z'
	}
	v.End = dec.InputOffset()
	return v, nil
}

// KindName names the value's kind for an error message.
func (v *Value) KindName() string {
	switch v.Kind {
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

// Raw returns the value's JSON text.
func (v *Value) Raw(data []byte) []byte {
	if v.Start < 0 || v.End > int64(len(data)) || v.Start > v.End {
		return nil
	}
	return data[v.Start:v.End]
}

// FileError names the file in a Parse error the way compilers and editors'
// problem matchers read it, "file:line: what is wrong", and unwraps to err.
func FileError(file string, err error) error {
	var se *SyntaxError
	if errors.As(err, &se) {
		return &fileError{msg: fmt.Sprintf("%s:%d: %v", file, se.Line, se.Err), err: err}
	}
	return &fileError{msg: fmt.Sprintf("%s: %v", file, err), err: err}
}

type fileError struct {
	msg string
	err error
}

func (e *fileError) Error() string { return e.msg }
func (e *fileError) Unwrap() error { return e.err }

// SyntaxLine returns a Parse error's line (0 when it has none) and its
// message without the line, for a problem that carries the line itself.
func SyntaxLine(err error) (int, string) {
	var se *SyntaxError
	if errors.As(err, &se) {
		return se.Line, se.Err.Error()
	}
	return 0, err.Error()
}
