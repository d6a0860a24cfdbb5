package anim

import (
	"errors"
	"strings"
	"testing"
)

// TestSliceNames: the alias table, any case, without spaces, '_', '-', '.'.
func TestSliceNames(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"hitbox", HitboxSlice}, {"Hitbox", HitboxSlice}, {"HitBox", HitboxSlice}, {"hit_box", HitboxSlice},
		{"Hit-Box", HitboxSlice}, {"hit box", HitboxSlice}, {"Hit", HitboxSlice}, {"HIT", HitboxSlice},
		{"hurtbox", HurtboxSlice}, {"Hurt", HurtboxSlice}, {"HurtBox", HurtboxSlice}, {"hurt_box", HurtboxSlice},
		{"Pivot", PivotSlice}, {"origin", PivotSlice},
		{"Weapon Tip", "weapontip"}, {"body", "body"}, {"hits", "hits"},
	} {
		if have := SliceName(tt.name); have != tt.want {
			t.Errorf("SliceName(%q) = %q, want %q", tt.name, have, tt.want)
		}
	}
}

// TestArtistNamedSlices: slices named as artists name them drive hits, and
// two slices of one name are both kept and read as one: their keys merge,
// a key lasting until the next key of either; on a frame both key, the
// first in the file gives the box.
func TestArtistNamedSlices(t *testing.T) {
	slices := `{"name":"Hurt_Box","color":"#ff0000ff","data":"body","keys":[{"frame":0,"bounds":{"x":20,"y":16,"w":24,"h":32}}]},
	{"name":"Hitbox","keys":[{"frame":1,"bounds":{"x":40,"y":30,"w":10,"h":10}},{"frame":2,"bounds":{"x":44,"y":20,"w":10,"h":10}}]},
	{"name":"hit","data":"kick","keys":[{"frame":2,"bounds":{"x":1,"y":1,"w":5,"h":5}},{"frame":4,"bounds":{"x":10,"y":40,"w":8,"h":8},"center":{"x":1,"y":2,"w":3,"h":4},"pivot":{"x":4,"y":4}}]}`
	tags := `{"name":"Swing","from":0,"to":5,"color":"#fe5b59ff","data":"heavy"},{"name":"trace:blade","from":1,"to":2},{"name":"trace:kick","from":4,"to":4}`
	s := parsed(t, exportOf(64, 64, every(6, 100), tags, slices))
	if len(s.Slices) != 3 {
		t.Fatalf("slices: have %d, want all 3 kept", len(s.Slices))
	}
	boxes := []struct {
		frame int
		ok    bool
		want  Rect
	}{{0, false, Rect{}}, {1, true, Rect{40, 30, 10, 10}}, {2, true, Rect{44, 20, 10, 10}}, {3, true, Rect{44, 20, 10, 10}}, {4, true, Rect{10, 40, 8, 8}}, {5, true, Rect{10, 40, 8, 8}}}
	for _, b := range boxes {
		have, ok := s.SliceAt(HitboxSlice, b.frame)
		if ok != b.ok || have != b.want {
			t.Errorf("hitbox on frame %d: have %+v %t, want %+v %t", b.frame, have, ok, b.want, b.ok)
		}
	}
	if r, ok := s.SliceAt(HurtboxSlice, 3); !ok || r != (Rect{20, 16, 24, 32}) {
		t.Errorf("hurtbox: have %+v %t", r, ok)
	}
	errs, warns := s.Check()
	if len(errs) != 0 {
		t.Errorf("errors: have %v, want none (the traces find the artist's hitbox)", errs)
	}
	if len(warns) != 1 || !strings.Contains(warns[0].Error(), `slices "Hitbox" and "hit": both key frame 2; the first in the file gives the "hitbox" box`) {
		t.Errorf("warnings: have %v, want the clash on frame 2", warns)
	}
	k := s.Slices[2].Keys[1]
	if !k.HasCenter || k.Center != (Rect{1, 2, 3, 4}) || !k.HasPivot || k.Pivot != (Point{4, 4}) || s.Slices[2].Keys[0].HasPivot {
		t.Errorf("key: have %+v, want center 1,2 3x4 and pivot 4,4", k)
	}
	if sl := s.Slices[0]; sl.Color != "#ff0000ff" || sl.Data != "body" || s.Slices[2].Data != "kick" {
		t.Errorf("slice user data: have %q %q, %q", sl.Color, sl.Data, s.Slices[2].Data)
	}
	if tg := s.Tags[0]; tg.Color != "#fe5b59ff" || tg.Data != "heavy" {
		t.Errorf("tag user data: have %q %q", tg.Color, tg.Data)
	}
}

// TestPivot: a "pivot" slice's key sets the origin (its pivot point, else
// its centre), else a pivot on the hurtbox's key, else the frame's centre.
func TestPivot(t *testing.T) {
	hurt := `{"name":"hurtbox","keys":[{"frame":0,"bounds":{"x":20,"y":16,"w":24,"h":32}}]}`
	hurtPivot := `{"name":"hurtbox","keys":[{"frame":0,"bounds":{"x":20,"y":16,"w":24,"h":32},"pivot":{"x":12,"y":30}}]}`
	pivot := `{"name":"Origin","keys":[{"frame":0,"bounds":{"x":10,"y":20,"w":8,"h":8},"pivot":{"x":3,"y":4}},{"frame":2,"bounds":{"x":30,"y":40,"w":4,"h":2}}]}`
	tests := []struct {
		name, slices string
		frame        int
		x, y         float64
	}{
		{"no slices: the centre", "", 0, 32, 32},
		{"a hurtbox without a pivot: the centre", hurt, 1, 32, 32},
		{"the hurtbox's pivot", hurtPivot, 1, 32, 46},
		{"the pivot slice's pivot", pivot + "," + hurtPivot, 1, 13, 24},
		{"the pivot slice's centre, keyed later", pivot, 3, 32, 41},
	}
	for _, tt := range tests {
		s := parsed(t, exportOf(64, 64, every(4, 100), "", tt.slices))
		if x, y := s.PivotAt(tt.frame); x != tt.x || y != tt.y {
			t.Errorf("%s: frame %d: pivot %g,%g, want %g,%g", tt.name, tt.frame, x, y, tt.x, tt.y)
		}
	}
	s := parsed(t, exportOf(64, 64, every(4, 100), "", pivot))
	if x, y := s.Pivot(); x != 13 || y != 24 {
		t.Errorf("Pivot: %g,%g, want frame 0's 13,24", x, y)
	}
	out := `{"name":"pivot","keys":[{"frame":1,"bounds":{"x":60,"y":60,"w":4,"h":4},"pivot":{"x":9,"y":0}}]}`
	errs, _ := parsed(t, exportOf(64, 64, every(4, 100), "", out)).Check()
	if len(errs) != 3 || !strings.Contains(errs[0].Error(), `frame 1 "s 1.aseprite": pivot 69,60 outside the 64x64 frame`) || !errors.Is(errs[0], ErrConvention) {
		t.Errorf("pivot outside: have %v, want frames 1..3 named", errs)
	}
}
