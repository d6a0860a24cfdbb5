// Package scenario loads scenario files, which drive one character's action
// graph headless, and runs them at a fixed 60 ticks a second, writing one
// JSON object a line of what happened. It is the engine of the
// `actiongraph sim` command and of the project's golden tests.
package scenario

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Scenario is a loaded scenario file.
type Scenario struct {
	File      string
	Graph     *ag.Graph
	Montages  map[string]*ag.Montage
	Speed     float64
	Tags      []string
	Vitals    map[string]float64
	Cooldowns map[string]*ag.Cooldown
	HasTarget bool
	Target    Target
	Paired    map[string]string
	Stick     ag.Direction
	Steps     []Step
	Until     ag.Ticks
	Warnings  ag.Problems
}

// Target is the character's current target.
type Target struct {
	Distance float64
	Tags     []string
}

// StepKind says what a step does.
type StepKind uint8

// The step kinds of the scenario format.
const (
	StepInput StepKind = iota
	StepAddTag
	StepRemoveTag
	StepInterrupt
	StepMove
	StepSetVital
	StepSetTarget
	StepQueue
	StepStick
	StepAbilityEnded
	StepReject
	StepSpeed
)

// Step is one action at one tick.
type Step struct {
	Tick   ag.Ticks
	Kind   StepKind
	Input  ag.Input
	Tag    string
	Vitals map[string]float64
	Target *Target // nil: no target
	Mode   ag.SequenceMode
	Inputs []string
	Stick  ag.Direction
	Node   string
	Speed  float64
}
