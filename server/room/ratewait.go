package room

import (
	"time"

	"golang.org/x/time/rate"
)

// untilAllowed is how long until l, which gains a token every every, has
// one again, in whole seconds rounded up: what a refused player is told.
func untilAllowed(l *rate.Limiter, every time.Duration, now time.Time) time.Duration {
	wait := time.Duration((1 - l.TokensAt(now)) * float64(every))
	return wait.Round(time.Second) + time.Second
}
