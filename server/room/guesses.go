package room

import (
	"errors"
	"log/slog"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// ErrTooManyGuesses refuses a code or token from a connection or address
// that has given too many wrong ones lately; its text is shown.
var ErrTooManyGuesses = errors.New("too many wrong codes")

// guessThrottle counts wrong room codes and resume tokens per connection
// and per remote address: each has an allowance of wrong ones that refills
// at a steady rate, and one whose allowance is spent may not try another
// code until it refills. Room codes are short (they are read aloud); this
// is what keeps them from being guessed. The secrets themselves are never
// logged.
type guessThrottle struct {
	perConn, perAddr int
	every            time.Duration
	log              *slog.Logger

	mu      sync.Mutex
	buckets map[string]*rate.Limiter
	swept   time.Time
}

func newGuessThrottle(perConn, perAddr int, every time.Duration, log *slog.Logger) *guessThrottle {
	return &guessThrottle{perConn: perConn, perAddr: perAddr, every: every, log: log, buckets: map[string]*rate.Limiter{}}
}

// bucketsLocked returns p's allowances: their connection's and their
// address's.
func (g *guessThrottle) bucketsLocked(p Player) [2]*rate.Limiter {
	var out [2]*rate.Limiter
	for i, k := range [2]struct {
		key   string
		burst int
	}{{"conn " + p.Conn, g.perConn}, {"addr " + p.Addr, g.perAddr}} {
		b := g.buckets[k.key]
		if b == nil {
			b = rate.NewLimiter(rate.Every(g.every), k.burst)
			g.buckets[k.key] = b
		}
		out[i] = b
	}
	return out
}

// Check refuses p's attempt while their connection or address has no
// allowance left.
func (g *guessThrottle) Check(p Player, now time.Time) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.sweepLocked(now)
	for _, b := range g.bucketsLocked(p) {
		if b.TokensAt(now) < 1 {
			return refusalWith(ErrTooManyGuesses, "refuse.codes.wait", "Wait", waitSaid(untilAllowed(b, g.every, now)))
		}
	}
	return nil
}

// Failed counts a wrong code or token (what) of p, and logs it without the
// secret.
func (g *guessThrottle) Failed(p Player, what string, now time.Time) {
	g.mu.Lock()
	spent := false
	for _, b := range g.bucketsLocked(p) {
		b.AllowN(now, 1)
		spent = spent || b.TokensAt(now) < 1
	}
	g.mu.Unlock()
	g.log.Warn("wrong "+what, "player", p.Name, "guest", p.Guest(), "addr", p.Addr, "conn", p.Conn)
	if spent {
		g.log.Warn("throttling wrong codes", "player", p.Name, "addr", p.Addr, "conn", p.Conn)
	}
}

// sweepLocked forgets, at most once a minute, the allowances that are full.
func (g *guessThrottle) sweepLocked(now time.Time) {
	if now.Sub(g.swept) < time.Minute {
		return
	}
	g.swept = now
	for k, b := range g.buckets {
		if b.TokensAt(now) >= float64(b.Burst()) {
			delete(g.buckets, k)
		}
	}
}
