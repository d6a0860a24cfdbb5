package anim

import (
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TagKind is what a sheet's frame tag means by the package's conventions.
// ParseSheet classifies every tag once; nothing else reads the prefixes.
type TagKind uint8

// The kinds of frame tag.
const (
	// TagSection is a plain name: a montage section starting at the tag.
	TagSection TagKind = iota
	// TagWindow is "window:action": the UPC Action Window.
	TagWindow
	// TagTrace is "trace:NAME": a melee trace window, the notify state
	// "trace:NAME".
	TagTrace
	// TagNotify is "notify:NAME": a notify (state) named NAME.
	TagNotify
	// TagUnknown is any other "KIND:..." (or "window:" other than action):
	// read as a notify named after the whole tag, with a warning from Check.
	TagUnknown
)

// The prefixes of the kinds.
const (
	windowAction = "window:action"
	tracePrefix  = "trace:"
	notifyPrefix = "notify:"
)

var tagKindNames = [...]string{"section", "window", "trace", "notify", "unknown"}

// String returns the kind's name.
func (k TagKind) String() string {
	if int(k) < len(tagKindNames) {
		return tagKindNames[k]
	}
	return "unknown"
}

// classifyTag returns a tag name's kind and the name the engine knows it
// by: the section's name, "" for the action window, "trace:NAME" for a
// trace, NAME for "notify:NAME", and the whole name for an unknown kind.
func classifyTag(name string) (TagKind, string) {
	kind, rest, found := strings.Cut(name, ":")
	switch {
	case !found:
		return TagSection, name
	case name == windowAction:
		return TagWindow, ""
	case kind+":" == tracePrefix:
		return TagTrace, name
	case kind+":" == notifyPrefix:
		return TagNotify, rest
	}
	return TagUnknown, name
}

// IsTrace reports whether a montage notify is a melee trace window (from a
// "trace:" tag): what a NotifyListener opens a sweep for.
func IsTrace(n *ag.Notify) bool {
	return strings.HasPrefix(n.Name, tracePrefix) && n.End > n.Start
}

// TraceTags returns the indexes of the sheet's trace tags, in tag order.
func (s *Sheet) TraceTags() []int {
	var out []int
	for i, t := range s.Tags {
		if t.Kind == TagTrace {
			out = append(out, i)
		}
	}
	return out
}

// soundPrefix starts the name of a notify that plays a sound: the sheet's
// "notify:sound:NAME" is the notify "sound:NAME".
const soundPrefix = "sound:"

// SoundOf returns the sound a montage notify plays, NAME for a sheet's
// "notify:sound:NAME"; ok is false for other notifies.
func SoundOf(n *ag.Notify) (name string, ok bool) {
	name, ok = strings.CutPrefix(n.Name, soundPrefix)
	if !ok || name == "" {
		return "", false
	}
	return name, true
}
