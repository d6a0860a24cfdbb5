// Package picture draws a compiled action graph the way the reference
// page's editor does: ROOT, one card per node with its name and payload,
// and wires labelled with their input tag and moment ("LightAttack
// (pressed)", "Guard (released)", "Auto" for Action Completed, "Failed" for
// Action Failed).
//
// Dot writes Graphviz source, Mermaid a flowchart for Markdown, and SVG a
// self-contained picture laid out by NewLayout with no outside tool. The
// layout is exported so a live view can draw the same boxes and wires with
// its own renderer; Options lights one node and one wire green, as the
// editor lights the running card during play.
//
// The package uses only the standard library and never links ebiten.
package picture
