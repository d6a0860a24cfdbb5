package netplay

import (
	"slices"
	"sync"
	"time"
)

// The transport's own round-trip probes (the message kinds beside
// proto.go's). They never reach a Match or a Client: a page's connection
// sends a ping every pingEvery, the server's WebSocket reader answers it
// at once (outside its tick, so the answer holds no tick's wait), and the
// page's connection times the answer where it arrives. A desktop
// connection uses the WebSocket's own ping.
const (
	KindPing Kind = 4  // client to server: a sequence number
	KindPong Kind = 21 // server to client: the ping's sequence number
)

// pingEvery is how often a connection probes its round trip; a server
// answers at most one ping per minPingGap.
const (
	pingEvery  = 500 * time.Millisecond
	minPingGap = 200 * time.Millisecond
	maxPing    = 11 // bytes: a kind and a varint
)

// Pinger is a Conn that measures its own round trip.
type Pinger interface {
	// RTT returns the smoothed round trip, once one has been measured.
	RTT() (time.Duration, bool)
}

// rttMeter smooths round-trip samples into a readout: the median of the
// last rttSamples, so that one sample held up (a busy machine, a resent
// segment) does not move it, and a lasting change does within a few
// seconds.
type rttMeter struct {
	mu sync.Mutex
	s  [rttSamples]time.Duration
	n  int // samples taken, all told
}

// rttSamples is how many samples the readout's median spans: 4.5 s of
// pings.
const rttSamples = 9

func (r *rttMeter) add(d time.Duration) {
	r.mu.Lock()
	r.s[r.n%rttSamples] = d
	r.n++
	r.mu.Unlock()
}

func (r *rttMeter) get() (time.Duration, bool) {
	r.mu.Lock()
	k := min(r.n, rttSamples)
	s := r.s // a copy, sorted below: no allocation
	r.mu.Unlock()
	if k == 0 {
		return 0, false
	}
	slices.Sort(s[:k])
	return s[k/2], true
}

// pongFor returns the answer to a ping message, or nil when b is not a
// well-formed one.
func pongFor(b []byte) []byte {
	if len(b) < 2 || len(b) > maxPing || Kind(b[0]) != KindPing {
		return nil
	}
	r := reader{b: b[1:]}
	r.uvarint("ping", 1<<63-1)
	if r.end() != nil {
		return nil
	}
	out := append([]byte{byte(KindPong)}, b[1:]...)
	return out
}
