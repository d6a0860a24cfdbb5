// Package game is the playable game on ebiten: it reads the mouse and the
// gamepads, feeds the world (package game/world, which knows nothing of
// ebiten), steps it one tick per Update and draws it. Nothing here decides
// what a move does; the action graph does.
package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// The logical screen size; the window scales it to fit.
const (
	ScreenWidth  = 1280
	ScreenHeight = 720
)

var errNoFrames = errors.New("game: a screenshot or state file needs Frames above 0")

// player is the index of the character the input drives.
const player = 0

// Config chooses how a Game runs.
type Config struct {
	// Autoplay, when set, feeds scripted inputs in place of real input.
	Autoplay *world.Script
	// Frames, when above 0, stops the game after that many updates.
	Frames int
	// Screenshot, when set with Frames, saves the screen as PNG to this
	// path when the game stops.
	Screenshot string
	// State, when set, is where the world's final state is written as JSON
	// when the game stops after Frames.
	State string
	// ActionLog, when set, logs every action event at debug level.
	ActionLog *slog.Logger
	// Log receives the game's own messages; slog.Default() when nil.
	Log *slog.Logger
}

// Game is the ebiten.Game: one world, its input and its screen.
type Game struct {
	cfg    Config
	log    *slog.Logger
	world  *world.World
	input  *input
	view   *view
	frames int
}

// New builds a game with the player running the unarmed graph.
func New(cfg Config) (*Game, error) {
	if (cfg.Screenshot != "" || cfg.State != "") && cfg.Frames <= 0 {
		return nil, errNoFrames
	}
	w, err := world.NewPlayerWorld()
	if err != nil {
		return nil, err
	}
	if cfg.ActionLog != nil {
		w.SetActionLogger(cfg.ActionLog)
	}
	v, err := newView()
	if err != nil {
		return nil, err
	}
	log := cfg.Log
	if log == nil {
		log = slog.Default()
	}
	return &Game{cfg: cfg, log: log, world: w, input: newInput(), view: v}, nil
}

// World returns the game's world.
func (g *Game) World() *world.World { return g.world }

// Update reads input, feeds it to the world and steps the world one tick.
// After Config.Frames updates it saves what was asked for and returns
// ebiten.Termination.
func (g *Game) Update() error {
	if g.cfg.Autoplay != nil {
		if err := g.cfg.Autoplay.Feed(g.world); err != nil {
			return err
		}
	} else {
		for _, cmd := range g.input.poll() {
			cmd.Character = player
			if err := g.world.Feed(cmd); err != nil {
				return err
			}
		}
	}
	g.world.Step()
	g.frames++
	if g.cfg.Frames > 0 && g.frames >= g.cfg.Frames {
		if err := g.finish(); err != nil {
			return err
		}
		return ebiten.Termination
	}
	return nil
}

// finish saves the screenshot and the state file, when asked for.
func (g *Game) finish() error {
	if g.cfg.Screenshot != "" {
		img := ebiten.NewImage(ScreenWidth, ScreenHeight)
		defer img.Deallocate()
		g.view.draw(img, g.world)
		if err := savePNG(g.cfg.Screenshot, img); err != nil {
			return err
		}
		g.log.Info("saved screenshot", slog.String("file", g.cfg.Screenshot), slog.Int("frames", g.frames))
	}
	if g.cfg.State != "" {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(g.world.Snapshot()); err != nil {
			return err
		}
		if err := os.WriteFile(g.cfg.State, buf.Bytes(), 0o644); err != nil {
			return fmt.Errorf("game: %w", err)
		}
		g.log.Info("saved state", slog.String("file", g.cfg.State), slog.Int64("tick", g.world.Now()))
	}
	return nil
}

// Draw draws the world.
func (g *Game) Draw(screen *ebiten.Image) { g.view.draw(screen, g.world) }

// Layout keeps the logical screen at 1280x720 whatever the window's size.
func (g *Game) Layout(int, int) (int, int) { return ScreenWidth, ScreenHeight }
