package actiongraph

import "strings"

// Tags the engine itself reads or grants.
const (
	// TagActionRunning is on a character while any node other than ROOT runs.
	TagActionRunning = "UPC.State.ActionRunning"
	// TagActionsBlocked is the default Global Block Tag.
	TagActionsBlocked = "UPC.State.ActionsBlocked"
)

// TagMatches reports whether an owned tag satisfies a query tag. As with
// gameplay tags, a tag matches itself and any of its parents: an owned
// "UPC.State.Stunned" satisfies the query "UPC.State".
func TagMatches(owned, query string) bool {
	if len(owned) < len(query) || !strings.HasPrefix(owned, query) {
		return false
	}
	return len(owned) == len(query) || owned[len(query)] == '.'
}

// TagQuery is a set of required and blocked tags. It passes when every
// required tag is present and no blocked tag is; blocked beats required.
type TagQuery struct {
	Required []string
	Blocked  []string
}

// Empty reports whether the query has no tags.
func (q TagQuery) Empty() bool { return len(q.Required) == 0 && len(q.Blocked) == 0 }

// TagSource is anything that owns tags.
type TagSource interface {
	HasTag(tag string) bool
}

// Passes reports whether a tag owner satisfies the query.
func (q TagQuery) Passes(src TagSource) bool {
	for _, t := range q.Blocked {
		if src.HasTag(t) {
			return false
		}
	}
	for _, t := range q.Required {
		if !src.HasTag(t) {
			return false
		}
	}
	return true
}

func containsTag(list []string, tag string) bool {
	for _, t := range list {
		if TagMatches(tag, t) {
			return true
		}
	}
	return false
}
