package main

import (
	"bytes"
	"math"
	"os"
	"path/filepath"

	"github.com/upc-demo/actiongraph-game/sounds"
)

// soundDef is one sound assetgen writes: NAME.wav from its recipe.
type soundDef struct {
	name   string
	render func(name string) []byte
}

// allSounds lists every sound, in a fixed order: the swings (played by the
// montages' notify:sound tags), the blows, the fight's turns and the menu's
// clicks. assets/sounds/sounds.json maps the fight's moments to them.
func allSounds() []soundDef {
	return []soundDef{
		{"whoosh_light", func(n string) []byte { return sfxWhoosh(n, false) }},
		{"whoosh_heavy", func(n string) []byte { return sfxWhoosh(n, true) }},
		{"hit_light", func(n string) []byte { return sfxHit(n, false) }},
		{"hit_heavy", func(n string) []byte { return sfxHit(n, true) }},
		{"hurt", sfxHurt},
		{"block", sfxClank},
		{"parry", sfxParry},
		{"guard_break", sfxGuardBreak},
		{"evade", sfxEvade},
		{"dodge", sfxDodge},
		{"death", sfxDeath},
		{"finisher", sfxFinisher},
		{"refused", sfxRefused},
		{"wave_start", sfxWaveStart},
		{"victory", sfxVictory},
		{"defeat", sfxDefeat},
		{"ui_move", sfxClick},
		{"ui_confirm", func(n string) []byte { return sfxBlips(n, 880, 1320, 0.35) }},
		{"ui_back", func(n string) []byte { return sfxBlips(n, 990, 660, 0.33) }},
	}
}

// buildSounds renders every sound as a 16-bit mono WAV file.
func buildSounds() []file {
	defs := allSounds()
	out := make([]file, len(defs))
	for i, d := range defs {
		out[i] = file{d.name + sounds.Ext, d.render(d.name)}
	}
	return out
}

// generateSounds writes the sounds into dir and returns how many there
// are. Files whose bytes are already right are left untouched; other files
// in dir (the mapping, a designer's own sounds) are not touched at all.
func generateSounds(dir string) (int, error) {
	files := buildSounds()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, err
	}
	for _, f := range files {
		path := filepath.Join(dir, f.name)
		if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, f.data) {
			continue
		}
		if err := os.WriteFile(path, f.data, 0o644); err != nil {
			return 0, err
		}
	}
	return len(files), nil
}

// sound is the tag that plays a sound as a move reaches frame:
// notify:sound:NAME over that one frame. The game plays NAME.wav from
// assets/sounds/.
func sound(name string, frame int) tagDef {
	return tagDef{sounds.TagPrefix + name, frame, frame}
}

// sinTurns is the sine of x whole turns.
func sinTurns(x float64) float64 { return math.Sin(2 * math.Pi * x) }
