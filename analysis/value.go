package analysis

import (
	"fmt"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/internal/i18n"
)

// bounds returns b, with the zero Bounds (nothing said) as nothing
// proven: a loss to a win.
func bounds(b explore.Bounds) explore.Bounds {
	if b.Low == "" || b.High == "" {
		return explore.Bounds{Low: explore.Loss, High: explore.Win}
	}
	return b
}

// searched reports whether the engine's score of v is known.
func searched(v explore.Verdict) bool { return v.Depth > 0 }

// Describe returns what is known of a move as a comment says it, for the
// side that plays it: "wins (table, 7 plies)", "draws (proof)", or the
// engine's view "scores +0.35 (engine, depth 8)", "wins in 9 plies
// (engine, depth 8)"; a bound proven beside the engine's view says both:
// "does not win (proof), loses in 9 plies (engine, depth 8)"; "is not
// judged" when nothing is known.
func Describe(v explore.Verdict) string { return DescribeIn(nil, v) }

// DescribeIn is Describe in l's language (nil: English), for the screens.
func DescribeIn(l *i18n.Localizer, v explore.Verdict) string {
	b := bounds(v.Bounds)
	engine := engineView(l, v)
	switch {
	case !b.Proven() && engine == "":
		return l.T(txtNotJudged)
	case !b.Proven():
		return engine
	case b.Value() == explore.Unknown && engine != "":
		return l.T(txtBoth, "Proven", provenView(l, b, v), "Engine", engine)
	}
	return provenView(l, b, v)
}

// provenView says what is proven of a move, b its bounds: "wins (table, 7
// plies)", "draws or better (proof)".
func provenView(l *i18n.Localizer, b explore.Bounds, v explore.Verdict) string {
	var id i18n.ID
	switch {
	case b.Value() == explore.Win:
		id = txtWins
	case b.Value() == explore.Draw:
		id = txtDraws
	case b.Value() == explore.Loss:
		id = txtLoses
	case b.Low == explore.Draw:
		id = txtDrawsOrBetter
	default:
		id = txtDoesNotWin
	}
	src := v.Source
	if src == explore.FromSearch || src == explore.FromNone { // bounds proven, the rest estimated
		src = explore.FromProof
	}
	srcText := l.T(txtFromProof)
	if src == explore.FromTable {
		srcText = l.T(txtFromTable)
	}
	if v.Plies >= 0 && (b.Value() == explore.Win || b.Value() == explore.Loss) {
		return l.T(txtProvenPlies, "Value", l.T(id), "Source", srcText, "Plies", l.N(txtPlies, v.Plies))
	}
	return l.T(txtProven, "Value", l.T(id), "Source", srcText)
}

// engineView says the engine's score of a move: "scores +0.35 (engine,
// depth 8)", "loses in 9 plies (engine, depth 8)"; "" when not searched.
func engineView(l *i18n.Localizer, v explore.Verdict) string {
	if !searched(v) {
		return ""
	}
	switch {
	case v.Mate > 0:
		return l.T(txtEngineWinsIn, "Plies", l.N(txtPlies, v.Mate), "Depth", v.Depth)
	case v.Mate < 0:
		return l.T(txtEngineLosesIn, "Plies", l.N(txtPlies, -v.Mate), "Depth", v.Depth)
	}
	return l.T(txtEngineScores, "Score", FormatScore(v.Score), "Depth", v.Depth)
}

// FormatScore writes a score in centi-men as men with two decimals and a
// sign: "+0.35", "-1.00", "0.00".
func FormatScore(cm int) string {
	sign := "+"
	if cm < 0 {
		sign, cm = "-", -cm
	} else if cm == 0 {
		sign = ""
	}
	return fmt.Sprintf("%s%d.%02d", sign, cm/100, cm%100)
}
