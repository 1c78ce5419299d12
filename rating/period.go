package rating

import (
	"math"
	"time"
)

// DefaultPeriod is the length of a rating period: one day (UTC). With the
// default volatility a deviation of 50 takes about three months of
// inactivity to pass ProvisionalRD again, and about three years to reach
// MaxRD.
const DefaultPeriod = 24 * time.Hour

// Params are the choices a rating system makes beyond the paper's
// formulas.
type Params struct {
	// Tau is the system constant τ.
	Tau float64
	// Period is the length of a rating period. Periods are counted from
	// the Unix epoch, so with the default every UTC day is one.
	Period time.Duration
}

// DefaultParams returns τ = DefaultTau and periods of DefaultPeriod.
func DefaultParams() Params { return Params{Tau: DefaultTau, Period: DefaultPeriod} }

// PeriodOf returns the number of the rating period holding t.
func (p Params) PeriodOf(t time.Time) int64 {
	n := t.UnixNano() / int64(p.Period)
	if t.UnixNano()%int64(p.Period) < 0 { // before the epoch: round down
		n--
	}
	return n
}

// Idle returns r as it stands at now for a player whose last rated game
// was at last: the rating and volatility unchanged, and the deviation
// grown as by one period without games, φ′ = sqrt(φ² + σ²), for each
// rating period strictly between last's and now's (the period of a game
// counts as played: its own growth is in the game's update), capped at
// MaxRD. A zero last (never rated) leaves r as it is.
//
// Online play rates each game as it ends (Game) rather than batching a
// period's games, so the growth of the periods a player sat out is applied
// when they next play, or when their rating is shown.
func (p Params) Idle(r Rating, last, now time.Time) Rating {
	if last.IsZero() {
		return r
	}
	n := p.PeriodOf(now) - p.PeriodOf(last) - 1
	if n <= 0 {
		return r
	}
	phi := r.RD / Scale
	r.RD = capRD(math.Sqrt(phi*phi+float64(n)*r.Vol*r.Vol) * Scale)
	return r
}

// Game rates one game between a and b, scoreA being a's score (Win, Draw
// or Loss): each player is updated as by a rating period holding that one
// game, against the other's rating before it. Both should first be
// brought up to date with Idle.
func (p Params) Game(a, b Rating, scoreA float64) (Rating, Rating) {
	return Update(a, []Outcome{{b, scoreA}}, p.Tau), Update(b, []Outcome{{a, 1 - scoreA}}, p.Tau)
}
