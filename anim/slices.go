package anim

import (
	"cmp"
	"slices"
	"strings"
)

// Slice names the conventions give a meaning. Slices are looked up by
// name through sliceAliases: any case, with or without spaces, '_', '-'
// and '.', so an artist's "Hitbox", "hit_box" or "Hit" is the hitbox.
const (
	HitboxSlice  = "hitbox"  // the weapon's box on every frame of a trace window
	HurtboxSlice = "hurtbox" // the body's box, keyed from frame 0
	PivotSlice   = "pivot"   // the point the sprite is pinned and turned at (PivotAt)
)

// sliceAliases maps a folded slice name (foldName) to the name it stands
// for. anim/README.md lists them.
var sliceAliases = map[string]string{
	"hitbox":  HitboxSlice,
	"hit":     HitboxSlice,
	"hurtbox": HurtboxSlice,
	"hurt":    HurtboxSlice,
	"pivot":   PivotSlice,
	"origin":  PivotSlice,
}

// foldName returns a slice name in lower case without spaces, '_', '-'
// and '.'.
func foldName(name string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '_', '-', '.':
			return -1
		}
		return r
	}, strings.ToLower(name))
}

// SliceName returns the name a slice is known by: its alias's meaning
// ("Hit_Box" is HitboxSlice), else its folded name ("Weapon Tip" is
// "weapontip").
func SliceName(name string) string {
	f := foldName(name)
	if c, ok := sliceAliases[f]; ok {
		return c
	}
	return f
}

// clash is a frame two slices of one name both key: the first in the file
// gives the box.
type clash struct {
	name         string
	first, other string
	frame        int
}

// indexSlices merges the slices of one name (by SliceName) into one,
// keeping every slice in Slices: their keys go together in frame order, a
// key lasting until the next key of any of them. Two keys on one frame:
// the slice first in the file gives it (Check warns).
func (s *Sheet) indexSlices() {
	s.byName = map[string]*Slice{}
	owner := map[string]map[int]string{}
	for _, sl := range s.Slices {
		name := SliceName(sl.Name)
		m, ok := s.byName[name]
		if !ok {
			m = &Slice{Name: sl.Name, Color: sl.Color, Data: sl.Data}
			s.byName[name], owner[name] = m, map[int]string{}
		}
		for _, k := range sl.Keys {
			if first, taken := owner[name][k.Frame]; taken {
				s.clashes = append(s.clashes, clash{name, first, sl.Name, k.Frame})
				continue
			}
			owner[name][k.Frame] = sl.Name
			m.Keys = append(m.Keys, k)
		}
	}
	for _, m := range s.byName {
		slices.SortStableFunc(m.Keys, func(a, b SliceKey) int { return cmp.Compare(a.Frame, b.Frame) })
	}
}

// Slice returns a slice by name, through the alias table (SliceName): all
// the slices of that name merged into one, named as the first in the file.
func (s *Sheet) Slice(name string) (*Slice, bool) {
	if sl, ok := s.byName[name]; ok {
		return sl, true
	}
	sl, ok := s.byName[SliceName(name)]
	return sl, ok
}

// keyAt returns a slice's key on a frame: its last key at or before it.
func (s *Sheet) keyAt(name string, frame int) (SliceKey, bool) {
	sl, ok := s.Slice(name)
	if !ok {
		return SliceKey{}, false
	}
	// The keys are in frame order: the last at or before the frame is the
	// one before the first after it.
	lo, hi := 0, len(sl.Keys)
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if sl.Keys[mid].Frame <= frame {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo == 0 {
		return SliceKey{}, false
	}
	return sl.Keys[lo-1], true
}

// SliceAt returns a slice's bounds on a frame, in the frame's (untrimmed)
// pixels: its last key at or before the frame (a key lasts until the
// next). The name goes through the alias table; two slices of one name
// count as one (indexSlices). ok is false before its first key or for a
// slice the sheet lacks. It allocates nothing for the names the game
// asks for (HitboxSlice, HurtboxSlice).
func (s *Sheet) SliceAt(name string, frame int) (Rect, bool) {
	k, ok := s.keyAt(name, frame)
	return k.Bounds, ok
}

// PivotAt returns the point, in frame pixels (the untrimmed frame), that
// sits on the character's position and that the sprite turns around on a
// frame:
//
//   - the "pivot" slice's key on the frame (aliases "Pivot", "origin"...):
//     its pivot point when the key has one, else its bounds' centre;
//   - else the pivot point of the hurtbox's key on the frame, if it has
//     one;
//   - else the frame's centre.
func (s *Sheet) PivotAt(frame int) (x, y float64) {
	if k, ok := s.keyAt(PivotSlice, frame); ok {
		if k.HasPivot {
			return float64(k.Bounds.X + k.Pivot.X), float64(k.Bounds.Y + k.Pivot.Y)
		}
		b := k.Bounds
		return float64(b.X) + float64(float64(b.W)*0.5), float64(b.Y) + float64(float64(b.H)*0.5) // no fused multiply-add
	}
	if k, ok := s.keyAt(HurtboxSlice, frame); ok && k.HasPivot {
		return float64(k.Bounds.X + k.Pivot.X), float64(k.Bounds.Y + k.Pivot.Y)
	}
	if frame < 0 || frame >= len(s.Frames) {
		frame = 0
	}
	f := s.Frames[frame]
	return float64(f.SourceW) / 2, float64(f.SourceH) / 2
}

// Pivot returns the pivot of the sheet's first frame (PivotAt): the
// frame's centre unless a slice sets it.
func (s *Sheet) Pivot() (x, y float64) { return s.PivotAt(0) }
