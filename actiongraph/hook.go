package actiongraph

// Hook rides one node's lifetime (AG-HOOK-*). The node's Hooks list holds
// the authored hook; NewRun makes the copy that one run of the node uses, so
// each run starts fresh and characters never share hook state.
type Hook interface {
	NewRun() HookRun
}

// HookRun is one run's copy of a hook (AG-HOOK-4). Enter is called as the
// node starts, Tick once a tick while it runs, Notify for each montage notify
// it reaches, and Exit with the reason the node ended. Through the Run a hook
// may open or close the action window, finish its node (Run.Finish) or cut it
// (Run.Cancel, which honours Can be Cancelled and Cancel Window Start).
type HookRun interface {
	Enter(r *Run)
	Tick(r *Run)
	Notify(r *Run, name string)
	Exit(r *Run, reason EndReason)
}

// MoveObserver is an optional HookRun method, called when the character
// moves (Component.Moved) while the node runs.
type MoveObserver interface {
	Moved(r *Run)
}

// BaseHook is a HookRun that does nothing; embed it and override what a hook needs.
type BaseHook struct{}

// Enter does nothing.
func (BaseHook) Enter(*Run) {}

// Tick does nothing.
func (BaseHook) Tick(*Run) {}

// Notify does nothing.
func (BaseHook) Notify(*Run, string) {}

// Exit does nothing.
func (BaseHook) Exit(*Run, EndReason) {}

// LocomotionHook scales locomotion while its node runs (AG-HOOK-1).
type LocomotionHook struct{ Scale LocomotionScale }

// NewRun returns the hook itself: it keeps no per-run state.
func (h *LocomotionHook) NewRun() HookRun { return locomotionRun{h} }

type locomotionRun struct{ h *LocomotionHook }

func (l locomotionRun) Enter(r *Run)                  { r.Host().SetLocomotion(l.h.Scale) }
func (l locomotionRun) Tick(*Run)                     {}
func (l locomotionRun) Notify(*Run, string)           {}
func (l locomotionRun) Exit(r *Run, reason EndReason) { r.Host().SetLocomotion(NoLocomotionChange) }

// CancelOnMovementHook cuts its node when the character moves (AG-HOOK-2).
// It needs Can be Cancelled and waits for Cancel Window Start.
type CancelOnMovementHook struct{}

// NewRun returns a stateless run.
func (CancelOnMovementHook) NewRun() HookRun { return cancelOnMoveRun{} }

type cancelOnMoveRun struct{ BaseHook }

func (cancelOnMoveRun) Moved(r *Run) { r.Cancel() }

// DrainEnd is what a Drain Vital hook does when its vital reaches zero.
type DrainEnd uint8

// The end behaviours of a drain.
const (
	DrainFinish DrainEnd = iota
	DrainCancel
	DrainNothing
)

var drainEndNames = [...]string{"finish", "cancel", "nothing"}

// String returns the behaviour's name in the graph file format.
func (d DrainEnd) String() string { return drainEndNames[d%3] }

// DrainVitalHook drains a vital each second its node runs; at zero, End
// finishes the node, cancels it or does nothing (AG-HOOK-3).
type DrainVitalHook struct {
	Vital     string
	PerSecond float64
	End       DrainEnd
}

// NewRun returns a fresh drain.
func (h *DrainVitalHook) NewRun() HookRun { return &drainRun{h: h} }

type drainRun struct {
	BaseHook
	h    *DrainVitalHook
	done bool
}

func (d *drainRun) Enter(*Run) { d.done = false }

func (d *drainRun) Tick(r *Run) {
	if d.done {
		return
	}
	host := r.Host()
	v, ok := host.Vital(d.h.Vital)
	if !ok {
		return
	}
	v -= d.h.PerSecond / TickRate
	if v > 0 {
		host.SetVital(d.h.Vital, v)
		return
	}
	host.SetVital(d.h.Vital, 0)
	switch d.h.End {
	case DrainFinish:
		r.Finish()
		d.done = true
	case DrainCancel:
		// A cut refused before Cancel Window Start is tried again next tick.
		d.done = r.Cancel()
	default:
		d.done = true
	}
}
