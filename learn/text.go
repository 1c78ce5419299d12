package learn

import (
	"fmt"
	"strings"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/plural"
)

// The wording a learner sees, besides the lessons' own texts: one place,
// to be translated.

// textMet says the goal is met, with its stars.
func textMet(stars int) string {
	return fmt.Sprintf("well done: goal met (%s)", StarText(stars))
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
func textTooMany(max int) string {
	return fmt.Sprintf("the goal needs %s at most: try again", plural.Count(max, "move", "moves"))
}

// textChainShort says a move captured fewer pieces than the goal asks.
func textChainShort(got, want int) string {
	return fmt.Sprintf("that move captured %d of %d: look for a longer chain", got, want)
}

// textLostPiece says the opponent captured, ending a stage where the
// learner must not lose material.
func textGameLost(c game.Color) string {
	return fmt.Sprintf("%s won the game: try again", c)
}

// textGameOver says the game ended without meeting the goal.
const textGameOver = "the game ended before the goal was met: try again"

// textValueLost says a move threw a proven value away.
func textValueLost(before, after string) string {
	return fmt.Sprintf("that move throws the %s away: it is now %s", before, after)
}

// textStillWinning and textStillDrawn judge a practice's move that kept
// the value.
func textStillWinning(moves int) string {
	return fmt.Sprintf("still winning: %s to the next capture or man move with best play", plural.Count(moves, "move", "moves"))
}

const textStillDrawn = "still a draw: hold it"

// textUnproven says nothing proves the value of the position reached.
const textUnproven = "no proven value here"

// valueWords names a proven value for the side it is for.
func valueWords(v string) string {
	switch v {
	case "win":
		return "win"
	case "loss":
		return "loss"
	case "draw":
		return "draw"
	}
	return "unknown"
}

// textWrongGoalPoint says the learner's piece is not where the goal wants.
func textNotThere(pts string) string {
	return fmt.Sprintf("not yet: a piece of yours must stand on %s", pts)
}

// pointNames lists points: "c4", "c4 and d4".
func pointNames(b uint32) string {
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
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
