package picture

import (
	"fmt"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// NodeLines returns a node's card text: its name, then what it plays, then
// its Applied Tags, costs, gates and other settings, one kind a line.
func NodeLines(n *ag.Node) []string {
	if n.Index() == 0 && n.Name == ag.RootName {
		return []string{ag.RootName}
	}
	lines := []string{n.Name, PayloadSummary(n)}
	if m, ok := n.Payload.(*ag.MontagePayload); ok && !n.ReturnToRoot {
		if dirs := directions(m); dirs != "" {
			lines = append(lines, "by stick: "+dirs)
		}
	}
	if len(n.AppliedTags) > 0 {
		lines = append(lines, "tags "+strings.Join(shortTags(n.AppliedTags), ", "))
	}
	if len(n.Costs) > 0 {
		costs := make([]string, len(n.Costs))
		for i, c := range n.Costs {
			costs[i] = costText(c)
		}
		lines = append(lines, "cost "+strings.Join(costs, ", "))
	}
	if len(n.Gates) > 0 {
		gates := make([]string, len(n.Gates))
		for i, g := range n.Gates {
			gates[i] = gateText(g)
		}
		lines = append(lines, "gate "+strings.Join(gates, ", "))
	}
	var flags []string
	if n.CanBeCancelled {
		flags = append(flags, "cancellable")
	}
	for _, h := range n.Hooks {
		flags = append(flags, hookText(h))
	}
	if len(flags) > 0 {
		lines = append(lines, strings.Join(flags, ", "))
	}
	return lines
}

// PayloadSummary names what a node plays in a few words: "montage
// AM_Attack_Light", "hold", "delay 0.5s", "to root".
func PayloadSummary(n *ag.Node) string {
	if n.ReturnToRoot {
		return "to root"
	}
	switch p := n.Payload.(type) {
	case nil, ag.NoPayload, *ag.NoPayload:
		return "nothing"
	case *ag.MontagePayload:
		s := "montage " + orNone(p.Montage)
		if p.Section != "" {
			s += " [" + p.Section + "]"
		}
		if p.PlayRate != 0 && p.PlayRate != 1 {
			s += fmt.Sprintf(" x%g", p.PlayRate)
		}
		return s
	case *ag.HoldPayload:
		if !p.OpenActionWindow {
			return "hold, window shut"
		}
		return "hold"
	case *ag.DelayPayload:
		return fmt.Sprintf("delay %gs", p.Seconds)
	case *ag.TriggerEventPayload:
		s := "event " + orNone(shortTag(p.EventTag))
		if p.Mode == ag.ActivateAbilityByTag {
			s = "ability " + orNone(strings.Join(shortTags(p.AbilityTags), ", "))
		}
		if !p.EndImmediately {
			s += ", waits"
		}
		return s
	case *ag.PairedActionPayload:
		return "paired " + orNone(strings.Join(p.Sets, ", "))
	case fmt.Stringer:
		return p.String()
	default:
		return "custom " + typeName(p)
	}
}

// WireLines returns a wire's label: the input and moment with its timing
// and priority, then, when it has any, its tags and conditions in brackets.
func WireLines(t *ag.Transition) []string {
	switch t.FiresOn {
	case ag.ActionCompleted:
		return []string{"Auto"}
	case ag.ActionFailed:
		return []string{"Failed"}
	}
	first := fmt.Sprintf("%s (%s)", InputName(t.InputTag), momentText(t.FiresOn))
	if t.Timing == ag.Interrupt {
		first += " interrupt"
	}
	if t.Priority != 0 {
		first += fmt.Sprintf(" prio %d", t.Priority)
	}
	var gates []string
	for _, tag := range t.RequiredTags {
		gates = append(gates, "with "+shortTag(tag))
	}
	for _, tag := range t.BlockedTags {
		gates = append(gates, "without "+shortTag(tag))
	}
	for _, c := range t.Conditions {
		if c != nil {
			gates = append(gates, conditionText(c))
		}
	}
	if len(gates) == 0 {
		return []string{first}
	}
	return []string{first, "[" + strings.Join(gates, ", ") + "]"}
}

// InputName strips the "UPC.Input." prefix from an input tag.
func InputName(tag string) string {
	return strings.TrimPrefix(tag, "UPC.Input.")
}

// conditionText is a condition's DisplayName, with the engine's Go list
// syntax turned into words for the two conditions that hold lists.
func conditionText(c ag.Condition) string {
	switch c := c.(type) {
	case *ag.PairedActionCondition:
		return "paired " + strings.Join(c.Sets, ", ")
	case *ag.TargetStateCondition:
		parts := []string{"target"}
		for _, t := range c.Query.Required {
			parts = append(parts, "with "+shortTag(t))
		}
		for _, t := range c.Query.Blocked {
			parts = append(parts, "without "+shortTag(t))
		}
		return strings.Join(parts, " ")
	}
	return c.DisplayName()
}

func momentText(m ag.Moment) string {
	switch m {
	case ag.InputReleased:
		return "released"
	case ag.InputReleasedEarly:
		return "released early"
	}
	return "pressed"
}

func directions(m *ag.MontagePayload) string {
	var dirs []string
	for _, d := range []struct{ name, montage string }{
		{"forward", m.ForwardMontage}, {"back", m.BackMontage}, {"left", m.LeftMontage}, {"right", m.RightMontage},
	} {
		if d.montage != "" {
			dirs = append(dirs, d.name+" "+d.montage)
		}
	}
	if m.TurnToInputAtStart {
		dirs = append(dirs, "turns to input")
	}
	return strings.Join(dirs, ", ")
}

func costText(c ag.Cost) string {
	switch c := c.(type) {
	case *ag.VitalCost:
		return fmt.Sprintf("%s %g", c.Vital, c.Amount)
	case *ag.CooldownCost:
		return fmt.Sprintf("%s %gs", shortTag(c.Cooldown), c.Seconds)
	case nil:
		return "none"
	}
	return strings.TrimPrefix(c.Why(), "cost ")
}

func gateText(g ag.Gate) string {
	switch g := g.(type) {
	case *ag.TagGate:
		var parts []string
		for _, t := range g.Query.Required {
			parts = append(parts, "with "+shortTag(t))
		}
		for _, t := range g.Query.Blocked {
			parts = append(parts, "without "+shortTag(t))
		}
		return strings.Join(parts, " ")
	case *ag.CooldownGate:
		return shortTag(g.Cooldown) + " ready"
	case nil:
		return "none"
	}
	return strings.TrimPrefix(g.Why(), "gate ")
}

func hookText(h ag.Hook) string {
	switch h := h.(type) {
	case *ag.LocomotionHook:
		return fmt.Sprintf("walk x%g", h.Scale.WalkSpeed)
	case ag.CancelOnMovementHook, *ag.CancelOnMovementHook:
		return "cancel on move"
	case *ag.DrainVitalHook:
		return fmt.Sprintf("drains %s %g/s", h.Vital, h.PerSecond)
	case fmt.Stringer:
		return h.String()
	}
	return "hook " + typeName(h)
}

// shortTag drops the "UPC." every project tag starts with.
func shortTag(tag string) string { return strings.TrimPrefix(tag, "UPC.") }

func shortTags(tags []string) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		out[i] = shortTag(t)
	}
	return out
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// typeName returns a value's type name without its package or pointer.
func typeName(v any) string {
	s := fmt.Sprintf("%T", v)
	if i := strings.LastIndexByte(s, '.'); i >= 0 {
		s = s[i+1:]
	}
	return s
}
