package game

import "github.com/upc-demo/actiongraph-game/game/world"

// testState is what window.actionGraphState answers in the browser (see
// installTestHook): the screen shown, the pad notice, the graph panel,
// and the fight's Snapshot when one is on (none on the title).
type testState struct {
	Screen string          `json:"screen"`
	Notice string          `json:"notice,omitempty"`
	Graph  *testGraphState `json:"graph,omitempty"`
	// Frozen is set once the fight stands still on Config.FreezeOn's moment.
	Frozen bool `json:"frozen,omitempty"`
	// Net is a co-op fight's last word from the server, as held here.
	Net *netCapture `json:"net,omitempty"`
	// Shot is set once a co-op fight is held on Config.ShotTick, and View
	// says where the screen shows everyone in a co-op fight.
	Shot bool       `json:"shot,omitempty"`
	View *shownView `json:"view,omitempty"`
	*world.Snapshot
}

// testGraphState is the graph panel (F2) while open: its zoom, the zoom
// that fits the graph, and the picture's point at the view's top-left.
type testGraphState struct {
	Zoom float64    `json:"zoom"`
	Fit  float64    `json:"fit"`
	Pan  [2]float64 `json:"pan"`
}

// screenNames name the scenes for testState.
var screenNames = [...]string{sceneTitle: "title", scenePlaying: "playing", scenePaused: "paused", sceneEnd: "end", sceneError: "error", sceneJoining: "joining"}

// testState returns the game's state for the browser tests.
func (g *Game) testState() any {
	s := testState{Screen: "?"}
	if int(g.scene) < len(screenNames) {
		s.Screen = screenNames[g.scene]
	}
	if g.in.pads.notice.left > 0 {
		s.Notice = g.in.pads.notice.text
	}
	if gv := &g.graph; gv.open && gv.lay != nil {
		s.Graph = &testGraphState{Zoom: gv.zoom, Fit: gv.fitZoom(), Pan: [2]float64{gv.panX, gv.panY}}
	}
	s.Frozen = g.freeze.frozen
	if g.world != nil {
		snap := g.world.Snapshot()
		s.Snapshot = &snap
	}
	s.Net = g.netCapture()
	s.Shot = g.shot.held
	if g.scene != sceneJoining {
		s.View = g.view.shown(g.world, &g.track)
	}
	return s
}
