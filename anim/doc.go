// Package anim reads sprite sheets exported by Aseprite (JSON beside a PNG)
// and turns them into montages: frame durations from the frames, sections
// and notify windows from frame tags, hitboxes from slices with per-frame
// keys. This part is pure Go with no ebiten, so the engine, tests and
// headless tools use it; drawing the frames belongs to the game.
//
// LoadLibrary reads a folder of sheets (one montage each, named by its
// file) into a Library, which answers the engine's montage questions and
// gives the game each sheet, its decoded PNG and skinned copies.
//
// Frame tag conventions, so an artist can author a move in Aseprite alone
// (README.md beside this file is the artist's guide):
//
//   - a tag without a colon ("idle", "Slash2") is a section of the montage;
//   - "window:action" marks an action window (the UPC Action Window notify
//     state) from its first frame's start to its last frame's end;
//   - "trace:NAME" is a notify state named "trace:NAME" (a melee trace
//     window); the "hitbox" slice must have a key on its frames;
//   - "notify:NAME" is a notify named "NAME" over its frames (a footstep);
//     "notify:sound:NAME" plays the sound NAME (SoundOf).
//
// ParseSheet reads each tag's kind once (Tag.Kind, a TagKind, and
// Tag.Notify, the name the engine knows it by); nothing else reads the
// prefixes. A game hears the notify states begin and end through the
// engine (actiongraph.NotifyListener) and tells a trace from others with
// IsTrace.
//
// Slices are hitboxes ("hitbox") and hurtboxes ("hurtbox", keyed from
// frame 0), in frame pixels; a slice key lasts until the next key, as in
// Aseprite's editor. Frames are 64x64, the character seen from above facing
// +x, and the pivot is the frame's centre.
package anim
