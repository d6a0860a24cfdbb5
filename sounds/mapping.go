// Package sounds reads the game's sound data: the mapping file
// (assets/sounds/sounds.json) that names the sound each moment of the
// fight and each menu move plays, and the sounds themselves, WAV files
// beside it (NAME.wav for the sound NAME). It knows nothing of ebiten, so
// cmd/actiongraph check and the tests read the same files the game plays.
package sounds

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/upc-demo/actiongraph-game/internal/jsonv"
)

// Dir is the sounds' folder inside the assets; MappingFile the mapping's
// path there.
const (
	Dir         = "sounds"
	MappingFile = Dir + "/sounds.json"
)

// Event is a moment the mapping gives a sound: a kind of the fight's cue,
// or a menu move.
type Event uint8

// The events, in the order the file lists them.
const (
	Swing      Event = iota // a blow going live (the montages' tags play these)
	Hit                     // a blow landing on an enemy
	Hurt                    // a blow landing on the player
	Block                   // a blow a guard took
	GuardBreak              // a blow that broke a guard
	Parry                   // a blow parried
	Evade                   // a blow a dodge slipped past
	Dodge                   // a dodge starting
	Death                   // an enemy falling
	Finisher                // a finisher's blow landing
	Refused                 // a move refused short of stamina
	WaveStart               // a wave coming in
	Victory                 // the last wave cleared
	Defeat                  // the player fallen
	UIMove                  // a menu move: an item drawn, lock-on, an overlay toggled
	UIConfirm               // a fight started or resumed
	UIBack                  // the game paused
	NumEvents
)

// eventKeys are the events' JSON paths in the file.
var eventKeys = [NumEvents]string{
	"cues.swing", "cues.hit", "cues.hurt", "cues.block", "cues.guardBreak", "cues.parry",
	"cues.evade", "cues.dodge", "cues.death", "cues.finisher", "cues.refused",
	"cues.waveStart", "cues.victory", "cues.defeat",
	"ui.move", "ui.confirm", "ui.back",
}

// String returns the event's JSON path in the mapping file: "cues.hit".
func (e Event) String() string {
	if e < NumEvents {
		return eventKeys[e]
	}
	return fmt.Sprintf("Event(%d)", e)
}

// Entry is the sound an event plays: Light below the mapping's HeavyFrom
// weight, Heavy from it up. A single name in the file sets both; "" plays
// nothing.
type Entry struct {
	Light, Heavy string
}

// Pick returns the entry's sound for a blow of that weight (the damage).
func (e Entry) Pick(weight, heavyFrom float64) string {
	if weight >= heavyFrom {
		return e.Heavy
	}
	return e.Light
}

// Ref is one sound name the mapping file gives, with where it gives it.
type Ref struct {
	Name string
	Path string // the JSON path: "cues.hit.heavy"
	Line int
}

// Mapping is the mapping file read: what each event plays.
type Mapping struct {
	// File names the file in messages: "assets/sounds/sounds.json".
	File string
	// HeavyFrom is the weight (a blow's damage) from which a light/heavy
	// pair plays its heavy sound.
	HeavyFrom float64
	Events    [NumEvents]Entry
	refs      []Ref
}

// Refs returns every sound name the file gives, in the file's order.
func (m *Mapping) Refs() []Ref { return m.refs }

// LoadMapping reads MappingFile from an assets folder.
func LoadMapping(fsys fs.FS) (*Mapping, error) {
	data, err := fs.ReadFile(fsys, MappingFile)
	if err != nil {
		return nil, fmt.Errorf("assets/%s: %w", MappingFile, err)
	}
	return ParseMapping("assets/"+MappingFile, data)
}

// ParseMapping reads a mapping file's bytes; file names it in errors, which
// come one a line as file:line: path: message. With errors in the file's
// content it still returns what it read (a bad entry plays nothing); with
// bad JSON it returns nil.
func ParseMapping(file string, data []byte) (*Mapping, error) {
	v, err := jsonv.Parse(data)
	if err != nil {
		return nil, jsonv.FileError(file, err)
	}
	m := &Mapping{File: file}
	r := jsonv.NewReader(data)
	seen := [NumEvents]bool{}
	r.Object(v, "", func(k string, val *jsonv.Value, p string) bool {
		switch k {
		case "$schema", "description":
			return true
		case "heavyFrom":
			if f, ok := r.Number(val, p); ok && f <= 0 {
				r.Errorf(val, p, "must be above 0, have %g", f)
			} else if ok {
				m.HeavyFrom = f
			}
			return true
		case "cues", "ui":
			r.Object(val, p, func(_ string, ev *jsonv.Value, p string) bool {
				e, ok := eventAt(p)
				if ok {
					seen[e] = true
					m.Events[e] = m.readEntry(r, ev, p)
				}
				return ok
			})
			return true
		}
		return false
	})
	if v.Kind == 'o' {
		if member(v, "heavyFrom") == nil {
			r.Errorf(v, "heavyFrom", "missing: the damage from which a blow plays its heavy sound")
		}
		for _, g := range []string{"cues", "ui"} {
			if member(v, g) == nil {
				r.Errorf(v, g, "missing")
			}
		}
		for e, ok := range seen {
			group, _, _ := strings.Cut(eventKeys[e], ".")
			if g := member(v, group); !ok && g != nil && g.Kind == 'o' {
				r.Errorf(g, eventKeys[e], `missing (give "" for no sound)`)
			}
		}
	}
	if len(r.Problems) == 0 {
		return m, nil
	}
	errs := make([]error, 0, len(r.Problems))
	for _, p := range r.Problems {
		errs = append(errs, fmt.Errorf("%s:%d: %s: %s", file, p.Line, p.Path, p.Msg))
	}
	return m, errors.Join(errs...)
}

// readEntry reads one event's sound: a name, or {"light": NAME, "heavy": NAME}.
func (m *Mapping) readEntry(r *jsonv.Reader, v *jsonv.Value, p string) Entry {
	var e Entry
	switch v.Kind {
	case 's':
		e.Light = m.name(r, v, p, v.Str)
		e.Heavy = e.Light
		return e
	case 'o':
	default:
		r.Errorf(v, p, `want a sound name or {"light": NAME, "heavy": NAME}, have %s (give "" for no sound)`, v.KindName())
		return e
	}
	got := map[string]bool{}
	r.Object(v, p, func(k string, val *jsonv.Value, p string) bool {
		var dst *string
		switch k {
		case "light":
			dst = &e.Light
		case "heavy":
			dst = &e.Heavy
		default:
			return false
		}
		got[k] = true
		s, _ := r.String(val, p)
		*dst = m.name(r, val, p, s)
		return true
	})
	for _, k := range []string{"light", "heavy"} {
		if !got[k] {
			r.Errorf(v, jsonv.Join(p, k), `missing (give "" for no sound)`)
		}
	}
	return e
}

// name checks a sound name and records it; a bad one reads as "".
func (m *Mapping) name(r *jsonv.Reader, v *jsonv.Value, p, s string) string {
	if s == "" {
		return ""
	}
	if err := CheckName(s); err != nil {
		r.Errorf(v, p, "%v", err)
		return ""
	}
	m.refs = append(m.refs, Ref{Name: s, Path: p, Line: v.Line})
	return s
}

// eventAt returns the event whose JSON path is p.
func eventAt(p string) (Event, bool) {
	for e, k := range eventKeys {
		if k == p {
			return Event(e), true
		}
	}
	return 0, false
}

// member returns an object's member named key, or nil.
func member(v *jsonv.Value, key string) *jsonv.Value {
	for i, k := range v.Keys {
		if k == key {
			return v.Vals[i]
		}
	}
	return nil
}
