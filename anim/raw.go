package anim

import (
	"bytes"
	"encoding/json"
	"strconv"
)

// num is a number as the JSON gives it, kept as text so that one out of
// range, not whole or of the wrong kind is a problem of its frame, tag or
// key rather than a failed parse. Aseprite writes a tag's "repeat" as a
// string ("3"); a quoted number reads like a bare one.
type num struct{ text string }

// UnmarshalJSON keeps the value's text.
func (n *num) UnmarshalJSON(b []byte) error {
	s := string(b)
	if s == "null" {
		s = ""
	}
	if uq, err := strconv.Unquote(s); err == nil {
		s = uq
	}
	n.text = s
	return nil
}

// String returns the number as written, or "missing".
func (n num) String() string {
	if n.text == "" {
		return "missing"
	}
	return n.text
}

// whole returns the number when it is whole and fits in an int64; a
// missing number is 0.
func (n num) whole() (int64, bool) {
	if n.text == "" {
		return 0, true
	}
	v, err := strconv.ParseInt(n.text, 10, 64)
	return v, err == nil
}

// in returns the number when it is whole and from lo to hi.
func (n num) in(lo, hi int) (int, bool) {
	v, ok := n.whole()
	if !ok || v < int64(lo) || v > int64(hi) {
		return 0, false
	}
	return int(v), true
}

type rawRect struct{ X, Y, W, H num }

type rawSize struct{ W, H num }

type rawPoint struct{ X, Y num }

type rawFrame struct {
	Filename         string   `json:"filename"`
	Frame            rawRect  `json:"frame"`
	Rotated          bool     `json:"rotated"`
	Trimmed          bool     `json:"trimmed"`
	SpriteSourceSize *rawRect `json:"spriteSourceSize"`
	SourceSize       *rawSize `json:"sourceSize"`
	Duration         num      `json:"duration"`
}

type rawTag struct {
	Name      string `json:"name"`
	From      num    `json:"from"`
	To        num    `json:"to"`
	Direction string `json:"direction"`
	Repeat    num    `json:"repeat"`
	Color     string `json:"color"`
	Data      string `json:"data"`
}

type rawKey struct {
	Frame  num       `json:"frame"`
	Bounds rawRect   `json:"bounds"`
	Center *rawRect  `json:"center"`
	Pivot  *rawPoint `json:"pivot"`
}

type rawSlice struct {
	Name  string   `json:"name"`
	Color string   `json:"color"`
	Data  string   `json:"data"`
	Keys  []rawKey `json:"keys"`
}

type rawSheet struct {
	Frames json.RawMessage `json:"frames"`
	Meta   struct {
		Image     string     `json:"image"`
		Size      rawSize    `json:"size"`
		FrameTags []rawTag   `json:"frameTags"`
		Slices    []rawSlice `json:"slices"`
	} `json:"meta"`
}

// parseFrames reads the array layout, or the hash layout in file order.
func parseFrames(data json.RawMessage) ([]rawFrame, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 {
		return nil, ErrNoFrames
	}
	if data[0] == '[' {
		var out []rawFrame
		err := json.Unmarshal(data, &out)
		return out, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var out []rawFrame
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var f rawFrame
		if err := dec.Decode(&f); err != nil {
			return nil, err
		}
		f.Filename, _ = tok.(string)
		out = append(out, f)
	}
	return out, nil
}
