// Package detmath is the floating-point math the game's logic uses where
// the standard library's results depend on the machine.
//
// Go compiles x*y + z into one fused multiply-add (FMA) instruction on
// arm64 (and ppc64, s390x, riscv64), which rounds once where amd64 and
// WebAssembly round twice. The math package's Sin, Cos, Atan2 and Hypot are
// plain Go on arm64, so they fuse too, and a fight replayed on an Apple
// Silicon Mac or an ARM phone drifts from the same fight recorded on a PC.
//
// We chose explicit conversions over fixed point: the Go spec says an
// explicit float64(x*y) conversion rounds the product, which forbids the
// fusion, so the logic keeps its float64 positions and angles and only the
// sites that multiply and add are written float64(x*y) + z. Fixed point would
// have meant rewriting every position, speed and angle in combat and the
// world, and the resolv shapes they share, for no gain in play.
//
// Every function here is written that way, and uses only operations IEEE 754
// rounds exactly on every machine (+, -, *, /, Sqrt), so it returns the same
// bits on amd64, arm64 and wasm. The results are within a few units in the
// last place of the math package's; they are not meant to be its equal, only
// the same everywhere. The fmaguard test fails when a fused instruction
// appears in a logic package built for arm64.
package detmath
