package world

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParseReplay: any bytes give a replay or an error, never a panic, and
// a parsed replay plays without one.
func FuzzParseReplay(f *testing.F) {
	if data, err := os.ReadFile(filepath.Join("testdata", "replays", "fists.json")); err == nil {
		f.Add(data)
	}
	f.Add([]byte(fmt.Sprintf(`{"version":%q,"assets":"x","seed":1,"waves":true,"frames":[{"n":3,"b":1}],"digests":[]}`, Version)))
	f.Add([]byte(strings.Repeat("[", 20000) + strings.Repeat("]", 20000))) // deep nesting
	f.Add([]byte(fmt.Sprintf(`{"version":%q,"assets":"x","seed":1,"waves":true,"frames":[`, Version) +
		strings.Repeat(`{"n":1,"b":1,"x":0.5},`, 5000) + `{"n":1}],"digests":[]}`)) // a long file
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseReplay("fuzz.json", data)
		if (r == nil) == (err == nil) {
			t.Fatalf("replay %v with error %v", r, err)
		}
		if r == nil || r.Ticks() > 600 {
			return
		}
		r.Version, r.Assets = Version, testAssets(t).Digest
		_, _ = PlayReplay(testAssets(t), r)
	})
}
