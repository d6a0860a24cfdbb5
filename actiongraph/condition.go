package actiongraph

import (
	"fmt"
	"math"
)

// EvalContext is what a condition sees when a transition is picked.
type EvalContext struct {
	Component *Component
	Host      Host
	Input     Input
}

// Stick returns the stick's direction at the press: the input's own when it
// carried one, else the host's.
func (e *EvalContext) Stick() Direction {
	if e.Input.HasStick {
		return e.Input.Stick
	}
	return e.Host.Stick()
}

// Condition gates a transition on an input moment (AG-COND-*). Conditions
// are shared between characters and hold no state (AG-COND-7).
type Condition interface {
	Evaluate(ctx *EvalContext) bool
	// DisplayName labels the condition on a router, such as "stamina above 30".
	DisplayName() string
}

// DirectionCondition passes when the stick pointed a way at the press (AG-COND-1).
type DirectionCondition struct{ Direction Direction }

// Evaluate reads the stick.
func (c *DirectionCondition) Evaluate(ctx *EvalContext) bool { return ctx.Stick() == c.Direction }

// DisplayName names the direction.
func (c *DirectionCondition) DisplayName() string { return "stick " + c.Direction.String() }

func compare(v float64, how Compare, level, tol float64) bool {
	switch how {
	case Above:
		return v > level
	case Below:
		return v < level
	default:
		return math.Abs(v-level) <= tol
	}
}

var compareVitalNames = [...]string{"above", "below", "about"}
var compareDistanceNames = [...]string{"closer", "farther", "about"}

// VitalCondition passes when a vital is above, below or about a level (AG-COND-2).
type VitalCondition struct {
	Vital     string
	Compare   Compare
	Value     float64
	Tolerance float64
}

// Evaluate reads the vital; a vital the host lacks fails.
func (c *VitalCondition) Evaluate(ctx *EvalContext) bool {
	v, ok := ctx.Host.Vital(c.Vital)
	return ok && compare(v, c.Compare, c.Value, c.Tolerance)
}

// DisplayName reads like "stamina above 30".
func (c *VitalCondition) DisplayName() string {
	return fmt.Sprintf("%s %s %g", c.Vital, compareVitalNames[c.Compare%3], c.Value)
}

// TargetStateCondition passes when the current target carries every
// required tag and none of the blocked ones (AG-COND-3). No target fails.
type TargetStateCondition struct{ Query TagQuery }

type targetTags struct{ h Host }

func (t targetTags) HasTag(tag string) bool { return t.h.TargetHasTag(tag) }

// Evaluate reads the target's tags.
func (c *TargetStateCondition) Evaluate(ctx *EvalContext) bool {
	if _, ok := ctx.Host.Target(); !ok {
		return false
	}
	return c.Query.Passes(targetTags{ctx.Host})
}

// DisplayName names the tags.
func (c *TargetStateCondition) DisplayName() string {
	return fmt.Sprintf("target has %v lacks %v", c.Query.Required, c.Query.Blocked)
}

// TargetDistanceCondition passes when the current target is closer than,
// farther than or about a distance away (AG-COND-4). No target fails.
// Compare reads Above as farther and Below as closer.
type TargetDistanceCondition struct {
	Compare   Compare
	Distance  float64
	Tolerance float64
}

// Closer and Farther name the distance comparisons.
const (
	Farther = Above
	Closer  = Below
)

// Evaluate reads the target's distance.
func (c *TargetDistanceCondition) Evaluate(ctx *EvalContext) bool {
	d, ok := ctx.Host.Target()
	return ok && compare(d, c.Compare, c.Distance, c.Tolerance)
}

// DisplayName reads like "target closer 120".
func (c *TargetDistanceCondition) DisplayName() string {
	name := "about"
	switch c.Compare {
	case Closer:
		name = "closer"
	case Farther:
		name = "farther"
	}
	return fmt.Sprintf("target %s %g", name, c.Distance)
}

// CooldownCondition passes when a cooldown has a charge ready (AG-COND-5).
type CooldownCondition struct{ Cooldown string }

// Evaluate asks the host.
func (c *CooldownCondition) Evaluate(ctx *EvalContext) bool {
	return ctx.Host.CooldownReady(c.Cooldown)
}

// DisplayName names the cooldown.
func (c *CooldownCondition) DisplayName() string { return c.Cooldown + " ready" }

// PairedActionCondition passes when a paired action from the sets can play
// now (AG-COND-6).
type PairedActionCondition struct{ Sets []string }

// Evaluate asks the host.
func (c *PairedActionCondition) Evaluate(ctx *EvalContext) bool {
	return ctx.Host.PairedActionAvailable(c.Sets)
}

// DisplayName names the sets.
func (c *PairedActionCondition) DisplayName() string { return fmt.Sprintf("paired %v", c.Sets) }
