package world

import (
	"bytes"
	"fmt"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/items"
)

// Recorder records a World's player input, tick by tick, into a Replay. It
// keeps the JSON of every finished frame as it goes, so writing the
// recording so far (Bytes) costs a copy, not an encoding of the whole
// session: a long session can be saved every few seconds.
type Recorder struct {
	r      Replay
	cur    ReplayFrame
	open   bool
	frames bytes.Buffer // the JSON lines of r.Frames
}

// NewRecorder starts recording a world made with these assets and options.
func NewRecorder(a *Assets, opt Options) *Recorder {
	return &Recorder{r: Replay{Version: Version, Assets: a.Digest, Seed: opt.Seed, Item: opt.Item, Waves: opt.Waves}}
}

// record notes the input of the tick about to run. A run of ticks with the
// same input is one frame, up to MaxRun ticks.
func (rc *Recorder) record(b items.Buttons, stick combat.Vec, draw int, lock bool, switched combat.Vec) {
	f := ReplayFrame{Ticks: 1, Buttons: b, X: stick.X, Y: stick.Y, Draw: draw, Lock: lock, SX: switched.X, SY: switched.Y}
	if rc.open && rc.cur.Ticks < MaxRun && draw == 0 && !lock && switched == (combat.Vec{}) &&
		f.Buttons == rc.cur.Buttons && f.X == rc.cur.X && f.Y == rc.cur.Y {
		rc.cur.Ticks++
		return
	}
	if rc.open {
		writeFrame(&rc.frames, rc.cur, len(rc.r.Frames) == 0)
		rc.r.Frames = append(rc.r.Frames, rc.cur)
	}
	rc.cur, rc.open = f, true
}

func (rc *Recorder) digest(w *World) {
	if w.now > 0 && w.now%ag.TickRate == 0 {
		rc.r.Digests = append(rc.r.Digests, fmt.Sprintf("%016x", w.Digest()))
	}
}

// Replay returns what was recorded so far.
func (rc *Recorder) Replay() *Replay {
	out := rc.r
	out.Frames = append([]ReplayFrame(nil), rc.r.Frames...)
	if rc.open {
		out.Frames = append(out.Frames, rc.cur)
	}
	out.Digests = append([]string(nil), rc.r.Digests...)
	return &out
}

// Bytes returns the recording so far as a replay file: the same bytes as
// Replay().Marshal(). Between Steps it always replays, as the first Step
// is tick 0 and the digests are those of the seconds the ticks hold.
func (rc *Recorder) Bytes() []byte {
	var b bytes.Buffer
	b.Grow(rc.frames.Len() + 64*(len(rc.r.Digests)+8))
	rc.r.writeHead(&b)
	b.Write(rc.frames.Bytes())
	if rc.open {
		writeFrame(&b, rc.cur, len(rc.r.Frames) == 0)
	}
	writeTail(&b, rc.r.Digests)
	return b.Bytes()
}

// SetRecorder records the player's input from the next Step on; nil stops.
func (w *World) SetRecorder(rc *Recorder) { w.rec = rc }
