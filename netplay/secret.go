package netplay

import (
	"encoding/binary"
	"fmt"
	"io"
	"strings"
)

// codeAlphabet makes join codes: no 0/O or 1/I/L to misread.
const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

// codeLength is a join code's length: 31^5, about 28 million codes.
const codeLength = 5

// newCode draws a join code from r (crypto/rand on a real server): each
// letter from a byte below the largest multiple of 31 that fits in one,
// so that every letter is as likely as any other.
func newCode(r io.Reader) (string, error) {
	const limit = 256 - 256%len(codeAlphabet)
	var code [codeLength]byte
	var buf [2 * codeLength]byte
	for n := 0; n < codeLength; {
		if _, err := io.ReadFull(r, buf[:]); err != nil {
			return "", fmt.Errorf("netplay: a join code's randomness: %w", err)
		}
		for _, b := range buf {
			if int(b) < limit && n < codeLength {
				code[n] = codeAlphabet[int(b)%len(codeAlphabet)]
				n++
			}
		}
	}
	return string(code[:]), nil
}

// newToken draws a seat's token from r.
func newToken(r io.Reader) (Token, error) {
	var t Token
	if _, err := io.ReadFull(r, t[:]); err != nil {
		return Token{}, fmt.Errorf("netplay: a seat token's randomness: %w", err)
	}
	return t, nil
}

// newSeed draws a match's world seed from r.
func newSeed(r io.Reader) (uint64, error) {
	var b [8]byte
	if _, err := io.ReadFull(r, b[:]); err != nil {
		return 0, fmt.Errorf("netplay: a world seed's randomness: %w", err)
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}

// NormalCode is a join code as the server keeps it: upper case, without
// spaces around, so that "k7qxm " finds K7QXM.
func NormalCode(code string) string { return strings.ToUpper(strings.TrimSpace(code)) }
