package game

import (
	"log/slog"

	"github.com/upc-demo/actiongraph-game/game/world"
)

// recording is the fight being recorded with Config.Record. The file on
// disk grows with the fight (world.RecordFile writes it every
// world.SaveEvery ticks, on a reload, a crash and at the end), so a long
// session is not lost to a crash. Each fight of a session gets its own
// file: the path for the first, then name-2.json, name-3.json, ...
type recording struct {
	file   *world.RecordFile
	fights int  // fights recorded this session
	failed bool // the last write failed; said once until one succeeds
}

// startRecording records the fight w is about to play, after saving the
// fight before.
func (g *Game) startRecording(w *world.World, opt world.Options) {
	if g.cfg.Record == "" {
		return
	}
	g.saveRecording("new fight")
	g.rec.fights++
	rc := world.NewRecorder(g.assets, opt)
	w.SetRecorder(rc)
	g.rec.file = world.NewRecordFile(world.FightPath(g.cfg.Record, g.rec.fights), rc)
}

// tickRecording writes the recording when its time comes; call it after
// each Step.
func (g *Game) tickRecording() {
	if g.rec.file != nil {
		g.noteSave(g.rec.file.Tick(g.world.Now()), "")
	}
}

// saveRecording writes the recording so far, saying why in the log.
func (g *Game) saveRecording(why string) {
	if g.rec.file != nil {
		g.noteSave(g.rec.file.Save(), why)
	}
}

// stopRecording saves the recording and ends it: after a reload that
// changed the assets, the fight can no longer be replayed with the assets
// its recording names.
func (g *Game) stopRecording(why string) {
	if g.rec.file == nil {
		return
	}
	g.saveRecording(why)
	g.log.Warn("recording stopped", slog.String("file", g.rec.file.Path()), slog.String("why", why))
	if g.world != nil {
		g.world.SetRecorder(nil)
	}
	g.rec.file = nil
}

// noteSave logs a write: a failure once until a write succeeds (a full
// disk must not flood the log), a save with a reason always.
func (g *Game) noteSave(err error, why string) {
	switch {
	case err != nil && !g.rec.failed:
		g.log.Error("recording not saved", slog.Any("err", err))
		g.rec.failed = true
	case err == nil && why != "":
		g.rec.failed = false
		g.log.Info("saved replay", slog.String("file", g.rec.file.Path()), slog.String("why", why))
	case err == nil:
		g.rec.failed = false
	}
}

// saveOnPanic saves the recording as a panic leaves Update, then lets the
// panic go on: the crash is not hidden, and the fight up to it is kept.
func (g *Game) saveOnPanic() {
	if g.rec.file == nil {
		return
	}
	if r := recover(); r != nil {
		g.saveRecording("crash")
		panic(r)
	}
}
