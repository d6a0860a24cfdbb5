package ai

import (
	"os"
	"strings"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

var assetsFS = os.DirFS("../assets")

func loadTypes(t *testing.T) map[string]*Type {
	t.Helper()
	types, err := LoadTypes(assetsFS, "enemies")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*Type{}
	for _, ty := range types {
		out[ty.Name] = ty
	}
	return out
}

// testMontages answers every montage with a 1 s length and a window from
// 0.4 s to 0.8 s.
type testMontages struct{}

func (testMontages) Montage(name string) (*ag.Montage, bool) {
	return &ag.Montage{Name: name, Length: 1, Windows: []ag.Span{{Start: 0.4, End: 0.8}}}, true
}

func TestShippedEnemies(t *testing.T) {
	types := loadTypes(t)
	for _, name := range []string{"Grunt", "Weakling", "Brute", "Skirmisher"} {
		ty := types[name]
		if ty == nil {
			t.Fatalf("no enemy type %s", name)
		}
		data, err := os.ReadFile("../assets/" + ty.ActionGraph)
		if err != nil {
			t.Fatal(err)
		}
		g, ps := ag.LoadGraph(ty.ActionGraph, data, nil)
		if ps.HasErrors() {
			t.Fatalf("%s: %v", name, ps)
		}
		if ps := g.Compile(testMontages{}); ps.HasErrors() {
			t.Errorf("%s: %v", name, ps)
		}
	}
	if have := types["Weakling"].ActionSpeed; have != 0.5 {
		t.Errorf("the weak enemy's Action Speed: have %g, want 0.5", have)
	}
	data, err := os.ReadFile("../assets/enemies/waves.json")
	if err != nil {
		t.Fatal(err)
	}
	list := make([]*Type, 0, len(types))
	for _, ty := range types {
		list = append(list, ty)
	}
	waves, err := ParseWaves("waves.json", data, list)
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(waves); i++ {
		if waves[i].Total() < waves[i-1].Total() {
			t.Errorf("wave %d has %d enemies, fewer than wave %d's %d", i, waves[i].Total(), i-1, waves[i-1].Total())
		}
	}
}

func TestBadFiles(t *testing.T) {
	good := `{"name":"X","actionGraph":"g.json","health":1,"moveSpeed":1,"radius":1,"attackRange":1,"combos":[{"inputs":["A"]}]}`
	tests := []struct {
		name, data, want string
	}{
		{"unknown key", strings.Replace(good, `"health"`, `"helth"`, 1), `bad.json:1: helth: unknown key "helth"`},
		{"bad mode", strings.Replace(good, `{"inputs"`, `{"mode":"chian","inputs"`, 1), `combos[0].mode: unknown mode`},
		{"no combos", strings.Replace(good, `[{"inputs":["A"]}]`, `[]`, 1), "combos: no combos"},
		{"wrong type", strings.Replace(good, `"health":1`, `"health":"lots"`, 1), "bad.json:1: health: want a number, have a string"},
		{"zero health", strings.Replace(good, `"health":1`, `"health":0`, 1), "health: must be above 0"},
		{"chance", strings.Replace(good, `"health":1`, `"health":1,"guardChance":2`, 1), "guardChance: must be from 0 to 1"},
		{"vanishing speed", strings.Replace(good, `"health":1`, `"health":1,"actionSpeed":1e-300`, 1), "actionSpeed: want a rate from 0.001 to 1000, have 1e-300"},
		{"negative weight", strings.Replace(good, `{"inputs":["A"]}`, `{"inputs":["A"],"weight":-2}`, 1), "combos[0].weight: must not be negative, have -2"},
		{"endless think", strings.Replace(good, `"health":1`, `"health":1,"thinkSeconds":1e300`, 1), "thinkSeconds: want seconds from 0 to 3600, have 1e+300"},
	}
	for _, tt := range tests {
		_, err := ParseType("bad.json", []byte(tt.data))
		if err == nil || !strings.HasPrefix(err.Error(), "bad.json:") || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: have %v, want an error naming bad.json and %q", tt.name, err, tt.want)
		}
	}
}

// TestBadWaves: every way a waves file can be wrong is reported with the
// file, the line and the path (check used to pass waves.json unread).
func TestBadWaves(t *testing.T) {
	types := []*Type{{Name: "Grunt"}, {Name: "Brute"}}
	tests := []struct {
		name, data, want string
	}{
		{"unknown type", `{"waves":[{"Gruntt":1}]}`, `w.json:1: waves[0].Gruntt: no enemy type "Gruntt"`},
		{"a count of 2.5", "{\"waves\": [\n {\"enemies\": {\"Grunt\": 2.5}}]}", `w.json:2: waves[0].enemies.Grunt: want a whole number, have 2.5`},
		{"a count of 0", "{\"waves\": [\n {\"Grunt\": 0}]}", `w.json:2: waves[0].Grunt: count must be above 0, have 0`},
		{"an empty wave", "{\"waves\": [\n {\"enemies\": {}}]}", `w.json:2: waves[0]: empty: no enemies`},
		{"no waves", `{"waves": []}`, `w.json:1: waves: none`},
		{"a million enemies", "{\"waves\": [\n {\"enemies\": {\"Grunt\": 1000000}}]}", `w.json:2: waves[0].enemies.Grunt: count 1000000; at most 60 come at once`},
		{"too many together", "{\"waves\": [\n {\"enemies\": {\"Grunt\": 40, \"Brute\": 40}}]}", `w.json:2: waves[0]: 80 enemies; at most 60 come at once`},
		{"an unknown key", "{\"waves\": [\n {\"enemies\": {\"Grunt\": 1},\n  \"atackTokens\": 2}]}", `w.json:3: waves[0].atackTokens: unknown key "atackTokens"`},
		{"a duplicate key", "{\"waves\": [\n {\"Grunt\": 1,\n  \"Grunt\": 5}]}", `w.json:3: waves[0].Grunt: duplicate key "Grunt"`},
		{"truncated", "{\"waves\": [\n {\"Grunt\": 1}", `w.json:2: unexpected end of JSON`},
		{"a top-level unknown key", "{\"waves\": [{\"Grunt\": 1}],\n \"wavez\": []}", `w.json:2: wavez: unknown key "wavez"`},
	}
	for _, tt := range tests {
		_, err := ParseWaves("w.json", []byte(tt.data), types)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: have %v, want %q", tt.name, err, tt.want)
		}
	}
}

// TestEnemyPlaysQueuedCombo drives a Grunt's graph with its brain: the brain
// closes in, queues its chain combo in range, and the graph plays Slash 1
// then Slash 2 (AG-API-2). The weak enemy's moves take twice as long (AG-WIN-3).
func TestEnemyPlaysQueuedCombo(t *testing.T) {
	types := loadTypes(t)
	for _, tt := range []struct {
		name string
		want ag.Ticks // how long Slash 1 lasts
	}{{"Grunt", 24}, {"Weakling", 48}} {
		ty := types[tt.name]
		data, _ := os.ReadFile("../assets/" + ty.ActionGraph)
		g, _ := ag.LoadGraph(ty.ActionGraph, data, nil)
		h := ag.NewBasicHost()
		h.AddMontage(&ag.Montage{Name: "AM_Grunt_Slash1", Length: 0.4, Windows: []ag.Span{{Start: 0.2, End: 0.3}}})
		h.AddMontage(&ag.Montage{Name: "AM_Grunt_Slash2", Length: 0.5})
		for _, m := range []string{"AM_Brace", "AM_Grunt_UPC_Hop_B"} {
			h.AddMontage(&ag.Montage{Name: m, Length: 0.3})
		}
		c := ag.NewComponent(h)
		c.SetActionSpeed(ty.ActionSpeed)
		if err := c.SetGraph(g); err != nil {
			t.Fatal(err)
		}
		var started []string
		var startTicks []ag.Ticks
		c.SetObserver(&ag.Callbacks{OnNodeChanged: func(node, _ string, _ ag.Via) {
			started = append(started, node)
			startTicks = append(startTicks, c.Now())
		}})
		b := NewBrain(ty, 7)
		dist := 300.0
		for tick := 0; tick < 600 && len(started) < 2; tick++ {
			c.Tick()
			in := b.Think(Perception{HasTarget: true, Distance: dist, Idle: c.Idle() && c.QueuedInputs() == 0, MayAttack: true})
			dist -= in.Advance * ty.MoveSpeed / ag.TickRate
			if in.Combo != nil {
				if len(in.Combo.Inputs) != 2 {
					continue // the discrete single slash: wait for the chain
				}
				c.QueueInputSequence(in.Combo.SequenceMode(), in.Combo.Inputs...)
			}
		}
		if len(started) < 2 || started[0] != "Slash 1" || started[1] != "Slash 2" {
			t.Fatalf("%s: nodes started %v, want Slash 1 then Slash 2", tt.name, started)
		}
		if have := startTicks[1] - startTicks[0]; have != tt.want/2 {
			t.Errorf("%s: Slash 2 started %d ticks after Slash 1, want %d (at the window)", tt.name, have, tt.want/2)
		}
	}
}

func TestBrainIsDeterministic(t *testing.T) {
	ty := loadTypes(t)["Skirmisher"]
	run := func() []Intent {
		b := NewBrain(ty, 42)
		var out []Intent
		for i := 0; i < 400; i++ {
			out = append(out, b.Think(Perception{HasTarget: true, Distance: ty.AttackRange*0.5 + float64(i%20), TargetAttacking: i%60 < 30, Idle: i%50 < 40, MayAttack: true}))
		}
		return out
	}
	a, b := run(), run()
	guards, dodges := 0, 0
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("tick %d: %+v then %+v", i, a[i], b[i])
		}
		switch a[i].Press {
		case TagGuard:
			guards++
		case TagDodge:
			dodges++
		}
	}
	if dodges == 0 || guards == 0 {
		t.Errorf("the skirmisher guarded %d and dodged %d times in 400 ticks of swings, want both", guards, dodges)
	}
}

func TestGuardIsReleased(t *testing.T) {
	ty := &Type{Name: "G", ActionGraph: "g", Health: 1, MoveSpeed: 1, Radius: 1, AttackRange: 100, ThinkSeconds: 1.0 / 60, GuardSeconds: 0.5, GuardChance: 1, Aggression: 1, ActionSpeed: 1, Combos: []Combo{{Inputs: []string{"A"}}}}
	if err := ty.check(); err != nil {
		t.Fatal(err)
	}
	b := NewBrain(ty, 1)
	first := b.Think(Perception{HasTarget: true, Distance: 50, TargetAttacking: true, Idle: true})
	if first.Press != TagGuard || !b.Guarding() {
		t.Fatalf("have %+v, want a guard press", first)
	}
	for i := 1; i < 30; i++ {
		if in := b.Think(Perception{HasTarget: true, Distance: 50, Idle: true}); in.Release != "" {
			t.Fatalf("released at tick %d, want tick 30", i)
		}
	}
	if in := b.Think(Perception{HasTarget: true, Distance: 50, Idle: true}); in.Release != TagGuard {
		t.Errorf("tick 30: have %+v, want the guard released", in)
	}
}

// TestBrainTokensAndCommitment: without an attack token a brain never
// closes in or queues a combo; with one it does, and while its combo runs
// it neither guards, dodges nor steps whatever the target does; after the
// combo it rests RestSeconds before it engages again.
func TestBrainTokensAndCommitment(t *testing.T) {
	ty := &Type{Name: "G", ActionGraph: "g", Health: 1, MoveSpeed: 1, Radius: 1, AttackRange: 100, KeepDistance: 150,
		ThinkSeconds: 1.0 / 60, GuardSeconds: 0.5, GuardChance: 1, RestSeconds: 0.5, Aggression: 1, ActionSpeed: 1, Combos: []Combo{{Inputs: []string{"A"}}}}
	if err := ty.check(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		mayAttack bool
		wantCombo bool
	}{{"no token", false, false}, {"a token", true, true}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := NewBrain(ty, 3)
			combo := -1
			for i := 0; i < 300 && combo < 0; i++ {
				in := b.Think(Perception{HasTarget: true, Distance: 60, Idle: true, MayAttack: tt.mayAttack})
				if in.Combo != nil {
					combo = i
				}
				if !tt.mayAttack && (in.Advance > 0 || b.Engaged()) {
					t.Fatalf("tick %d: closes in (%+v, engaged %t) without a token", i, in, b.Engaged())
				}
			}
			if (combo >= 0) != tt.wantCombo {
				t.Fatalf("have a combo at tick %d, want one: %t", combo, tt.wantCombo)
			}
			if !tt.wantCombo {
				return
			}
			for i := range 60 { // the combo runs while the target swings close by
				in := b.Think(Perception{HasTarget: true, Distance: 40, Idle: false, TargetAttacking: true, MayAttack: true})
				if in != (Intent{}) || !b.Engaged() {
					t.Fatalf("tick %d of its combo: have %+v (engaged %t), want nothing: committed", i, in, b.Engaged())
				}
			}
			for i := range ty.restTicks {
				in := b.Think(Perception{HasTarget: true, Distance: 60, Idle: true, MayAttack: true})
				if in.Combo != nil || b.Engaged() {
					t.Fatalf("tick %d after its combo: engaged again while resting", i)
				}
			}
		})
	}
}
