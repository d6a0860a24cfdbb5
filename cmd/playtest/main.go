// Command playtest plays the game headless, as people play it, and prints
// how it went: for each item, the waves a skilled player, a button masher
// and an idle player clear over several seeds; each light chain step's hit
// rate on a Grunt standing still, swung at from the distance a Grunt starts
// its own attacks; each item's reach; and the dodge's distance.
//
// The players (package bot) press buttons and push the stick only, see
// what the screen shows (positions, facing, health bars, attack
// telegraphs) and see it 200 ms late. It never links ebiten.
//
// Usage (make balance runs it):
//
//	go run ./cmd/playtest [-seeds 5] [-minutes 10] [-trials 40] [-items Sword,Shield] [-strategies skilled]
package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"

	"github.com/upc-demo/actiongraph-game/assets"
	"github.com/upc-demo/actiongraph-game/game/bot"
	"github.com/upc-demo/actiongraph-game/game/world"
)

func main() {
	seeds := flag.Int("seeds", 5, "fights per item and strategy, seeds 1..N")
	minutes := flag.Float64("minutes", 10, "a fight still going after this many simulated minutes stops (t)")
	trials := flag.Int("trials", 40, "swings per chain step on the standing Grunt")
	only := flag.String("items", "", "comma-separated item names; empty: every item")
	strategies := flag.String("strategies", strings.Join(bot.Strategies, ","), "comma-separated strategies")
	flag.Parse()
	a, err := world.LoadAssets(assets.FS)
	if err != nil {
		slog.Error("playtest", "err", err)
		os.Exit(1)
	}
	var names []string
	for _, it := range a.Items {
		if *only == "" || strings.Contains(","+*only+",", ","+it.Name+",") {
			names = append(names, it.Name)
		}
	}
	cfg := config{seeds: *seeds, ticks: int64(*minutes * 60 * 60), trials: *trials, strategies: strings.Split(*strategies, ",")}
	if err := report(os.Stdout, a, names, cfg); err != nil {
		slog.Error("playtest", "err", err)
		os.Exit(1)
	}
}

// config is one run's settings.
type config struct {
	seeds, trials int
	ticks         int64
	strategies    []string
}

// report plays everything and prints the tables.
func report(out io.Writer, a *world.Assets, names []string, cfg config) error {
	for _, s := range cfg.strategies {
		if bot.New(s, 1) == nil {
			return fmt.Errorf("unknown strategy %q (want %s)", s, strings.Join(bot.Strategies, ", "))
		}
	}
	res := playAll(a, names, cfg)
	_, of := len(a.Waves), len(a.Waves)
	fmt.Fprintf(out, "## Waves cleared of %d, seeds 1-%d (W won, x fell, t still fighting after the time limit)\n\n", of, cfg.seeds)
	fmt.Fprintf(out, "| Item | %s |\n|---|%s\n", strings.Join(cfg.strategies, " | "), strings.Repeat("---|", len(cfg.strategies)))
	for _, n := range names {
		fmt.Fprintf(out, "| %s |", n)
		for _, s := range cfg.strategies {
			fmt.Fprintf(out, " %s |", res[key{n, s}])
		}
		fmt.Fprintln(out)
	}
	grunt := a.Enemy("Grunt")
	if grunt == nil {
		return fmt.Errorf("no Grunt among the enemy types")
	}
	fmt.Fprintf(out, "\n## Light chain on a Grunt standing still, swung at from %g px (where a Grunt starts its own attacks), %d swings a step\n\n", grunt.AttackRange, cfg.trials)
	fmt.Fprintln(out, "| Item | Chain steps: hit rate | Reach |\n|---|---|---|")
	for _, n := range names {
		steps, err := chainRates(a, n, cfg.trials)
		if err != nil {
			return err
		}
		var cells []string
		for _, s := range steps {
			cells = append(cells, fmt.Sprintf("%s %d%%", s.node, s.percent()))
		}
		fmt.Fprintf(out, "| %s | %s | %.0f px |\n", n, strings.Join(cells, ", "), reach(a, n))
	}
	d, err := dodges(a)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "\n## Dodge (Fists; body %.0f px wide, drawn %.0f px)\n\n", d.width, d.drawn)
	fmt.Fprintln(out, "| Stick | Distance | Body widths |\n|---|---|---|")
	for _, r := range d.rows {
		fmt.Fprintf(out, "| %s | %.0f px | %.1f (%.1f drawn) |\n", r.name, r.dist, r.dist/d.width, r.dist/d.drawn)
	}
	return nil
}
