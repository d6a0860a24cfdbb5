package world

import (
	"errors"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// coop returns a world of n players with no waves, player 1 holding item,
// player 0 down and player 1 standing beside it, within reach.
func coop(t *testing.T, n int, item string) (w *World, down, reviver *Character) {
	t.Helper()
	w, err := New(testAssets(t), Options{Seed: 1, Players: n, Item: item})
	if err != nil {
		t.Fatal(err)
	}
	w.Step()
	if err := w.Fell(0); err != nil {
		t.Fatal(err)
	}
	down, reviver = w.PlayerAt(0), w.PlayerAt(1)
	reviver.Fighter().Pos = down.Fighter().Pos.Add(combat.Vec{X: -30})
	w.Step()
	return w, down, reviver
}

// tap presses a button of player i for a tick and lets go of it.
func tap(w *World, i int, b items.Input) {
	_ = w.SetPlayerInput(i, items.Buttons(0).With(b), combat.Vec{})
	w.Step()
	_ = w.SetPlayerInput(i, 0, combat.Vec{})
}

// riseTicks is when, in ticks into the Revive node, the teammate rises.
func riseTicks(t *testing.T, w *World) ag.Ticks {
	t.Helper()
	at, ok := w.riseAt()
	if !ok {
		t.Fatal("AM_Revive has no notify:revive")
	}
	return ag.SecondsToTicks(at)
}

// TestReviveRaisesAFallenTeammate: with each item, Interact beside a
// fallen teammate plays the Revive node's paired action (the Paired
// Action Available condition passes); the teammate lies still until the
// reviver's notify:revive, then stands at ROOT with its share of health,
// held in its get-up and safe from blows for the tuning's time.
func TestReviveRaisesAFallenTeammate(t *testing.T) { // AG-PAY-7, AG-COND-6
	for _, item := range []string{"Fists", "Sword", "Two-Handed", "Shield"} {
		t.Run(item, func(t *testing.T) {
			w, down, r := coop(t, 2, item)
			if have := w.ReviveTarget(); have != nil {
				t.Errorf("the revive prompt of player 0, who is down, marks %s", have.Name)
			}
			tap(w, 1, items.KeyE)
			if have := r.State().Node; have != "Revive" {
				t.Fatalf("Interact beside the fallen teammate started %q, want Revive", have)
			}
			if mate, p, ok := w.Reviving(r); !ok || mate != down || p > 0.05 {
				t.Errorf("Reviving: %v %.2f %v, want player 0 at the start", mate, p, ok)
			}
			rise := riseTicks(t, w)
			for w.Now() < 2+rise && down.Dead() {
				w.Step()
			}
			rt := w.Assets().Tuning.Revive
			f := down.Fighter()
			switch {
			case down.Dead():
				t.Fatalf("the teammate is still down %d ticks into the revive", rise+1)
			case f.Health != float64(f.MaxHealth*rt.HealthShare):
				t.Errorf("it stands with %v health, want %v of %v", f.Health, rt.HealthShare, f.MaxHealth)
			case !down.Component().Idle() || !down.Held() || !down.HasTag(combat.TagInvulnerable):
				t.Errorf("risen: node %q, held %v, invulnerable %v; want ROOT, held in its get-up, invulnerable",
					down.State().Node, down.Held(), down.HasTag(combat.TagInvulnerable))
			}
			if sheet, _ := w.Pose(down); sheet == nil || sheet != w.riseSheet(down) {
				t.Errorf("its pose is %v, want its get-up", sheet)
			}
			if h := strike(t, w, down); h.Damage != 0 || f.Health != float64(f.MaxHealth*rt.HealthShare) {
				t.Errorf("a blow on the risen teammate: %v, %v damage, health %v; want nothing landing", h.Outcome, h.Damage, f.Health)
			}
			for range rt.Invulnerable {
				w.Step()
			}
			if down.Held() || down.HasTag(combat.TagInvulnerable) || w.Phase() != Playing {
				t.Errorf("%d ticks after rising: held %v, invulnerable %v, phase %v; want free, hittable, playing",
					rt.Invulnerable, down.Held(), down.HasTag(combat.TagInvulnerable), w.Phase())
			}
		})
	}
}

// riseSheet is the get-up sheet a player draws with its item.
func (w *World) riseSheet(c *Character) *anim.Sheet {
	s, _ := w.assets.Library.Skin(c.skin(), montageRise)
	return s
}

// strike has a Grunt, standing by as a dummy, land its first slash on c.
func strike(t *testing.T, w *World, c *Character) combat.Hit {
	t.Helper()
	e, err := w.Spawn("Grunt")
	if err != nil {
		t.Fatal(err)
	}
	e.SetDummy(true)
	e.Fighter().Pos = c.Fighter().Pos.Add(combat.Vec{X: -40})
	h := w.arena.Strike(e.fighter, c.fighter, w.assets.Attacks["AM_Grunt_Slash1"])
	w.land(&h)
	return h
}

// TestReviveEnds: a blow that staggers the reviver, a step, a dodge, a
// push out of reach or its own fall ends the revive and the teammate
// stays down; a blow that cannot stagger it (stagger immunity) does not.
func TestReviveEnds(t *testing.T) { // AG-API-4, AG-HOOK-2
	hit := func(w *World, r *Character) { strike(t, w, r) }
	tests := []struct {
		name      string
		before    func(w *World, r *Character) // before the press
		during    func(w *World, r *Character) // 20 ticks into the revive
		wantRisen bool
		wantPhase Phase
	}{
		{name: "no interruption", wantRisen: true},
		{name: "a blow staggers the reviver", during: hit},
		{name: "the reviver steps away", during: func(w *World, r *Character) {
			_ = w.SetPlayerInput(1, 0, combat.Vec{X: -1})
		}},
		{name: "a dodge cuts it", during: func(w *World, r *Character) { tap(w, 1, items.KeySpace) }},
		{name: "knocked out of reach", during: func(w *World, r *Character) {
			r.Fighter().Pos = r.Fighter().Pos.Add(combat.Vec{X: -40})
		}},
		{name: "the reviver falls", during: func(w *World, r *Character) { _ = w.Fell(1) }, wantPhase: Defeat},
		{name: "a blow in its stagger immunity", wantRisen: true,
			before: func(w *World, r *Character) {
				hit(w, r)
				for r.Fighter().Staggered() || r.Fighter().Hitstop > 0 || !r.Component().Idle() {
					w.Step()
				}
			},
			during: hit},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w, down, r := coop(t, 2, "")
			if tt.before != nil {
				tt.before(w, r)
			}
			tap(w, 1, items.KeyE)
			if r.State().Node != "Revive" {
				t.Fatalf("no revive started: %q", r.State().Node)
			}
			for range 20 {
				w.Step()
			}
			if tt.during != nil {
				tt.during(w, r)
			}
			w.Step()
			if r.State().Node == "Revive" && !tt.wantRisen {
				t.Errorf("the reviver plays on, a tick after: %v", r.Lines())
			}
			for range 2 * riseTicks(t, w) {
				w.Step()
			}
			if risen := !down.Dead(); risen != tt.wantRisen {
				t.Errorf("teammate risen %v, want %v (the reviver on %q)", risen, tt.wantRisen, r.State().Node)
			}
			if down.revive.by != nil || r.revive.partner != nil {
				t.Errorf("the pair outlived the revive: %v raises %v", down.revive.by, r.revive.partner)
			}
			if w.Phase() != tt.wantPhase {
				t.Errorf("phase %v, want %v", w.Phase(), tt.wantPhase)
			}
		})
	}
}

// TestDownNotGone: alone, a fall is the defeat and Interact does nothing;
// together, a fallen player lies where it fell while a teammate stands,
// the prompt marks it from within reach only, one teammate raises it at a
// time, and the fight is lost when all are down.
func TestDownNotGone(t *testing.T) {
	t.Run("solo", func(t *testing.T) {
		w := newWorld(t, "")
		w.Step()
		if res := w.Player().Component().ProcessInput(TagInteract, ag.InputPressed); res != ag.Dropped {
			t.Errorf("Interact in a solo fight: %v, want Dropped", res)
		}
		if err := w.Fell(0); err != nil {
			t.Fatal(err)
		}
		w.Step()
		if w.Phase() != Defeat {
			t.Errorf("a solo fall: phase %v, want Defeat", w.Phase())
		}
	})
	t.Run("co-op", func(t *testing.T) {
		// TestEnemiesGoForTheNearestPlayerStanding has the enemies leave
		// the fallen and the defeat once all are down; here the revive.
		w, _, _ := coop(t, 3, "")
		p := w.Players()
		if w.Phase() != Playing || !p[0].Dead() || p[0].Fighter().Pos != playerStarts[0] {
			t.Errorf("player 0 down: phase %v, dead %v at %v; want playing, down where it fell", w.Phase(), p[0].Dead(), p[0].Fighter().Pos)
		}
		w.local = 1 // player 1's view of the fight
		p[1].Fighter().Pos = p[0].Fighter().Pos.Add(combat.Vec{X: -w.assets.Tuning.Revive.Reach - 5})
		if have := w.ReviveTarget(); have != nil {
			t.Errorf("out of reach, the prompt marks %s", have.Name)
		}
		p[1].Fighter().Pos = p[0].Fighter().Pos.Add(combat.Vec{X: -30})
		if have := w.ReviveTarget(); have != p[0] {
			t.Errorf("within reach, the prompt marks %v, want player 0", have)
		}
		var s Sight
		w.Look(&s)
		if len(s.Team) != 2 || !s.Team[0].ReviveReady || !s.Team[0].Dead || s.Team[1].ReviveReady {
			t.Errorf("player 1 sees its team as %+v, want player 0 down and marked, player 2 not", s.Team)
		}
		p[2].Fighter().Pos = p[0].Fighter().Pos.Add(combat.Vec{X: 30})
		tap(w, 1, items.KeyE)
		if res := p[2].Component().ProcessInput(TagInteract, ag.InputPressed); res != ag.Dropped {
			t.Errorf("a second reviver of one teammate: %v, want Dropped", res)
		}
		if err := w.Fell(1); err != nil {
			t.Fatal(err)
		}
		w.Step()
		if w.Phase() != Playing {
			t.Errorf("player 2 stands: phase %v, want Playing", w.Phase())
		}
		if err := w.Fell(2); err != nil {
			t.Fatal(err)
		}
		w.Step()
		if w.Phase() != Defeat {
			t.Errorf("all down: phase %v, want Defeat", w.Phase())
		}
		if err := w.Fell(3); !errors.Is(err, errNoCharacter) {
			t.Errorf("Fell of a fourth player of three: %v, want %v", err, errNoCharacter)
		}
	})
	t.Run("a solo sight has no team", func(t *testing.T) {
		w := newWorld(t, "")
		var s Sight
		w.Look(&s)
		if len(s.Team) != 0 {
			t.Errorf("a solo player sees a team of %d", len(s.Team))
		}
	})
}

// TestMirrorShowsRevive: a mirror shows a remote reviver's Revive node
// playing AM_Revive with its progress, and the teammate's get-up once the
// server has it standing.
func TestMirrorShowsRevive(t *testing.T) {
	w, err := NewMirror(testAssets(t), 2, 0) // this machine's player is the one down
	if err != nil {
		t.Fatal(err)
	}
	rep := func(dead bool, node string, time ag.Ticks) *Replication {
		return &Replication{Chars: []Replica{
			{Name: "Player", Pos: combat.Vec{X: 400, Y: 360}, Health: 0, MaxHealth: 120, Item: "Fists", Node: "ROOT", Dead: dead},
			{Name: "Player 2", Pos: combat.Vec{X: 370, Y: 360}, Health: 120, MaxHealth: 120, Item: "Fists", Node: node, TimeInNode: time},
		}}
	}
	if err := w.Follow(rep(true, "Revive", 30)); err != nil {
		t.Fatal(err)
	}
	w.Step()
	r, down := w.PlayerAt(1), w.PlayerAt(0)
	mate, p, ok := w.Reviving(r)
	want := float64(31) / float64(riseTicks(t, w))
	if !ok || mate != down || p < want-0.02 || p > want+0.02 {
		t.Errorf("the mirror's reviver: Reviving %v %.2f %v, want player 0 at %.2f", mate, p, ok, want)
	}
	if err := w.Follow(rep(false, "Revive", 80)); err != nil {
		t.Fatal(err)
	}
	w.Step()
	if sheet, _ := w.Pose(down); sheet == nil || sheet != w.riseSheet(down) || !down.Held() {
		t.Errorf("the risen teammate shows %v (held %v), want its get-up", sheet, down.Held())
	}
	if mate, p, ok := w.Reviving(r); !ok || mate != down || p != 1 {
		t.Errorf("the reviver after the rise: Reviving %v %.2f %v, want player 0, done, still on its move", mate, p, ok)
	}
}
