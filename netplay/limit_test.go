package netplay

import (
	"errors"
	"net/netip"
	"testing"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// TestLimiterBucket spends an address's burst, is refused with the wait
// to its next token, and gets one token back every 60/rate seconds.
func TestLimiterBucket(t *testing.T) {
	l := NewLimiter("tries", 6, 3, 100) // 3 at once, then one every 10 s
	a := netip.MustParseAddr("192.0.2.1")
	tests := []struct {
		at   ag.Ticks
		ok   bool
		wait int64 // seconds, when refused
	}{
		{0, true, 0}, {0, true, 0}, {0, true, 0}, {0, false, 10},
		{5 * ag.TickRate, false, 5}, {10 * ag.TickRate, true, 0}, {10 * ag.TickRate, false, 10},
		{40 * ag.TickRate, true, 0}, {40 * ag.TickRate, true, 0}, {40 * ag.TickRate, true, 0}, {40 * ag.TickRate, false, 10},
	}
	for i, tt := range tests {
		err := l.Allow(a, tt.at)
		var le *LimitError
		switch {
		case tt.ok && err != nil:
			t.Errorf("try %d at %d s: %v, want allowed", i, tt.at/ag.TickRate, err)
		case !tt.ok && (!errors.As(err, &le) || !errors.Is(err, ErrLimited)):
			t.Errorf("try %d at %d s: %v, want a LimitError", i, tt.at/ag.TickRate, err)
		case !tt.ok && le.RetrySeconds() != tt.wait:
			t.Errorf("try %d at %d s: wait %d s, want %d", i, tt.at/ag.TickRate, le.RetrySeconds(), tt.wait)
		}
	}
	if have, want := []int{l.Taken, l.Refused}, []int{7, 4}; have[0] != want[0] || have[1] != want[1] {
		t.Errorf("taken, refused %v, want %v", have, want)
	}
}

// TestLimiterGroupsAddresses counts an IPv6 /64 as one address, an IPv4
// address mapped into IPv6 as itself, and other addresses apart.
func TestLimiterGroupsAddresses(t *testing.T) {
	tests := []struct {
		a, b string
		same bool
	}{
		{"2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", true},
		{"2001:db8:1:2::1", "2001:db8:1:3::1", false},
		{"fe80::1%eth0", "fe80::2%eth1", true},
		{"::ffff:192.0.2.1", "192.0.2.1", true},
		{"192.0.2.1", "192.0.2.2", false},
	}
	for _, tt := range tests {
		l := NewLimiter("tries", 1, 1, 100)
		l.Take(netip.MustParseAddr(tt.a), 0)
		if have := l.Check(netip.MustParseAddr(tt.b), 0) != nil; have != tt.same {
			t.Errorf("%s then %s: counted as one %v, want %v", tt.a, tt.b, have, tt.same)
		}
	}
}

// TestLimiterTableIsBounded sends a million addresses, each failing once:
// the table never holds more than its bound, forgets the oldest first,
// and a sweep once their buckets have filled leaves it empty.
func TestLimiterTableIsBounded(t *testing.T) {
	const bound = 1000
	l := NewLimiter("tries", 60, 5, bound) // a token a second
	most := 0
	for i := range 1_000_000 {
		a := netip.AddrFrom4([4]byte{10, byte(i >> 16), byte(i >> 8), byte(i)})
		if i >= 1<<24 {
			t.Fatal("out of addresses")
		}
		now := ag.Ticks(i / 1000) // a thousand addresses a tick
		l.Take(a, now)
		most = max(most, l.Len())
	}
	if most > bound {
		t.Errorf("the table held %d addresses, bound %d", most, bound)
	}
	if l.Forgotten == 0 {
		t.Error("no address forgotten with the table full")
	}
	l.Sweep(1_000_000/1000 + ag.TickRate)
	if l.Len() != 0 || len(l.order) != 0 {
		t.Errorf("after every bucket filled, a sweep left %d addresses (%d in order)", l.Len(), len(l.order))
	}
}

// BenchmarkLimiterFlood measures a failed try of a new address with the
// table full: the cost an attacker with many addresses makes the server
// pay per try.
func BenchmarkLimiterFlood(b *testing.B) {
	l := NewLimiter("tries", 10, 20, DefaultLimits.Addresses)
	b.ReportAllocs()
	for i := range b.N {
		a := netip.AddrFrom4([4]byte{10, byte(i >> 16), byte(i >> 8), byte(i)})
		if err := l.Check(a, ag.Ticks(i/100)); err == nil {
			l.Take(a, ag.Ticks(i/100))
		}
	}
}
