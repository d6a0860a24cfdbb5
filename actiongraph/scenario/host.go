package scenario

import (
	"slices"
	"sort"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// host is the scenario's world: a BasicHost that also prints the gameplay
// events and abilities payloads send.
type host struct {
	*ag.BasicHost
	sink *sink
}

func newHost(sc *Scenario) *host {
	h := &host{BasicHost: ag.NewBasicHost()}
	for _, m := range sc.Montages {
		h.AddMontage(m)
	}
	h.Tags = slices.Clone(sc.Tags)
	for k, v := range sc.Vitals {
		h.Vitals[k] = v
	}
	for k, cd := range sc.Cooldowns {
		x := *cd
		h.Cooldowns[k] = &x
	}
	h.HasTarget = sc.HasTarget
	h.TargetDistance, h.TargetTags = sc.Target.Distance, sc.Target.Tags
	h.PairedActions = sc.Paired
	h.StickDir = sc.Stick
	h.OnGameplayEvent = func(e ag.GameplayEvent) {
		b := head(h.sink.c.Now())
		b = field(b, "event", e.Tag)
		b = append(b, `,"magnitude":`...)
		b = appendNumber(b, e.Magnitude)
		h.sink.pending = append(h.sink.pending, append(b, '}'))
	}
	h.OnActivateAbilities = func(tags []string) bool {
		b := head(h.sink.c.Now())
		b = append(b, `,"abilities":`...)
		b = appendStrings(b, tags)
		h.sink.pending = append(h.sink.pending, append(b, '}'))
		return len(tags) > 0
	}
	return h
}

func appendStrings(b []byte, list []string) []byte {
	b = append(b, '[')
	for i, s := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

// appendState writes Get Action State's fields with the character's tags and vitals.
func appendState(b []byte, c *ag.Component, h *host) []byte {
	st := c.State()
	b = append(b, `{"node":`...)
	b = appendString(b, st.Node)
	b = append(b, `,"window":`...)
	b = appendBool(b, st.Window)
	b = append(b, `,"timeInNode":`...)
	b = appendNumber(b, st.TimeInNodeSeconds())
	b = append(b, `,"offers":`...)
	b = appendStrings(b, st.Offers)
	b = append(b, `,"waiting":`...)
	if st.HasWaiting {
		b = appendString(b, st.Waiting)
	} else {
		b = append(b, "null"...)
	}
	tags := c.AppendGrantedTags(slices.Clone(h.Tags))
	sort.Strings(tags)
	tags = slices.Compact(tags)
	b = append(b, `,"tags":`...)
	b = appendStrings(b, tags)
	keys := make([]string, 0, len(h.Vitals))
	for k := range h.Vitals {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b = append(b, `,"vitals":{`...)
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, k)
		b = append(b, ':')
		b = appendNumber(b, h.Vitals[k])
	}
	return append(b, "}}"...)
}

func appendBool(b []byte, v bool) []byte {
	if v {
		return append(b, "true"...)
	}
	return append(b, "false"...)
}
