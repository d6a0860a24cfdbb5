package jsonv

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// FuzzParse: any bytes parse to a tree or an error, never a panic; and for
// valid JSON the fast parser's tree (lines and offsets included) is the one
// the decoder's tokens give. The seeds include deep and long inputs.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		`{"a": [1, 2.5e3, -0.1, true, false, null, "x\\ny"], "b": {"c": "é\u00e9"}}`,
		"[\n1,\n{\"k\":\n\"v\"}\n]",
		strings.Repeat("[", MaxDepth+5) + strings.Repeat("]", MaxDepth+5),
		"[" + strings.Repeat(`{"name": "n", "v": [1, 2, 3]},`, 2000) + "0]",
		`{"a": 1e400, "b": "\ud800", "c": "` + "\xff" + `"}`,
		"\xef\xbb\xbf{}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := Parse(data)
		if (v == nil) == (err == nil) {
			t.Fatalf("value %v with error %v", v, err)
		}
		if err != nil || !json.Valid(data) {
			return
		}
		slow, err := parseTokens(data)
		if err != nil {
			return // deeper than MaxDepth: both refuse, by different roads
		}
		if !reflect.DeepEqual(v, slow) {
			t.Fatalf("fast and token parsers differ on %q", data)
		}
	})
}
