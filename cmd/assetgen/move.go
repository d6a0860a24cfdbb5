package main

import (
	"fmt"
	"strings"
)

// key is one frame of a move: how long it shows and the pose.
type key struct {
	ms int
	p  pose
}

// tagDef is an Aseprite frame tag over frames from..to, inclusive.
type tagDef struct {
	name     string
	from, to int
}

// move is one montage: one sheet of frames with its tags.
type move struct {
	name   string
	lk     *look
	w      weapon
	keys   []key
	tags   []tagDef
	strike striker // what the trace windows' hitbox follows
}

func section(name string, from, to int) tagDef { return tagDef{name, from, to} }
func window(from, to int) tagDef               { return tagDef{"window:action", from, to} }
func trace(from, to int) tagDef                { return tagDef{"trace:blade", from, to} }
func notify(name string, from, to int) tagDef  { return tagDef{"notify:" + name, from, to} }

// k is shorthand for a key.
func k(ms int, p pose) key { return key{ms, p} }

// skin returns the move drawn for another look holding its weapon, named
// AM_<look>_<rest of the name>: AM_Idle for the Grunt is AM_Grunt_Idle.
// The timing and tags stay the same, so the engine can play the base
// montage while the game draws the skin.
func (m move) skin(lk *look, w weapon, name string) move {
	m.name = fmt.Sprintf("AM_%s_%s", name, strings.TrimPrefix(m.name, "AM_"))
	m.lk, m.w = lk, w
	return m
}

// hasTrace reports whether a frame is inside a trace window.
func (m move) hasTrace(frame int) bool {
	for _, t := range m.tags {
		if strings.HasPrefix(t.name, "trace:") && t.from <= frame && frame <= t.to {
			return true
		}
	}
	return false
}

// allMoves returns every montage the generator draws, in a fixed order.
func allMoves() []move {
	var out []move
	out = append(out, commonMoves()...)
	out = append(out, fistMoves()...)
	out = append(out, swordMoves()...)
	out = append(out, twoHandedMoves()...)
	out = append(out, shieldMoves()...)
	out = append(out, enemyMoves()...)
	out = append(out, skins()...)
	return out
}
