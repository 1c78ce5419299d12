package explore

import (
	"fmt"

	"github.com/fetaix/fetaix/game"
)

// PliesUnit is what a proven value's plies (Verdict.Plies) count, which
// depends on the rules: the tables' distance.
type PliesUnit string

const (
	// PliesToProgress counts, with the no-progress rule on, the plies to
	// the next capture or man move on the best line (or to the end, when
	// that comes first), not to the end of the game.
	PliesToProgress PliesUnit = "capture or man move"
	// PliesToEnd counts, with the no-progress rule off, the plies to the
	// end of the game with best play.
	PliesToEnd PliesUnit = "end"
)

// PliesTo returns what the plies of a value proven under r count.
func PliesTo(r game.Rules) PliesUnit {
	if r.NoProgress > 0 {
		return PliesToProgress
	}
	return PliesToEnd
}

// ValueText says what is proven of v under r, its plies named by what
// they count: "win, 4 plies to a capture or man move" (the no-progress
// rule on), "win in 7 plies" (off), "draw", "draw or better".
func (v Verdict) ValueText(r game.Rules) string {
	s := v.Bounds.String()
	if v.Plies < 0 {
		return s
	}
	n := fmt.Sprintf("%d plies", v.Plies)
	if v.Plies == 1 {
		n = "1 ply"
	}
	if PliesTo(r) == PliesToEnd {
		return s + " in " + n
	}
	return s + ", " + n + " to a capture or man move"
}
