package netplay

import "testing"

// TestFallNeedsTheDebugFlag: UPC.Debug.Net.Fall downs the sender's own
// player only on a server started with Debug.
func TestFallNeedsTheDebugFlag(t *testing.T) {
	for _, debug := range []bool{false, true} {
		tb := newTableWith(t, 2, Weather{Latency: 2}, func(s *Server) { s.Debug = debug })
		tb.idle(10)
		if err := tb.clients[1].Command("UPC.Debug.Net.Fall"); err != nil {
			t.Fatal(err)
		}
		tb.idle(10)
		w := tb.m.World()
		if have := w.PlayerAt(1).Dead(); have != debug || w.PlayerAt(0).Dead() {
			t.Errorf("debug %v: the sender fell %v, the other %v; want %v and false", debug, have, w.PlayerAt(0).Dead(), debug)
		}
	}
}
