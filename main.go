// Command actiongraph-game is the playable game: one character runs the
// reference page's two-attack action graph on the left mouse button or a
// gamepad's right shoulder, in a 1280x720 resizable window.
//
// Usage:
//
//	actiongraph-game [-autoplay FILE] [-frames N [-screenshot OUT.png] [-state OUT.json]] [-log-actions]
//
// -autoplay feeds a scripted input file ([{"tick":0,"press":"UPC.Input.LightAttack"}, ...])
// instead of real input. -frames stops after N updates (60 a second), saving
// the screen to -screenshot and the final action state to -state. -log-actions
// logs every action event at debug level.
package main

import (
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
	autoplay := fs.String("autoplay", "", "feed scripted inputs from this JSON `file` instead of real input")
	frames := fs.Int("frames", 0, "stop after `n` frames (0: play until the window closes)")
	screenshot := fs.String("screenshot", "", "save the screen to this PNG `file` when -frames runs out")
	state := fs.String("state", "", "write the final action state to this JSON `file` when -frames runs out")
	logActions := fs.Bool("log-actions", false, "log every action event (debug level)")
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

	cfg := game.Config{Frames: *frames, Screenshot: *screenshot, State: *state, Log: log}
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
	g, err := game.New(cfg)
	if err != nil {
		return err
	}
	ebiten.SetWindowSize(game.ScreenWidth, game.ScreenHeight)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowTitle("Action Graph")
	return ebiten.RunGame(g)
}
