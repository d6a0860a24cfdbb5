package netplay

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxNameRunes bounds a player's name as teammates see it over its head.
const MaxNameRunes = 16

// maxMarks is how many combining marks may follow one letter: enough for
// the scripts that stack two, too few to smear a name over its
// neighbours'.
const maxMarks = 2

// blanks are letters and symbols that draw nothing, which a name could be
// made of to look empty: Hangul fillers, the braille blank.
var blanks = map[rune]bool{0x115F: true, 0x1160: true, 0x3164: true, 0xFFA0: true, 0x2800: true}

// CleanName is the name a player's Hello gives, as the server shows it to
// everyone: spaces around trimmed and runs of spaces (of any kind) made
// one, control, format (zero-width, bidirectional), private and
// unassigned characters and blanks dropped, at most maxMarks combining
// marks on a letter, at most MaxNameRunes runes and MaxName bytes (what a
// State carries of a name). A name with nothing left is "Player N", by the
// seat (from 0).
func CleanName(name string, seat int) string {
	var b strings.Builder
	runes, marks, space := 0, 0, false
	for _, r := range name {
		if runes == MaxNameRunes {
			break
		}
		switch {
		case unicode.IsSpace(r) || unicode.Is(unicode.Zs, r):
			space = runes > 0
			continue
		case unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs, unicode.Zl, unicode.Zp) || blanks[r] ||
			r == unicode.ReplacementChar || !unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S):
			continue
		case unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc):
			if runes == 0 || space || marks == maxMarks {
				continue
			}
			marks++
		default:
			marks = 0
		}
		if space {
			if runes == MaxNameRunes-1 || b.Len()+1+utf8.RuneLen(r) > MaxName {
				break
			}
			b.WriteByte(' ')
			runes++
			space = false
		}
		if b.Len()+utf8.RuneLen(r) > MaxName {
			break
		}
		b.WriteRune(r)
		runes++
	}
	if b.Len() == 0 {
		return "Player " + strconv.Itoa(seat+1)
	}
	return b.String()
}
