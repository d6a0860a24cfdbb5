package netplay

import (
	"fmt"
	"math"
)

// MaxChars bounds the characters a State carries: the players and the
// most enemies a wave can bring.
const MaxChars = 128

// CharState is one character as the server publishes it: what every
// machine draws and what a player's machine predicts from.
type CharState struct {
	// Type is the enemy type's name; "" for a player.
	Type string
	Name string
	X, Y float32
	// Facing is the body's angle in radians.
	Facing float32
	Health float32
	// MaxHealth and Stamina feed the HUD and the prediction's costs.
	MaxHealth, Stamina float32
	// Node is the running node ("ROOT" at rest) and TimeInNode its ticks.
	Node       string
	TimeInNode uint32
	Item       string
	Flags      uint8
}

// The CharState flags.
const (
	FlagDead uint8 = 1 << iota
	FlagStaggered
	FlagBlocked // a paired action holds it, or another Global Block Tag is on
	FlagWindow  // its action window is open
	FlagCue     // an enemy winding up a blow: the telegraph ring shows
	FlagSwing   // its blow is live (a melee trace is open)
	FlagOpen    // it reels open to a finisher
)

// MaxCues bounds the cues a State carries.
const MaxCues = 64

// CueState is a moment of the fight since the last State (a hit, a
// parry, a fall, a wave's start), for every machine's sparks and sounds:
// world.CueKind, where, how heavy, and its characters by index (-1 for
// none).
type CueState struct {
	Kind             uint8
	X, Y, Weight     float32
	Attacker, Victim int16
}

// State is the match at one server tick. Applied is the last input frame
// of the receiving player the server has run, Echo the newest it has
// received and EchoAge how many ticks ago: the receiver's round trip.
// Health and Stamina are the receiver's own, exactly (the characters'
// float32 can round a stamina just short of a cost up to it, and the
// prediction would claim a move the server cannot pay for).
type State struct {
	Tick    uint32
	Phase   uint8
	Wave    uint8
	Applied uint32
	Echo    uint32
	EchoAge uint32
	Flags   uint8
	Health  float64
	Stamina float64
	Chars   []CharState
	Cues    []CueState
}

// hasApplied reports whether the server has run any frame of the
// receiver: Applied means nothing before.
func (s *State) hasApplied() bool { return s.Flags&StateApplied != 0 }

// StateApplied is set in State.Flags once the server has run a frame of
// the receiving player.
const StateApplied uint8 = 1

// ServerMessage is one of Welcome, State, Verdict, Bye and Notice.
type ServerMessage interface{ serverMessage() }

func (Welcome) serverMessage() {}
func (*State) serverMessage()  {}
func (Verdict) serverMessage() {}
func (Bye) serverMessage()     {}
func (Notice) serverMessage()  {}

// EncodeServer appends a server message's bytes to dst.
func EncodeServer(dst []byte, m ServerMessage) []byte {
	w := writer{b: dst}
	switch m := m.(type) {
	case Welcome:
		w.u8(byte(KindWelcome))
		w.u8(m.Player)
		w.u8(m.Players)
		w.token(m.Token)
		w.str(m.Item)
	case *State:
		w.u8(byte(KindState))
		w.uvarint(uint64(m.Tick))
		w.u8(m.Phase)
		w.u8(m.Wave)
		w.uvarint(uint64(m.Applied))
		w.uvarint(uint64(m.Echo))
		w.uvarint(uint64(m.EchoAge))
		w.u8(m.Flags)
		w.f64(m.Health)
		w.f64(m.Stamina)
		w.uvarint(uint64(len(m.Chars)))
		for i := range m.Chars {
			w.char(&m.Chars[i])
		}
		w.uvarint(uint64(len(m.Cues)))
		for _, c := range m.Cues {
			w.u8(c.Kind)
			w.f32(c.X)
			w.f32(c.Y)
			w.f32(c.Weight)
			w.uvarint(uint64(uint16(c.Attacker)))
			w.uvarint(uint64(uint16(c.Victim)))
		}
	case Verdict:
		w.u8(byte(KindVerdict))
		w.uvarint(uint64(m.Frame))
		w.boolean(m.Confirm)
		w.str(m.Node)
		w.uvarint(uint64(m.Applied))
		w.uvarint(uint64(m.Time))
		w.boolean(m.Locked)
		w.u8(m.Cause)
	case Bye:
		w.u8(byte(KindBye))
		w.str(m.Reason)
		w.boolean(m.Final)
	case Notice:
		w.u8(byte(KindNotice))
		w.str(m.Text)
	}
	return w.b
}

// DecodeServer reads a server message, as strictly as DecodeClient.
func DecodeServer(b []byte) (ServerMessage, error) {
	r, k, err := open(b, MaxServerMessage)
	if err != nil {
		return nil, err
	}
	var m ServerMessage
	switch k {
	case KindWelcome:
		m = Welcome{Player: r.u8("player"), Players: r.u8("players"), Token: r.token("token"), Item: r.str("item", MaxName)}
	case KindState:
		s := &State{Tick: uint32(r.uvarint("tick", math.MaxUint32)), Phase: r.u8("phase"), Wave: r.u8("wave")}
		s.Applied = uint32(r.uvarint("applied", math.MaxUint32))
		s.Echo = uint32(r.uvarint("echo", math.MaxUint32))
		s.EchoAge = uint32(r.uvarint("echoAge", math.MaxUint32))
		s.Flags = r.u8("flags")
		s.Health, s.Stamina = r.f64("health"), r.f64("stamina")
		n := r.uvarint("chars", MaxChars)
		for range n {
			if r.err != nil {
				break
			}
			s.Chars = append(s.Chars, CharState{
				Type: r.str("type", MaxName), Name: r.str("name", MaxName),
				X: r.f32("x"), Y: r.f32("y"), Facing: r.f32("facing"),
				Health: r.f32("health"), MaxHealth: r.f32("maxHealth"), Stamina: r.f32("stamina"),
				Node: r.str("node", MaxNodeName), TimeInNode: uint32(r.uvarint("timeInNode", math.MaxUint32)),
				Item: r.str("item", MaxName), Flags: r.u8("flags"),
			})
		}
		n = r.uvarint("cues", MaxCues)
		for range n {
			if r.err != nil {
				break
			}
			s.Cues = append(s.Cues, CueState{Kind: r.u8("cue kind"), X: r.f32("cue x"), Y: r.f32("cue y"), Weight: r.f32("cue weight"),
				Attacker: int16(uint16(r.uvarint("cue attacker", 0xffff))), Victim: int16(uint16(r.uvarint("cue victim", 0xffff)))})
		}
		m = s
	case KindVerdict:
		m = Verdict{Frame: uint32(r.uvarint("frame", math.MaxUint32)), Confirm: r.boolean("confirm"), Node: r.str("node", MaxNodeName),
			Applied: uint32(r.uvarint("applied", math.MaxUint32)), Time: uint32(r.uvarint("time", math.MaxUint32)), Locked: r.boolean("locked"),
			Cause: r.u8("cause")}
	case KindBye:
		m = Bye{Reason: r.str("reason", maxBye), Final: r.boolean("final")}
	case KindNotice:
		m = Notice{Text: r.str("text", maxBye)}
	default:
		r.fail(ErrKind, fmt.Sprintf("kind %d", k))
	}
	if err := r.end(); err != nil {
		return nil, err
	}
	return m, nil
}

// char writes a character's fields.
func (w *writer) char(c *CharState) {
	w.str(c.Type)
	w.str(c.Name)
	w.f32(c.X)
	w.f32(c.Y)
	w.f32(c.Facing)
	w.f32(c.Health)
	w.f32(c.MaxHealth)
	w.f32(c.Stamina)
	w.str(c.Node)
	w.uvarint(uint64(c.TimeInNode))
	w.str(c.Item)
	w.u8(c.Flags)
}

// Digest sums what a State replicates (every character's fields, the
// phase and the wave), so that the server and each client can compare
// the state they hold: FNV-1a over their encoding.
func (s *State) Digest() uint64 {
	d, _ := s.digest(nil)
	return d
}

// digest is Digest writing the encoding into buf, returned for reuse, so
// that a server publishing every other tick allocates nothing for it.
func (s *State) digest(buf []byte) (uint64, []byte) {
	w := writer{b: buf[:0]}
	w.u8(s.Phase)
	w.u8(s.Wave)
	for i := range s.Chars {
		w.char(&s.Chars[i])
	}
	h := uint64(14695981039346656037)
	for _, c := range w.b {
		h ^= uint64(c)
		h *= 1099511628211
	}
	return h, w.b
}
