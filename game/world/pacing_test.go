package world

import (
	"math"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
)

// TestDrawWaitsForTheSwing draws another item during a committed swing
// (the two-handed Heavy, which nothing cuts) and during a move whose cancel
// rules let a draw cut it (the sword's guard, cancellableByInputs listing
// UPC.Input.Draw): the first waits for the swing's end, the second swaps
// at once; a draw at ROOT swaps at once. AG-IN-5 AG-IN-6 AG-API-3
func TestDrawWaitsForTheSwing(t *testing.T) {
	tests := []struct {
		name     string
		item     string
		script   string
		drawAt   ag.Ticks
		slot     int
		wantNode string // the node running as the draw is asked
		wantWait bool
	}{
		{"committed heavy", "Two-Handed", `[{"tick":0,"down":"mouse.right"}]`, 45, 1, "Heavy", true},
		{"first slash", "Sword", `[{"tick":0,"down":"mouse.left"},{"tick":3,"up":"mouse.left"}]`, 10, 0, "Slash 1", true},
		{"held guard", "Sword", `[{"tick":0,"down":"mouse.right"}]`, 30, 2, "Guard Hold", false},
		{"standing", "Sword", `[]`, 10, 2, ag.RootName, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t, tt.item)
			p := w.Player()
			s := script(t, tt.script)
			run(t, w, s, tt.drawAt)
			if have := p.State().Node; have != tt.wantNode {
				t.Fatalf("in %q as the draw is asked, want %q", have, tt.wantNode)
			}
			before := p.Item()
			if err := w.DrawItem(tt.slot); err != nil {
				t.Fatal(err)
			}
			want := w.Assets().Items.Slot(tt.slot)
			if !tt.wantWait {
				if p.Item() != want || w.PendingItem() != nil {
					t.Fatalf("have %s drawn (waiting %v), want %s at once", p.Item().Name, w.PendingItem(), want.Name)
				}
				return
			}
			if p.Item() != before || w.PendingItem() != want {
				t.Fatalf("have %s drawn, want %s kept while %s waits", p.Item().Name, before.Name, want.Name)
			}
			swing := tt.wantNode
			for p.State().Node == swing {
				run(t, w, s, w.Now()+1)
				if p.State().Node == swing && p.Item() != before {
					t.Fatalf("tick %d: the draw cut %s", w.Now(), swing)
				}
			}
			for i := 0; i < 120 && p.Item() != want; i++ {
				run(t, w, s, w.Now()+1)
			}
			if p.Item() != want || w.PendingItem() != nil {
				t.Errorf("after %s: have %s drawn, want %s", swing, p.Item().Name, want.Name)
			}
		})
	}
}

// TestNoStunlock lets two Grunts on either side of a standing player
// strike in turn for ten seconds: the player's staggers stay within the
// cap (hitstop ticks aside, which freeze everything), and between them come
// stretches without one, long enough to dodge.
func TestNoStunlock(t *testing.T) {
	w := newWorld(t, "")
	p := w.Player()
	var grunts [2]*Character
	for i := range grunts {
		e, err := w.Spawn("Grunt")
		if err != nil {
			t.Fatal(err)
		}
		e.SetDummy(true)
		grunts[i] = e
	}
	pf := p.Fighter() // after the spawns: Add may move the fighters
	pf.MaxHealth, pf.Health = 1e6, 1e6
	for i, e := range grunts {
		side := float64(2*i - 1)
		e.Fighter().Pos = pf.Pos.Add(combat.Vec{X: 32 * side})
		e.Fighter().Facing = math.Atan2(0, -side)
	}
	pt := w.Assets().Tuning.Player
	longest, run0, freeRun, free, staggers := 0, 0, 0, 0, 0
	for tick := 0; tick < 600; tick++ {
		for i, e := range grunts {
			// Each swings whenever it can, the two a third of a second apart.
			if e.Component().Idle() && !e.Fighter().Staggered() && (tick/20)%2 == i {
				e.Component().ProcessInput(TagLightAttack, ag.InputPressed)
			}
			e.Fighter().Facing = w.arena.AngleTo(e.fighter, p.fighter)
		}
		w.Step()
		if pf.Frozen() {
			continue // hitstop freezes the stagger's count with everything else
		}
		if pf.Staggered() {
			if run0 == 0 {
				staggers++
			}
			run0++
			longest = max(longest, run0)
			free = 0
		} else {
			run0 = 0
			free++
			if staggers > 0 {
				freeRun = max(freeRun, free)
			}
		}
	}
	if staggers < 2 {
		t.Fatalf("the player reeled %d times in 10 s of two Grunts' blows, want the test to stagger it", staggers)
	}
	if longest > pt.MaxStagger {
		t.Errorf("have %d ticks reeled in a row, want at most the cap, %d", longest, pt.MaxStagger)
	}
	if freeRun < pt.StaggerImmunity {
		t.Errorf("have %d free ticks in a row at most between staggers, want at least the immunity, %d", freeRun, pt.StaggerImmunity)
	}
}

// TestDodge hops with each stick: it travels at least 2.5 body widths (the
// drawn body, its hurtbox's longer side) the way the stick pushes, or with
// the stick centred away from the nearest enemy; it is invulnerable on the
// frames its sheet marks and not after; it costs stamina, and short of it
// the press is refused and shown.
func TestDodge(t *testing.T) {
	tests := []struct {
		name  string
		stick combat.Vec
		want  combat.Vec // the way it must go
	}{
		{"pushed sideways", combat.Vec{Y: 1}, combat.Vec{Y: 1}},
		{"pushed forward", combat.Vec{X: 1}, combat.Vec{X: 1}},
		{"pushed back", combat.Vec{X: -1}, combat.Vec{X: -1}},
		{"centred: away from the Grunt", combat.Vec{}, combat.Vec{X: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t, "")
			e := place(t, w, "Grunt", 150)
			e.SetDummy(true)
			p := w.Player()
			p.Fighter().Facing = math.Pi / 2 // facing away from the Grunt's side: centred must turn to it
			width := bodyWidth(t, w)
			start, stamina := p.Fighter().Pos, p.Fighter().Stamina
			s := script(t, `[{"tick":0,"down":"key.space"},{"tick":3,"up":"key.space"}]`)
			w.SetInput(0, tt.stick)
			var invulnerable []bool
			for i := 0; i < 60 && (i < 2 || !p.Component().Idle()); i++ {
				if err := s.Feed(w); err != nil {
					t.Fatal(err)
				}
				stick := tt.stick
				if i > 0 {
					stick = combat.Vec{}
				}
				w.SetInput(p.buttons, stick)
				w.Step()
				invulnerable = append(invulnerable, p.Component().HasTag(combat.TagInvulnerable))
			}
			moved := p.Fighter().Pos.Sub(start)
			if moved.Magnitude() < 2.5*width {
				t.Errorf("travelled %.0f px, want at least 2.5 body widths (%.0f px)", moved.Magnitude(), 2.5*width)
			}
			if moved.Unit().Sub(tt.want).Magnitude() > 0.05 {
				t.Errorf("travelled along %v, want %v", moved.Unit(), tt.want)
			}
			if have, want := stamina-p.Fighter().Stamina, dodgeCost(t, p); have < want-0.01 {
				t.Errorf("spent %g stamina, want the dodge's cost, %g", have, want)
			}
			first := 0
			for first < len(invulnerable) && invulnerable[first] {
				first++
			}
			if first < 10 || first > 16 {
				t.Errorf("invulnerable for the first %d ticks, want the sheet's marked frames (about 14)", first)
			}
			for i := first; i < len(invulnerable); i++ {
				if invulnerable[i] {
					t.Fatalf("invulnerable again at tick %d, past the marked frames", i)
				}
			}
		})
	}
	t.Run("short of stamina", func(t *testing.T) {
		w := newWorld(t, "")
		p := w.Player()
		p.Fighter().SetVital("stamina", dodgeCost(t, p)-1)
		run(t, w, script(t, `[{"tick":0,"down":"key.space"}]`), 1)
		if p.State().Node != ag.RootName {
			t.Fatalf("dodged into %q short of stamina", p.State().Node)
		}
		var fx []Effect
		refused := false
		for _, e := range w.Effects(fx) {
			refused = refused || (e.Kind == EffectRefused && e.Victim == p)
		}
		if ago, ok := p.RefusedAgo(); !ok || ago > 1 || !refused {
			t.Errorf("refused %d ticks ago (%t), shown %t: want the refusal shown now", ago, ok, refused)
		}
	})
}

// bodyWidth returns the drawn body's width: the player's hurtbox's longer
// side, or the body circle's width if that is more.
func bodyWidth(t *testing.T, w *World) float64 {
	t.Helper()
	sheet, frame := w.Pose(w.Player())
	r, ok := sheet.SliceAt("hurtbox", frame)
	if !ok {
		t.Fatal("the player's pose has no hurtbox")
	}
	return max(float64(max(r.W, r.H)), 2*w.Player().Fighter().Radius)
}

// dodgeCost returns the stamina the drawn item's Dodge node costs.
func dodgeCost(t *testing.T, p *Character) float64 {
	t.Helper()
	if n := p.Item().Graph.Node("Dodge"); n != nil {
		for _, c := range n.Costs {
			if v, ok := c.(*ag.VitalCost); ok && v.Vital == "stamina" {
				return v.Amount
			}
		}
	}
	t.Fatalf("%s's Dodge costs no stamina", p.Item().Name)
	return 0
}
