package anim

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestClassifyTag reads each kind of tag name once, as ParseSheet does.
func TestClassifyTag(t *testing.T) {
	for _, tt := range []struct {
		name       string
		wantKind   TagKind
		wantNotify string
	}{
		{"Slash1", TagSection, "Slash1"},
		{"window:action", TagWindow, ""},
		{"trace:blade", TagTrace, "trace:blade"},
		{"trace:", TagTrace, "trace:"},
		{"notify:footstep", TagNotify, "footstep"},
		{"notify:sound:whoosh", TagNotify, "sound:whoosh"},
		{"window:other", TagUnknown, "window:other"},
		{"hitbox:blade", TagUnknown, "hitbox:blade"},
	} {
		kind, notify := classifyTag(tt.name)
		if kind != tt.wantKind || notify != tt.wantNotify {
			t.Errorf("classifyTag(%q) = %v, %q; want %v, %q", tt.name, kind, notify, tt.wantKind, tt.wantNotify)
		}
	}
}

// TestIsTrace tells trace notify states from other notifies.
func TestIsTrace(t *testing.T) {
	for _, tt := range []struct {
		n    ag.Notify
		want bool
	}{
		{ag.Notify{Name: "trace:blade", Start: 0.1, End: 0.2}, true},
		{ag.Notify{Name: "trace:blade", Start: 0.1, End: 0.1}, false}, // a point is no window
		{ag.Notify{Name: "footstep", Start: 0.1, End: 0.2}, false},
	} {
		if have := IsTrace(&tt.n); have != tt.want {
			t.Errorf("IsTrace(%+v) = %v, want %v", tt.n, have, tt.want)
		}
	}
}

// TestSoundOf reads the sound a notify plays.
func TestSoundOf(t *testing.T) {
	for _, tt := range []struct {
		name, want string
		wantOK     bool
	}{
		{"sound:whoosh", "whoosh", true},
		{"sound:", "", false},
		{"footstep", "", false},
	} {
		have, ok := SoundOf(&ag.Notify{Name: tt.name, Start: 0, End: 0.1})
		if have != tt.want || ok != tt.wantOK {
			t.Errorf("SoundOf(%q) = %q, %v; want %q, %v", tt.name, have, ok, tt.want, tt.wantOK)
		}
	}
}
