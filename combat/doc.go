// Package combat will hold what happens when moves meet: hitboxes and
// hurtboxes read from montage notifies, damage, stamina and poise, guard and
// parry, and the hit reactions that interrupt a character's action graph.
// It will stay free of ebiten, so fights can be simulated headless and as
// WebAssembly. Nothing is implemented yet.
package combat
