package items

import (
	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Event is one input tag at one moment, sent by a physical input through
// the drawn item's mappings: what the World hands to
// Component.ProcessInput.
type Event struct {
	Input  Input
	Tag    string
	Moment ag.Moment // InputPressed, InputReleased or InputReleasedEarly
}

// mapState is one mapping's button as the Mapper last saw it.
type mapState struct {
	down  bool     // the button is held for this mapping
	fired bool     // inputPressed was sent for this hold
	held  ag.Ticks // ticks since the button went down
}

// Mapper turns one character's held buttons, tick by tick, into the input
// events of the drawn item's mappings (AG-END-7's three input moments):
//
//   - a Pressed mapping sends inputPressed on the tick its button goes down
//     and inputReleased on the tick it comes up;
//   - a Hold mapping sends inputPressed on the tick the button has been
//     held HoldTicks (pressed on tick T, sent on tick T+HoldTicks), then
//     inputReleased when it comes up; coming up before that sends
//     inputReleasedEarly instead.
//
// Within one tick, releases come first, in mapping order, then presses, in
// mapping order: a guard released and an attack pressed on the same tick
// lower the guard before the attack is seen. One button may feed several
// mappings (a press that guards and a hold that charges).
//
// The zero Mapper has no mappings and sends nothing. Update allocates
// nothing once SetMappings has sized it. It is not safe for concurrent use.
type Mapper struct {
	maps  []Mapping
	state []mapState
	prev  Buttons // the buttons held at the last Update
	mute  Buttons // buttons held across SetMappings, ignored until released
}

// NewMapper returns a mapper for the mappings.
func NewMapper(ms []Mapping) *Mapper {
	m := &Mapper{}
	m.SetMappings(ms)
	return m
}

// SetMappings puts another item's mappings in place (drawing an item) and
// resets every hold. It sends nothing, not even the releases of the old
// item's held buttons: swapping the graph (Component.SetGraph) already
// cuts the running move and clears the waiting inputs, so a release would
// only reach the new graph as a stray. A button held across the swap is
// ignored until it comes up, so the new item sees neither a press nor a
// release from it; pressing it again then counts as usual.
func (m *Mapper) SetMappings(ms []Mapping) {
	m.maps = ms
	if cap(m.state) < len(ms) {
		m.state = make([]mapState, len(ms))
	}
	m.state = m.state[:len(ms)]
	clear(m.state)
	m.mute = m.prev
}

// Reset forgets every hold and ignores the buttons held now until they come
// up, as SetMappings does, keeping the mappings (after a pause or a death).
func (m *Mapper) Reset() { m.SetMappings(m.maps) }

// Mappings returns the mappings in use; shared, do not modify.
func (m *Mapper) Mappings() []Mapping { return m.maps }

// Held returns the buttons held at the last Update.
func (m *Mapper) Held() Buttons { return m.prev }

// Update takes the buttons held this tick, appends this tick's events to
// dst and returns it. Call it once per fixed tick, before stepping the
// character, with every button held (not just the new ones).
func (m *Mapper) Update(held Buttons, dst []Event) []Event {
	m.mute &= held
	live := held &^ m.mute
	m.prev = held
	for i := range m.maps {
		mp, s := &m.maps[i], &m.state[i]
		if !s.down || live.Has(mp.Input) {
			continue
		}
		s.down = false
		moment := ag.InputReleased
		if mp.Trigger == Hold && !s.fired {
			moment = ag.InputReleasedEarly
		}
		dst = append(dst, Event{mp.Input, mp.Tag, moment})
	}
	for i := range m.maps {
		mp, s := &m.maps[i], &m.state[i]
		if !live.Has(mp.Input) {
			continue
		}
		if s.down {
			s.held++
		} else {
			*s = mapState{down: true}
		}
		if !s.fired && (mp.Trigger == Pressed || s.held >= mp.HoldTicks) {
			s.fired = true
			dst = append(dst, Event{mp.Input, mp.Tag, ag.InputPressed})
		}
	}
	return dst
}

// Charge reports the first hold mapping on its way to firing: its tag and
// how far it is, from 0 to 1, for a charge meter; ok is false with none.
func (m *Mapper) Charge() (tag string, progress float64, ok bool) {
	for i := range m.maps {
		mp, s := &m.maps[i], &m.state[i]
		if mp.Trigger == Hold && s.down && !s.fired && mp.HoldTicks > 0 {
			return mp.Tag, float64(s.held) / float64(mp.HoldTicks), true
		}
	}
	return "", 0, false
}
