// Command coopbots flies bot players in co-op matches of a server, over
// real WebSockets, for load tests: each bot is a player's machine as the
// game runs one (its prediction and mirror world) with one of the play
// harness's pilots at its controls, 60 ticks a second.
//
// Usage:
//
//	coopbots [-server http://HOST:PORT] [-matches N -players P | -codes A,B] [-pilot skilled] [-seconds S]
//
// It makes N matches of P players (POST /match) or joins the codes given,
// flies the bots for S seconds (until interrupted with 0) and prints what
// their machines counted: moves claimed, confirmed and refused by cause.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/internal/botfleet"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		slog.Error("coopbots", slog.Any("err", err))
		os.Exit(1)
	}
}

var errArgs = errors.New("coopbots: give -codes, or -matches and -players")

func run(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("coopbots", flag.ContinueOnError)
	server := fs.String("server", "http://127.0.0.1:7777", "the server's base `URL`")
	codes := fs.String("codes", "", "comma-separated codes of matches to join, instead of making them")
	matches := fs.Int("matches", 1, "matches to make")
	players := fs.Int("players", 4, "bots a match (and the players each match is made for)")
	pilot := fs.String("pilot", "skilled", "the bots' pilot: skilled, masher or idle")
	seconds := fs.Int("seconds", 60, "how long to fly; 0 until interrupted")
	seed := fs.Uint64("seed", 1, "the pilots' seed")
	if err := fs.Parse(args); err != nil {
		return err
	}
	cfg := botfleet.Config{Server: strings.TrimSuffix(*server, "/"), Players: *players, Matches: *matches, Pilot: *pilot, Seed: *seed}
	if *codes != "" {
		cfg.Codes, cfg.Matches = strings.Split(*codes, ","), 0
	}
	if len(cfg.Codes) == 0 && (cfg.Matches <= 0 || cfg.Players <= 0) {
		return errArgs
	}
	a, err := world.LoadAssets(assets.FS)
	if err != nil {
		return err
	}
	cfg.Assets = a
	if *seconds > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, time.Duration(*seconds)*time.Second)
		defer cancel()
	}
	rep, err := botfleet.Fly(ctx, cfg)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "%d bots: %d moves claimed, %d confirmed, %d refused %v; %d dropped\n",
		rep.Machines, rep.Claims, rep.Confirmed, rep.Refused, rep.RefusedBy, rep.Dropped)
	for _, e := range rep.Errors {
		fmt.Fprintln(out, "  ", e)
	}
	return nil
}
