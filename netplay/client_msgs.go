package netplay

import "fmt"

// ClientMessage is one of Hello, Input and Command.
type ClientMessage interface{ clientMessage() }

func (Hello) clientMessage()   {}
func (Input) clientMessage()   {}
func (Command) clientMessage() {}

// EncodeClient appends a client message's bytes to dst.
func EncodeClient(dst []byte, m ClientMessage) []byte {
	w := writer{b: dst}
	switch m := m.(type) {
	case Hello:
		w.u8(byte(KindHello))
		w.u8(m.Version)
		w.str(m.Code)
		w.str(m.Name)
		w.token(m.Token)
	case Input:
		w.u8(byte(KindInput))
		w.uvarint(uint64(m.Frame))
		w.uvarint(m.Buttons)
		w.u8(byte(m.StickX))
		w.u8(byte(m.StickY))
		w.u8(m.Draw)
		w.boolean(m.Lock)
		w.str(m.Claim)
		w.uvarint(uint64(m.Seen))
	case Command:
		w.u8(byte(KindCommand))
		w.str(m.Text)
	}
	return w.b
}

// DecodeClient reads a client message, checking every field against the
// protocol's limits: a message too long, truncated, of an unknown kind,
// with a field out of range or bytes left over is an error, never a panic.
func DecodeClient(b []byte) (ClientMessage, error) {
	r, k, err := open(b, MaxClientMessage)
	if err != nil {
		return nil, err
	}
	var m ClientMessage
	switch k {
	case KindHello:
		m = Hello{Version: r.u8("version"), Code: r.str("code", MaxCode), Name: r.str("name", MaxName), Token: r.token("token")}
	case KindInput:
		var in Input
		r.input(&in)
		m = in
	case KindCommand:
		m = Command{Text: r.str("text", MaxCommand)}
	default:
		r.fail(ErrKind, fmt.Sprintf("kind %d", k))
	}
	if err := r.end(); err != nil {
		return nil, err
	}
	return m, nil
}

// input reads an Input's fields, after its kind.
func (r *reader) input(in *Input) {
	*in = Input{Frame: uint32(r.uvarint("frame", 1<<32-1)), Buttons: r.uvarint("buttons", 1<<63-1)}
	in.StickX, in.StickY = int8(r.u8("stickX")), int8(r.u8("stickY"))
	if in.StickX == -128 || in.StickY == -128 {
		r.fail(ErrField, "stick past -127")
	}
	if in.Draw = r.u8("draw"); in.Draw > MaxDraw {
		r.fail(ErrField, fmt.Sprintf("draw %d past %d", in.Draw, MaxDraw))
	}
	in.Lock = r.boolean("lock")
	in.Claim = r.str("claim", MaxNodeName)
	in.Seen = uint32(r.uvarint("seen", 1<<32-1))
}

// DecodeInput reads an Input as DecodeClient does, into in: the server's
// path for the message that comes every tick, with nothing allocated but
// a claim's name. ok is false for a message of another kind, to decode
// with DecodeClient.
func DecodeInput(b []byte, in *Input) (ok bool, err error) {
	if len(b) == 0 || Kind(b[0]) != KindInput {
		return false, nil
	}
	r, _, err := open(b, MaxClientMessage)
	if err != nil {
		return true, err
	}
	r.input(in)
	return true, r.end()
}
