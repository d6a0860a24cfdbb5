// Package items will hold weapons and other equipment: what each one is,
// which action graph (moveset) wielding it gives a character, and the costs
// and stats its moves use. It will stay free of ebiten. Nothing is
// implemented yet.
package items
