package actiongraph_test

import (
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

const (
	benchLight = "UPC.Input.LightAttack"
	benchLong  = "UPC.Input.Heavy"
)

// benchHost returns a host with the light attack montage and a montage so
// long that a move playing it stays mid-montage for any benchmark's length.
func benchHost() *ag.BasicHost {
	h := fzHost()
	h.AddMontage(&ag.Montage{Name: "AM_Long", Length: 1e9, Windows: []ag.Span{{Start: 0.7, End: 1.15}}})
	return h
}

// benchGraph returns a compiled graph where Light 1 and Light 2 chain into
// each other on the light attack, and the heavy input starts the long move.
func benchGraph(tb testing.TB, host ag.MontageSource) *ag.Graph {
	tb.Helper()
	g := ag.NewGraph("AG_Bench")
	g.AddNode(ag.NewNode("Light 1", &ag.MontagePayload{Montage: "AM_Attack_Light"}))
	g.AddNode(ag.NewNode("Light 2", &ag.MontagePayload{Montage: "AM_Attack_Light"}))
	g.AddNode(ag.NewNode("Long", &ag.MontagePayload{Montage: "AM_Long"}))
	for _, w := range [][3]string{
		{ag.RootName, "Light 1", benchLight},
		{"Light 1", "Light 2", benchLight},
		{"Light 2", "Light 1", benchLight},
		{ag.RootName, "Long", benchLong},
	} {
		g.Connect(&ag.Transition{From: w[0], To: w[1], FiresOn: ag.InputPressed, InputTag: w[2]})
	}
	if ps := g.Compile(host); ps.HasErrors() {
		tb.Fatalf("compile: %v", ps)
	}
	return g
}

// benchComponent returns a component on the bench graph, at ROOT.
func benchComponent(tb testing.TB) *ag.Component {
	tb.Helper()
	h := benchHost()
	c := ag.NewComponent(h)
	if err := c.SetGraph(benchGraph(tb, h)); err != nil {
		tb.Fatal(err)
	}
	return c
}

// benchInMove returns a component mid-way through the long move.
func benchInMove(tb testing.TB) *ag.Component {
	tb.Helper()
	c := benchComponent(tb)
	if have := c.ProcessInput(benchLong, ag.InputPressed); have != ag.Entered {
		tb.Fatalf("press: have %v, want entered", have)
	}
	for range 100 {
		c.Tick()
	}
	return c
}

// benchChain presses the light attack at the start of a light move and ticks
// until the press chains into the other light move as the window opens
// (AG-IN-9, AG-IN-10). It returns the ticks it took.
func benchChain(c *ag.Component) int {
	cur := c.Current()
	c.ProcessInput(benchLight, ag.InputPressed)
	n := 0
	for c.Current() == cur && n < 1000 {
		c.Tick()
		n++
	}
	return n
}

// benchInLight returns a component that has just started Light 1.
func benchInLight(tb testing.TB) *ag.Component {
	tb.Helper()
	c := benchComponent(tb)
	if have := c.ProcessInput(benchLight, ag.InputPressed); have != ag.Entered {
		tb.Fatalf("press: have %v, want entered", have)
	}
	return c
}

func BenchmarkTickIdle(b *testing.B) {
	c := benchComponent(b)
	b.ReportAllocs()
	for b.Loop() {
		c.Tick()
	}
}

func BenchmarkTickInMove(b *testing.B) {
	c := benchInMove(b)
	b.ReportAllocs()
	for b.Loop() {
		c.Tick()
	}
	if c.Idle() {
		b.Fatal("the long move ended during the benchmark")
	}
}

func BenchmarkPressChain(b *testing.B) {
	c := benchInLight(b)
	b.ReportAllocs()
	ticks := 0
	for b.Loop() {
		ticks += benchChain(c)
	}
	b.ReportMetric(float64(ticks)/float64(b.N), "ticks/op")
}

// benchCrowd is the number of characters BenchmarkTick10000 ticks.
const benchCrowd = 10000

func BenchmarkTick10000(b *testing.B) {
	shared := benchHost()
	g := benchGraph(b, shared)
	cs := make([]*ag.Component, benchCrowd)
	hosts := make([]*ag.BasicHost, benchCrowd)
	for i := range cs {
		hosts[i] = ag.NewBasicHost()
		hosts[i].Montages = shared.Montages
		cs[i] = ag.NewComponent(hosts[i])
		if err := cs[i].SetGraph(g); err != nil {
			b.Fatal(err)
		}
	}
	tick := 0
	step := func() {
		for i, c := range cs {
			// Each character plays its own phase of a 4 s script: a light
			// attack from ROOT, a press that waits for Light 1's window, one
			// inside Light 2's, one while blocked, then a rest.
			switch (tick + i) % 240 {
			case 0, 20, 90, 150:
				c.ProcessInput(benchLight, ag.InputPressed)
			case 140:
				hosts[i].AddTag(ag.TagActionsBlocked)
			case 200:
				hosts[i].RemoveTag(ag.TagActionsBlocked)
			}
			c.Tick()
		}
		tick++
	}
	for range 240 {
		step() // one round of the script first, so hosts' tag lists have grown
	}
	b.ReportAllocs()
	for b.Loop() {
		step()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/benchCrowd, "ns/char-tick")
}

// TestSteadyTickAllocatesNothing checks that a tick at ROOT, a steady tick
// mid-move and a press that chains (AG-IN-9, AG-IN-10) allocate nothing.
func TestSteadyTickAllocatesNothing(t *testing.T) {
	idle := benchComponent(t)
	inMove := benchInMove(t)
	inLight := benchInLight(t)
	for _, tc := range []struct {
		name string
		run  func()
	}{
		{"tick at ROOT", idle.Tick},
		{"tick mid-move", inMove.Tick},
		{"press that chains", func() { benchChain(inLight) }},
	} {
		if have := testing.AllocsPerRun(100, tc.run); have != 0 {
			t.Errorf("%s: have %v allocs per run, want 0", tc.name, have)
		}
	}
	if have, want := benchChain(inLight), 42; have != want {
		t.Errorf("chain: have %d ticks, want %d", have, want)
	}
	if !idle.Idle() || inMove.Idle() || inLight.Current().Name != "Light 1" {
		t.Errorf("have nodes %s, %s, %s: want ROOT, Long, Light 1 (102 chains)",
			idle.Current().Name, inMove.Current().Name, inLight.Current().Name)
	}
}
