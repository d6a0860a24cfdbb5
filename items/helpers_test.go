package items

import (
	"fmt"
	"os"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// testMontages lists every montage name the sprite generator makes (the
// shared decisions of issue 3) with plausible lengths, windows and
// sections, so the item graphs compile without the real sprite library.
func testMontages() map[string]*ag.Montage {
	ms := map[string]*ag.Montage{}
	add := func(name string, length float64, windows ...ag.Span) *ag.Montage {
		m := &ag.Montage{Name: name, Length: length, Windows: windows}
		ms[name] = m
		return m
	}
	add("AM_Idle", 1.0)
	add("AM_Walk", 0.8)
	for _, d := range []string{"F", "B", "L", "R"} {
		add("AM_UPC_Hop_"+d, 0.45)
	}
	add("AM_HitReact", 0.4)
	add("AM_Death", 1.2)
	add("AM_Finisher", 1.5)
	add("AM_Finisher_Victim", 1.5)
	add("AM_Tired", 1.2)

	add("AM_Fists_Jab1", 0.4, ag.Span{Start: 0.2, End: 0.35})
	add("AM_Fists_Jab2", 0.4, ag.Span{Start: 0.2, End: 0.35})
	add("AM_Fists_Hook", 0.6, ag.Span{Start: 0.35, End: 0.55})

	combo := add("AM_Sword_Combo", 1.5)
	combo.Sections = []ag.Section{{Name: "Slash1", Start: 0}, {Name: "Slash2", Start: 0.5}, {Name: "Slash3", Start: 1.0}}
	add("AM_Sword_GuardRaise", 0.2)
	add("AM_Sword_GuardLower", 0.2)
	add("AM_Sword_Parry", 0.5)

	add("AM_TwoHanded_Light1", 0.7, ag.Span{Start: 0.4, End: 0.65})
	add("AM_TwoHanded_Light2", 0.8, ag.Span{Start: 0.45, End: 0.75})
	add("AM_TwoHanded_Heavy", 1.1)
	add("AM_TwoHanded_Recovery", 0.6)

	add("AM_Shield_Bash", 0.5)
	add("AM_Shield_Block", 0.25)

	for _, n := range []string{"AM_Grunt_Slash1", "AM_Grunt_Slash2", "AM_Brute_Smash", "AM_Brute_Sweep", "AM_Skirmisher_Lunge", "AM_Skirmisher_Slash"} {
		add(n, 0.9, ag.Span{Start: 0.5, End: 0.8})
	}
	return ms
}

type montageSource map[string]*ag.Montage

func (s montageSource) Montage(name string) (*ag.Montage, bool) {
	m, ok := s[name]
	return m, ok
}

// assetsFS is the assets folder on disk (assets.FS embeds graphs only).
var assetsFS = os.DirFS("../assets")

// shipped loads the shipped items afresh, so a test's compile or play
// cannot leak into another's.
func shipped(t *testing.T) Items {
	t.Helper()
	all, err := LoadAll(assetsFS, "items")
	if err != nil {
		t.Fatal(err)
	}
	return all
}

// rig drives one character holding one item as the World would: each tick
// the host and component advance, then the mapper turns the held buttons
// into input events. It records what the graph did, one line an event,
// prefixed with the time in seconds.
type rig struct {
	t      *testing.T
	host   *ag.BasicHost
	comp   *ag.Component
	mapper *Mapper
	held   Buttons
	now    ag.Ticks
	events []Event
	log    []string // what the graph did
	inputs []string // each input that reached the graph, with its result
}

func newRig(t *testing.T, it *Item) *rig {
	t.Helper()
	h := ag.NewBasicHost()
	for _, m := range testMontages() {
		h.AddMontage(m)
	}
	h.Vitals["stamina"] = 100
	h.Vitals["health"] = 100
	h.PairedActions = map[string]string{"Finishers": "AM_Finisher"}
	for _, tag := range it.GrantedTags {
		h.AddTag(tag)
	}
	r := &rig{t: t, host: h, comp: ag.NewComponent(h), mapper: NewMapper(it.Mappings), now: -1}
	r.comp.SetGlobalBlockTags(ag.TagActionsBlocked, "UPC.State.Staggered")
	r.comp.SetObserver(r)
	if err := r.comp.SetGraph(it.Graph); err != nil {
		t.Fatal(err)
	}
	return r
}

// OnEvent records node starts, failures, cancels and resets in log, and
// the inputs in inputs.
func (r *rig) OnEvent(e *ag.Event) {
	switch e.Kind {
	case ag.EventWindow, ag.EventEnded:
		return
	case ag.EventInput:
		r.inputs = append(r.inputs, fmt.Sprintf("%.3f %s", ag.TicksToSeconds(r.now), e.String()))
		return
	}
	line := e.String()
	if e.Kind == ag.EventNodeStarted && e.Montage != "" {
		line += " montage " + e.Montage
	}
	r.log = append(r.log, fmt.Sprintf("%.3f %s", ag.TicksToSeconds(r.now), line))
}

// act is a change at a time: a button going down or up, or anything else.
type act struct {
	at       float64
	down, up Input
	do       func(r *rig)
}

// play runs ticks up to and including the tick of until. On each tick the
// host and component advance (from tick 1), then the acts of that tick
// apply in order, then the held buttons go through the mapper to the graph.
func (r *rig) play(until float64, acts ...act) {
	for r.now < ag.SecondsToTicks(until) {
		r.now++
		if r.now > 0 {
			r.host.Tick()
			r.comp.Tick()
		}
		for _, a := range acts {
			if ag.SecondsToTicks(a.at) != r.now {
				continue
			}
			r.held = r.held.With(a.down).Without(a.up)
			if a.do != nil {
				a.do(r)
			}
		}
		r.events = r.mapper.Update(r.held, r.events[:0])
		for _, e := range r.events {
			r.comp.ProcessInput(e.Tag, e.Moment)
		}
	}
}

// click presses and lets go of a button 50 ms later.
func click(at float64, in Input) []act {
	return []act{{at: at, down: in}, {at: at + 0.05, up: in}}
}

func acts(groups ...[]act) []act {
	var out []act
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}
