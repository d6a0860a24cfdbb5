// Package badfiles makes the worst files a designer or an artist could
// save, for the tests that check no file stops the game.
package badfiles

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
)

// PNGBomb returns a 45-byte PNG whose header claims w x h RGBA pixels and
// that holds no pixel data: decoding it would allocate w*h*4 bytes before
// finding the data missing (40 GB for 100000x100000).
func PNGBomb(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		var n [4]byte
		binary.BigEndian.PutUint32(n[:], uint32(len(data)))
		b.Write(n[:])
		b.WriteString(kind)
		b.Write(data)
		binary.BigEndian.PutUint32(n[:], crc32.ChecksumIEEE(append([]byte(kind), data...)))
		b.Write(n[:])
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8 bits a channel, RGBA
	chunk("IHDR", ihdr)
	chunk("IEND", nil)
	return b.Bytes()
}
