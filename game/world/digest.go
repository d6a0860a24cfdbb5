package world

import (
	"encoding/binary"
	"hash/fnv"
	"math"

	"github.com/upc-demo/actiongraph-game/combat"
)

// Digest returns a checksum of the world's state: the tick, phase and wave,
// and each character's node, time in node, window, waiting press, health,
// stamina, position, facing and lock, bit for bit. The same inputs give the same
// digest on every platform (amd64 and WebAssembly alike); replays and the
// determinism tests compare it.
func (w *World) Digest() uint64 {
	h := fnv.New64a()
	var b [8]byte
	num := func(v uint64) {
		binary.LittleEndian.PutUint64(b[:], v)
		h.Write(b[:])
	}
	str := func(s string) {
		num(uint64(len(s)))
		h.Write([]byte(s))
	}
	num(uint64(w.now))
	num(uint64(w.phase))
	num(uint64(w.wave))
	for _, c := range w.chars {
		st := c.comp.State()
		str(c.Name)
		str(st.Node)
		num(uint64(st.TimeInNode))
		if st.Window {
			num(1)
		} else {
			num(0)
		}
		str(st.Waiting)
		f := c.Fighter()
		for _, v := range []float64{f.Health, f.Stamina, f.Pos.X, f.Pos.Y, f.Facing} {
			num(math.Float64bits(v))
		}
		num(lockIndex(f))
	}
	return h.Sum64()
}

// lockIndex is 1 + the arena index of the fighter f is locked onto, or 0:
// a lock that moved differently (a switch lost from a recording) shows.
func lockIndex(f *combat.Fighter) uint64 {
	if !f.Locked || f.Target < 0 {
		return 0
	}
	return uint64(f.Target) + 1
}
