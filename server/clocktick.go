package server

import (
	"time"

	"github.com/fetaix/fetaix/server/room"
)

// A room's screen is drawn again when a countdown on it shows another
// second: the side to move's clock, or a kept seat's time left. Each
// session's tick is timed to the next such change (nextCountdownChange)
// rather than a second after the last tick, so that the seconds shown are
// those left, not up to a second behind them.

// nextCountdownChange is how long after now the first of st's running
// countdowns shows another text (clockText rounds to the second: a time
// left of d shows another second when d passes a half second), just past
// that instant; a second when none runs or all show 0:00.
func nextCountdownChange(st *room.State, now time.Time) time.Duration {
	next := time.Second
	soonest := func(left time.Duration) {
		if left > time.Second/2 { // (from there on it shows 0:00)
			next = min(next, (left-time.Second/2)%time.Second)
		}
	}
	if st.Options.Timed() && st.ClockRunning {
		soonest(st.ClockLeft(st.Position().SideToMove(), now))
	}
	for _, seat := range st.Seats {
		if seat.Taken && !seat.Connected && !seat.GraceEnd.IsZero() {
			soonest(seat.GraceEnd.Sub(now))
		}
	}
	return next + time.Millisecond // past the instant, whatever the timer's grain
}
