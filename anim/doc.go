// Package anim will hold sprite-sheet animation: loading sheets, turning a
// montage's time into the frame to draw, and the montages (length, action
// windows, sections, notifies) that sprite sheets provide to the action
// graph. Nothing is implemented yet.
package anim
