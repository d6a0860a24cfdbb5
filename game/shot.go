package game

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/upc-demo/actiongraph-game/netplay"
)

var (
	errName     = errors.New("game: -name")
	errShotTick = errors.New("game: -shot-tick")
)

// shot holds a co-op fight still on one server tick (Config.ShotTick), so
// every machine of a match can picture the same moment.
type shot struct {
	held bool
}

// checkCoopConfig returns an error for a Config.Name or Config.ShotTick
// the game cannot use.
func checkCoopConfig(cfg Config) error {
	if len(cfg.Name) > netplay.MaxName || !utf8.ValidString(cfg.Name) {
		return fmt.Errorf("%w: want at most %d bytes of UTF-8, have %q", errName, netplay.MaxName, cfg.Name)
	}
	if cfg.ShotTick < 0 || cfg.ShotTick > 0 && (cfg.Join == "" || cfg.ShotTick%netplay.StateEvery != 0) {
		return fmt.Errorf("%w %d: want -join and a tick that is a multiple of %d (the server publishes those)", errShotTick, cfg.ShotTick, netplay.StateEvery)
	}
	return nil
}

// takeShot holds the fight once the client has the State of
// Config.ShotTick: the mirror shows that State exactly and stands still
// (netplay.Client.Hold). It reports whether the fight is held.
func (g *Game) takeShot() (bool, error) {
	o := g.online
	c := o.client()
	if g.cfg.ShotTick <= 0 || c == nil || !c.Held() {
		return false, nil
	}
	s := c.State()
	if want := uint32(g.cfg.ShotTick); s.Tick != want {
		return true, fmt.Errorf("%w %d: the State of that tick never came to this machine, the next was of tick %d (joined too late?)", errShotTick, want, s.Tick)
	}
	if err := c.Hold(g.world); err != nil {
		return true, err
	}
	g.track.observe(g.world)
	g.shot.held = true
	g.log.Info("holding the server's tick", "tick", s.Tick)
	return true, nil
}

// done reports whether the fight is held with files to save.
func (s *shot) done(cfg Config) bool {
	return s.held && (cfg.Screenshot != "" || cfg.State != "")
}

// missed returns an error when the frames ran out before the shot's tick
// came.
func (s *shot) missed(cfg Config) error {
	if cfg.ShotTick > 0 && !s.held {
		return fmt.Errorf("%w %d: the server's tick did not come within %d frames", errShotTick, cfg.ShotTick, cfg.Frames)
	}
	return nil
}
