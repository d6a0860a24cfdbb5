// Package ai holds the enemies: their types, read from data files, the
// waves they come in, and the brains that decide, tick by tick, which
// inputs an enemy sends to its own action graph. A brain drives its graph
// the way a player's buttons do, mostly through queued input sequences
// (chain and discrete), and keeps its distance, guards and dodges. The
// package is deterministic and free of ebiten.
package ai
