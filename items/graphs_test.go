package items

import (
	"slices"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Scenario-style checks: each shipped item's graph played through its own
// input mappings, button by button, on test montages.

func checkLog(t *testing.T, have, want []string) {
	t.Helper()
	if !slices.Equal(have, want) {
		t.Errorf("log:\nhave %q\nwant %q", have, want)
	}
}

// checkTag returns an act that checks, at a time, whether the character
// carries a tag (its host's or the graph's).
func checkTag(t *testing.T, at float64, tag string, want bool) act {
	return act{at: at, do: func(r *rig) {
		if have := r.comp.HasTag(tag); have != want {
			t.Errorf("%.3f: has %s: %v, want %v", at, tag, have, want)
		}
	}}
}

func TestFistsComboChainsOnWindows(t *testing.T) {
	// AG-WIN-1, AG-IN-9, AG-IN-10: a press made before Jab 1's window waits
	// and starts Jab 2 as the window opens (0.2 s). AG-BUF-1: Jab 2 ignores
	// presses before its own window (0.4 s): a mashed third press is lost,
	// a press inside the window throws the Hook.
	tests := []struct {
		name  string
		third float64
		want  []string
	}{
		{"third press mashed early", 0.3, []string{
			"0.000 node Jab 1 from ROOT via inputPressed montage AM_Fists_Jab1",
			"0.200 node Jab 2 from Jab 1 via inputPressed montage AM_Fists_Jab2",
			"0.600 reset",
		}},
		{"third press in the window", 0.45, []string{
			"0.000 node Jab 1 from ROOT via inputPressed montage AM_Fists_Jab1",
			"0.200 node Jab 2 from Jab 1 via inputPressed montage AM_Fists_Jab2",
			"0.450 node Hook from Jab 2 via inputPressed montage AM_Fists_Hook",
			"1.050 reset",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRig(t, shipped(t).Named("Fists"))
			r.play(1.5, acts(click(0, MouseLeft), click(0.1, MouseLeft), click(tt.third, PadRightShoulder))...)
			checkLog(t, r.log, tt.want)
		})
	}
}

func TestSwordComboChainsAtCompletion(t *testing.T) {
	// AG-WIN-2, AG-PAY-1, AG-END-1: AM_Sword_Combo has no window, so a press
	// during a slash waits and the next section starts as this one ends.
	r := newRig(t, shipped(t).Named("Sword"))
	r.play(2, acts(click(0, MouseLeft), click(0.2, MouseLeft), click(0.7, MouseLeft))...)
	checkLog(t, r.log, []string{
		"0.000 node Slash 1 from ROOT via inputPressed montage AM_Sword_Combo",
		"0.500 node Slash 2 from Slash 1 via inputPressed montage AM_Sword_Combo",
		"1.000 node Slash 3 from Slash 2 via inputPressed montage AM_Sword_Combo",
		"1.500 reset",
	})
	if !slices.Contains(r.inputs, "0.200 input UPC.Input.LightAttack inputPressed buffered") {
		t.Errorf("the second press did not wait: %q", r.inputs)
	}
}

func TestSwordGuardHoldsAndLowers(t *testing.T) {
	// AG-PAY-3, AG-TAG-2, AG-HOOK-1: the guard rises, blocking from its
	// first frame, holds with Blocking while the button is down, and lowers
	// on release; AG-BUF-2: released mid-raise, the release waits and lowers
	// the guard as the raise ends.
	r := newRig(t, shipped(t).Named("Sword"))
	r.play(3,
		act{at: 0, down: MouseRight},
		checkTag(t, 0.1, "UPC.State.Blocking", true),
		checkTag(t, 0.5, "UPC.State.Blocking", true),
		act{at: 0.5, do: func(r *rig) {
			if have := r.host.Locomotion.WalkSpeed; have != 0.5 {
				t.Errorf("walk speed in Guard Hold %v, want 0.5", have)
			}
		}},
		act{at: 1.0, up: MouseRight},
		checkTag(t, 1.5, "UPC.State.Blocking", false),
		act{at: 2.0, down: MouseRight},
		act{at: 2.1, up: MouseRight},
	)
	checkLog(t, r.log, []string{
		"0.000 node Guard Raise from ROOT via inputPressed montage AM_Sword_GuardRaise",
		"0.200 node Guard Hold from Guard Raise via actionCompleted",
		"1.000 node Guard Lower from Guard Hold via inputReleased montage AM_Sword_GuardLower",
		"1.200 reset",
		"2.000 node Guard Raise from ROOT via inputPressed montage AM_Sword_GuardRaise",
		"2.200 node Guard Lower from Guard Raise via inputReleased montage AM_Sword_GuardLower",
		"2.400 reset",
	})
}

func TestSwordParryInterruptsASlash(t *testing.T) {
	// AG-IN-4: guard mid-slash, past Cancel Window Start, cuts the slash for
	// the Parry at once (its sheet's notify:parry frames parry: the game's
	// world tests them), which blocks while it plays. AG-IN-11: a guard before Cancel Window Start waits
	// for the slash's end.
	r := newRig(t, shipped(t).Named("Sword"))
	r.play(3.5, acts(
		click(0, MouseLeft),
		[]act{{at: 0.2, down: MouseRight}, {at: 0.4, up: MouseRight}},
		[]act{checkTag(t, 0.3, "UPC.State.Blocking", true)}, // a parry that misses still blocks
		click(2.0, MouseLeft),
		click(2.05, PadLeftShoulder),
	)...)
	checkLog(t, r.log, []string{
		"0.000 node Slash 1 from ROOT via inputPressed montage AM_Sword_Combo",
		"0.200 cancelled Slash 1 by UPC.Input.Guard",
		"0.200 node Parry from Slash 1 via inputPressed montage AM_Sword_Parry",
		"0.700 reset",
		"2.000 node Slash 1 from ROOT via inputPressed montage AM_Sword_Combo",
		"2.500 node Parry from Slash 1 via inputPressed montage AM_Sword_Parry",
		"3.000 reset",
	})
}

func TestTwoHandedHeavy(t *testing.T) {
	// AG-END-7: the hold trigger's press arrives 0.5 s after the button went
	// down; a release before sends inputReleasedEarly and nothing swings.
	// AG-COST-1, AG-END-5: at 10 stamina the Heavy fails to Out Of Breath and
	// spends nothing; at 100 it swings, spends 25 and recovers through Action
	// Completed. AG-HOOK-2: moving cuts the Recovery past Cancel Window Start.
	for _, c := range []struct {
		name    string
		stamina float64
		acts    []act
		want    []string
		after   float64
	}{
		{"out of breath", 10, []act{{at: 0, down: MouseRight}, {at: 0.8, up: MouseRight}}, []string{
			"0.500 failed Heavy cost stamina",
			"0.500 node Out Of Breath from Heavy via actionFailed montage AM_Tired",
			"1.700 reset",
		}, 10},
		{"swing and recover", 100, []act{{at: 0, down: PadRightTrigger}, {at: 0.6, up: PadRightTrigger}}, []string{
			"0.500 node Heavy from ROOT via inputPressed montage AM_TwoHanded_Heavy",
			"1.600 node Recovery from Heavy via actionCompleted montage AM_TwoHanded_Recovery",
			"2.200 reset",
		}, 75},
		{"walk out of the recovery", 100, []act{
			{at: 0, down: MouseRight}, {at: 0.6, up: MouseRight},
			{at: 1.65, do: func(r *rig) { r.comp.Moved() }},
			{at: 1.8, do: func(r *rig) { r.comp.Moved() }},
		}, []string{
			"0.500 node Heavy from ROOT via inputPressed montage AM_TwoHanded_Heavy",
			"1.600 node Recovery from Heavy via actionCompleted montage AM_TwoHanded_Recovery",
			"1.800 reset",
		}, 75},
		{"let go too soon", 100, []act{{at: 0, down: MouseRight}, {at: 0.45, up: MouseRight}}, nil, 100},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, shipped(t).Named("Two-Handed"))
			r.host.Vitals["stamina"] = c.stamina
			r.play(3, c.acts...)
			checkLog(t, r.log, c.want)
			if have := r.host.Vitals["stamina"]; have != c.after {
				t.Errorf("stamina %v, want %v", have, c.after)
			}
			if c.want == nil && !slices.Contains(r.inputs, "0.450 input UPC.Input.HeavyAttack inputReleasedEarly dropped") {
				t.Errorf("no early release: %q", r.inputs)
			}
		})
	}
}

func TestTwoHandedLightChainsOnWindows(t *testing.T) {
	// AG-WIN-1, AG-IN-10.
	r := newRig(t, shipped(t).Named("Two-Handed"))
	r.play(2, acts(click(0, MouseLeft), click(0.1, MouseLeft))...)
	checkLog(t, r.log, []string{
		"0.000 node Light 1 from ROOT via inputPressed montage AM_TwoHanded_Light1",
		"0.400 node Light 2 from Light 1 via inputPressed montage AM_TwoHanded_Light2",
		"1.200 reset",
	})
}

func TestShield(t *testing.T) {
	// AG-IN-2, AG-IN-3: the Bash needs the drawn shield's tag. AG-IN-5,
	// AG-IN-6: a dodge cuts the bash's recovery and runs from ROOT. AG-IN-8:
	// from the block (a Hold, window open) a press bashes at once.
	its := shipped(t)
	shield := its.Named("Shield")
	if have := shield.Graph.Node("Bash").Spacing.StopDistance; have != 25 {
		t.Errorf("Bash stop distance %v, want 25", have)
	}
	r := newRig(t, shield)
	r.play(4, acts(
		click(0, MouseLeft),
		click(0.6, KeySpace),
		[]act{{at: 2.0, down: MouseRight}, checkTag(t, 2.4, "UPC.State.Blocking", true)},
		click(2.5, MouseLeft),
		[]act{{at: 3.5, up: MouseRight}},
	)...)
	checkLog(t, r.log, []string{
		"0.000 node Bash from ROOT via inputPressed montage AM_Shield_Bash",
		"0.500 node Bash Recovery from Bash via actionCompleted",
		"0.600 cancelled Bash Recovery by UPC.Input.Dodge",
		"0.600 node Dodge from ROOT via root montage AM_UPC_Hop_B",
		"1.050 reset",
		"2.000 node Block Raise from ROOT via inputPressed montage AM_Shield_Block",
		"2.250 node Block Hold from Block Raise via actionCompleted",
		"2.500 node Bash from Block Hold via inputPressed montage AM_Shield_Bash",
		"3.000 node Bash Recovery from Bash via actionCompleted",
		"3.300 reset",
	})

	bare := newRig(t, shield)
	bare.host.RemoveTag("UPC.Item.Shield")
	bare.play(1, click(0, MouseLeft)...)
	checkLog(t, bare.log, nil)
}

func TestEveryItemDodgesAndFinishes(t *testing.T) {
	// AG-PAY-2: the dodge picks the back hop from the stick; AG-COST-1: it
	// spends its stamina cost, and short of it, it fails. AG-PAY-7, AG-IN-2,
	// AG-COND-3, AG-COND-4: a press near a staggered target plays the
	// finisher (priority 1); farther off, the item's first light move.
	first := map[string]string{"Fists": "Jab 1", "Sword": "Slash 1", "Two-Handed": "Light 1", "Shield": "Bash"}
	for _, it := range shipped(t) {
		t.Run(it.Name, func(t *testing.T) {
			r := newRig(t, it)
			cost := dodgeCost(t, it)
			target := func(d float64) func(r *rig) {
				return func(r *rig) {
					r.host.HasTarget, r.host.TargetDistance, r.host.TargetTags = true, d, []string{"UPC.State.Staggered", "UPC.State.Open"}
				}
			}
			r.play(7, acts(
				[]act{{at: 0, do: func(r *rig) { r.host.StickDir = ag.Back }}},
				click(0, KeySpace),
				[]act{{at: 0.3, do: func(r *rig) {
					if have := r.host.Vitals["stamina"]; have != 100-cost {
						t.Errorf("stamina %v after a dodge, want %v", have, 100-cost)
					}
				}}},
				[]act{{at: 1.0, do: target(60)}},
				click(1.0, MouseLeft),
				[]act{{at: 3.0, do: target(100)}},
				click(3.0, PadRightShoulder),
				[]act{{at: 5.0, do: func(r *rig) { r.host.Vitals["stamina"] = cost - 1 }}},
				click(5.0, PadSouth),
			)...)
			want := []string{
				"0.000 node Dodge from ROOT via inputPressed montage AM_UPC_Hop_B",
				"0.450 reset",
				"1.000 node Finisher from ROOT via inputPressed montage AM_Finisher",
				"2.500 reset",
				"5.000 failed Dodge cost stamina",
			}
			if len(r.log) < 5 || !slices.Equal(r.log[:4], want[:4]) || r.log[len(r.log)-1] != want[4] {
				t.Fatalf("log %q,\nwant it to start %q and end %q", r.log, want[:4], want[4])
			}
			prefix := "3.000 node " + first[it.Name] + " from ROOT via inputPressed"
			if !slices.ContainsFunc(r.log, func(l string) bool { return strings.HasPrefix(l, prefix) }) {
				t.Errorf("at 3.0 the press did not start %s: %q", first[it.Name], r.log)
			}
		})
	}
}

// TestDodgeGoesTheWayTheStickPushes: every item's dodge plays the hop the
// stick pushes towards against the facing, and with the stick centred the
// backstep (Montage; Forward Montage takes a push forward).
// AG-PAY-2
func TestDodgeGoesTheWayTheStickPushes(t *testing.T) {
	tests := []struct {
		stick ag.Direction
		want  string
	}{
		{ag.Neutral, "AM_UPC_Hop_B"}, {ag.Forward, "AM_UPC_Hop_F"}, {ag.Back, "AM_UPC_Hop_B"},
		{ag.Left, "AM_UPC_Hop_L"}, {ag.Right, "AM_UPC_Hop_R"},
	}
	for _, it := range shipped(t) {
		for _, tt := range tests {
			t.Run(it.Name+"/"+tt.stick.String(), func(t *testing.T) {
				r := newRig(t, it)
				r.play(0.1, append([]act{{at: 0, do: func(r *rig) { r.host.StickDir = tt.stick }}}, click(0, KeySpace)...)...)
				want := "0.000 node Dodge from ROOT via inputPressed montage " + tt.want
				if len(r.log) == 0 || r.log[0] != want {
					t.Errorf("log %q, want %q", r.log, want)
				}
			})
		}
	}
}

// dodgeCost returns the stamina an item's Dodge node costs.
func dodgeCost(t *testing.T, it *Item) float64 {
	t.Helper()
	n := it.Graph.Node("Dodge")
	if n == nil {
		t.Fatalf("%s has no Dodge", it.Name)
	}
	for _, c := range n.Costs {
		if v, ok := c.(*ag.VitalCost); ok && v.Vital == "stamina" {
			return v.Amount
		}
	}
	t.Fatalf("%s's Dodge costs no stamina", it.Name)
	return 0
}
