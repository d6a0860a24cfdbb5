package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/upc-demo/actiongraph-game/game/world"
	"image"
	"image/png"
	"log/slog"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// finish saves the screenshot and the state file, when asked for, at the
// end of a -frames run.
func (g *Game) finish() error {
	if g.cfg.Screenshot != "" {
		img := ebiten.NewImage(ScreenWidth, ScreenHeight)
		defer img.Deallocate()
		g.draw(img)
		if err := savePNG(g.cfg.Screenshot, img); err != nil {
			return err
		}
		g.log.Info("saved screenshot", slog.String("file", g.cfg.Screenshot), slog.Int("frames", g.frames))
	}
	if g.cfg.State != "" && g.world != nil {
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(g.captured()); err != nil {
			return fmt.Errorf("game: state: %w", err)
		}
		if err := os.WriteFile(g.cfg.State, buf.Bytes(), 0o644); err != nil {
			return fmt.Errorf("game: %w", err)
		}
		g.log.Info("saved state", slog.String("file", g.cfg.State), slog.Int64("tick", int64(g.world.Now())))
	}
	return nil
}

// savePNG writes an image's pixels to a PNG file.
func savePNG(path string, img *ebiten.Image) error {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("game: %w", err)
	}
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		return fmt.Errorf("game: %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("game: %w", err)
	}
	return nil
}

// netCapture is what a co-op client last had from its server: the State's
// tick and the digest of what it replicates, and its claims' counts.
type netCapture struct {
	Tick      uint32 `json:"tick"`
	Digest    string `json:"digest"`
	Player    int    `json:"player"`
	Claims    int    `json:"claims"`
	Confirmed int    `json:"confirmed"`
	Rejected  int    `json:"rejected"`
}

// captured is the state -state writes: the world's snapshot and, in a
// co-op fight, the server's last word as this machine holds it, whether
// it is held on Config.ShotTick, and where its screen shows everyone.
func (g *Game) captured() any {
	snap := g.world.Snapshot()
	n := g.netCapture()
	if n == nil {
		return snap
	}
	return struct {
		world.Snapshot
		Net  *netCapture `json:"net"`
		Shot bool        `json:"shot,omitempty"`
		View *shownView  `json:"view,omitempty"`
	}{snap, n, g.shot.held, g.view.shown(g.world, &g.track)}
}

// netCapture returns the server's last word as this machine holds it, or
// nil out of a co-op fight.
func (g *Game) netCapture() *netCapture {
	if g.online == nil || g.online.client() == nil || g.online.client().State() == nil {
		return nil
	}
	c := g.online.client()
	s := c.State()
	you, _, _ := c.Player()
	return &netCapture{Tick: s.Tick, Digest: fmt.Sprintf("%016x", s.Digest()), Player: you,
		Claims: c.Stats.Claims, Confirmed: c.Stats.Confirmed, Rejected: c.Stats.Rejected}
}
