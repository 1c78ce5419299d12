package termio

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// A session's input is read from its SSH channel no faster than its pace:
// InputRate bytes a second for the session (in bursts of InputBurst), and
// InputRatePerAddr for all the sessions of one address together (in
// bursts of InputBurstPerAddr). The ssh library gives a client more of
// its channel's window (2 MB) only as the session reads, so a client that
// sends faster fills its window and then waits on TCP: the server neither
// decrypts nor parses its bytes faster than the pace, whatever it sends
// (one that sends past its window is disconnected by the ssh library).
// The keys that pass are bounded again by the key budget (inputparse.go).

// Defaults of the input pace.
const (
	// DefaultInputRate is the bytes a second read from one session:
	// over a thousand mouse reports a second, or a 4 KiB paste in a
	// quarter of a second (the key budget passes 60 keys a second).
	DefaultInputRate = 16 << 10
	// DefaultInputBurst is the bytes a session may send at once above its
	// rate.
	DefaultInputBurst = 32 << 10
	// DefaultInputRatePerAddr is the bytes a second read from all the
	// sessions of one address.
	DefaultInputRatePerAddr = 64 << 10
	// DefaultInputBurstPerAddr is the bytes the sessions of one address
	// may send at once above its rate.
	DefaultInputBurstPerAddr = 128 << 10
)

// PaceLimits are the rates of a Pacer, in bytes a second, and their
// bursts, in bytes.
type PaceLimits struct {
	Rate, Burst               int // of one session
	RatePerAddr, BurstPerAddr int // of all the sessions of one address
}

// Pacer hands out the paces of sessions, sharing one bucket among
// the sessions of an address while any of them runs.
type Pacer struct {
	rate, perAddr    rate.Limit
	burst, addrBurst int

	mu    sync.Mutex
	addrs map[string]*addrPace
}

// addrPace is the bucket of one address and the sessions using it.
type addrPace struct {
	lim   *rate.Limiter
	users int
	// mu orders the address's sessions' reservations in time: a
	// limiter given an earlier time after a later one counts the
	// interval between them twice
	mu sync.Mutex
}

// NewPacer returns a pacer of sessions' input within lim.
func NewPacer(lim PaceLimits) *Pacer {
	return &Pacer{rate: rate.Limit(lim.Rate), burst: lim.Burst,
		perAddr: rate.Limit(lim.RatePerAddr), addrBurst: lim.BurstPerAddr,
		addrs: map[string]*addrPace{}}
}

// Session returns the pace of a new session from addr (the key of its
// client's address: sessions with the same key share a bucket); done
// gives back its share of the address's bucket.
func (p *Pacer) Session(addr string) (pace *Pace, done func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	a := p.addrs[addr]
	if a == nil {
		a = &addrPace{lim: rate.NewLimiter(p.perAddr, p.addrBurst)}
		p.addrs[addr] = a
	}
	a.users++
	var once sync.Once
	return &Pace{own: rate.NewLimiter(p.rate, p.burst), addr: a.lim, mu: &a.mu}, func() {
		once.Do(func() {
			p.mu.Lock()
			defer p.mu.Unlock()
			if a.users--; a.users == 0 {
				delete(p.addrs, addr)
			}
		})
	}
}

// Pace is the buckets a session's input is read through.
type Pace struct {
	own, addr *rate.Limiter
	mu        *sync.Mutex // the address's (addrPace.mu)
}

// take counts n bytes just read, and returns how long the session must
// wait before it reads again to keep to both rates.
func (p *Pace) take(n int) time.Duration {
	if p == nil || n <= 0 {
		return 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now() // under the lock: the address's reservations in order
	return max(delayOf(p.own, now, n), delayOf(p.addr, now, n))
}

// delayOf takes n tokens of l at now, in debt if it must, and returns the
// time until the debt is paid.
func delayOf(l *rate.Limiter, now time.Time, n int) time.Duration {
	for n > 0 { // a reservation larger than the burst is never granted: take it in bursts
		k := min(n, max(l.Burst(), 1))
		r := l.ReserveN(now, k)
		if !r.OK() {
			return 0
		}
		n -= k
		if n == 0 {
			return r.DelayFrom(now)
		}
	}
	return 0
}
