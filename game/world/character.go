package world

import (
	"math"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/ai"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/internal/detmath"
	"github.com/upc-demo/actiongraph-game/items"
)

// stickDeadZone is how far the stick must lean to count as pushed.
const stickDeadZone = 0.3

// LogSize is how many recent event lines a Character keeps.
const LogSize = 8

// HistorySize is how many started nodes a Character remembers.
const HistorySize = 256

// Character is one fighter: its body in the combat arena, the Component
// that runs its action graph and the host that answers it, and what drives
// it: the drawn item's input mappings for the player, a brain for an enemy.
type Character struct {
	Name string
	// Type is the enemy type; nil for the player.
	Type *ai.Type

	w       *World
	host    *host
	comp    *ag.Component
	fighter int

	// The player's input.
	item     *items.Item
	wantItem *items.Item // a draw waiting for the running move
	paused   bool        // its graph skips the next Step's tick (PauseGraph)
	glide    glide       // a mirrored body's way to the server's place
	mapper   *items.Mapper
	buttons  items.Buttons
	events   []items.Event
	stick    combat.Vec // desired walk, world space, length up to 1

	// An enemy's brain and its pending input; a dummy's brain rests.
	brain  *ai.Brain
	intent ai.Intent
	dummy  bool

	trace   traceState
	waiting blowQueue // blows on a remote player waiting for its machine to see them
	paired  pairedState
	revive  reviveState
	nodeSeq uint64 // node starts so far: tells one move from the next
	motion  motionRun
	marks   mark
	moving  bool
	hitAt   ag.Ticks // when a hit last staggered it
	// refusedAt is when a move of its was last refused, if wasRefused.
	refusedAt  ag.Ticks
	wasRefused bool
	lines      []line
	history    []string
}

// traceState follows the melee trace window the character's move is in,
// as the engine's notify states begin and end it (notes.go).
type traceState struct {
	open   bool
	fresh  bool // opened and not swept yet: the sweep starts from its box
	window uint64
	note   ag.Notify // the trace state that opened it: only its end closes it
	prev   combat.Rect
}

// pairedState is a victim's half of a finisher: while it lasts the victim
// plays it, held in the paired move (its actions blocked, its body still).
type pairedState struct {
	until ag.Ticks
	start ag.Ticks
}

// held reports whether the character plays the victim's half of a paired
// move, or its get-up after a revive, now.
func (c *Character) held() bool {
	return c.paired.until > c.paired.start && c.w.now < c.paired.until || c.rising()
}

// Component returns the character's action graph component.
func (c *Character) Component() *ag.Component { return c.comp }

// Host returns the character's basic host (its own tags and cooldowns).
func (c *Character) Host() *ag.BasicHost { return c.host.BasicHost }

// Fighter returns the character's body in the arena.
func (c *Character) Fighter() *combat.Fighter { return c.w.arena.Fighter(c.fighter) }

// State returns Get Action State.
func (c *Character) State() ag.ActionState { return c.comp.State() }

// Item returns the drawn item; nil for an enemy.
func (c *Character) Item() *items.Item { return c.item }

// Mapper returns the player's input mapper; nil for an enemy.
func (c *Character) Mapper() *items.Mapper { return c.mapper }

// Player reports whether the character is the player (in co-op, one of
// the players).
func (c *Character) Player() bool { return c.Type == nil }

// Local reports whether the character is this machine's player
// (World.Player): alone, the player; in co-op, not a teammate.
func (c *Character) Local() bool { return c.w != nil && c == c.w.Player() }

// Moving reports whether the character walked this tick.
func (c *Character) Moving() bool { return c.moving }

// Dead reports whether the character has fallen.
func (c *Character) Dead() bool { return c.Fighter().Dead }

// Clip returns the timing of the move being played, as the engine plays
// it; Length is 0 at ROOT or in a node with no montage.
func (c *Character) Clip() ag.Clip {
	clip, _ := c.comp.Clip()
	return clip
}

// Progress returns how far through its move the character is, from 0 to 1;
// 0 at ROOT or in a node with no montage.
func (c *Character) Progress() float64 {
	clip, ok := c.comp.Clip()
	if !ok || clip.Length <= 0 {
		return 0
	}
	return min(1, float64(c.State().TimeInNode)/float64(clip.Length))
}

// Lines returns the recent event lines, oldest first.
func (c *Character) Lines() []string {
	out := make([]string, len(c.lines))
	for i, l := range c.lines {
		out[i] = l.text()
	}
	return out
}

// History returns the names of the last HistorySize nodes started, in
// order; the slice is shared.
func (c *Character) History() []string { return c.history }

// stickDirection returns the stick's push against the body's facing:
// forward, back, left or right by quadrant, neutral when centred.
func (c *Character) stickDirection() ag.Direction {
	if c.brain != nil {
		return c.intent.Stick
	}
	return StickDirection(c.stick, c.Fighter().Facing)
}

// StickDirection reads a stick (world space, length up to 1) against a
// body facing an angle: Neutral inside the dead zone, else Forward, Back,
// Left or Right by the quarter it leans into. A machine predicting its
// player's moves (netplay) reads its stick the same way.
func StickDirection(s combat.Vec, facing float64) ag.Direction {
	if !Pushed(s) {
		return ag.Neutral
	}
	rel := detmath.Atan2(s.Y, s.X) - facing
	rel = math.Remainder(rel, 2*math.Pi)
	switch {
	case math.Abs(rel) <= math.Pi/4:
		return ag.Forward
	case math.Abs(rel) >= 3*math.Pi/4:
		return ag.Back
	case rel > 0: // y grows downwards: a positive turn is to the right
		return ag.Right
	default:
		return ag.Left
	}
}

// Pushed reports whether a stick leans past the dead zone.
func Pushed(s combat.Vec) bool { return s.MagnitudeSquared() >= stickDeadZone*stickDeadZone }

// shortTag drops the "UPC.Input." prefix for display.
func shortTag(tag string) string {
	const p = "UPC.Input."
	if len(tag) > len(p) && tag[:len(p)] == p {
		return tag[len(p):]
	}
	return tag
}

// RefusedAgo returns how many ticks ago a move of the player's was last
// refused for want of stamina; ok is false if never.
func (c *Character) RefusedAgo() (ag.Ticks, bool) { return c.w.now - c.refusedAt, c.wasRefused }

// SetDummy makes an enemy a training dummy, or a fighter again: a dummy's
// brain rests and it does not turn, so it stands where it is and takes
// hits (the play harness measures blows on one); a move given to its graph
// still plays and carries it.
func (c *Character) SetDummy(on bool) { c.dummy = on }

// Target returns the character combat selected as this one's target, or nil.
func (c *Character) Target() *Character { return c.host.target() }

// Locked reports whether the target is locked on.
func (c *Character) Locked() bool { return c.Fighter().Locked }

// Starts returns how many nodes the character's graph has started: a
// change between two ticks means a move began (netplay confirms the moves
// a player's machine predicted by it).
func (c *Character) Starts() uint64 { return c.nodeSeq }

// HasTag reports whether the character carries a tag now: its own, its
// item's, its graph's, and what combat and the frame it shows mark.
func (c *Character) HasTag(tag string) bool { return c.comp.HasTag(tag) }

// Held reports whether a paired action holds the character (its moves
// blocked by UPC.State.ActionsBlocked from outside its graph).
func (c *Character) Held() bool { return c.held() }

// Swinging reports whether the character's blow is live: a melee trace
// window of its move is open.
func (c *Character) Swinging() bool { return c.trace.open }

// Input returns what the player holds: the buttons and the stick SetInput
// gave it.
func (c *Character) Input() (items.Buttons, combat.Vec) { return c.buttons, c.stick }
