package actiongraph_test

import (
	"math"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestSecondsToTicksSaturates converts authored seconds to the nearest
// tick, and values past the range of Ticks to its ends, never wrapping.
// AG-WIN-3
func TestSecondsToTicksSaturates(t *testing.T) {
	tests := []struct {
		seconds float64
		want    ag.Ticks
	}{
		{0, 0},
		{0.42, 25},
		{1.6, 96},
		{1e20, math.MaxInt64},
		{1e300, math.MaxInt64},
		{math.Inf(1), math.MaxInt64},
		{-1e300, math.MinInt64},
		{math.NaN(), 0},
	}
	for _, tt := range tests {
		if have := ag.SecondsToTicks(tt.seconds); have != tt.want {
			t.Errorf("SecondsToTicks(%g): have %d, want %d", tt.seconds, have, tt.want)
		}
	}
}
