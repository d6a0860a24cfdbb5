package actiongraph

import "math"

// TickRate is the number of ticks in one second of game time.
const TickRate = 60

// Ticks counts game ticks.
type Ticks = int64

// SecondsToTicks converts authored seconds to the nearest whole tick.
func SecondsToTicks(s float64) Ticks {
	return scaledTicks(s, 1)
}

// TicksToSeconds converts ticks to seconds.
func TicksToSeconds(t Ticks) float64 {
	return float64(t) / TickRate
}

// scaledTicks converts authored seconds played at rate (Play Rate times Action
// Speed) to the nearest whole tick. Each point in time is converted from its
// authored value, never accumulated, so scaled durations do not drift.
func scaledTicks(s, rate float64) Ticks {
	if rate <= 0 {
		rate = 1
	}
	return Ticks(math.Floor(s*TickRate/rate + 0.5 + 1e-9))
}
