// Package world holds the game's simulation: the characters, their action
// graphs, their bodies in the combat arena, the enemies' brains and the
// waves, stepped at a fixed 60 ticks a second. It never imports ebiten, so
// it runs headless in tests, on servers and as WebAssembly; package game
// reads input and draws on top of it.
package world

import (
	"errors"
	"fmt"
	"log/slog"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// TagLightAttack is the input tag of the light attack button.
const TagLightAttack = "UPC.Input.LightAttack"

// TagDraw names drawing another item where a node's cancel rules list the
// inputs that may cut it: a draw waits for the running move to end unless
// the node lists it in cancellableByInputs (or lists none).
const TagDraw = "UPC.Input.Draw"

var (
	errNoCharacter = errors.New("world: no such character")
	errNoItem      = errors.New("world: no such item")
	errPlayers     = errors.New("world: players out of range")
	errNotMirror   = errors.New("world: not a mirror")
)

// Phase is where the fight stands.
type Phase uint8

// The phases of a fight.
const (
	Playing Phase = iota
	Victory
	Defeat
)

// Options choose how a World starts.
type Options struct {
	// Seed makes the enemies' choices; the same seed and inputs give the same fight.
	Seed uint64
	// Waves spawns the enemy waves; without it the player stands alone
	// until enemies are added with Spawn.
	Waves bool
	// Item names the item the player starts with; the default item when empty.
	Item string
	// Players is how many players fight together, characters 0 to
	// Players-1, from 1 (also for 0) to MaxPlayers. The enemies go for the
	// nearest one standing; the fight is lost when all have fallen.
	Players int
	// Networked times the players' graphs by their machines' input frames,
	// as a netplay server does: hitstop does not hold a player's graph
	// (its machine, which predicts its moves, cannot know of the hit in
	// time), and PauseGraph and StepGraph keep it in step with late or
	// bunched frames.
	Networked bool
}

// MaxPlayers is the most players a world holds.
const MaxPlayers = 4

// playerStarts are where the players stand at the start, player 0 where a
// lone player always has.
var playerStarts = [MaxPlayers]combat.Vec{{X: 400, Y: 360}, {X: 340, Y: 360}, {X: 460, Y: 360}, {X: 400, Y: 420}}

// Command is one input tag for one character, fed straight to its graph.
type Command struct {
	Character int
	Tag       string
	Release   bool
}

// World owns the characters and steps them one tick at a time. It is not
// safe for concurrent use.
type World struct {
	assets  *Assets
	opt     Options
	arena   *combat.Arena
	chars   []*Character
	players int // characters 0 to players-1 are the players
	// mirror is set in a world that follows a server's (NewMirror);
	// local is the index of this machine's player, World.Player.
	mirror      bool
	local       int
	pendingCues []Cue
	followedAt  ag.Ticks // when the mirror last followed the server
	placing     bool     // a mirror is putting a character on a node (place)
	byFighter   []*Character
	queue       []Command
	hits        []combat.Hit
	now         ag.Ticks
	started     bool
	log         *slog.Logger

	phase     Phase
	wave      int
	nextWave  ag.Ticks
	effects   effects
	combo     int
	comboTill ag.Ticks

	engaged int     // enemies holding an attack token this tick
	cues    cueList // the moments of the running Step, for the senses

	rec         *Recorder
	pendingDraw int // slot + 1 drawn since the last Step, for the recorder
	pendingLock bool
	// pendingSwitch is a lock switch's direction since the last Step, for
	// the recorder; zero for none.
	pendingSwitch combat.Vec
}

// New returns a world at tick 0 holding the player (character 0).
func New(a *Assets, opt Options) (*World, error) {
	w := &World{assets: a, opt: opt, arena: combat.NewArena(a.Tuning.Combat), nextWave: ag.TickRate}
	it := a.Items.Default()
	if opt.Item != "" {
		it = a.Items.Named(opt.Item)
	}
	if it == nil {
		return nil, errNoItem
	}
	if opt.Players < 0 || opt.Players > MaxPlayers {
		return nil, fmt.Errorf("%w: %d players, want 1 to %d", errPlayers, opt.Players, MaxPlayers)
	}
	w.players = max(1, opt.Players)
	pt := &a.Tuning.Player
	for i := range w.players {
		name := "Player"
		if i > 0 {
			name = fmt.Sprintf("Player %d", i+1)
		}
		p := w.add(&Character{Name: name}, combat.Fighter{Pos: playerStarts[i], Radius: pt.Radius, Team: 0,
			MaxHealth: pt.Health, MaxStamina: pt.Stamina, MaxStagger: pt.MaxStagger, StaggerImmunity: pt.StaggerImmunity}, 1)
		p.mapper = items.NewMapper(nil)
		if err := w.draw(p, it); err != nil {
			return nil, err
		}
	}
	return w, nil
}

// add puts a character with a body into the world.
func (w *World) add(c *Character, f combat.Fighter, speed float64) *Character {
	c.w = w
	c.host = newHost(w, c)
	c.comp = ag.NewComponent(c.host)
	c.comp.SetActionSpeed(speed)
	c.comp.SetGlobalBlockTags(ag.TagActionsBlocked, combat.TagStaggered, combat.TagDead)
	c.comp.SetObserver(eventLog{c})
	c.comp.SetNotifyListener(notes{c})
	f.Tags = c.comp
	c.fighter = w.arena.Add(f)
	if w.log != nil {
		c.comp.SetLogger(w.log.With(slog.String("character", c.Name)))
	}
	w.chars = append(w.chars, c)
	for len(w.byFighter) <= c.fighter {
		w.byFighter = append(w.byFighter, nil)
	}
	w.byFighter[c.fighter] = c
	return c
}

// SetActionLogger logs every action event of every character, present and
// future, at debug level through l; nil turns it off.
func (w *World) SetActionLogger(l *slog.Logger) {
	w.log = l
	for _, c := range w.chars {
		if l == nil {
			c.comp.SetLogger(nil)
			continue
		}
		c.comp.SetLogger(l.With(slog.String("character", c.Name)))
	}
}

// Assets returns what the world was built from.
func (w *World) Assets() *Assets { return w.assets }

// Characters returns the characters in the order they came; shared, do not modify.
func (w *World) Characters() []*Character { return w.chars }

// Character returns the character at index i, or nil.
func (w *World) Character(i int) *Character {
	if i < 0 || i >= len(w.chars) {
		return nil
	}
	return w.chars[i]
}

// Player returns this machine's player: character 0, or in a mirror the
// local player.
func (w *World) Player() *Character { return w.chars[w.local] }

// Players returns the players, characters 0 to Options.Players-1.
func (w *World) Players() []*Character { return w.chars[:w.players] }

// PlayerAt returns player i, or nil.
func (w *World) PlayerAt(i int) *Character {
	if i < 0 || i >= w.players {
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

// Phase returns where the fight stands.
func (w *World) Phase() Phase { return w.phase }

// Wave returns how many waves have come, and how many there are.
func (w *World) Wave() (n, of int) { return w.wave, len(w.assets.Waves) }

// Combo returns the player's running count of landed hits.
func (w *World) Combo() int { return w.combo }

// Press feeds a pressed input tag to character i at the next Step.
func (w *World) Press(i int, tag string) error { return w.Feed(Command{Character: i, Tag: tag}) }

// Release feeds a released input tag to character i at the next Step.
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

// SetInput sets what the player holds: its buttons, of every device, and
// the stick (or WASD) as a world-space direction of length up to 1.
func (w *World) SetInput(buttons items.Buttons, stick combat.Vec) {
	_ = w.SetPlayerInput(w.local, buttons, stick) // this machine's player always is
}

// SetPlayerInput sets what player i holds, as SetInput does for player 0.
func (w *World) SetPlayerInput(i int, buttons items.Buttons, stick combat.Vec) error {
	p := w.PlayerAt(i)
	if p == nil {
		return errNoCharacter
	}
	p.buttons = buttons
	if l := stick.Magnitude(); l > 1 {
		stick = stick.Scale(1 / l)
	}
	p.stick = stick
	return nil
}

// DrawItem draws the item in a slot for the player: its graph and input
// mappings replace the old ones and its tags replace the old item's. A draw
// respects the running move: it waits until the move ends or the node's
// cancel rules let TagDraw cut it (Component.Cancellable), and a later draw
// replaces a waiting one.
func (w *World) DrawItem(slot int) error { return w.DrawItemFor(w.local, slot) }

// DrawItemFor draws the item in a slot for player i, as DrawItem does for
// player 0.
func (w *World) DrawItemFor(i, slot int) error {
	p := w.PlayerAt(i)
	if p == nil {
		return errNoCharacter
	}
	it := w.assets.Items.Slot(slot)
	if it == nil {
		return errNoItem
	}
	if i == 0 {
		w.pendingDraw = slot + 1
	}
	p.wantItem = it
	return w.tryDraw(p)
}

// PendingItem returns the item a draw of player 0 waits to draw, or nil.
func (w *World) PendingItem() *items.Item { return w.Player().wantItem }

// tryDraw draws a player's waiting item once its move allows it.
func (w *World) tryDraw(p *Character) error {
	it := p.wantItem
	if it == nil || (!p.comp.Idle() && !p.comp.Cancellable(TagDraw)) {
		return nil
	}
	p.wantItem = nil
	return w.draw(p, it)
}

func (w *World) draw(c *Character, it *items.Item) error {
	if c.item == it {
		return nil
	}
	if err := c.comp.SetGraph(it.Graph); err != nil {
		return err
	}
	if c.item != nil {
		for _, t := range c.item.GrantedTags {
			c.host.RemoveTag(t)
		}
	}
	for _, t := range it.GrantedTags {
		c.host.AddTag(t)
	}
	c.item = it
	c.mapper.SetMappings(it.Mappings)
	return nil
}

// ToggleLock locks the player onto the nearest enemy, or lets go.
func (w *World) ToggleLock() bool {
	w.pendingLock = true
	return w.arena.ToggleLock(w.Player().fighter)
}

// ToggleLockFor locks player i onto the nearest enemy, or lets go; for
// player 0 it is ToggleLock.
func (w *World) ToggleLockFor(i int) bool {
	if i == 0 {
		return w.ToggleLock()
	}
	p := w.PlayerAt(i)
	return p != nil && w.arena.ToggleLock(p.fighter)
}
