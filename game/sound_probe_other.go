//go:build android || darwin || windows || nintendosdk || playstation5

package game

// probeSound finds no fault on these systems: their audio drivers report
// a missing device through ebiten's audio itself.
func probeSound(int) error { return nil }
