// Package rating rates players with Glicko-2, as described in Mark E.
// Glickman, "Example of the Glicko-2 system" (Boston University, 2012,
// revised 2022): a rating, a rating deviation (how uncertain the rating
// is) and a volatility (how erratic the player's results are). It also
// says how ratings are shown, and which class of games a rating belongs
// to. It depends on the standard library only.
package rating

import "math"

// The Glicko-2 constants of the paper.
const (
	// Scale converts between the Glicko scale (ratings around 1500) and
	// the Glicko-2 scale: μ = (r − 1500)/Scale, φ = RD/Scale.
	Scale = 173.7178
	// DefaultR, DefaultRD and DefaultVol are an unrated player's rating,
	// deviation and volatility.
	DefaultR   = 1500.0
	DefaultRD  = 350.0
	DefaultVol = 0.06
	// DefaultTau is τ, the system constant that limits how much the
	// volatility can change in one period; the paper suggests 0.3 to 1.2
	// and uses 0.5 in its example.
	DefaultTau = 0.5
	// MaxRD caps the deviation: inactivity never makes a player more
	// uncertain than a newcomer.
	MaxRD = DefaultRD
)

// Rating is a player's Glicko-2 rating on the Glicko scale.
type Rating struct {
	R   float64 // the rating, 1500 for a newcomer
	RD  float64 // the rating deviation
	Vol float64 // the volatility σ
}

// New returns an unrated player's rating: 1500, 350, 0.06.
func New() Rating { return Rating{R: DefaultR, RD: DefaultRD, Vol: DefaultVol} }

// Outcome is one game of a rating period: the opponent's rating before the
// period and the score, 1 for a win, 0.5 for a draw, 0 for a loss.
type Outcome struct {
	Opponent Rating
	Score    float64
}

// The scores of an Outcome.
const (
	Loss = 0.0
	Draw = 0.5
	Win  = 1.0
)

// Update returns r after one rating period in which the player had the
// given outcomes, with system constant tau (steps 2 to 8 of the paper).
// With no outcomes only the deviation grows, as for an idle period.
func Update(r Rating, outcomes []Outcome, tau float64) Rating {
	mu, phi := (r.R-DefaultR)/Scale, r.RD/Scale
	if len(outcomes) == 0 {
		return Rating{R: r.R, RD: capRD(math.Sqrt(phi*phi+r.Vol*r.Vol) * Scale), Vol: r.Vol}
	}
	// Steps 3 and 4: the estimated variance v from the game outcomes, and
	// the estimated improvement Δ = v·sum.
	var invV, sum float64
	for _, o := range outcomes {
		muJ, phiJ := (o.Opponent.R-DefaultR)/Scale, o.Opponent.RD/Scale
		g := gFactor(phiJ)
		e := expected(mu, muJ, g)
		invV += g * g * e * (1 - e)
		sum += g * (o.Score - e)
	}
	v := 1 / invV
	delta := v * sum
	// Step 5: the new volatility.
	vol := newVolatility(phi, r.Vol, v, delta, tau)
	// Steps 6 and 7: the pre-period deviation, then the new deviation and
	// rating.
	phiStar := math.Sqrt(phi*phi + vol*vol)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	// Step 8: back to the Glicko scale.
	return Rating{R: muNew*Scale + DefaultR, RD: capRD(phiNew * Scale), Vol: vol}
}

// gFactor is g(φ) of the paper: how much a game against an opponent with
// deviation φ counts.
func gFactor(phi float64) float64 {
	return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi))
}

// expected is E(μ, μj, φj) of the paper, the expected score against the
// opponent, with g = g(φj).
func expected(mu, muJ, g float64) float64 {
	return 1 / (1 + math.Exp(-g*(mu-muJ)))
}

// capRD bounds a deviation by MaxRD.
func capRD(rd float64) float64 { return min(rd, MaxRD) }
