package combat

// Arena holds the fighters of one fight and the state of their melee traces.
// Fighters are addressed by the index Add returns, stable until Reset. A
// steady tick (Step, UpdateTargets, Sweep) allocates nothing; Add allocates
// only when the arena outgrows what it held before.
type Arena struct {
	Config Config

	fighters []Fighter
	traces   []trace
	words    int      // uint64 words in one hit-set row
	hitBits  []uint64 // row i: the fighters i's open trace window has met
	scratch  [maxSweepSteps + 1]poly
}

// maxSweepSteps bounds Config.MaxSweepSteps (the scratch hulls are an array).
const maxSweepSteps = 32

// NewArena returns an empty arena with the rules cfg.
func NewArena(cfg Config) *Arena {
	return &Arena{Config: cfg}
}

// Add puts a fighter in the arena and returns its index. Health and Stamina
// of 0 start full, and the fighter starts with no target.
func (a *Arena) Add(f Fighter) int {
	if f.Health == 0 && !f.Dead {
		f.Health = f.MaxHealth
	}
	if f.Stamina == 0 {
		f.Stamina = f.MaxStamina
	}
	f.Target, f.Locked, f.sinceSpend, f.frozen = -1, false, a.Config.StaminaDelay, false
	a.fighters = append(a.fighters, f)
	a.traces = append(a.traces, trace{})
	if need := (len(a.fighters) + 63) / 64; need > a.words {
		a.growHits(need)
	} else {
		a.hitBits = append(a.hitBits, make([]uint64, a.words)...)
	}
	return len(a.fighters) - 1
}

// growHits widens every hit-set row to words words.
func (a *Arena) growHits(words int) {
	n := len(a.fighters)
	bits := make([]uint64, n*words)
	for i := 0; i < n-1; i++ {
		copy(bits[i*words:], a.hitBits[i*a.words:(i+1)*a.words])
	}
	a.words, a.hitBits = words, bits
}

// Reset removes every fighter, keeping the memory for the next fight.
func (a *Arena) Reset() {
	a.fighters = a.fighters[:0]
	a.traces = a.traces[:0]
	a.hitBits = a.hitBits[:0]
}

// Len returns how many fighters the arena holds.
func (a *Arena) Len() int { return len(a.fighters) }

// Fighter returns fighter i, to read or to change.
func (a *Arena) Fighter(i int) *Fighter { return &a.fighters[i] }

// Fighters returns every fighter, indexed as Add numbered them. The slice is
// the arena's own; it is valid until the next Add or Reset.
func (a *Arena) Fighters() []Fighter { return a.fighters }

// hitRow returns the hit set of fighter i's trace window.
func (a *Arena) hitRow(i int) []uint64 { return a.hitBits[i*a.words : (i+1)*a.words] }

// enemies reports whether i and j may hit and target each other.
func (a *Arena) enemies(i, j int) bool {
	return i != j && a.fighters[i].Team != a.fighters[j].Team
}
