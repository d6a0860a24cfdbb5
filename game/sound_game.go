package game

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/upc-demo/actiongraph-game/game/world"
	"github.com/upc-demo/actiongraph-game/sounds"
)

// volumeShown is how many Updates the volume indicator stays after a
// change; it fades over the last volumeFade.
const (
	volumeShown = 90
	volumeFade  = 30
)

// cueEvents maps the World's cue kinds to the mapping's events; CueSound
// names its sound itself.
var cueEvents = [...]sounds.Event{
	world.CueSwing: sounds.Swing, world.CueHit: sounds.Hit, world.CueBlock: sounds.Block,
	world.CueGuardBreak: sounds.GuardBreak, world.CueParry: sounds.Parry, world.CueEvade: sounds.Evade,
	world.CueDodge: sounds.Dodge, world.CueDeath: sounds.Death, world.CueFinisher: sounds.Finisher,
	world.CueRefused: sounds.Refused, world.CueWaveStart: sounds.WaveStart,
	world.CueVictory: sounds.Victory, world.CueDefeat: sounds.Defeat,
}

// volumeLabels are the indicator's words for each volume, made once.
var volumeLabels = func() (l [11]string) {
	for i := range l {
		l[i] = "VOLUME " + strconv.Itoa(10*i) + "%"
	}
	return l
}()

// soundCues is what the sound player keeps of the World between Updates:
// which Step's cues it played last.
type soundCues struct {
	world *world.World
	tick  int64
	cues  []world.Cue
	keys  []ebiten.Key
	touch []ebiten.TouchID
}

// updateSound runs the speakers for one Update, after the scene ran
// (before is the scene it started in): the volume keys unless the console
// has the keyboard, the menu's moves and, when the World stepped, its cues.
func (g *Game) updateSound(before scene) {
	s := g.sound
	s.frame = g.frames
	s.loadNext()
	s.poll(s.state == soundWaiting && s.sawInput())
	if !g.console.open {
		s.readKeys()
	}
	if e, ok := g.uiEvent(before); ok {
		s.playEvent(e, 0, 1)
	}
	w := g.world
	if w == nil || (w == s.seen.world && int64(w.Now()) == s.seen.tick) {
		return
	}
	s.seen.world, s.seen.tick = w, int64(w.Now())
	s.seen.cues = w.Cues(s.seen.cues[:0])
	for _, c := range s.seen.cues {
		s.playCue(c)
	}
}

// uiEvent returns the menu sound of this Update: a fight started or
// resumed, the game paused, an item drawn, lock-on or an overlay toggled.
func (g *Game) uiEvent(before scene) (sounds.Event, bool) {
	f := g.last
	manual := g.cfg.Autoplay == nil && g.playback == nil
	switch {
	case g.scene == scenePlaying && before != scenePlaying:
		return sounds.UIConfirm, true
	case g.scene == scenePaused && before == scenePlaying:
		return sounds.UIBack, true
	case g.scene != before:
		return 0, false
	case g.scene == scenePlaying && manual && (f.Slot >= 0 || f.Wheel != 0 || f.Lock):
		return sounds.UIMove, true
	case f.Debug || f.Console:
		return sounds.UIMove, true
	}
	return 0, false
}

// playCue plays one of the World's cues: louder when the player is part of
// it; a fallen player's death is left to the defeat's sound.
func (s *soundPlayer) playCue(c world.Cue) {
	gain := 1.0
	if !c.Local() {
		gain = quietGain
	}
	switch c.Kind {
	case world.CueSound:
		s.play(s.index(c.Sound), gain)
	case world.CueHit:
		e := sounds.Hit
		if c.Victim != nil && c.Victim.Local() {
			e = sounds.Hurt
		}
		s.playEvent(e, c.Weight, gain)
	case world.CueDeath:
		if c.Victim == nil || !c.Victim.Local() {
			s.playEvent(sounds.Death, c.Weight, 1)
		}
	case world.CueWaveStart, world.CueVictory, world.CueDefeat:
		s.playEvent(cueEvents[c.Kind], 0, 1)
	default:
		if int(c.Kind) < len(cueEvents) {
			s.playEvent(cueEvents[c.Kind], c.Weight, gain)
		}
	}
}

// sawInput reports a key (but Esc, which browsers do not count as a
// gesture), a click or a touch pressed this Update.
func (s *soundPlayer) sawInput() bool {
	s.seen.keys = inpututil.AppendJustPressedKeys(s.seen.keys[:0])
	for _, k := range s.seen.keys {
		if k != ebiten.KeyEscape {
			return true
		}
	}
	s.seen.touch = inpututil.AppendJustPressedTouchIDs(s.seen.touch[:0])
	return len(s.seen.touch) > 0 ||
		inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) ||
		inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight)
}

// readKeys reads the volume keys: M mutes and unmutes, - and = step the
// volume by a tenth.
func (s *soundPlayer) readKeys() {
	just := inpututil.IsKeyJustPressed
	switch {
	case just(ebiten.KeyM):
		s.muted = !s.muted
		if s.muted {
			s.stopAll()
		}
	case just(ebiten.KeyMinus) || just(ebiten.KeyNumpadSubtract):
		s.volume, s.muted = max(0, s.volume-1), false
	case just(ebiten.KeyEqual) || just(ebiten.KeyNumpadAdd):
		s.volume, s.muted = min(10, s.volume+1), false
	default:
		return
	}
	s.shown = s.frame
	s.playEvent(sounds.UIMove, 0, 1) // hear the new volume
}

var (
	colVolume     = color.RGBA{120, 200, 255, 255}
	colVolumeOff  = color.RGBA{110, 110, 120, 255}
	colVolumePane = color.RGBA{10, 10, 14, 190}
)

// drawVolume shows the volume or "MUTED" in the top-right corner for a
// moment after M, - or = (and "NO SOUND DEVICE" on a silent machine).
func (s *soundPlayer) drawVolume(dst *ebiten.Image, v *view) {
	age := s.frame - s.shown
	if age < 0 || age >= volumeShown || v == nil {
		return
	}
	a := min(1, float64(volumeShown-age)/volumeFade)
	label, clr := volumeLabels[s.volume], colVolume
	switch {
	case s.state == soundOff:
		label, clr = "NO SOUND DEVICE", colVolumeOff
	case s.muted:
		label, clr = "MUTED (M)", colVolumeOff
	}
	const w, h = 236, 52
	x, y := float32(ScreenWidth-44-w), float32(112)
	vector.DrawFilledRect(dst, x, y, w, h, scaleAlpha(colVolumePane, a), false)
	v.text.draw(dst, label, int(x)+12, int(y)+6, 16, scaleAlpha(clr, a))
	for i := range 10 {
		seg := scaleAlpha(colBarBack, a)
		if i < s.volume && !s.muted && s.state != soundOff {
			seg = scaleAlpha(clr, a)
		}
		vector.DrawFilledRect(dst, x+12+float32(i)*21, y+32, 17, 10, seg, false)
	}
}
