package anim

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// An atlas is one export packing several sprites (aseprite -b a.aseprite
// b.aseprite --sheet ...). Aseprite then counts each tag's from and to
// within the tag's own sprite, and the JSON does not say where a sprite's
// frames begin. The frames' file names do when they carry the tag's name,
// as with --filename-format "{title}_{tag}:{tagframe}" and
// --tagname-format "{title}_{tag}": frames "Player_Run:0".."Player_Run:3"
// are the tag "Player_Run".
//
// atlasOffsets returns, for each tag, what to add to its from and to to
// make them frame indexes of the sheet. A tag is found by name when a run
// of consecutive frames have file names that start with the tag's name
// followed by a character other than a letter or digit (or nothing), no
// longer tag name matching them, as many frames as the tag has, starting
// at or after its from; the n-th tag of a name takes the n-th such run.
// Any other tag keeps its numbers (offset 0), as in a one-sprite export,
// whose tags are the sheet's frame indexes; for a one-sprite export whose
// file names carry tag names, both readings agree.
func atlasOffsets(frames []Frame, tags []Tag) []int {
	out := make([]int, len(tags))
	names := make(map[string]bool, len(tags))
	for _, t := range tags {
		if t.Name != "" {
			names[t.Name] = true
		}
	}
	owner := make([]string, len(frames))
	for i, f := range frames {
		owner[i] = longestTagPrefix(f.Name, names)
	}
	runs := map[string][][2]int{}
	for i := 0; i < len(frames); {
		j := i
		for j < len(frames) && owner[j] == owner[i] {
			j++
		}
		if owner[i] != "" {
			runs[owner[i]] = append(runs[owner[i]], [2]int{i, j - 1})
		}
		i = j
	}
	used := map[string]int{}
	for k, t := range tags {
		rs, n := runs[t.Name], used[t.Name]
		if n >= len(rs) {
			continue
		}
		used[t.Name]++
		if r := rs[n]; r[1]-r[0] == t.To-t.From && r[0] >= t.From {
			out[k] = r[0] - t.From
		}
	}
	return out
}

// maxAtlasName is the longest tag name an atlas's frames are matched by,
// in bytes ("{title}_{tag}" is far shorter): it bounds the lookups.
const maxAtlasName = 128

// longestTagPrefix returns the longest tag name the file name is named
// after (namedAfter), or "": each place the name could end is looked up
// once, so the work grows with the file name, not with the tags.
func longestTagPrefix(file string, names map[string]bool) string {
	best := ""
	for i := 1; i <= min(len(file), maxAtlasName); i++ {
		if i < len(file) && !utf8.RuneStart(file[i]) {
			continue
		}
		if p := file[:i]; names[p] && namedAfter(file, p) {
			best = p
		}
	}
	return best
}

// namedAfter reports whether a frame's file name starts with a tag's name
// and goes on, if at all, with neither a letter nor a digit.
func namedAfter(file, tag string) bool {
	rest, ok := strings.CutPrefix(file, tag)
	if tag == "" || !ok {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return rest == "" || !(unicode.IsLetter(r) || unicode.IsDigit(r))
}
