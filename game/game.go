// Package game is the playable game on ebiten: it reads the keyboard, the
// mouse and every gamepad, feeds the World (package game/world, which
// knows nothing of ebiten), steps it one tick per Update and draws it.
// Nothing here decides what a move does; the action graphs do.
package game

import (
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/game/bot"
	"github.com/upc-demo/actiongraph-game/game/controls"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// The logical screen size; the window scales it to fit.
const (
	ScreenWidth  = 1280
	ScreenHeight = 720
)

var (
	errNoFrames = errors.New("game: a screenshot or state file needs Frames or ShotTick above 0")
	errNoItem   = errors.New("game: no such item")
)

// Config chooses how a Game runs.
type Config struct {
	// Seed makes the enemies' choices: the same seed and inputs give the same fight.
	Seed uint64
	// Item names the item the player starts with; the fists when empty.
	Item string
	// Autoplay, when set, feeds scripted inputs in place of the devices.
	Autoplay *world.Script
	// Pilot, when set, names a player of package bot ("skilled", "masher",
	// "idle") who plays in place of the devices, seeded with Seed; the
	// fight starts at once.
	Pilot string
	// Join, when set, joins a co-op match on a server, HOST:PORT/CODE,
	// instead of fighting alone (netplay, docs/multiplayer.md).
	Join string
	// Name is the name a co-op player asks the server for (its Hello);
	// the server cleans it and its teammates see it over its head. At
	// most netplay.MaxName bytes of UTF-8; empty leaves it to the server.
	Name string
	// ShotTick, when above 0 with Join, holds the co-op fight still on
	// the server's tick ShotTick, a multiple of netplay.StateEvery, once
	// its State comes: every body where the server put it then, the
	// mirror no longer stepped. With Screenshot or State the game saves
	// them then and stops (Frames, if set, bounds the wait); the browser
	// keeps drawing that frame, its test state saying "shot".
	ShotTick int
	// FreezeOn, when set, stops the fight a moment after it first shows
	// "hit" (the player's blow lands), "parry", "windup" (an enemy's
	// telegraph) or "revive" (a co-op revive half played): the screen
	// keeps drawing it, for a picture.
	FreezeOn string
	// Console, when set, is a console line run once the fight has played
	// ConsoleAt Updates, as if typed (a co-op fight's UPC.Debug.Net.*
	// lines go to the server): for pictures of moments a command makes.
	Console   string
	ConsoleAt int
	// Frames, when above 0, starts the fight at once (no title) and stops
	// the game after that many updates.
	Frames int
	// Screenshot, when set with Frames, saves the screen as PNG to this
	// path when the game stops.
	Screenshot string
	// State, when set with Frames, is where the world's final state is
	// written as JSON when the game stops.
	State string
	// Debug starts with the action debug overlay on.
	Debug bool
	// ActionLog, when set, logs every action event at debug level.
	ActionLog *slog.Logger
	// Log receives the game's own messages; slog.Default() when nil.
	Log *slog.Logger
	// AssetsDir is the folder the data is read from and watched for saves
	// (see DefaultAssetsDir); the embedded assets, which cannot change, when empty.
	AssetsDir string
	// GraphFile, when set, gives Item (the default item when empty) this
	// graph file: a path inside AssetsDir, or one on the machine.
	GraphFile string
	// GraphView starts with the live graph panel (F2) open.
	GraphView bool
	// Record, when set, is where the fight's replay is written by Close.
	Record string
	// Replay, when set, plays a recorded fight in place of the devices,
	// checking its digests as it goes.
	Replay *world.Replay
	// NoShake starts with the screen shake off (F6 toggles it).
	NoShake bool
	// Gallery stands one enemy of every type beside the player as
	// training dummies, for a picture of them (stage.go).
	Gallery bool
	// Pause opens the pause menu once the fight starts, and Pad acts as if
	// a pad of that name had been used last (PadRaw: one with no standard
	// layout): for pictures of the menus and the pad glyphs.
	Pause  bool
	Pad    string
	PadRaw bool
}

// Game is the ebiten.Game: the scenes, one World at a time, the input and
// the screen.
type Game struct {
	cfg     Config
	log     *slog.Logger
	assets  *world.Assets
	loadErr error

	scene   scene
	world   *world.World
	track   tracker
	in      input
	last    frameInput
	view    *view
	console console
	debug   bool
	frames  int // Updates run
	// endShown is the Update at which the end screen came up.
	endShown int

	graph   graphView
	menu    controls.Menu      // the pause menu (pausemenu.go)
	changes <-chan assetChange // reloads from the watcher; nil with nothing to watch
	drops   chan assetChange   // files dropped on the window or page
	reload  reloadState

	rec      recording       // the fight being recorded, with Config.Record (record.go)
	playback *world.Playback // the replay being played, with Config.Replay
	stage    stage           // the camera, shake, sparks and rumble (stage.go)

	sound *soundPlayer // the cues and menu moves through the speakers (sound.go)

	clock  clockAccount // ticks run against the wall clock (catchup.go)
	pilot  bot.Pilot    // plays for the player, with Config.Pilot
	online *online      // the co-op fight joined, with Config.Join (online.go)
	freeze freezer      // stops the fight on a moment, with Config.FreezeOn (freeze.go)
	// consoleRan is set once Config.Console has run.
	consoleRan bool
	shot       shot // holds a co-op fight on a server tick, with Config.ShotTick (shot.go)
}

// Close writes the recorded fight's replay, with Config.Record; call it
// when the game ends, whichever way.
func (g *Game) Close() error {
	if g.rec.file == nil {
		return nil
	}
	if err := g.rec.file.Save(); err != nil {
		return fmt.Errorf("game: %w", err)
	}
	g.log.Info("saved replay", slog.String("file", g.rec.file.Path()))
	return nil
}

// New loads the assets and builds the game. A load error is returned when
// Config.Frames is set (a scripted run) and otherwise shown on screen.
func New(cfg Config) (*Game, error) {
	if (cfg.Screenshot != "" || cfg.State != "") && cfg.Frames <= 0 && cfg.ShotTick <= 0 {
		return nil, errNoFrames
	}
	if err := checkCoopConfig(cfg); err != nil {
		return nil, err
	}
	// Every scene paints the whole screen first (the floor, the title's
	// backdrop, the error's fill), so Ebitengine's clear would be a
	// full-screen pass for nothing: software WebGL pays for each.
	ebiten.SetScreenClearedEveryFrame(false)
	log := cfg.Log
	if log == nil {
		log = slog.Default()
	}
	g := &Game{cfg: cfg, log: log, debug: cfg.Debug, track: newTracker(), drops: make(chan assetChange, 4)}
	g.graph.open = cfg.GraphView
	if err := checkMoment(cfg.FreezeOn); err != nil {
		return nil, err
	}
	g.freeze.on = cfg.FreezeOn
	pilot, err := newPilot(cfg.Pilot, cfg.Seed)
	if err != nil {
		return nil, err
	}
	g.pilot = pilot
	g.changes = watchAssets(cfg, log) // before loading, so no save is missed
	g.sound = newSoundPlayer(assetsFS(cfg.AssetsDir), log)
	a, err := loadAssets(cfg)
	if err != nil {
		if cfg.Frames > 0 || errors.Is(err, errNoItem) {
			return nil, err
		}
		log.Error("assets", slog.Any("err", err))
		g.loadErr, g.scene = err, sceneError
	} else {
		for _, w := range a.Warnings {
			log.Warn("assets", slog.String("warning", w))
		}
		g.assets = a
	}
	var lib *anim.Library
	if g.assets != nil {
		lib = g.assets.Library
	}
	g.view, err = newView(lib)
	if err != nil {
		return nil, err
	}
	g.view.stage, g.stage.shake.off = &g.stage, cfg.NoShake
	g.in.pads.log = log
	if cfg.Pad != "" {
		g.in.pretendPad(cfg.Pad, cfg.PadRaw)
	}
	if g.assets != nil && cfg.Join != "" {
		if err := g.startJoining(); err != nil {
			return nil, err
		}
	} else if g.assets != nil && (cfg.Frames > 0 || cfg.Autoplay != nil || g.pilot != nil) {
		if err := g.startFight(); err != nil {
			return nil, err
		}
		if cfg.Pause {
			g.openPause()
		}
	}
	installTestHook(g.testState)
	return g, nil
}

// World returns the fight in play, or nil before the first.
func (g *Game) World() *world.World { return g.world }

// Update reads the devices, runs the scene (in a fight: feeds the World
// and steps it one tick) and, after Config.Frames updates, saves what was
// asked for and returns ebiten.Termination.
func (g *Game) Update() error {
	defer g.saveOnPanic()
	for range 1 + g.owed(time.Now()) { // catchup.go
		if err := g.updateOnce(); err != nil {
			return err
		}
	}
	return nil
}

// updateOnce is one tick of the game: the scene, the stage and the sound.
func (g *Game) updateOnce() error {
	g.frames++
	if g.freeze.stopped(g.frames) || g.shot.held {
		return g.finishIfDone()
	}
	before := g.scene
	if err := g.update(); err != nil {
		return err
	}
	g.present()
	g.updateSound(before)
	return g.finishIfDone()
}

// finishIfDone ends a run of Config.Frames Updates when they have run,
// or a co-op fight held on Config.ShotTick with files to save.
func (g *Game) finishIfDone() error {
	if g.shot.done(g.cfg) || g.cfg.Frames > 0 && g.frames >= g.cfg.Frames {
		if err := g.shot.missed(g.cfg); err != nil {
			return err
		}
		if err := g.finish(); err != nil {
			return err
		}
		return ebiten.Termination
	}
	return nil
}

// Draw draws the scene and, for a moment after a change, the volume.
func (g *Game) Draw(screen *ebiten.Image) {
	g.draw(screen)
	g.sound.drawVolume(screen, g.view)
}

// Layout keeps the logical screen at 1280x720 whatever the window's size.
func (g *Game) Layout(int, int) (int, int) { return ScreenWidth, ScreenHeight }

// itemNames lists the items' names for an error message.
func itemNames(a *world.Assets) string {
	names := make([]string, len(a.Items))
	for i, it := range a.Items {
		names[i] = it.Name
	}
	return strings.Join(names, ", ")
}
