// Command actiongraph-game is the playable game: an arena brawler in a
// 1280x720 resizable window where the player fights waves of enemies with
// four items, every move run by an action graph.
//
// Usage:
//
//	actiongraph-game [-seed N] [-item NAME [-graph FILE]] [-assets DIR] [-autoplay FILE]
//	                 [-frames N [-screenshot OUT.png] [-state OUT.json]] [-log-actions] [-debug] [-graphview]
//	                 [-record FILE | -replay FILE] [-noshake] [-autopilot NAME] [-freeze-on MOMENT]
//	                 [-join HOST:PORT/CODE [-name NAME] [-shot-tick T]]
//
// -noshake starts with the screen shake off (F6 turns it off and on in
// play). -autopilot lets a player of package bot (skilled, masher, idle)
// play, from the start; -freeze-on stops the fight on a moment (hit, parry,
// windup) and keeps drawing it: with -frames and -screenshot, the tests'
// pictures of those moments.
//
// -join plays a co-op match on a server (cmd/server prints the code) as
// -name, the name the teammates see over the player's head. -shot-tick
// holds that fight on the server's tick T (even: the server publishes
// every other tick) once its State comes, every body where the server had
// it, and saves -screenshot and -state then: every machine of a match
// pictures the same moment.
//
// -seed makes the enemies' choices (the same seed and inputs give the same
// fight). -item names the item the player starts with (Fists, Sword,
// Two-Handed, Shield). -autoplay plays a script of inputs
// ([{"tick":0,"down":"mouse.left"}, {"tick":6,"up":"mouse.left"},
// {"tick":40,"stick":[1,0]}, {"tick":90,"item":1}]) instead of the
// devices. -frames starts the fight at once and stops after N updates (60
// a second), saving the screen to -screenshot and the World's state to
// -state. -log-actions logs every action event at debug level. -debug
// starts with the action debug overlay on (F1 toggles it); -graphview with
// the live graph panel open (F2 toggles it). -record writes the fight's
// replay to a file; -replay plays one (the window closes 1.5 s after its
// end). In the browser, where the game reads no files, the page's
// ?replay=URL plays one and holds its last tick.
//
// -assets names the data folder, read at start and watched while the game
// runs: a saved graph, item, enemy or sprite file reaches every character
// using it within a second, and a file that fails to load keeps the last
// good ones playing and shows its problems on screen. The default is
// ./assets when it exists, else the assets built into the binary. -graph
// gives the -item (the fists without one) another graph file, named inside
// the assets folder (graphs/sword.json) or as a path.
package main

import (
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/game"
	"github.com/upc-demo/actiongraph-game/game/world"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		slog.Error("game stopped", slog.Any("err", err))
		os.Exit(1)
	}
}

// run parses the flags, opens the window and plays until the window closes
// or the frames run out.
func run(args []string) error {
	fs := flag.NewFlagSet("actiongraph-game", flag.ContinueOnError)
	seed := fs.Uint64("seed", 1, "the enemies' random `seed`")
	item := fs.String("item", "", "start with the item of this `name` (default the fists)")
	autoplay := fs.String("autoplay", "", "feed scripted inputs from this JSON `file` instead of the devices")
	frames := fs.Int("frames", 0, "start the fight at once and stop after `n` frames (0: play until the window closes)")
	screenshot := fs.String("screenshot", "", "save the screen to this PNG `file` when -frames runs out")
	state := fs.String("state", "", "write the World's final state to this JSON `file` when -frames runs out")
	logActions := fs.Bool("log-actions", false, "log every action event (debug level)")
	debug := fs.Bool("debug", false, "start with the action debug overlay on")
	graphView := fs.Bool("graphview", false, "start with the live graph panel (F2) open")
	assetsDir := fs.String("assets", game.DefaultAssetsDir(), "read the data from this `folder` and reload its files as they are saved (\"\": the built-in assets)")
	graphFile := fs.String("graph", "", "give the -item this graph `file` (in the assets folder, or a path)")
	record := fs.String("record", "", "record the fight's input to this replay `file` (written as it goes; later fights to FILE-2.json, ...)")
	replay := fs.String("replay", "", "play the recorded fight in this replay `file` in the window")
	noShake := fs.Bool("noshake", false, "start with the screen shake off (F6 toggles it)")
	gallery := fs.Bool("gallery", false, "stand one enemy of every type beside the player as dummies (for pictures)")
	pause := fs.Bool("pause", false, "open the pause menu once the fight starts (for pictures)")
	pad := fs.String("pad", "", "show the glyphs of a pad of this `name` or family (xbox, playstation, nintendo), as if used last (for pictures)")
	padRaw := fs.Bool("pad-raw", false, "with -pad: a pad with no standard layout, showing its notice (for pictures)")
	pilot := fs.String("autopilot", "", "let a player of package bot play: `name` skilled, masher or idle (for pictures and demos)")
	freezeOn := fs.String("freeze-on", "", "stop the fight on a `moment`: hit, parry, windup or revive (for pictures)")
	console := fs.String("console", "", "run this console `line` once the fight has played -console-at Updates, as if typed (for pictures)")
	consoleAt := fs.Int("console-at", 0, "the Update -console runs at, `n`")
	join := fs.String("join", "", "join a co-op match on a server: `HOST:PORT/CODE` (cmd/server prints the code)")
	name := fs.String("name", "", "with -join: the `name` your teammates see over your head (the server cleans it)")
	shotTick := fs.Int("shot-tick", 0, "with -join: hold the fight on the server's `tick` T (even) once its State comes, saving -screenshot and -state then (for pictures)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments: %v", fs.Args())
	}
	level := slog.LevelInfo
	if *logActions {
		level = slog.LevelDebug
	}
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	slog.SetDefault(log)

	cfg := game.Config{
		Seed: *seed, Item: *item, Frames: *frames, Screenshot: *screenshot, State: *state,
		Debug: *debug, Log: log, AssetsDir: *assetsDir, GraphFile: *graphFile, GraphView: *graphView,
		Record: *record, NoShake: *noShake, Gallery: *gallery, Pause: *pause, Pad: *pad, PadRaw: *padRaw, Pilot: *pilot, FreezeOn: *freezeOn, Join: *join,
		Console: *console, ConsoleAt: *consoleAt,
		Name: *name, ShotTick: *shotTick,
	}
	// A replay comes from -replay FILE, or in the browser from the page
	// (?replay=URL), which holds the last frame when it ends.
	replayName, replayData, fromPage := *replay, []byte(nil), false
	if *replay != "" {
		data, err := os.ReadFile(*replay)
		if err != nil {
			return err
		}
		replayData = data
	} else {
		replayName, replayData, fromPage = game.InjectedReplay()
	}
	if replayData != nil {
		r, err := world.ParseReplay(replayName, replayData)
		if err != nil {
			return err
		}
		cfg.Replay = r
		if cfg.Frames == 0 {
			cfg.Frames = r.Ticks() + 90 // the window shows the end for 1.5 s
			if fromPage {
				cfg.Frames = r.Ticks()
			}
		}
	}
	if *autoplay != "" {
		s, err := world.LoadScript(*autoplay)
		if err != nil {
			return err
		}
		cfg.Autoplay = s
		log.Info("autoplay", slog.String("file", *autoplay), slog.Int("steps", s.Len()))
	}
	if *logActions {
		cfg.ActionLog = log
	}
	g := game.NewLoader(cfg)
	ebiten.SetWindowSize(game.ScreenWidth, game.ScreenHeight)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowTitle(game.Title)
	err := errors.Join(ebiten.RunGame(g), g.Close())
	if err == nil && fromPage && g.Game() != nil {
		// The page's replay has ended: the game stays on its last tick, the
		// page keeps its last frame and window.actionGraphState keeps
		// answering, so its digest can be compared with the headless one.
		w := g.Game().World()
		log.Info("replay ended", slog.String("file", replayName), slog.Int64("tick", int64(w.Now())),
			slog.String("digest", fmt.Sprintf("%016x", w.Digest())))
		select {}
	}
	return err
}
