package netplay

import (
	"strings"
)

// noDebug is what a player who sends a debug command to a server without
// -debug is told, once.
const noDebug = "debug commands are off on this server (it runs without -debug)"

// command runs a console command sent by player i. UPC.Debug.Net.*
// commands act only on a match of a server run with -debug, and only on
// the sender's own seat:
//
//	UPC.Debug.Net.RejectNextActivation 1   refuse the sender's next claimed move once
//	UPC.Debug.Net.Fall [1]                 the sender's own player falls

func (m *Match) command(i int, text string) {
	f := strings.Fields(text)
	if len(f) == 0 || !strings.HasPrefix(strings.ToUpper(f[0]), "UPC.DEBUG.") {
		return
	}
	s := &m.seats[i]
	if !m.Debug {
		if !s.toldNoDebug && s.conn != nil {
			s.toldNoDebug = true
			m.buf = EncodeServer(m.buf[:0], Notice{Text: noDebug})
			_ = s.conn.Send(m.buf)
			if m.log != nil {
				m.log.Info("debug command ignored", "match", m.Code, "player", i, "command", f[0])
			}
		}
		return
	}
	switch {
	case len(f) == 2 && strings.EqualFold(f[0], "UPC.Debug.Net.RejectNextActivation"):
		s.rejectNext = f[1] == "1"
	case strings.EqualFold(f[0], "UPC.Debug.Net.Fall") && (len(f) == 1 || len(f) == 2 && f[1] == "1"):
		// The sender's own player falls where it stands, as a killing
		// blow would: to try a revive at a known time.
		_ = m.w.Fell(i)
	}
}
