// Package actiongraph runs a character's moveset as an action graph: each
// node plays a move, each transition (wire) names the input and moment that
// leads to the next node, and action windows on the animation say when a
// press counts.
//
// The package is pure Go and deterministic. Time is counted in integer ticks
// at a fixed rate (TickRate, 60 a second); authored seconds are converted to
// ticks once, when a graph compiles or a node starts. The same calls in the
// same order give the same events on every platform.
//
// A Graph is shared, read-only, by any number of characters once it has
// compiled. Each character owns a Component, which takes inputs through
// ProcessInput, advances one tick at a time through Tick, and asks its Host
// about everything that lives outside the graph: montages, tags, vitals,
// cooldowns, the target and the stick.
//
// Behaviour follows the Universal Player Combat "Action Graph" reference page;
// each rule has an ID (AG-IN-5, AG-BUF-4, ...) that the tests name.
package actiongraph
