// Package fmaguard holds one test: it builds the headless binaries for
// arm64 and fails when a fused multiply-add instruction appears in code the
// game's logic runs. Go fuses x*y + z on arm64 (not on amd64 or wasm), and
// a fused instruction rounds once where the others round twice, so a fight
// would replay differently on an ARM machine. See internal/detmath for how
// the logic avoids it.
package fmaguard
