package game

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/upc-demo/actiongraph-game/combat"
	"github.com/upc-demo/actiongraph-game/game/world"
)

// scene is what the screen is showing.
type scene uint8

// The scenes.
const (
	sceneTitle   scene = iota // the name, the controls, press to start
	scenePlaying              // the fight
	scenePaused               // the fight, frozen
	sceneEnd                  // victory or defeat, with restart
	sceneError                // the assets failed to load
	sceneJoining              // connecting to a co-op server (online.go)
)

// endDelay is how long the fight plays on after its end before the
// victory or defeat screen; endLock is how long that screen ignores
// presses, so a click meant as a swing does not restart at once.
const (
	endDelay = 90
	endLock  = 60
)

// update runs one Update: the game's own keys, the console, then the scene.
func (g *Game) update() error {
	g.pollAssets()
	f := g.in.poll(!g.console.open)
	g.noteGlyphs(f.Family)
	if f.Fullscreen {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	if c := g.cfg.Console; c != "" && g.scene == scenePlaying && g.frames >= g.cfg.ConsoleAt && !g.consoleRan {
		g.consoleRan = true
		g.runConsole(c)
		g.log.Info("console", "line", c, "reply", g.console.reply)
	}
	if g.console.open {
		run, closed := g.console.update()
		if run != "" {
			g.runConsole(run)
		}
		if closed {
			g.in.muteHeld()
		}
	} else if g.scene != sceneError {
		if f.Console {
			g.console.open, g.console.reply = true, ""
		}
		if f.Debug {
			g.debug = !g.debug
		}
		g.graph.update(&f, &g.in)
	}
	g.last = f
	switch g.scene {
	case sceneError:
		if f.Pause {
			return g.loadErr
		}
	case sceneTitle:
		if f.Confirm {
			return g.startFight()
		}
	case sceneJoining:
		return g.updateJoining(f)
	case scenePlaying:
		if g.online != nil {
			return g.playOnline(f)
		}
		return g.play(f)
	case scenePaused:
		return g.updatePause(f)
	case sceneEnd:
		if f.Confirm && g.frames-g.endShown >= endLock {
			if g.online != nil {
				g.online.leave()
				g.online, g.world, g.scene = nil, nil, sceneTitle
				return nil
			}
			return g.startFight()
		}
		if g.online != nil {
			return g.playOnline(frameInput{Slot: -1})
		}
		g.world.SetInput(0, combat.Vec{})
		g.step()
	}
	return nil
}

// runConsole runs a console line: a co-op fight's UPC.Debug.Net.* lines
// go to the server, the others run here; the reply shows on the console.
func (g *Game) runConsole(run string) {
	if g.online != nil && g.online.client() != nil && strings.HasPrefix(strings.ToUpper(run), "UPC.DEBUG.NET.") {
		g.console.reply = "sent to the server: " + run
		if err := g.online.client().Command(run); err != nil {
			g.console.reply = err.Error()
		}
		return
	}
	reply, on, set := runCommand(run)
	g.console.reply = reply
	if set {
		g.debug = on
	}
}

// startFight puts a new World in play: after a fight (restarting, playing
// again) with the item the player held, else with Config.Item.
func (g *Game) startFight() error {
	opt := world.Options{Seed: g.cfg.Seed, Waves: true, Item: g.cfg.Item}
	if g.world != nil {
		opt.Item = g.world.Player().Item().Name
	}
	g.playback = nil
	if g.cfg.Replay != nil {
		p, err := world.NewPlayback(g.assets, g.cfg.Replay)
		if err != nil {
			return err
		}
		g.playback, opt = p, p.Options()
	}
	w, err := world.New(g.assets, opt)
	if err != nil {
		return err
	}
	g.startRecording(w, opt)
	if g.cfg.ActionLog != nil {
		w.SetActionLogger(g.cfg.ActionLog)
	}
	g.world, g.track, g.scene = w, newTracker(), scenePlaying
	g.in.muteHeld()
	return nil
}

// play feeds the player's input (or the script) to the World and steps it.
func (g *Game) play(f frameInput) error {
	w := g.world
	// A played fight pauses when the window or the tab loses the focus or
	// the pad in use goes away (controls.ShouldPause); a scripted one (under
	// Xvfb, often unfocused) never does.
	auto := f.AutoPause && g.cfg.Autoplay == nil && g.pilot == nil && g.playback == nil && g.cfg.Frames == 0
	if f.Pause || auto {
		g.openPause()
		return nil
	}
	switch {
	case g.playback != nil:
		if err := g.playback.Feed(w); err != nil {
			return err
		}
	case g.cfg.Autoplay != nil:
		if err := g.cfg.Autoplay.Feed(w); err != nil {
			return err
		}
	case g.pilot != nil:
		g.pilot.Drive(w)
	default:
		w.SetInput(f.Buttons, f.Stick)
		slot := f.Slot
		if f.Wheel != 0 {
			slot = g.wheelSlot(f.Wheel)
		}
		if it := g.assets.Items.Slot(slot); it != nil && it != w.Player().Item() {
			if err := w.DrawItem(slot); err != nil {
				return err
			}
		}
		if f.Lock {
			w.ToggleLock()
		}
		if f.HasFlick {
			w.SwitchLock(f.Flick)
		}
	}
	g.step()
	g.freeze.watch(w, g.frames)
	if g.playback != nil {
		if err := g.playback.Check(w); err != nil {
			return err
		}
	}
	if g.track.endAt >= 0 && w.Now()-g.track.endAt >= endDelay {
		g.scene, g.endShown = sceneEnd, g.frames
	}
	return nil
}

// step steps the World one tick and lets the tracker see it.
func (g *Game) step() {
	g.world.Step()
	g.tickRecording()
	g.track.observe(g.world)
	g.graph.observe(g.world)
}

// wheelSlot returns the slot of the item after (dir +1) or before (-1)
// the drawn one, around the wheel.
func (g *Game) wheelSlot(dir int) int {
	all := g.assets.Items
	cur := 0
	for i, it := range all {
		if it == g.world.Player().Item() {
			cur = i
		}
	}
	n := len(all)
	return all[((cur+dir)%n+n)%n].Slot
}

// draw draws the scene and, over it, the console.
func (g *Game) draw(dst *ebiten.Image) {
	switch g.scene {
	case sceneError:
		g.view.drawError(dst, g.loadErr)
	case sceneTitle:
		g.view.drawTitle(dst, g.assets, g.frames)
	case sceneJoining:
		g.view.drawJoining(dst, g.online, g.frames)
	default:
		fs := frameState{track: &g.track, debug: g.debug, device: g.last.Device}
		if g.online != nil && g.online.client() != nil {
			fs.net = g.online.netLine()
			fs.serverNode, _ = g.online.client().ServerNode()
		}
		g.view.drawWorld(dst, g.world, fs)
		g.graph.draw(dst, g.view, g.world)
		switch g.scene {
		case scenePaused:
			g.view.drawPause(dst, &g.menu)
		case sceneEnd:
			g.view.drawEnd(dst, g.world, &g.track, g.frames)
		}
	}
	if g.scene != sceneError {
		g.view.drawReload(dst, &g.reload, g.frames)
	}
	g.in.pads.notice.draw(dst, g.view)
	if g.console.open {
		g.console.draw(dst, g.view.text, g.frames)
	}
}
