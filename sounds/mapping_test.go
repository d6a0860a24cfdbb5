package sounds

import (
	"strings"
	"testing"
	"time"
)

const goodMapping = `{
  "heavyFrom": 15,
  "cues": {
    "swing": "", "hit": { "light": "hit_light", "heavy": "hit_heavy" }, "hurt": "hurt",
    "block": "block", "guardBreak": "", "parry": "parry", "evade": "", "dodge": "dodge",
    "death": "death", "finisher": "", "refused": "", "waveStart": "", "victory": "", "defeat": ""
  },
  "ui": { "move": "click", "confirm": "", "back": "" }
}`

// TestParseMapping reads a good file: single names set light and heavy,
// pairs pick by weight, "" plays nothing, and Refs lists the names in the
// file's order with their paths and lines.
func TestParseMapping(t *testing.T) {
	m, err := ParseMapping("sounds.json", []byte(goodMapping))
	if err != nil {
		t.Fatal(err)
	}
	if m.HeavyFrom != 15 {
		t.Errorf("heavyFrom: have %g, want 15", m.HeavyFrom)
	}
	hit := m.Events[Hit]
	if hit.Pick(14.9, m.HeavyFrom) != "hit_light" || hit.Pick(15, m.HeavyFrom) != "hit_heavy" {
		t.Errorf("hit: have %+v, want hit_light below 15 and hit_heavy from 15", hit)
	}
	if e := m.Events[Block]; e.Light != "block" || e.Heavy != "block" {
		t.Errorf("block: have %+v, want block for both", e)
	}
	if e := m.Events[Swing]; e != (Entry{}) {
		t.Errorf("swing: have %+v, want nothing", e)
	}
	refs := m.Refs()
	if len(refs) != 8 || refs[0] != (Ref{Name: "hit_light", Path: "cues.hit.light", Line: 4}) {
		t.Errorf("refs: have %+v", refs)
	}
	if last := refs[len(refs)-1]; last.Name != "click" || last.Path != "ui.move" || last.Line != 8 {
		t.Errorf("last ref: have %+v, want click at ui.move on line 8", last)
	}
}

// TestParseMappingErrors wants one line per problem, each naming the
// file, the line and the JSON path.
func TestParseMappingErrors(t *testing.T) {
	cases := []struct {
		name, edit, with, want string
	}{
		{"unknown event", `"hurt": "hurt"`, `"hurt": "hurt", "ouch": "hurt"`, `f.json:4: cues.ouch: unknown key "ouch"`},
		{"bad name", `"hurt": "hurt"`, `"hurt": "Hurt 2"`, `f.json:4: cues.hurt: sound name "Hurt 2": use lowercase letters`},
		{"number", `"hurt": "hurt"`, `"hurt": 2`, `f.json:4: cues.hurt: want a sound name or {"light": NAME, "heavy": NAME}, have a number`},
		{"missing heavy", `{ "light": "hit_light", "heavy": "hit_heavy" }`, `{ "light": "hit_light" }`, `f.json:4: cues.hit.heavy: missing`},
		{"missing event", `"dodge": "dodge",`, ``, `f.json:3: cues.dodge: missing (give "" for no sound)`},
		{"heavyFrom", `"heavyFrom": 15`, `"heavyFrom": 0`, `f.json:2: heavyFrom: must be above 0, have 0`},
		{"no ui", `,
  "ui": { "move": "click", "confirm": "", "back": "" }`, ``, `f.json:1: ui: missing`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(goodMapping, c.edit, c.with, 1)
			if src == goodMapping {
				t.Fatal("the edit changed nothing")
			}
			m, err := ParseMapping("f.json", []byte(src))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("have %v, want %q", err, c.want)
			}
			if m == nil {
				t.Error("no mapping: want what was read despite the problem")
			}
		})
	}
	if _, err := ParseMapping("f.json", []byte(`{"cues": `)); err == nil || !strings.HasPrefix(err.Error(), "f.json:1: ") {
		t.Errorf("bad JSON: have %v, want f.json:1: ...", err)
	}
}

// TestCatalogChecks finds the names a mapping and a sheet's tags give that
// the folder lacks, with messages naming the file to add.
func TestCatalogChecks(t *testing.T) {
	m, err := ParseMapping("sounds.json", []byte(goodMapping))
	if err != nil {
		t.Fatal(err)
	}
	c := &Catalog{Label: "assets/sounds", names: []string{"block", "death", "dodge", "hit_heavy", "hit_light", "hurt", "parry"}}
	errs := c.CheckMapping(m)
	if len(errs) != 1 || errs[0].Error() != `sounds.json:8: ui.move: no sound "click": no file assets/sounds/click.wav` {
		t.Errorf("mapping: have %v", errs)
	}
	errs = c.CheckTags("AM_X.json", []string{"trace:blade", "notify:sound:dodge", "notify:sound:swish", "notify:sound:Big"})
	want := []string{
		`AM_X.json: tag "notify:sound:swish": no sound "swish": no file assets/sounds/swish.wav`,
		`AM_X.json: tag "notify:sound:Big": sound name "Big": use lowercase letters, digits and _ (the file NAME.wav)`,
	}
	if len(errs) != len(want) {
		t.Fatalf("tags: have %v, want %q", errs, want)
	}
	for i, e := range errs {
		if e.Error() != want[i] {
			t.Errorf("tags[%d]: have %q, want %q", i, e, want[i])
		}
	}
}

// TestWAV encodes samples and reads the header back, and refuses what
// ebiten's decoder refuses.
func TestWAV(t *testing.T) {
	data := EncodeWAV(22050, make([]int16, 2205))
	w, err := ParseWAV(data)
	if err != nil {
		t.Fatal(err)
	}
	if w != (WAV{SampleRate: 22050, Channels: 1, Bits: 16, Frames: 2205}) || w.Duration() != 100*time.Millisecond {
		t.Errorf("have %+v (%v), want 22050 Hz mono 16-bit, 2205 frames (100ms)", w, w.Duration())
	}
	bad := func(edit func(b []byte) []byte, want string) {
		t.Helper()
		b := edit(append([]byte(nil), data...))
		if _, err := ParseWAV(b); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("have %v, want %q", err, want)
		}
	}
	bad(func(b []byte) []byte { return b[:40] }, "no data chunk")
	bad(func(b []byte) []byte { return b[:100] }, `chunk "data": 4410 bytes, the file has 56 after it`)
	bad(func(b []byte) []byte { copy(b, "RIFX"); return b }, "not a WAV file")
	bad(func(b []byte) []byte { b[20] = 3; return b }, "format 3: want 1 (linear PCM)")
	bad(func(b []byte) []byte { b[34] = 24; return b }, "24 bits a sample")
	bad(func(b []byte) []byte { b[22] = 6; return b }, "6 channels")
}
