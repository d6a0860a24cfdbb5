package world

import (
	"math"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
	"github.com/upc-demo/actiongraph-game/ai"
	"github.com/upc-demo/actiongraph-game/anim"
	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/internal/detmath"
)

// Fight constants that are not tuning.
const (
	comboSeconds  = 2
	waveGapTicks  = 2 * ag.TickRate
	deathFadeTick = 90
)

// Step runs one tick. Every character decides (the player from its held
// buttons through its item's mappings, an enemy from its brain), the arena
// moves the bodies, every component advances (unless frozen by hitstop),
// the inputs apply, targets update, melee traces sweep and the hits land,
// and the waves move on.
func (w *World) Step() {
	if w.mirror {
		w.stepMirror()
		return
	}
	if w.rec != nil {
		p := w.Player()
		w.rec.record(p.buttons, p.stick, w.pendingDraw, w.pendingLock, w.pendingSwitch)
	}
	w.pendingDraw, w.pendingLock, w.pendingSwitch = 0, false, combat.Vec{}
	w.cues.n = 0
	if w.started {
		w.now++
	}
	for _, p := range w.Players() {
		if err := w.tryDraw(p); err != nil && w.log != nil {
			w.log.Error("draw", "error", err) // items were compiled when they loaded
		}
	}
	w.engaged = 0
	for _, c := range w.chars {
		if c.brain != nil && !c.Dead() && c.brain.Engaged() {
			w.engaged++
		}
	}
	for _, c := range w.chars {
		if c.brain != nil {
			w.decideEnemy(c)
		} else {
			w.decidePlayer(c)
		}
	}
	if w.started {
		w.arena.Step()
		for _, c := range w.chars {
			if c.Fighter().Frozen() && !(w.opt.Networked && c.Player()) || c.paused {
				c.paused = false
				continue
			}
			c.host.Tick()
			c.comp.Tick()
		}
	}
	w.started = true
	for _, c := range w.chars {
		w.applyInputs(c)
	}
	for _, cmd := range w.queue {
		m := ag.InputPressed
		if cmd.Release {
			m = ag.InputReleased
		}
		w.chars[cmd.Character].comp.ProcessInput(cmd.Tag, m)
	}
	w.queue = w.queue[:0]
	w.arena.UpdateTargets()
	for _, c := range w.chars {
		w.setHurtbox(c)
		w.updateMarks(c)
	}
	for _, p := range w.Players() {
		w.landWaiting(p)
	}
	for _, c := range w.chars {
		w.trace(c)
	}
	w.updateRevives()
	if w.combo > 0 && w.now > w.comboTill {
		w.combo = 0
	}
	w.effects.expire(w.now)
	w.updateWaves()
	if w.rec != nil {
		w.rec.digest(w)
	}
}

// decidePlayer turns held buttons into input events, and the stick into a
// walk unless the running move carries the body itself.
func (w *World) decidePlayer(c *Character) {
	f := c.Fighter()
	c.events = c.mapper.Update(c.buttons, c.events[:0])
	f.Move = combat.Vec{}
	c.moving = false
	if f.Dead || f.Staggered() || f.Hitstop > 0 {
		return
	}
	if v, ok := w.rootMotion(c); ok {
		f.Move = v
		return
	}
	pt := &w.assets.Tuning.Player
	s := c.stick
	if s.X == 0 && s.Y == 0 {
		if f.Target >= 0 && f.Locked {
			turnTowards(f, w.arena.AngleTo(c.fighter, f.Target), pt.TurnRate*c.host.Locomotion.TurnRate)
		}
		return
	}
	speed := pt.WalkSpeed * c.host.Locomotion.WalkSpeed
	if !c.comp.Idle() && c.host.Locomotion == ag.NoLocomotionChange {
		speed *= pt.AttackWalk
	}
	f.Move = s.Scale(speed)
	c.moving = speed > 0
	face := detmath.Atan2(s.Y, s.X)
	if f.Target >= 0 && f.Locked {
		face = w.arena.AngleTo(c.fighter, f.Target)
	}
	if c.comp.Idle() || c.host.Locomotion != ag.NoLocomotionChange {
		turnTowards(f, face, pt.TurnRate*c.host.Locomotion.TurnRate)
	}
}

// targetPlayer returns the player an enemy goes for: the nearest one
// standing, the first of equals; player 0 when all have fallen. With one
// player it is always player 0.
func (w *World) targetPlayer(c *Character) *Character {
	best, bestD := w.Player(), -1.0
	if w.players == 1 {
		return best
	}
	pos := c.Fighter().Pos
	for _, p := range w.Players() {
		if p.Dead() {
			continue
		}
		if d := p.Fighter().Pos.Sub(pos).Magnitude(); bestD < 0 || d < bestD {
			best, bestD = p, d
		}
	}
	return best
}

// decideEnemy asks the brain what to do about the player. An enemy may
// close in to attack only while an attack token is free; once it swings it
// commits, turning after the player only while it winds up.
func (w *World) decideEnemy(c *Character) {
	f := c.Fighter()
	f.Move = combat.Vec{}
	c.moving = false
	p := w.targetPlayer(c)
	pf := p.Fighter()
	c.intent = ai.Intent{}
	if f.Dead || c.held() {
		return
	}
	dist := pf.Pos.Sub(f.Pos).Magnitude()
	if !c.dummy {
		engaged := c.brain.Engaged()
		c.intent = c.brain.Think(ai.Perception{
			HasTarget:       !pf.Dead,
			Distance:        dist,
			TargetAttacking: p.trace.open || (!p.comp.Idle() && w.isAttack(p)),
			Idle:            c.comp.Idle() && c.comp.QueuedInputs() == 0,
			Staggered:       f.Staggered(),
			MayAttack:       engaged || w.engaged < w.attackTokens(),
		})
		if !engaged && c.brain.Engaged() {
			w.engaged++
		}
	}
	if f.Staggered() || pf.Dead || f.Hitstop > 0 {
		return
	}
	et := &w.assets.Tuning.Enemies
	face := w.arena.AngleTo(c.fighter, p.fighter)
	switch {
	case c.dummy: // it stands as it was placed; its moves still carry it
	case c.comp.Idle():
		turnTowards(f, face, et.TurnRate)
	case c.marks&markCue != 0:
		turnTowards(f, face, et.TrackRate)
	}
	if v, ok := w.rootMotion(c); ok {
		f.Move = v
		return
	}
	if c.intent.Advance == 0 && c.intent.Strafe == 0 {
		return
	}
	to := pf.Pos.Sub(f.Pos)
	if dist > 0 {
		to = to.Scale(1 / dist)
	}
	side := combat.Vec{X: -to.Y, Y: to.X}
	dir := to.Scale(c.intent.Advance).Add(side.Scale(c.intent.Strafe * 0.6))
	if l := dir.Magnitude(); l > 1 {
		dir = dir.Scale(1 / l)
	}
	f.Move = dir.Scale(c.Type.MoveSpeed * c.host.Locomotion.WalkSpeed)
	c.moving = true
}

// attackTokens returns how many enemies may attack at once now: the wave's
// number, else the game's.
func (w *World) attackTokens() int {
	if w.wave > 0 && w.wave <= len(w.assets.Waves) {
		if n := w.assets.Waves[w.wave-1].AttackTokens; n > 0 {
			return n
		}
	}
	return w.assets.Tuning.Pacing.AttackTokens
}

// isAttack reports whether the character's running move is an attack.
func (w *World) isAttack(c *Character) bool {
	clip, ok := c.comp.Clip()
	if !ok {
		return false
	}
	_, ok = w.assets.Attacks[clip.Montage]
	return ok
}

// applyInputs sends the tick's inputs to the character's graph.
func (w *World) applyInputs(c *Character) {
	if c.brain == nil {
		for _, e := range c.events {
			c.comp.ProcessInput(e.Tag, e.Moment)
		}
		if c.moving {
			c.comp.Moved()
		}
		return
	}
	in := c.intent
	if in.Combo != nil {
		c.comp.QueueInputSequence(in.Combo.SequenceMode(), in.Combo.Inputs...)
	}
	if in.Release != "" {
		c.comp.ProcessInput(in.Release, ag.InputReleased)
	}
	if in.Press != "" {
		c.comp.ProcessInputFull(ag.Input{Tag: in.Press, Moment: ag.InputPressed, Stick: in.Stick, HasStick: true})
	}
}

// turnTowards turns a fighter's facing towards an angle at a rate a second.
func turnTowards(f *combat.Fighter, angle, rate float64) {
	d := math.Remainder(angle-f.Facing, 2*math.Pi)
	step := rate / ag.TickRate
	if math.Abs(d) <= step {
		f.Facing = angle
		return
	}
	f.Facing += math.Copysign(step, d)
}

// setHurtbox gives combat the body box of the frame the character shows
// (its sheet's "hurtbox" slice); without one the body is its circle.
func (w *World) setHurtbox(c *Character) {
	f := c.Fighter()
	f.Hurtbox = combat.Rect{}
	if sheet, frame := w.Pose(c); sheet != nil {
		if box, ok := frameBox(sheet, anim.HurtboxSlice, frame); ok {
			f.Hurtbox = box
		}
	}
}
