package netplay

import (
	"errors"
	"fmt"
	"net/netip"

	ag "github.com/upc-demo/actiongraph-game/actiongraph"
)

// Limits bound what one client address may ask of a server: match
// creations, and joins that fail (an unknown code, a token no seat waits
// for, a full match, a bad or missing hello). Each is a token bucket per
// address: Burst tries at once, then one every 60/PerMinute seconds.
// IPv6 addresses are grouped by their /64, the block one machine gets.
type Limits struct {
	CreatesPerMinute     float64
	CreateBurst          int
	FailedJoinsPerMinute float64
	FailedJoinBurst      int
	// Addresses bounds the addresses each table remembers; past it, the
	// buckets that have filled up again are swept, then the oldest
	// remembered one is forgotten.
	Addresses int
}

// DefaultLimits are a public server's: 10 matches made at once then one
// every 10 s, 20 failed joins at once then one every 6 s (a code is one of
// 31^5: one address needs about a month to hit one of 64 live codes),
// 10,000 addresses remembered (about 1 MB).
var DefaultLimits = Limits{CreatesPerMinute: 6, CreateBurst: 10, FailedJoinsPerMinute: 10, FailedJoinBurst: 20, Addresses: 10000}

// ErrLimited is an address past one of its Limits; the error is a
// *LimitError saying how long to wait.
var ErrLimited = errors.New("netplay: too many tries from this address")

// LimitError is a try refused by a Limiter: What was tried, and the wait
// before the address may try again.
type LimitError struct {
	What string
	Wait ag.Ticks
}

// Error says what was refused and for how long.
func (e *LimitError) Error() string {
	return fmt.Sprintf("%v: %s; try again in %d s", ErrLimited, e.What, e.RetrySeconds())
}

// Unwrap makes a LimitError an ErrLimited.
func (e *LimitError) Unwrap() error { return ErrLimited }

// RetrySeconds is the wait in whole seconds, at least 1 (an HTTP
// Retry-After).
func (e *LimitError) RetrySeconds() int64 { return max(1, (e.Wait+ag.TickRate-1)/ag.TickRate) }

// Limiter is a token bucket per client address, timed in server ticks.
// Each address's bucket is kept as the tick it is full again (a generic
// cell rate: one number an address), so a bucket that has filled up is
// the same as none and is swept away. It is not safe for concurrent use.
type Limiter struct {
	what  string
	every ag.Ticks // ticks a token takes to come back
	burst ag.Ticks
	max   int
	full  map[netip.Addr]ag.Ticks
	order []netip.Addr // the addresses in the order they came, for forgetting the oldest
	swept ag.Ticks
	peak  int // the most addresses remembered since the table was last made anew
	// Taken counts the tokens taken, Refused the tries refused, and
	// Forgotten the addresses forgotten with the table full.
	Taken, Refused, Forgotten int
}

// NewLimiter makes a limiter of burst tries and perMinute more a minute
// for what ("match creations"), remembering up to addresses addresses.
func NewLimiter(what string, perMinute float64, burst, addresses int) *Limiter {
	every := ag.Ticks(60 * ag.TickRate / max(perMinute, 1e-9))
	return &Limiter{what: what, every: max(every, 1), burst: ag.Ticks(max(burst, 1)), max: max(addresses, 1), full: map[netip.Addr]ag.Ticks{}}
}

// AddrKey is the address a limit counts by: an IPv4 address itself (also
// one mapped into IPv6), an IPv6 address's /64.
func AddrKey(a netip.Addr) netip.Addr {
	a = a.Unmap().WithZone("")
	if a.Is6() {
		return netip.PrefixFrom(a, 64).Masked().Addr()
	}
	return a
}

// Check returns nil when address a may try now, else a *LimitError.
func (l *Limiter) Check(a netip.Addr, now ag.Ticks) error {
	f, ok := l.full[AddrKey(a)]
	if !ok || f-now <= (l.burst-1)*l.every {
		return nil
	}
	l.Refused++
	return &LimitError{What: l.what, Wait: f - now - (l.burst-1)*l.every}
}

// Take spends one of address a's tokens (it tried, and it counts).
func (l *Limiter) Take(a netip.Addr, now ag.Ticks) {
	k := AddrKey(a)
	f, ok := l.full[k]
	if !ok {
		l.room(now)
		l.order = append(l.order, k)
		l.peak = max(l.peak, len(l.order))
	}
	l.full[k] = max(f, now) + l.every
	l.Taken++
}

// Allow checks address a and, when it may, takes a token: for tries that
// count whatever comes of them (a match creation).
func (l *Limiter) Allow(a netip.Addr, now ag.Ticks) error {
	if err := l.Check(a, now); err != nil {
		return err
	}
	l.Take(a, now)
	return nil
}

// Len returns how many addresses the limiter remembers.
func (l *Limiter) Len() int { return len(l.full) }

// room makes room for one more address: it sweeps, once a second at
// most, and forgets the oldest address if the table is still full.
func (l *Limiter) room(now ag.Ticks) {
	if len(l.full) < l.max {
		return
	}
	if now-l.swept >= ag.TickRate {
		l.Sweep(now)
	}
	for len(l.full) >= l.max && len(l.order) > 0 {
		delete(l.full, l.order[0])
		l.order = l.order[1:]
		l.Forgotten++
	}
}

// Sweep forgets the addresses whose buckets have filled up again: they
// are the same as new ones. A server sweeps every second.
func (l *Limiter) Sweep(now ag.Ticks) {
	l.swept = now
	keep := l.order[:0]
	for _, k := range l.order {
		if l.full[k] <= now {
			delete(l.full, k)
			continue
		}
		keep = append(keep, k)
	}
	clear(l.order[len(keep):])
	l.order = keep
	if len(keep) < l.peak/8 {
		// A map keeps the room it grew to: after a flood is swept, a
		// new one holds the few addresses left.
		full := make(map[netip.Addr]ag.Ticks, len(keep))
		for _, k := range keep {
			full[k] = l.full[k]
		}
		l.full, l.order, l.peak = full, append([]netip.Addr(nil), keep...), len(keep)
	}
}
