package netplay

// recentStates is how many published States a match remembers: 20 s of
// them at one every StateEvery ticks.
const recentStates = 600

// published is one State a match published: its tick and digest.
type published struct {
	tick   uint32
	digest uint64
	ok     bool
}

// recentRing holds the digests of the last recentStates States, by tick.
type recentRing struct {
	list        [recentStates]published
	first, last uint32 // the first and the newest tick published
	any         bool
}

// slot is where a tick's State is kept: States come every StateEvery
// ticks, so every slot of the ring holds one.
func slot(tick uint32) int { return int(tick/StateEvery) % recentStates }

// add keeps a State's digest.
func (r *recentRing) add(tick uint32, digest uint64) {
	r.list[slot(tick)] = published{tick, digest, true}
	if !r.any {
		r.first, r.any = tick, true
	}
	r.last = tick
}

// Published returns the digest of the State the match published at a
// tick, if it is among the last recentStates.
func (m *Match) Published(tick uint32) (uint64, bool) {
	p := m.recent.list[slot(tick)]
	return p.digest, p.ok && p.tick == tick
}

// Kept returns the range of ticks whose States the match remembers, the
// oldest and the newest (one every StateEvery ticks); ok is false before
// the first State.
func (m *Match) Kept() (oldest, newest uint32, ok bool) {
	r := &m.recent
	if !r.any {
		return 0, 0, false
	}
	oldest = r.first
	if span := uint32((recentStates - 1) * StateEvery); r.last-r.first > span {
		oldest = r.last - span
	}
	return oldest, r.last, true
}
