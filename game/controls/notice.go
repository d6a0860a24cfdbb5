package controls

import "strings"

// noticeNameMax bounds the pad's name in UnknownPadMessage.
const noticeNameMax = 48

// UnknownPadMessage is what the screen says when a pad with no standard
// layout connects: the game then plays it through a fallback mapping of
// raw button numbers, which fits most pads but not all.
func UnknownPadMessage(name string) string {
	name = strings.TrimSpace(name)
	if r := []rune(name); len(r) > noticeNameMax {
		name = strings.TrimRight(string(r[:noticeNameMax-3]), " ") + "..."
	}
	who := "A gamepad with no name"
	if name != "" {
		who = `Gamepad "` + name + `"`
	}
	return who + " has no standard layout: it plays through a fallback mapping, and some buttons may differ."
}
