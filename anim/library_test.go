package anim_test

import (
	"slices"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/assets"
)

var _ ag.MontageSource = (*anim.Library)(nil)

func generated(t *testing.T) *anim.Library {
	t.Helper()
	l, err := anim.LoadLibrary(assets.FS, "sprites")
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestGeneratedMontages checks the montages the game's graphs name: their
// length, action windows, trace windows and sections, in seconds.
func TestGeneratedMontages(t *testing.T) {
	type span = [2]float64
	tests := []struct {
		name     string
		length   float64
		windows  []span
		traces   []span
		sections []ag.Section
	}{
		{"AM_Idle", 1, nil, nil, nil},
		{"AM_Walk", 0.6, nil, nil, nil},
		{"AM_UPC_Hop_F", 0.4, nil, nil, nil},
		{"AM_UPC_Hop_B", 0.4, nil, nil, nil},
		{"AM_UPC_Hop_L", 0.4, nil, nil, nil},
		{"AM_UPC_Hop_R", 0.4, nil, nil, nil},
		{"AM_HitReact", 0.5, nil, nil, nil},
		{"AM_Death", 1.2, nil, nil, nil},
		{"AM_Finisher", 1.08, nil, nil, nil},
		{"AM_Finisher_Victim", 1.08, nil, nil, nil},
		{"AM_Tired", 1.2, nil, nil, nil},
		{"AM_Fists_Jab1", 0.6, []span{{0.18, 0.4}}, []span{{0.06, 0.18}}, nil},
		{"AM_Fists_Jab2", 0.6, []span{{0.18, 0.4}}, []span{{0.06, 0.18}}, nil},
		{"AM_Fists_Hook", 0.9, []span{{0.38, 0.7}}, []span{{0.2, 0.38}}, nil},
		{"AM_Sword_Combo", 2.1, nil, []span{{0.1, 0.28}, {0.7, 0.88}, {1.5, 1.68}},
			[]ag.Section{{Name: "Slash1", Start: 0, End: 0.6}, {Name: "Slash2", Start: 0.6, End: 1.2}, {Name: "Slash3", Start: 1.2, End: 2.1}}},
		{"AM_Sword_GuardRaise", 0.25, nil, nil, nil},
		{"AM_Brace", 0.25, nil, nil, nil},
		{"AM_Sword_GuardLower", 0.2, nil, nil, nil},
		{"AM_Sword_Parry", 0.6, nil, nil, nil},
		{"AM_TwoHanded_Light1", 0.9, []span{{0.33, 0.68}}, []span{{0.15, 0.33}}, nil},
		{"AM_TwoHanded_Light2", 0.9, []span{{0.33, 0.68}}, []span{{0.15, 0.33}}, nil},
		{"AM_TwoHanded_Heavy", 1.2, nil, []span{{0.4, 0.64}}, nil},
		{"AM_TwoHanded_Recovery", 0.6, nil, nil, nil},
		{"AM_Shield_Bash", 0.7, nil, []span{{0.12, 0.34}}, nil},
		{"AM_Shield_Block", 0.25, nil, nil, nil},
		{"AM_Grunt_Slash1", 1, []span{{0.56, 0.7}}, []span{{0.36, 0.56}}, nil},
		{"AM_Grunt_Slash2", 1, []span{{0.56, 0.7}}, []span{{0.36, 0.56}}, nil},
		{"AM_Brute_Smash", 1.4, []span{{0.82, 1.02}}, []span{{0.6, 0.82}}, nil},
		{"AM_Brute_Sweep", 1.2, nil, []span{{0.4, 0.68}}, nil},
		{"AM_Skirmisher_Lunge", 1.02, []span{{0.66, 0.78}}, []span{{0.44, 0.66}}, nil},
		{"AM_Skirmisher_Slash", 0.86, []span{{0.59, 0.69}}, []span{{0.44, 0.59}}, nil},
	}
	l := generated(t)
	for _, tt := range tests {
		m, ok := l.Montage(tt.name)
		if !ok {
			t.Errorf("%s: missing", tt.name)
			continue
		}
		var windows, traces []span
		for _, w := range m.Windows {
			windows = append(windows, span{w.Start, w.End})
		}
		for _, n := range m.Notifies {
			if n.Name == "trace:blade" {
				traces = append(traces, span{n.Start, n.End})
			}
		}
		if m.Name != tt.name || m.Length != tt.length {
			t.Errorf("%s: have name %s length %g, want length %g", tt.name, m.Name, m.Length, tt.length)
		}
		if !slices.Equal(windows, tt.windows) {
			t.Errorf("%s: windows: have %v, want %v", tt.name, windows, tt.windows)
		}
		if !slices.Equal(traces, tt.traces) {
			t.Errorf("%s: traces: have %v, want %v", tt.name, traces, tt.traces)
		}
		if !slices.Equal(m.Sections, tt.sections) {
			t.Errorf("%s: sections: have %v, want %v", tt.name, m.Sections, tt.sections)
		}
	}
}

// TestGeneratedSheets checks every generated sheet against what drawing and
// combat rely on: no warnings, 64x64 frames, a hurtbox from frame 0, and a
// hitbox keyed on every trace frame that moves from frame to frame.
func TestGeneratedSheets(t *testing.T) {
	l := generated(t)
	if w := l.Warnings(); len(w) > 0 {
		t.Errorf("warnings: have %v, want none", w)
	}
	// 89, and the revive's kneel and get-up in each of the four items' hands.
	if have, want := len(l.Names()), 97; have != want {
		t.Errorf("sheets: have %d, want %d", have, want)
	}
	for _, name := range l.Names() {
		s, _ := l.Sheet(name)
		img, ok := l.Image(name)
		if !ok || img.Bounds().Dx() != 64*len(s.Frames) || img.Bounds().Dy() != 64 {
			t.Errorf("%s: image %v for %d frames", name, img.Bounds(), len(s.Frames))
		}
		if w, h := s.FrameSize(); w != 64 || h != 64 {
			t.Errorf("%s: frames %dx%d, want 64x64", name, w, h)
		}
		if hurt, ok := s.Slice(anim.HurtboxSlice); !ok || hurt.Keys[0].Frame != 0 {
			t.Errorf("%s: no hurtbox keyed at frame 0", name)
		}
		hit, _ := s.Slice(anim.HitboxSlice)
		for _, tag := range s.Tags {
			if tag.Name != "trace:blade" {
				continue
			}
			var prev anim.Rect
			for f := tag.From; f <= tag.To; f++ {
				i := slices.IndexFunc(hit.Keys, func(k anim.SliceKey) bool { return k.Frame == f })
				if i < 0 {
					t.Errorf("%s: trace frame %d has no hitbox key", name, f)
					continue
				}
				if b := hit.Keys[i].Bounds; f > tag.From && b == prev {
					t.Errorf("%s: trace frame %d: the hitbox %v did not move", name, f, b)
				}
				prev = hit.Keys[i].Bounds
			}
		}
	}
}

// TestSkins checks that the skinned copies are found and keep the timing
// of the montage they copy.
func TestSkins(t *testing.T) {
	l := generated(t)
	tests := []struct{ skin, montage, want string }{
		{"Grunt", "AM_Idle", "AM_Grunt_Idle"},
		{"Brute", "AM_Brace", "AM_Brute_Brace"},
		{"Grunt", "AM_Sword_GuardRaise", "AM_Sword_GuardRaise"}, // no copy: enemies brace
		{"Skirmisher", "AM_UPC_Hop_B", "AM_Skirmisher_UPC_Hop_B"},
		{"Sword", "AM_Walk", "AM_Sword_Walk"},
		{"TwoHanded", "AM_Death", "AM_TwoHanded_Death"},
		{"Grunt", "AM_Grunt_Slash1", "AM_Grunt_Slash1"}, // its own move
		{"Weakling", "AM_Idle", "AM_Weakling_Idle"},
		{"Weakling", "AM_Grunt_Slash1", "AM_Weakling_Grunt_Slash1"}, // the Grunt's graph in its look
		{"Weakling", "AM_Grunt_Slash2", "AM_Weakling_Grunt_Slash2"},
		{"Weakling", "AM_Grunt_UPC_Hop_B", "AM_Weakling_Grunt_UPC_Hop_B"},
		{"Grunt", "AM_UPC_Hop_F", "AM_UPC_Hop_F"}, // no copy: the hero's
		{"", "AM_Idle", "AM_Idle"},
	}
	for _, tt := range tests {
		s, ok := l.Skin(tt.skin, tt.montage)
		if !ok || s.File != "sprites/"+tt.want+".json" {
			t.Errorf("Skin(%q, %q): have %v %t, want %s", tt.skin, tt.montage, s, ok, tt.want)
			continue
		}
		base, _ := l.Montage(tt.montage)
		copied := s.Montage(tt.montage)
		if copied.Length != base.Length || !slices.Equal(copied.Windows, base.Windows) || !slices.Equal(copied.Notifies, base.Notifies) {
			t.Errorf("%s: timing differs from %s", tt.want, tt.montage)
		}
	}
	if have := anim.SkinName("Grunt", "AM_Idle"); have != "AM_Grunt_Idle" {
		t.Errorf("SkinName: have %s, want AM_Grunt_Idle", have)
	}
	allocs := testing.AllocsPerRun(100, func() { l.Skin("Grunt", "AM_Walk") })
	if allocs != 0 {
		t.Errorf("Skin allocates %g times, want 0", allocs)
	}
}

// TestGeneratedNotifies checks the notifies combat and sound can use.
func TestGeneratedNotifies(t *testing.T) {
	tests := []struct {
		montage, notify string
		start, end      float64
	}{
		{"AM_UPC_Hop_F", "invulnerable", 0, 0.24},
		{"AM_Grunt_UPC_Hop_B", "invulnerable", 0, 0.24},
		{"AM_Sword_Parry", "parry", 0, 0.2},
		{"AM_Sword_GuardRaise", "parry", 0, 0.16},
		{"AM_Shield_Block", "parry", 0, 0.16},
		{"AM_Finisher", "hit", 0.4, 0.48},
		{"AM_Finisher", "invulnerable", 0, 1.08},
		{"AM_Grunt_Slash1", "cue", 0, 0.36},
		{"AM_Skirmisher_Lunge", "cue", 0, 0.44},
		{"AM_Walk", "footstep", 0.1, 0.2},
	}
	l := generated(t)
	for _, tt := range tests {
		s, ok := l.Sheet(tt.montage)
		if !ok {
			t.Errorf("%s: missing", tt.montage)
			continue
		}
		m := s.Montage(tt.montage)
		i := slices.IndexFunc(m.Notifies, func(n ag.Notify) bool { return n.Name == tt.notify })
		if i < 0 || m.Notifies[i].Start != tt.start || m.Notifies[i].End != tt.end {
			t.Errorf("%s: notifies %+v, want %s over %g..%g", tt.montage, m.Notifies, tt.notify, tt.start, tt.end)
		}
	}
}
