package analysis

import (
	"fmt"

	"github.com/fetaix/fetaix/explore"
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
func Describe(v explore.Verdict) string {
	b := bounds(v.Bounds)
	engine := engineView(v)
	switch {
	case !b.Proven() && engine == "":
		return "is not judged"
	case !b.Proven():
		return engine
	case b.Value() == explore.Unknown && engine != "":
		return provenView(b, v) + ", " + engine
	}
	return provenView(b, v)
}

// provenView says what is proven of a move, b its bounds: "wins (table, 7
// plies)", "draws or better (proof)".
func provenView(b explore.Bounds, v explore.Verdict) string {
	var s string
	switch {
	case b.Value() == explore.Win:
		s = "wins"
	case b.Value() == explore.Draw:
		s = "draws"
	case b.Value() == explore.Loss:
		s = "loses"
	case b.Low == explore.Draw:
		s = "draws or better"
	default:
		s = "does not win"
	}
	src := v.Source
	if src == explore.FromSearch || src == explore.FromNone { // bounds proven, the rest estimated
		src = explore.FromProof
	}
	s += " (" + string(src)
	if v.Plies >= 0 && (b.Value() == explore.Win || b.Value() == explore.Loss) {
		s += fmt.Sprintf(", %d plies", v.Plies)
	}
	return s + ")"
}

// engineView says the engine's score of a move: "scores +0.35 (engine,
// depth 8)", "loses in 9 plies (engine, depth 8)"; "" when not searched.
func engineView(v explore.Verdict) string {
	if !searched(v) {
		return ""
	}
	engine := fmt.Sprintf(" (engine, depth %d)", v.Depth)
	switch {
	case v.Mate > 0:
		return fmt.Sprintf("wins in %d plies", v.Mate) + engine
	case v.Mate < 0:
		return fmt.Sprintf("loses in %d plies", -v.Mate) + engine
	}
	return "scores " + FormatScore(v.Score) + engine
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
