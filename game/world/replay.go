package world

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sort"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// Version names the game's rules; a replay made under other rules says so.
const Version = "actiongraph-game 3"

var (
	// ErrOtherAssets is a replay made with other assets than the ones loaded.
	ErrOtherAssets = errors.New("replay made with other assets")
	// ErrOtherVersion is a replay made by another version of the game.
	ErrOtherVersion = errors.New("replay made by another version of the game")
	// ErrDiverged is a replay whose world no longer matches its recorded digests.
	ErrDiverged = errors.New("replay diverged from its recording")
	// ErrDigests is a replay whose digests do not match its length: one a
	// second played, no more and no fewer.
	ErrDigests = errors.New("replay's digests do not fit its length")
)

// MaxRun is the most ticks one replay frame may hold: an hour.
const MaxRun = 60 * 60 * ag.TickRate

// ReplayFrame is one run of ticks with the same input: the buttons of
// every device, the stick, and an item drawn or a lock-on toggled on the
// run's first tick.
type ReplayFrame struct {
	Ticks   int           `json:"n"`
	Buttons items.Buttons `json:"b,omitempty"`
	X       float64       `json:"x,omitempty"`
	Y       float64       `json:"y,omitempty"`
	Draw    int           `json:"draw,omitempty"` // slot + 1; 0 draws nothing
	Lock    bool          `json:"lock,omitempty"`
	// SX, SY are a lock switch's direction (World.SwitchLock) made before
	// the run's first tick; zero for none.
	SX float64 `json:"sx,omitempty"`
	SY float64 `json:"sy,omitempty"`
}

// Replay is a recorded fight: what it was played with and every tick's
// input, run-length encoded, with the world's digest after each second.
type Replay struct {
	Version string        `json:"version"`
	Assets  string        `json:"assets"`
	Seed    uint64        `json:"seed"`
	Item    string        `json:"item,omitempty"`
	Waves   bool          `json:"waves"`
	Frames  []ReplayFrame `json:"frames"`
	// Digests are World.Digest in hex after every second (60 ticks).
	Digests []string `json:"digests"`
}

// Ticks returns how many ticks the replay holds.
func (r *Replay) Ticks() int {
	n := 0
	for _, f := range r.Frames {
		n += f.Ticks
	}
	return n
}

// Seconds returns how many digests the replay's length holds: one after
// each whole second played past the first tick (tick 60, 120, ...).
func (r *Replay) Seconds() int {
	if t := r.Ticks(); t > 0 {
		return (t - 1) / ag.TickRate
	}
	return 0
}

// ParseReplay reads a replay; unknown keys and impossible values are errors.
func ParseReplay(file string, data []byte) (*Replay, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	r := &Replay{}
	if err := dec.Decode(r); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if rest := bytes.TrimSpace(data[dec.InputOffset():]); len(rest) > 0 {
		return nil, fmt.Errorf("%s: data after the replay at byte %d", file, dec.InputOffset())
	}
	for i, f := range r.Frames {
		if f.Ticks <= 0 || f.Ticks > MaxRun || f.Draw < 0 || f.Draw > 9 || float64(f.X*f.X)+float64(f.Y*f.Y) > 1.0001 ||
			float64(f.SX*f.SX)+float64(f.SY*f.SY) > 1.0001 {
			return nil, fmt.Errorf("%s: frames[%d]: ticks must be from 1 to %d, draw 0-9, stick and switch within 1", file, i, MaxRun)
		}
	}
	if r.Version == "" || r.Assets == "" {
		return nil, fmt.Errorf("%s: version and assets must be set", file)
	}
	if have, want := len(r.Digests), r.Seconds(); have != want {
		return nil, fmt.Errorf("%s: %w: %d ticks hold %d seconds, and %d digests", file, ErrDigests, r.Ticks(), want, have)
	}
	return r, nil
}

// Marshal writes the replay as JSON, one frame a line.
func (r *Replay) Marshal() []byte {
	var b bytes.Buffer
	r.writeHead(&b)
	for i, f := range r.Frames {
		writeFrame(&b, f, i == 0)
	}
	writeTail(&b, r.Digests)
	return b.Bytes()
}

// writeHead writes the replay's JSON up to its first frame.
func (r *Replay) writeHead(b *bytes.Buffer) {
	head, _ := json.Marshal(struct {
		Version string `json:"version"`
		Assets  string `json:"assets"`
		Seed    uint64 `json:"seed"`
		Item    string `json:"item,omitempty"`
		Waves   bool   `json:"waves"`
	}{r.Version, r.Assets, r.Seed, r.Item, r.Waves})
	b.Write(head[:len(head)-1])
	b.WriteString(",\n\"frames\": [")
}

// writeFrame writes one frame on its own line, after a comma unless first.
func writeFrame(b *bytes.Buffer, f ReplayFrame, first bool) {
	if !first {
		b.WriteByte(',')
	}
	line, _ := json.Marshal(f)
	b.WriteString("\n ")
	b.Write(line)
}

// writeTail closes the frames and writes the digests.
func writeTail(b *bytes.Buffer, digests []string) {
	b.WriteString("\n],\n\"digests\": ")
	d, _ := json.Marshal(digests)
	if digests == nil {
		d = []byte("[]")
	}
	b.Write(d)
	b.WriteString("}\n")
}

// assetsDigest hashes every data file the game plays with (the ones the
// assets package embeds), by path, so a replay knows what it was played with.
func assetsDigest(fsys fs.FS) (string, error) {
	var paths []string
	for _, pattern := range []string{"montages.json", "attacks.json", tuningFile, motionFile, "graphs/*.json", "items/*.json", "enemies/*.json", "sprites/*"} {
		m, err := fs.Glob(fsys, pattern)
		if err != nil {
			return "", err
		}
		paths = append(paths, m...)
	}
	sort.Strings(paths)
	h := sha256.New()
	for _, p := range paths {
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", p, len(data))
		h.Write(data)
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// Playback feeds a replay's input to a World, tick by tick.
type Playback struct {
	r       *Replay
	i       int
	used    int
	checked int
}

// NewPlayback checks that a replay fits the loaded assets and game version.
func NewPlayback(a *Assets, r *Replay) (*Playback, error) {
	if r.Version != Version {
		return nil, fmt.Errorf("%w: %q, this is %q", ErrOtherVersion, r.Version, Version)
	}
	if r.Assets != a.Digest {
		return nil, fmt.Errorf("%w: it was made with assets %s, these are %s", ErrOtherAssets, r.Assets, a.Digest)
	}
	return &Playback{r: r}, nil
}

// Options returns the options the replay's world was made with.
func (p *Playback) Options() Options {
	return Options{Seed: p.r.Seed, Item: p.r.Item, Waves: p.r.Waves}
}

// Done reports whether every recorded tick has been fed.
func (p *Playback) Done() bool { return p.i >= len(p.r.Frames) }

// Feed sets the input of the next tick; call it before each Step.
func (p *Playback) Feed(w *World) error {
	if p.Done() {
		w.SetInput(0, combat.Vec{})
		return nil
	}
	f := p.r.Frames[p.i]
	if p.used == 0 {
		if f.Draw > 0 {
			if err := w.DrawItem(f.Draw - 1); err != nil {
				return err
			}
		}
		if f.Lock {
			w.ToggleLock()
		}
		if f.SX != 0 || f.SY != 0 {
			w.SwitchLock(combat.Vec{X: f.SX, Y: f.SY})
		}
	}
	w.SetInput(f.Buttons, combat.Vec{X: f.X, Y: f.Y})
	p.used++
	if p.used == f.Ticks {
		p.i, p.used = p.i+1, 0
	}
	return nil
}

// Check compares the world's digest with the recording's after a Step that
// ends a second.
func (p *Playback) Check(w *World) error {
	if w.now == 0 || w.now%ag.TickRate != 0 {
		return nil
	}
	k := int(w.now/ag.TickRate) - 1
	if k >= len(p.r.Digests) {
		return nil
	}
	if have := fmt.Sprintf("%016x", w.Digest()); have != p.r.Digests[k] {
		return fmt.Errorf("%w at %d s (tick %d, frames[%d]): digest %s, recorded %s", ErrDiverged, k+1, w.now, p.frameAt(), have, p.r.Digests[k])
	}
	p.checked++
	return nil
}

// Checked returns how many recorded digests have been compared and matched.
func (p *Playback) Checked() int { return p.checked }

// frameAt returns the index of the frame whose input the last Step played.
func (p *Playback) frameAt() int {
	if p.used == 0 {
		return p.i - 1
	}
	return p.i
}

// PlayReplay plays a replay headless to its end, checking every recorded
// digest, and returns the world as it ends. A replay whose play ends before
// its last digest was checked fails (ErrDigests).
func PlayReplay(a *Assets, r *Replay) (*World, error) {
	p, err := NewPlayback(a, r)
	if err != nil {
		return nil, err
	}
	w, err := New(a, p.Options())
	if err != nil {
		return nil, err
	}
	for !p.Done() {
		if err := p.Feed(w); err != nil {
			return w, err
		}
		w.Step()
		if err := p.Check(w); err != nil {
			return w, err
		}
	}
	if p.checked != len(r.Digests) {
		return w, fmt.Errorf("%w: %d of %d digests checked by tick %d", ErrDigests, p.checked, len(r.Digests), w.now)
	}
	return w, nil
}
