// Package ai will hold the enemies' brains: deciding, tick by tick, which
// inputs an enemy sends to its own action graph (the same inputs a player's
// buttons send), from what it sees of its target. It will stay free of
// ebiten. Nothing is implemented yet.
package ai
