package actiongraph_test

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestCondDirection checks that a Direction condition reads the stick at the
// press (the input's own push, else the host's stick).
// AG-COND-1
func TestCondDirection(t *testing.T) {
	tests := []struct {
		name      string
		in, host  ag.Direction
		withStick bool
		want      string
	}{
		{"left", ag.Left, ag.Neutral, true, "Side Step"},
		{"back", ag.Back, ag.Neutral, true, "Back Step"},
		{"right has no step", ag.Right, ag.Neutral, true, "Dodge"},
		{"neutral", ag.Neutral, ag.Neutral, false, "Dodge"},
		{"host stick", ag.Neutral, ag.Left, false, "Side Step"},
		{"input beats host", ag.Forward, ag.Left, true, "Dodge"},
	}
	for _, tt := range tests {
		g := ag.NewGraph("G")
		for _, n := range []string{"Dodge", "Side Step", "Back Step"} {
			g.AddNode(supMontageNode(n, supDodgeAM))
		}
		g.Connect(supWire(ag.RootName, "Dodge", supDodge))
		g.Connect(supWire(ag.RootName, "Side Step", supDodge)).Conditions = []ag.Condition{&ag.DirectionCondition{Direction: ag.Left}}
		g.Connect(supWire(ag.RootName, "Back Step", supDodge)).Conditions = []ag.Condition{&ag.DirectionCondition{Direction: ag.Back}}
		s := supNewRig(t, g, nil)
		s.host.StickDir = tt.host
		s.c.ProcessInputFull(ag.Input{Tag: supDodge, Moment: ag.InputPressed, Stick: tt.in, HasStick: tt.withStick})
		if s.node() != tt.want {
			t.Errorf("%s: have %q, want %q", tt.name, s.node(), tt.want)
		}
	}
}

// TestCondBuiltIns checks Vital Threshold, Target State, Target Distance,
// Cooldown Ready and Paired Action Available against a host.
// AG-COND-2 AG-COND-3 AG-COND-4 AG-COND-5 AG-COND-6
func TestCondBuiltIns(t *testing.T) {
	const stunned = "UPC.State.Stunned"
	stamina := func(c ag.Compare, v, tol float64) ag.Condition {
		return &ag.VitalCondition{Vital: "stamina", Compare: c, Value: v, Tolerance: tol}
	}
	dist := func(c ag.Compare, d, tol float64) ag.Condition {
		return &ag.TargetDistanceCondition{Compare: c, Distance: d, Tolerance: tol}
	}
	state := func(req, blk []string) ag.Condition {
		return &ag.TargetStateCondition{Query: ag.TagQuery{Required: req, Blocked: blk}}
	}
	noTarget := func(h *ag.BasicHost) { h.HasTarget = false }
	noStamina := func(h *ag.BasicHost) { delete(h.Vitals, "stamina") }
	spent := func(h *ag.BasicHost) { h.Cooldowns["Cooldown.Dodge"] = &ag.Cooldown{Charges: 0, MaxCharges: 1} }
	tests := []struct {
		name string
		cond ag.Condition
		edit func(h *ag.BasicHost)
		want bool
	}{
		{"AG-COND-2 stamina 50 above 30", stamina(ag.Above, 30, 0), nil, true},
		{"AG-COND-2 stamina 50 above 50", stamina(ag.Above, 50, 0), nil, false},
		{"AG-COND-2 stamina 50 below 60", stamina(ag.Below, 60, 0), nil, true},
		{"AG-COND-2 stamina 50 below 50", stamina(ag.Below, 50, 0), nil, false},
		{"AG-COND-2 stamina 50 about 45±5", stamina(ag.About, 45, 5), nil, true},
		{"AG-COND-2 stamina 50 about 44±5", stamina(ag.About, 44, 5), nil, false},
		{"AG-COND-2 no stamina", stamina(ag.Below, 60, 0), noStamina, false},
		{"AG-COND-3 target stunned", state([]string{stunned}, nil), nil, true},
		{"AG-COND-3 parent tag", state([]string{"UPC.State"}, nil), nil, true},
		{"AG-COND-3 target lacks guard", state(nil, []string{"UPC.State.Guarding"}), nil, true},
		{"AG-COND-3 blocked stunned", state(nil, []string{stunned}), nil, false},
		{"AG-COND-3 blocked beats required", state([]string{stunned}, []string{stunned}), nil, false},
		{"AG-COND-3 no target", state([]string{stunned}, nil), noTarget, false},
		{"AG-COND-4 100 closer than 120", dist(ag.Closer, 120, 0), nil, true},
		{"AG-COND-4 100 farther than 120", dist(ag.Farther, 120, 0), nil, false},
		{"AG-COND-4 100 farther than 80", dist(ag.Farther, 80, 0), nil, true},
		{"AG-COND-4 100 about 120±20", dist(ag.About, 120, 20), nil, true},
		{"AG-COND-4 100 about 130±20", dist(ag.About, 130, 20), nil, false},
		{"AG-COND-4 no target", dist(ag.Closer, 1000, 0), noTarget, false},
		{"AG-COND-5 unknown cooldown", &ag.CooldownCondition{Cooldown: "Cooldown.Dodge"}, nil, true},
		{"AG-COND-5 spent cooldown", &ag.CooldownCondition{Cooldown: "Cooldown.Dodge"}, spent, false},
		{"AG-COND-6 known set", &ag.PairedActionCondition{Sets: []string{"Counters", "Finishers"}}, nil, true},
		{"AG-COND-6 unknown set", &ag.PairedActionCondition{Sets: []string{"Counters"}}, nil, false},
		{"AG-COND-6 no target", &ag.PairedActionCondition{Sets: []string{"Finishers"}}, noTarget, false},
	}
	for _, tt := range tests {
		h := supHost()
		h.SetVital("stamina", 50)
		h.HasTarget, h.TargetDistance, h.TargetTags = true, 100, []string{stunned}
		h.PairedActions = map[string]string{"Finishers": supParry}
		if tt.edit != nil {
			tt.edit(h)
		}
		if have := tt.cond.Evaluate(&ag.EvalContext{Host: h}); have != tt.want {
			t.Errorf("%s (%s): have %v, want %v", tt.name, tt.cond.DisplayName(), have, tt.want)
		}
	}
}

// TestCondGateTheWireAndSpendNothing checks that conditions decide which wire
// a press takes and spend nothing: a lunge needs a far target and stamina
// above 30, else the press plays the plain strike.
// AG-COND-2 AG-COND-4
func TestCondGateTheWireAndSpendNothing(t *testing.T) {
	tests := []struct {
		stamina, distance float64
		want              string
	}{{50, 300, "Lunge"}, {50, 100, "Light 1"}, {20, 300, "Light 1"}}
	for _, tt := range tests {
		g := supLightGraph()
		g.AddNode(supMontageNode("Lunge", supLight))
		g.Connect(supWire(ag.RootName, "Lunge", supLA)).Conditions = []ag.Condition{
			&ag.TargetDistanceCondition{Compare: ag.Farther, Distance: 200},
			&ag.VitalCondition{Vital: "stamina", Compare: ag.Above, Value: 30},
		}
		s := supNewRig(t, g, nil)
		s.host.HasTarget, s.host.TargetDistance = true, tt.distance
		s.host.SetVital("stamina", tt.stamina)
		s.press(supLA)
		if v, _ := s.host.Vital("stamina"); s.node() != tt.want || v != tt.stamina {
			t.Errorf("stamina %v, distance %v: have %q and stamina %v, want %q and %v", tt.stamina, tt.distance, s.node(), v, tt.want, tt.stamina)
		}
	}
}

// supTagCond is a custom condition: it passes while the character carries a
// tag. It holds no state, so one value serves every character.
type supTagCond struct{ Tag string }

// Evaluate reads the character's tags through the context.
func (c supTagCond) Evaluate(ctx *ag.EvalContext) bool { return ctx.Component.HasTag(c.Tag) }

// DisplayName names the tag.
func (c supTagCond) DisplayName() string { return "has " + c.Tag }

// TestCondCustomShared checks that a custom condition joins a wire and that
// one condition, in one graph, answers for each character on its own.
// AG-COND-7
func TestCondCustomShared(t *testing.T) {
	g := supLightGraph()
	g.AddNode(supMontageNode("Shield Bash", supParry))
	g.Connect(supWire(ag.RootName, "Shield Bash", supLA)).Conditions = []ag.Condition{supTagCond{"UPC.Item.Shield"}}
	withShield, without := supHost(), supHost()
	withShield.AddTag("UPC.Item.Shield")
	a, b := supNewRig(t, g, withShield), supNewRig(t, g, without)
	for i := range 3 {
		a.press(supLA)
		b.press(supLA)
		if a.node() != "Shield Bash" || b.node() != "Light 1" {
			t.Errorf("round %d: have %q and %q, want Shield Bash and Light 1", i, a.node(), b.node())
		}
		a.c.Interrupt()
		b.c.Interrupt()
	}
}

// TestPayPairedAction checks that Play Paired Action plays this character's
// montage of a paired action with the target, and that with none available
// the node fails to start and Action Failed leads on.
// AG-PAY-7
func TestPayPairedAction(t *testing.T) {
	p := supLoad(t, "p.json", `{"nodes":[{"name":"F","payload":{"type":"playPairedAction","pairedActionSets":["Finishers"]}}]}`, nil).Node("F").Payload
	for _, hasTarget := range []bool{true, false} {
		g := ag.NewGraph("G")
		g.AddNode(ag.NewNode("Finisher", p))
		g.AddNode(supMontageNode("Stagger", supDodgeAM))
		g.Connect(supWire(ag.RootName, "Finisher", supHeavy))
		g.Connect(supAuto("Finisher", "Stagger", ag.ActionFailed))
		s := supNewRig(t, g, nil)
		s.host.HasTarget, s.host.PairedActions = hasTarget, map[string]string{"Finishers": supParry}
		s.press(supHeavy)
		s.tickTo(100)
		want := []string{"0 node Finisher from ROOT via inputPressed", "48 ended Finisher completed", "48 reset"}
		if !hasTarget {
			want = []string{"0 failed Finisher payload", "0 node Stagger from Finisher via actionFailed", "36 ended Stagger completed", "36 reset"}
		}
		supWantLines(t, s.rec.linesOf(ag.EventNodeStarted, ag.EventEnded, ag.EventReset, ag.EventFailed), want)
		if st := s.rec.started(); hasTarget && st[0].Montage != supParry {
			t.Errorf("paired montage: have %q, want %q", st[0].Montage, supParry)
		}
	}
}

// TestCostSpendOrFail checks that a node's costs are spent as it starts, and
// that a cost that cannot be paid or a closed gate makes it fail to start:
// nothing is spent, the press drops and Action Failed leads on when wired.
// AG-COST-1
func TestCostSpendOrFail(t *testing.T) {
	const stunned = "UPC.State.Stunned"
	tests := []struct {
		name     string
		edit     func(n *ag.Node, h *ag.BasicHost)
		wired    bool
		result   ag.Result
		want     []string
		wantLeft float64 // stamina after the press
	}{
		{"vital cost paid", func(n *ag.Node, h *ag.BasicHost) { n.Costs = []ag.Cost{ag.NewVitalCost("stamina", 25)} },
			false, ag.Entered, []string{"0 node Heavy from ROOT via inputPressed"}, 5},
		{"vital cost unaffordable", func(n *ag.Node, h *ag.BasicHost) { n.Costs = []ag.Cost{ag.NewVitalCost("stamina", 31)} },
			false, ag.Dropped, []string{"0 failed Heavy cost stamina"}, 30},
		{"vital cost unaffordable, Action Failed", func(n *ag.Node, h *ag.BasicHost) { n.Costs = []ag.Cost{ag.NewVitalCost("stamina", 31)} },
			true, ag.Entered, []string{"0 failed Heavy cost stamina", "0 node Out Of Breath from Heavy via actionFailed"}, 30},
		{"second cost unaffordable", func(n *ag.Node, h *ag.BasicHost) {
			n.Costs = []ag.Cost{ag.NewVitalCost("stamina", 10), ag.NewVitalCost("focus", 1)}
		}, false, ag.Dropped, []string{"0 failed Heavy cost focus"}, 30},
		{"tag gate closed", func(n *ag.Node, h *ag.BasicHost) {
			n.Gates = []ag.Gate{&ag.TagGate{Query: ag.TagQuery{Blocked: []string{stunned}}}}
			n.Costs = []ag.Cost{ag.NewVitalCost("stamina", 25)}
			h.AddTag(stunned)
		}, false, ag.Dropped, []string{"0 failed Heavy gate tags"}, 30},
		{"cooldown gate closed", func(n *ag.Node, h *ag.BasicHost) {
			n.Gates = []ag.Gate{ag.NewCooldownGate("Cooldown.Heavy")}
			h.Cooldowns["Cooldown.Heavy"] = &ag.Cooldown{MaxCharges: 1}
		}, false, ag.Dropped, []string{"0 failed Heavy gate Cooldown.Heavy"}, 30},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := ag.NewGraph("G")
			n := g.AddNode(supMontageNode("Heavy", supParry))
			g.AddNode(supMontageNode("Out Of Breath", supDodgeAM))
			g.Connect(supWire(ag.RootName, "Heavy", supHeavy))
			if tt.wired {
				g.Connect(supAuto("Heavy", "Out Of Breath", ag.ActionFailed))
			}
			h := supHost()
			h.SetVital("stamina", 30)
			tt.edit(n, h)
			s := supNewRig(t, g, h)
			supWantResult(t, "press", s.press(supHeavy), tt.result)
			supWantLines(t, s.rec.linesOf(ag.EventNodeStarted, ag.EventFailed), tt.want)
			if v, _ := h.Vital("stamina"); v != tt.wantLeft {
				t.Errorf("stamina: have %v, want %v", v, tt.wantLeft)
			}
		})
	}
}

// TestCostCooldownCharge checks that a cooldown cost takes a charge as the
// node starts, that the node then fails until the charge returns, and that a
// failed chain leaves the running move playing.
// AG-COST-1
func TestCostCooldownCharge(t *testing.T) {
	g := supLightGraph()
	g.AddNode(supMontageNode("Dodge", supDodgeAM)).Costs = []ag.Cost{ag.NewCooldownCost("Cooldown.Dodge", 1.5, 1)}
	g.Connect(supWire(ag.RootName, "Dodge", supDodge))
	g.Connect(supWire("Light 1", "Dodge", supDodge))
	s := supNewRig(t, g, nil)
	supWantResult(t, "first dodge", s.press(supDodge), ag.Entered)
	s.tickTo(40)
	supWantResult(t, "dodge at 40", s.press(supDodge), ag.Dropped)
	s.press(supLA)
	s.tickTo(85)
	supWantResult(t, "dodge in Light 1's window at 85", s.press(supDodge), ag.Dropped)
	if s.node() != "Light 1" {
		t.Errorf("after the failed chain: have %q, want Light 1 to play on", s.node())
	}
	s.tickTo(140)
	supWantResult(t, "dodge at 140", s.press(supDodge), ag.Entered)
	supWantLines(t, s.rec.linesOf(ag.EventFailed), []string{"40 failed Dodge cost Cooldown.Dodge", "85 failed Dodge cost Cooldown.Dodge"})
}

// TestCondDirectionAtThePress checks that a Direction condition of a press
// that waits for the window reads the stick as it was at the press, when the
// press came through ProcessInput (no stick of its own).
// AG-COND-1
func TestCondDirectionAtThePress(t *testing.T) {
	g := supLightGraph()
	g.AddNode(supMontageNode("Side Slash", supLight))
	g.Connect(supWire("Light 1", "Side Slash", supLA)).Conditions = []ag.Condition{&ag.DirectionCondition{Direction: ag.Left}}
	s := supNewRig(t, g, nil)
	s.press(supLA)
	s.tickTo(25)
	s.host.StickDir = ag.Left
	supWantResult(t, "press with the stick left", s.press(supLA), ag.Buffered)
	s.tickTo(30)
	s.host.StickDir = ag.Neutral
	s.tickTo(42)
	if s.node() != "Side Slash" {
		t.Errorf("have %q at the window, want Side Slash: a waiting press without its own stick reads the stick when the window opens, not at the press", s.node())
	}
}
