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
// It saturates: a value past the range of Ticks (a time no file passes the
// loaders, or NaN) gives the nearest end, never a wrapped number.
func scaledTicks(s, rate float64) Ticks {
	if rate <= 0 {
		rate = 1
	}
	t := math.Floor(float64(s*TickRate)/rate + 0.5 + 1e-9)
	switch {
	case t != t: // NaN
		return 0
	case t >= maxTicks:
		return math.MaxInt64
	case t <= -maxTicks:
		return math.MinInt64
	}
	return Ticks(t)
}

// maxTicks is the float beyond which a tick count no longer fits.
const maxTicks = float64(math.MaxInt64)
