package actiongraph_test

import (
	"slices"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestClipIsWhatTheEnginePlays checks the montage timing a game draws from:
// Light 1's 1.6 s montage with its 0.7-1.15 s window, scaled by Action
// Speed (AG-WIN-1, AG-WIN-3), and nothing at ROOT.
func TestClipIsWhatTheEnginePlays(t *testing.T) {
	tests := []struct {
		speed float64
		want  ag.Clip
	}{
		{1, ag.Clip{Montage: "AM_Attack_Light", Rate: 1, Length: 96, Windows: []ag.TickSpan{{Start: 42, End: 69}}}},
		{0.5, ag.Clip{Montage: "AM_Attack_Light", Rate: 0.5, Length: 192, Windows: []ag.TickSpan{{Start: 84, End: 138}}}},
	}
	for _, tt := range tests {
		h := ag.NewBasicHost()
		h.AddMontage(&ag.Montage{Name: "AM_Attack_Light", Length: 1.6, Windows: []ag.Span{{Start: 0.7, End: 1.15}}})
		g := ag.NewGraph("G")
		g.AddNode(ag.NewNode("Light 1", &ag.MontagePayload{Montage: "AM_Attack_Light"}))
		g.Connect(&ag.Transition{From: ag.RootName, To: "Light 1", InputTag: "UPC.Input.LightAttack"})
		c := ag.NewComponent(h)
		c.SetActionSpeed(tt.speed)
		if err := c.SetGraph(g); err != nil {
			t.Fatal(err)
		}
		if _, ok := c.Clip(); ok {
			t.Errorf("speed %g: a clip at ROOT", tt.speed)
		}
		c.ProcessInput("UPC.Input.LightAttack", ag.InputPressed)
		have, ok := c.Clip()
		if !ok || have.Montage != tt.want.Montage || have.Rate != tt.want.Rate || have.Length != tt.want.Length || !slices.Equal(have.Windows, tt.want.Windows) {
			t.Errorf("speed %g: have %+v %t, want %+v", tt.speed, have, ok, tt.want)
		}
	}
}
