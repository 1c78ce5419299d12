package learn

import (
	"strings"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The wording a learner sees, besides the lessons' own texts (their
// files, lessons/ and lessons/LANG/), in the language of l (nil:
// English): the catalogs' texts of texts.go.

// textMet says the goal is met, with its stars.
func textMet(l *i18n.Localizer, stars int) string {
	return l.T(txtMet, "Stars", StarText(stars))
}

// StarText draws a number of stars out of three: "★★☆".
func StarText(stars int) string {
	s := ""
	for i := range 3 {
		if i < stars {
			s += "★"
		} else {
			s += "☆"
		}
	}
	return s
}

// textTooMany says the goal was not met within the moves allowed.
func textTooMany(l *i18n.Localizer, most int) string { return l.N(txtTooMany, most) }

// textStillMoves says the opponent, who was to be left no move, can move.
func textStillMoves(l *i18n.Localizer, c game.Color) string {
	return l.T(txtStillMoves, "Side", sideName(l, c))
}

// textChainShort says a move captured fewer pieces than the goal asks.
func textChainShort(l *i18n.Localizer, got, want int) string {
	return l.T(txtChainShort, "Got", got, "Want", want)
}

// textGameLost says the opponent won the game: by taking the learner's
// last piece (taken), else by leaving the learner no move.
func textGameLost(l *i18n.Localizer, c game.Color, taken bool) string {
	if taken {
		return l.T(txtLostTaken, "Side", sideName(l, c))
	}
	return l.T(txtLostNoMove, "Side", sideName(l, c))
}

// sideName names a side as a sentence starts with it: "White", "Les
// Blancs".
func sideName(l *i18n.Localizer, c game.Color) string {
	if c == game.White {
		return l.T(txtWhite)
	}
	return l.T(txtBlack)
}

// textValueLost says a move threw a proven value away: before, the best
// value, and after, the move's ("win", "draw", "loss", "unknown").
func textValueLost(l *i18n.Localizer, before, after string) string {
	return l.T(valueLostIDs[valueWord(before)], "After", l.T(valueNowIDs[valueWord(after)]))
}

// textStillWinning judges a practice's move that kept the win, its line
// counted.
func textStillWinning(l *i18n.Localizer, moves int) string { return l.N(txtStillWinning, moves) }

// valueWord names a proven value by its English word, "unknown" for any
// other.
func valueWord(v string) string {
	switch v {
	case "win", "loss", "draw":
		return v
	}
	return "unknown"
}

// textNotThere says the learner's piece is not where the goal wants.
func textNotThere(l *i18n.Localizer, pts string) string {
	return l.T(txtNotThere, "Points", pts)
}

// pointNames lists points in l's language: "c4", "c4 and d4".
func pointNames(l *i18n.Localizer, b uint32) string {
	var names []string
	for s := range game.Square(game.NumSquares) {
		if b&(1<<s) != 0 {
			names = append(names, s.String())
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return l.T(txtPointsAnd, "Rest", strings.Join(names[:len(names)-1], l.T(txtListComma)), "Last", names[len(names)-1])
}
