package world

import (
	"fmt"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/ai"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/internal/detmath"
	"github.com/upc-demo/actiongraph-game/items"
)

// updateWaves ends the fight when the players have all fallen, and sends the next wave
// a little after the last enemy of this one falls; after the last wave the
// player has won.
func (w *World) updateWaves() {
	if w.phase != Playing {
		return
	}
	if w.playersDown() {
		w.phase = Defeat
		w.cue(Cue{Kind: CueDefeat, Pos: w.Player().Fighter().Pos, Victim: w.Player()})
		return
	}
	if !w.opt.Waves || w.enemiesAlive() > 0 {
		return
	}
	if w.nextWave == 0 {
		w.nextWave = w.now + waveGapTicks
		for _, p := range w.Players() {
			w.heal(p, w.assets.Tuning.Pacing.HealBetweenWaves)
		}
	}
	if w.now < w.nextWave {
		return
	}
	w.nextWave = 0
	if w.wave >= len(w.assets.Waves) {
		w.phase = Victory
		w.cue(Cue{Kind: CueVictory, Pos: w.Player().Fighter().Pos})
		return
	}
	for _, s := range w.assets.Waves[w.wave].Spawns {
		for range s.Count {
			if _, err := w.Spawn(s.Type); err != nil && w.log != nil {
				w.log.Error("wave", "error", err) // waves were checked against the types when they loaded
			}
		}
	}
	w.wave++
	w.cue(Cue{Kind: CueWaveStart, Weight: float64(w.wave)})
}

// playersDown reports whether every player has fallen.
func (w *World) playersDown() bool {
	for _, p := range w.Players() {
		if !p.Dead() {
			return false
		}
	}
	return true
}

// heal gives a character health back, as much as it lacks at most, and
// shows it.
func (w *World) heal(c *Character, amount float64) {
	f := c.Fighter()
	amount = min(amount, f.MaxHealth-f.Health)
	if amount <= 0 || f.Dead {
		return
	}
	f.SetVital("health", f.Health+amount)
	w.effects.add(effect{at: w.now, pos: f.Pos, amount: amount, kind: EffectHeal, victim: c.fighter})
}

func (w *World) enemiesAlive() int {
	n := 0
	for _, c := range w.chars {
		if c.brain != nil && !c.Dead() {
			n++
		}
	}
	return n
}

// Spawn adds an enemy of a type at the arena's edge and returns it.
func (w *World) Spawn(typ string) (*Character, error) {
	t := w.assets.Enemy(typ)
	if t == nil {
		return nil, fmt.Errorf("world: no enemy type %q", typ)
	}
	n := len(w.chars)
	// Enemies come in around a ring, spread by their order.
	a := float64(n) * 2.399963 // the golden angle
	pos := combat.Vec{X: combat.ScreenW/2 + float64(detmath.Cos(a)*520), Y: combat.ScreenH/2 + float64(detmath.Sin(a)*300)}
	c := &Character{Name: fmt.Sprintf("%s %d", t.Name, n), Type: t}
	f := combat.Fighter{Pos: pos, Radius: t.Radius, Team: 1, MaxHealth: t.Health, MaxStamina: max(t.Stamina, 1),
		MaxStagger: t.MaxStagger, StaggerImmunity: t.StaggerImmunity}
	w.add(c, f, t.ActionSpeed)
	c.mapper = items.NewMapper(nil)
	c.brain = ai.NewBrain(t, w.opt.Seed*0x9e3779b97f4a7c15+uint64(n))
	if err := c.comp.SetGraph(t.Graph); err != nil {
		return nil, err
	}
	c.host.Cooldowns = map[string]*ag.Cooldown{}
	return c, nil
}
