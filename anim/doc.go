// Package anim reads sprite sheets exported by Aseprite (JSON beside a PNG)
// and turns them into montages: frame durations from the frames, sections
// and notify windows from frame tags, hitboxes from slices with per-frame
// keys. This part is pure Go with no ebiten, so the engine, tests and
// headless tools use it; drawing the frames belongs to the game.
//
// Frame tag conventions, so an artist can author a move in Aseprite alone:
//
//   - a tag without a colon ("idle", "swing2") is a section of the montage;
//   - "window:action" marks an action window (the UPC Action Window notify
//     state) from its first frame's start to its last frame's end;
//   - "trace:NAME" is a notify state named "trace:NAME" (a melee trace window);
//   - "notify:NAME" is a notify named "NAME" over its frames (a footstep).
//
// Slices are hitboxes and hurtboxes; a slice key lasts until the next key,
// as in Aseprite's editor.
package anim
