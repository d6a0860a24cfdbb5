package picture_test

import (
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/actiongraph/picture"
)

type shout struct{}

func (shout) Execute(*ag.Run) bool { return false }

func TestNodeLines(t *testing.T) {
	toRoot := ag.NewNode("To Root", nil)
	toRoot.ReturnToRoot = true
	guard := ag.NewNode("Guard Hold", ag.NewHoldPayload())
	guard.AppliedTags = []string{"UPC.State.Blocking"}
	heavy := ag.NewNode("Heavy", &ag.MontagePayload{Montage: "AM_Heavy", Section: "Swing", PlayRate: 1.5})
	heavy.Costs = []ag.Cost{ag.NewVitalCost("stamina", 25), ag.NewCooldownCost("Cooldown.Heavy", 2, 1)}
	heavy.Gates = []ag.Gate{&ag.TagGate{Query: ag.TagQuery{Required: []string{"UPC.Item.TwoHanded"}}}}
	heavy.CanBeCancelled = true
	heavy.Hooks = []ag.Hook{&ag.DrainVitalHook{Vital: "stamina", PerSecond: 5}}
	hop := ag.NewNode("Hop", &ag.MontagePayload{Montage: "AM_UPC_Hop_F", BackMontage: "AM_UPC_Hop_B", LeftMontage: "AM_UPC_Hop_L"})
	tests := []struct {
		node *ag.Node
		want string
	}{
		{ag.NewNode("Light 1", &ag.MontagePayload{Montage: "AM_Attack_Light", PlayRate: 1}), "Light 1|montage AM_Attack_Light"},
		{guard, "Guard Hold|hold|tags State.Blocking"},
		{ag.NewNode("Recovery", ag.NewDelayPayload(0.5)), "Recovery|delay 0.5s"},
		{toRoot, "To Root|to root"},
		{ag.NewNode("Idle", nil), "Idle|nothing"},
		{heavy, "Heavy|montage AM_Heavy [Swing] x1.5|cost stamina 25, Cooldown.Heavy 2s|gate with Item.TwoHanded|cancellable, drains stamina 5/s"},
		{hop, "Hop|montage AM_UPC_Hop_F|by stick: back AM_UPC_Hop_B, left AM_UPC_Hop_L"},
		{ag.NewNode("Taunt", &ag.TriggerEventPayload{EventTag: "UPC.Event.Taunt", EndImmediately: true}), "Taunt|event Event.Taunt"},
		{ag.NewNode("Buff", &ag.TriggerEventPayload{Mode: ag.ActivateAbilityByTag, AbilityTags: []string{"UPC.Ability.Buff"}}), "Buff|ability Ability.Buff, waits"},
		{ag.NewNode("Finisher", &ag.PairedActionPayload{Sets: []string{"Finishers"}}), "Finisher|paired Finishers"},
		{ag.NewNode("Shout", shout{}), "Shout|custom shout"},
	}
	for _, tt := range tests {
		if have := strings.Join(picture.NodeLines(tt.node), "|"); have != tt.want {
			t.Errorf("%s:\nhave %q\nwant %q", tt.node.Name, have, tt.want)
		}
	}
}

func TestWireLines(t *testing.T) {
	tests := []struct {
		wire ag.Transition
		want string
	}{
		{ag.Transition{FiresOn: ag.InputPressed, InputTag: "UPC.Input.LightAttack"}, "LightAttack (pressed)"},
		{ag.Transition{FiresOn: ag.InputReleased, InputTag: "UPC.Input.Guard"}, "Guard (released)"},
		{ag.Transition{FiresOn: ag.InputReleasedEarly, InputTag: "UPC.Input.HeavyAttack"}, "HeavyAttack (released early)"},
		{ag.Transition{FiresOn: ag.ActionCompleted}, "Auto"},
		{ag.Transition{FiresOn: ag.ActionFailed}, "Failed"},
		{ag.Transition{FiresOn: ag.InputPressed, InputTag: "UPC.Input.Guard", Timing: ag.Interrupt}, "Guard (pressed) interrupt"},
		{ag.Transition{FiresOn: ag.InputPressed, InputTag: "Custom.Jump", Priority: 1}, "Custom.Jump (pressed) prio 1"},
		{ag.Transition{
			FiresOn: ag.InputPressed, InputTag: "UPC.Input.LightAttack",
			Conditions: []ag.Condition{&ag.TargetDistanceCondition{Compare: ag.Closer, Distance: 80}},
		}, "LightAttack (pressed)|[target closer 80]"},
		{ag.Transition{
			FiresOn: ag.InputPressed, InputTag: "UPC.Input.LightAttack",
			RequiredTags: []string{"UPC.Item.Shield"}, BlockedTags: []string{"UPC.State.Staggered"},
			Conditions: []ag.Condition{
				&ag.VitalCondition{Vital: "stamina", Compare: ag.Above, Value: 30},
				&ag.PairedActionCondition{Sets: []string{"Finishers", "Ripostes"}},
				&ag.TargetStateCondition{Query: ag.TagQuery{Required: []string{"UPC.State.Stunned"}}},
			},
		}, "LightAttack (pressed)|[with Item.Shield, without State.Staggered, stamina above 30, paired Finishers, Ripostes, target with State.Stunned]"},
	}
	for _, tt := range tests {
		if have := strings.Join(picture.WireLines(&tt.wire), "|"); have != tt.want {
			t.Errorf("have %q\nwant %q", have, tt.want)
		}
	}
}
