package main

import (
	"fmt"
	"runtime"
	"strings"
	"sync"

	"github.com/upc-demo/actiongraph-game/game/bot"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// key names one line of fights: an item and a strategy.
type key struct{ item, strategy string }

// outcome is how one fight ended: the waves cleared and how it stopped.
type outcome struct {
	cleared int
	end     byte // 'W' won, 'x' fell, 't' out of time
}

// fight plays one fight to its end or the time limit.
func fight(a *world.Assets, item, strategy string, seed uint64, ticks int64) (outcome, error) {
	w, err := world.New(a, world.Options{Seed: seed, Waves: true, Item: item})
	if err != nil {
		return outcome{}, err
	}
	p := bot.New(strategy, seed)
	for w.Phase() == world.Playing && w.Now() < ticks {
		p.Drive(w)
		w.Step()
	}
	n, of := w.Wave()
	switch w.Phase() {
	case world.Victory:
		return outcome{of, 'W'}, nil
	case world.Defeat:
		return outcome{max(n-1, 0), 'x'}, nil
	}
	return outcome{max(n-1, 0), 't'}, nil
}

// playOutcomes plays every item with every strategy at every seed, as
// many at once as there are cores, and returns each line's outcomes.
func playOutcomes(a *world.Assets, names []string, cfg config) map[key][]outcome {
	type job struct {
		k    key
		seed int
	}
	results := map[key][]outcome{}
	var jobs []job
	for _, n := range names {
		for _, s := range cfg.strategies {
			k := key{n, s}
			results[k] = make([]outcome, cfg.seeds)
			for seed := 1; seed <= cfg.seeds; seed++ {
				jobs = append(jobs, job{k, seed})
			}
		}
	}
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := make(chan job)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range next {
				o, err := fight(a, j.k.item, j.k.strategy, uint64(j.seed), cfg.ticks)
				if err != nil {
					o = outcome{end: '?'}
				}
				mu.Lock()
				results[j.k][j.seed-1] = o
				mu.Unlock()
			}
		}()
	}
	for _, j := range jobs {
		next <- j
	}
	close(next)
	wg.Wait()
	return results
}

// playAll plays as playOutcomes does and returns each line as
// "6W 6W 4x 6W 6W (3 won)".
func playAll(a *world.Assets, names []string, cfg config) map[key]string {
	out := map[key]string{}
	for k, os := range playOutcomes(a, names, cfg) {
		var b strings.Builder
		won := 0
		for i, o := range os {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(o.String())
			if o.end == 'W' {
				won++
			}
		}
		fmt.Fprintf(&b, " (%d won)", won)
		out[k] = b.String()
	}
	return out
}

// String reads like "6W": waves cleared and how the fight ended.
func (o outcome) String() string { return fmt.Sprintf("%d%c", o.cleared, o.end) }
