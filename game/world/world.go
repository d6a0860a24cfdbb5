// Package world holds the game's simulation: the characters, their action
// graphs and the fixed 60-ticks-a-second step that moves them on. It never
// imports ebiten, so it runs headless in tests, on servers and as
// WebAssembly; package game reads input and draws on top of it.
package world

import (
	"errors"
	"log/slog"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TagLightAttack is the input tag of the light attack button.
const TagLightAttack = "UPC.Input.LightAttack"

var errNoCharacter = errors.New("world: no such character")

// Command is one input for one character at the tick it is fed.
type Command struct {
	Character int
	Tag       string
	Release   bool
}

// World owns the characters and steps them one tick at a time. Inputs fed
// with Press and Release wait for the next Step, which first advances every
// character's time and then applies the inputs in the order they came, as
// the sim command applies a scenario's steps. It is not safe for
// concurrent use.
type World struct {
	chars   []*Character
	queue   []Command
	now     ag.Ticks
	started bool
	log     *slog.Logger
}

// New returns an empty world at tick 0.
func New() *World { return &World{} }

// SetActionLogger logs every action event of every character, present and
// future, at debug level through l; nil turns it off.
func (w *World) SetActionLogger(l *slog.Logger) {
	w.log = l
	for _, c := range w.chars {
		c.comp.SetLogger(w.logger(c))
	}
}

func (w *World) logger(c *Character) *slog.Logger {
	if w.log == nil {
		return nil
	}
	return w.log.With(slog.String("character", c.Name))
}

// Add puts a character into the world and returns its index.
func (w *World) Add(c *Character) int {
	c.comp.SetLogger(w.logger(c))
	w.chars = append(w.chars, c)
	return len(w.chars) - 1
}

// Characters returns the characters in the order they were added; the
// slice is shared, do not modify it.
func (w *World) Characters() []*Character { return w.chars }

// Character returns the character at index i, or nil.
func (w *World) Character(i int) *Character {
	if i < 0 || i >= len(w.chars) {
		return nil
	}
	return w.chars[i]
}

// Now returns the tick the last Step ran, 0 before the first.
func (w *World) Now() ag.Ticks { return w.now }

// NextTick returns the tick the next Step will run.
func (w *World) NextTick() ag.Ticks {
	if !w.started {
		return 0
	}
	return w.now + 1
}

// Press feeds a pressed input to character i at the next Step.
func (w *World) Press(i int, tag string) error {
	return w.Feed(Command{Character: i, Tag: tag})
}

// Release feeds a released input to character i at the next Step.
func (w *World) Release(i int, tag string) error {
	return w.Feed(Command{Character: i, Tag: tag, Release: true})
}

// Feed queues a command for the next Step.
func (w *World) Feed(cmd Command) error {
	if w.Character(cmd.Character) == nil {
		return errNoCharacter
	}
	w.queue = append(w.queue, cmd)
	return nil
}

// Step runs one tick: every character's time moves on (except on the very
// first step, tick 0), then the queued inputs apply in order.
func (w *World) Step() {
	if w.started {
		w.now++
		for _, c := range w.chars {
			c.host.Tick()
			c.comp.Tick()
		}
	}
	w.started = true
	for _, cmd := range w.queue {
		c := w.chars[cmd.Character]
		m := ag.InputPressed
		if cmd.Release {
			m = ag.InputReleased
		}
		c.comp.ProcessInput(cmd.Tag, m)
	}
	w.queue = w.queue[:0]
}
