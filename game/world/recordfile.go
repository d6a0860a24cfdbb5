package world

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// SaveEvery is how often, in ticks of play, a RecordFile writes the
// recording so far: a crash loses at most this much of a session.
const SaveEvery = 10 * ag.TickRate

// RecordFile keeps a Recorder's replay on disk while the fight goes on: it
// rewrites the file every SaveEvery ticks and whenever Save is called (on a
// reload, a crash, the end). Each write goes to a temporary file first and
// is renamed over the old one, so the file on disk is always a whole
// replay that plays back.
type RecordFile struct {
	path  string
	rec   *Recorder
	saved ag.Ticks // the tick of the last write
}

// NewRecordFile records rc into path.
func NewRecordFile(path string, rc *Recorder) *RecordFile {
	return &RecordFile{path: path, rec: rc}
}

// FightPath returns where the n-th fight of a session recorded to path goes:
// path itself for the first, then name-2.json, name-3.json, ...
func FightPath(path string, n int) string {
	if n <= 1 {
		return path
	}
	ext := filepath.Ext(path)
	return fmt.Sprintf("%s-%d%s", strings.TrimSuffix(path, ext), n, ext)
}

// Path returns the file written.
func (f *RecordFile) Path() string { return f.path }

// Recorder returns the recorder written.
func (f *RecordFile) Recorder() *Recorder { return f.rec }

// Tick writes the recording when SaveEvery ticks have passed since the last
// write; call it after each Step with World.Now.
func (f *RecordFile) Tick(now ag.Ticks) error {
	if now-f.saved < SaveEvery {
		return nil
	}
	f.saved = now
	return f.Save()
}

// Save writes the recording so far.
func (f *RecordFile) Save() error {
	tmp := f.path + ".part"
	if err := os.WriteFile(tmp, f.rec.Bytes(), 0o644); err != nil {
		return fmt.Errorf("recording %s: %w", f.path, err)
	}
	if err := os.Rename(tmp, f.path); err != nil {
		return fmt.Errorf("recording %s: %w", f.path, err)
	}
	return nil
}
