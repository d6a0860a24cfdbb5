package netplay

import (
	"crypto/subtle"
	"encoding/hex"
	"errors"
)

// Token is a seat's secret: the Welcome gives it, a Hello with it takes
// the seat back after a drop. 128 bits, never derived from anything a
// client sees.
type Token [16]byte

// errTokenText is a token's text that is not 32 hex digits.
var errTokenText = errors.New("netplay: a seat token is 32 hex digits")

// IsZero reports whether the token is the zero token: none.
func (t Token) IsZero() bool { return t == Token{} }

// Equal compares two tokens in constant time.
func (t Token) Equal(o Token) bool { return subtle.ConstantTimeCompare(t[:], o[:]) == 1 }

// String returns the token as 32 hex digits, for keeping it across a
// restart (a config file, the page's sessionStorage).
func (t Token) String() string { return hex.EncodeToString(t[:]) }

// ParseToken reads a token's 32 hex digits.
func ParseToken(s string) (Token, error) {
	var t Token
	if len(s) != 2*len(t) {
		return Token{}, errTokenText
	}
	if _, err := hex.Decode(t[:], []byte(s)); err != nil {
		return Token{}, errTokenText
	}
	return t, nil
}
