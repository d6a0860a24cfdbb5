package world

import (
	"fmt"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/combat"
)

// strikeTick starts a Grunt's slash at the player and returns the tick its
// blow goes live (its first trace frame), read from its telegraph.
func strikeTick(t *testing.T, w *World, e *Character) ag.Ticks {
	t.Helper()
	enemySwing(t, e)
	left, ok := w.StrikeIn(e)
	if !ok {
		run(t, w, nil, w.Now()+1)
		if left, ok = w.StrikeIn(e); !ok {
			t.Fatalf("%s shows no telegraph in %q", e.Name, e.State().Node)
		}
	}
	return w.Now() + left
}

// hitOutcome steps to until, feeding s, and returns how the first blow on
// the player resolved; NoHit when none landed.
func hitOutcome(t *testing.T, w *World, s *Script, until ag.Ticks) combat.Outcome {
	t.Helper()
	var fx []Effect
	for w.Now() < until {
		run(t, w, s, w.Now()+1)
		fx = w.Effects(fx[:0])
		for _, e := range fx {
			if e.Kind == EffectHit && e.Victim == w.Player() && e.Age == 0 {
				return e.Outcome
			}
		}
	}
	return combat.NoHit
}

// TestGuardOnReaction presses the sword's and the shield's guard at
// moments around a Grunt's blow going live: pressed just before, the
// guard's first frames parry it (notify:parry on its raise) and the Grunt
// reels and is cut to ROOT (AG-API-4); pressed long before, the raised
// guard blocks from its first frame; pressed after the blow landed it is
// too late.
func TestGuardOnReaction(t *testing.T) {
	tests := []struct {
		item   string
		before ag.Ticks // the guard goes down this many ticks before the blow is live
		want   combat.Outcome
	}{
		{"Sword", 3, combat.Parried},
		{"Sword", 1, combat.Parried},
		{"Sword", 12, combat.Blocked}, // past the parry frames the raise blocks
		{"Sword", 18, combat.Blocked},
		{"Sword", -16, combat.Struck},
		{"Shield", 3, combat.Parried},
		{"Shield", 18, combat.Blocked},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s %d ticks before", tt.item, tt.before), func(t *testing.T) {
			w := newWorld(t, tt.item)
			e := place(t, w, "Grunt", 40)
			e.SetDummy(true)
			live := strikeTick(t, w, e)
			press := live - tt.before
			if press <= w.Now() && tt.before > 0 {
				t.Fatalf("the telegraph leaves %d ticks, the test wants the guard %d ticks before", live-w.Now(), tt.before)
			}
			s := script(t, fmt.Sprintf(`[{"tick":%d,"down":"mouse.right"}]`, press))
			if have := hitOutcome(t, w, s, live+20); have != tt.want {
				t.Fatalf("have %v, want %v (player in %q)", have, tt.want, w.Player().State().Node)
			}
			if tt.want == combat.Parried && (!e.Fighter().Staggered() || !e.Component().Idle() || !e.Component().HasTag(combat.TagOpen)) {
				t.Errorf("the parried Grunt: staggered %t, in %q, open %t; want reeling at ROOT, open to a finisher",
					e.Fighter().Staggered(), e.State().Node, e.Component().HasTag(combat.TagOpen))
			}
		})
	}
}

// TestEveryAttackIsTelegraphed reads the data: for every enemy type, every
// attack its graph plays (a montage with an Attack) shows its cue
// (notify:cue) at least 18 ticks before its first active frame (trace:) at
// the type's Action Speed, and the cue covers the wind-up up to it.
func TestEveryAttackIsTelegraphed(t *testing.T) {
	a := testAssets(t)
	const least = 18
	checked := 0
	for _, typ := range a.Enemies {
		for _, n := range typ.Graph.Nodes {
			p, ok := n.Payload.(*ag.MontagePayload)
			if !ok {
				continue
			}
			if _, attack := a.Attacks[p.Montage]; !attack {
				continue
			}
			t.Run(typ.Name+"/"+n.Name, func(t *testing.T) {
				sheet, ok := a.Library.Sheet(p.Montage)
				if !ok {
					t.Fatalf("no sheet %s", p.Montage)
				}
				cue, trace := -1, -1
				for _, tag := range sheet.Tags {
					switch {
					case tag.Kind == anim.TagNotify && tag.Notify == notifyCue && cue < 0:
						cue = tag.From
					case tag.Kind == anim.TagTrace && (trace < 0 || tag.From < trace):
						trace = tag.From
					}
				}
				if cue < 0 || trace < 0 || cue >= trace {
					t.Fatalf("%s: cue at frame %d, first trace at frame %d: want a cue before the blow", p.Montage, cue, trace)
				}
				rate := p.PlayRate
				if rate <= 0 {
					rate = 1
				}
				rate *= typ.ActionSpeed
				have := ag.SecondsToTicks((sheet.Start(trace) - sheet.Start(cue)) / rate)
				if have < least {
					t.Errorf("%s at Action Speed %g: the cue comes %d ticks before the blow, want at least %d", p.Montage, typ.ActionSpeed, have, least)
				}
			})
			checked++
		}
	}
	if checked < 6 {
		t.Errorf("checked %d enemy attacks, want every one of the four types' (at least 6)", checked)
	}
}

// TestEveryEnemyReaches lets each enemy type start its first combo from its
// attack range at a player who stands and faces it: its steps and its
// steering carry the blow home.
func TestEveryEnemyReaches(t *testing.T) {
	for _, typ := range testAssets(t).Enemies {
		t.Run(typ.Name, func(t *testing.T) {
			w := newWorld(t, "")
			e := place(t, w, typ.Name, typ.AttackRange)
			e.SetDummy(true)
			p := w.Player()
			before := p.Fighter().Health
			in := typ.Combos[0]
			e.Component().QueueInputSequence(in.SequenceMode(), in.Inputs...)
			for i := 0; i < 4*60 && p.Fighter().Health == before; i++ {
				run(t, w, nil, w.Now()+1)
			}
			if p.Fighter().Health == before {
				t.Errorf("%s swung %v from %g px and never landed (it ended at %.0f px)", typ.Name, in.Inputs, typ.AttackRange,
					e.Fighter().Pos.Distance(p.Fighter().Pos))
			}
		})
	}
}

// TestKnockbackReads strikes a standing fighter with every attack in the
// data and measures how far it slides: at least 10 px for any blow, at
// least 20 px for a heavy one (20 damage or more).
func TestKnockbackReads(t *testing.T) {
	a := testAssets(t)
	for name, atk := range a.Attacks {
		t.Run(name, func(t *testing.T) {
			arena := combat.NewArena(a.Tuning.Combat)
			at := arena.Add(combat.Fighter{Pos: vec(400, 360), Radius: 14, MaxHealth: 1e9, MaxStamina: 100})
			v := arena.Add(combat.Fighter{Pos: vec(440, 360), Facing: 3.14159, Radius: 14, Team: 1, MaxHealth: 1e9, MaxStamina: 100})
			arena.Strike(at, v, atk)
			start := arena.Fighter(v).Pos
			for range 120 {
				arena.Step()
			}
			moved := arena.Fighter(v).Pos.Distance(start)
			want := 10.0
			if atk.Damage >= 20 {
				want = 20
			}
			if moved < want {
				t.Errorf("%s (damage %g, knockback %g) pushes %.1f px, want at least %g", name, atk.Damage, atk.Knockback, moved, want)
			}
		})
	}
}
