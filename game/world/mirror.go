package world

import (
	"fmt"
	"math"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/combat"
)

// Replica is one character as a server publishes it, in the order of the
// server's World.Characters.
type Replica struct {
	// Type is the enemy type's name; "" for a player.
	Type, Name                 string
	Pos                        combat.Vec
	Facing                     float64
	Health, MaxHealth, Stamina float64
	Node                       string
	TimeInNode                 ag.Ticks
	Item                       string
	Dead, Staggered            bool
}

// ReplicaCue is a cue as a server publishes it, its characters by index
// (-1 for none).
type ReplicaCue struct {
	Kind             CueKind
	Pos              combat.Vec
	Weight           float64
	Attacker, Victim int
	Sound            string
}

// Replication is a server's world at one tick, as a mirror follows it.
type Replication struct {
	Phase Phase
	Wave  int
	Chars []Replica
	// Cues are the server's cues since the last replication.
	Cues []ReplicaCue
}

// mirrorSlack is how far, in ticks, a mirrored character's move may run
// from the server's before the mirror puts it back in step.
const mirrorSlack = 4

// maxPlace bounds the ticks placing a character in a move runs.
const maxPlace = 2 * ag.TickRate

// NewMirror returns a world that draws what a server publishes: players
// characters, of which local is this machine's (World.Player), no waves,
// no brains and no combat of its own. Follow gives it the server's word;
// Step plays the characters' moves between two words.
func NewMirror(a *Assets, players, local int) (*World, error) {
	w, err := New(a, Options{Players: players})
	if err != nil {
		return nil, err
	}
	if local < 0 || local >= players {
		return nil, fmt.Errorf("%w: local player %d of %d", errPlayers, local, players)
	}
	w.mirror, w.local = true, local
	return w, nil
}

// Follow takes a server's word: characters it has not seen yet come in,
// each takes the name the server gives it, every body goes where the
// server has it, each character's move is put in step with the server's
// (but the local player's, which its machine predicts: FollowPrediction),
// and the server's cues play at the next Step.
func (w *World) Follow(r *Replication) error {
	if !w.mirror {
		return errNotMirror
	}
	w.phase, w.wave = r.Phase, r.Wave
	for i, rep := range r.Chars {
		if i >= len(w.chars) {
			if rep.Type == "" {
				return fmt.Errorf("world: the server has a player %q past the %d players", rep.Name, w.players)
			}
			if _, err := w.Spawn(rep.Type); err != nil {
				return err
			}
		}
		c := w.chars[i]
		if rep.Name != "" {
			c.Name = rep.Name
		}
		f := c.Fighter()
		w.glideTo(c, rep.Pos, rep.Facing)
		rose := c.Player() && f.Dead && !rep.Dead // a teammate raised it: its get-up shows
		f.Health, f.MaxHealth, f.Stamina, f.Dead = rep.Health, rep.MaxHealth, rep.Stamina, rep.Dead
		if rose {
			w.risen(c, w.assets.Tuning.Revive.Invulnerable)
		}
		f.Stagger = 0
		if rep.Staggered {
			f.Stagger = 1
		}
		if c.Player() && rep.Name != "" {
			c.Name = rep.Name // the name its player gave the server, as the server cleaned it
		}
		if c.Player() && c.item != nil && rep.Item != c.item.Name {
			if it := w.assets.Items.Named(rep.Item); it != nil {
				if err := w.draw(c, it); err != nil {
					return err
				}
			}
		}
		if i != w.local {
			w.place(c, rep.Node, rep.TimeInNode)
		}
	}
	w.followedAt = w.now
	for _, rc := range r.Cues {
		w.pendingCues = append(w.pendingCues, Cue{Kind: rc.Kind, Pos: rc.Pos, Weight: rc.Weight,
			Attacker: w.Character(rc.Attacker), Victim: w.Character(rc.Victim), Sound: rc.Sound})
	}
	return nil
}

// FollowPrediction puts the local player in the move its machine
// predicts.
func (w *World) FollowPrediction(node string, time ag.Ticks) {
	w.place(w.Player(), node, time)
}

// place puts a character in a node, time ticks into it, unless it is
// there already, within mirrorSlack.
func (w *World) place(c *Character, node string, time ag.Ticks) {
	st := c.comp.State()
	if st.Node == node && abs(st.TimeInNode-time) <= mirrorSlack {
		return
	}
	w.placing = true
	defer func() { w.placing = false }()
	PutOn(c.comp, node, time)
}

// PutOn puts a graph's component on the node an authority has it on, time
// ticks into it: the running move ends Rejected and the waiting press
// clears (AG-END-3), then the node runs on, at most maxPlace ticks, and
// no further than its own end (where the authority's ended too). A node
// the graph lacks leaves the component as it was. A mirror places its
// characters with it, and netplay its prediction after a refusal.
func PutOn(comp *ag.Component, node string, time ag.Ticks) {
	g := comp.Graph()
	if g == nil || g.Node(node) == nil {
		return
	}
	if err := comp.Reject(node); err != nil {
		return
	}
	for range min(max(time, 0), maxPlace) {
		if comp.State().Node != node {
			break
		}
		comp.Tick()
	}
}

func abs(t ag.Ticks) ag.Ticks {
	if t < 0 {
		return -t
	}
	return t
}

// snapDistance is how far a body may jump between two words of the
// server and still glide there rather than appear there (a respawn, a
// late joiner).
const snapDistance = 96

// glide is a mirrored body's way from where it was drawn to where the
// server last put it, over the ticks between the server's words.
type glide struct {
	from, to         combat.Vec
	fromFace, toFace float64
	left, span       ag.Ticks
	started          bool
}

// glideTo starts a body gliding to where the server has it, over as many
// ticks as passed since the server's last word; a first word or a jump
// past snapDistance puts it there at once.
func (w *World) glideTo(c *Character, pos combat.Vec, facing float64) {
	f := c.Fighter()
	g := &c.glide
	span := min(max(w.now-w.followedAt, 1), 8)
	if !g.started || pos.Sub(f.Pos).Magnitude() > snapDistance {
		f.Pos, f.Facing = pos, facing
		*g = glide{from: pos, to: pos, fromFace: facing, toFace: facing, started: true}
		return
	}
	*g = glide{from: f.Pos, to: pos, fromFace: f.Facing, toFace: facing, left: span, span: span, started: true}
}

// Settle ends every body's glide where the server last put it, so the
// mirror shows the server's last word exactly rather than bodies on their
// way to it: for a picture of one server tick on every machine.
func (w *World) Settle() {
	for _, c := range w.chars {
		g := &c.glide
		if !g.started {
			continue
		}
		f := c.Fighter()
		f.Pos, f.Facing = g.to, g.toFace
		g.from, g.fromFace, g.left = g.to, g.toFace, 0
	}
}

// stepGlide moves a body a tick along its glide.
func stepGlide(c *Character) {
	g := &c.glide
	if g.left <= 0 {
		return
	}
	g.left--
	t := 1 - float64(g.left)/float64(g.span)
	f := c.Fighter()
	d := g.to.Sub(g.from)
	f.Pos = combat.Vec{X: float64(d.X*t) + g.from.X, Y: float64(d.Y*t) + g.from.Y}
	turn := math.Remainder(g.toFace-g.fromFace, 2*math.Pi)
	f.Facing = float64(turn*t) + g.fromFace
}

// stepMirror plays a mirror's tick: the server's cues, and every
// character's move on by a tick, its boxes and marks for drawing.
func (w *World) stepMirror() {
	w.cues.n = 0
	for _, c := range w.pendingCues {
		w.cue(c)
	}
	w.pendingCues = w.pendingCues[:0]
	if w.started {
		w.now++
	}
	w.started = true
	for _, c := range w.chars {
		stepGlide(c)
		c.host.Tick()
		c.comp.Tick()
		w.setHurtbox(c)
		w.updateMarks(c)
	}
	w.effects.expire(w.now)
}
