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
func textTooMany(most int) string {
	return fmt.Sprintf("the goal needs %s at most: try again", plural.Count(most, "move", "moves"))
}

// textNoMulla says the goal's mulla was not made in the moves allowed.
const textNoMulla = "no mulla yet: a man becomes one where its move ends on the far rank"

// textCountReset says a man move or a capture started the no-progress
// count again, in a stage to be drawn by it.
const textCountReset = "no draw yet: a man move or a capture starts the count of quiet plies again"

// textStillMoves says the opponent, who was to be left no move, can move.
func textStillMoves(c game.Color) string {
	return fmt.Sprintf("%s can still move: try again", sideName(c))
}

// textChainShort says a move captured fewer pieces than the goal asks.
func textChainShort(got, want int) string {
	return fmt.Sprintf("that move captured %d of %d: look for a longer chain", got, want)
}

// textGameLost says the opponent won the game: by taking the learner's
// last piece (taken), else by leaving the learner no move.
func textGameLost(c game.Color, taken bool) string {
	if taken {
		return fmt.Sprintf("%s took your last piece and won: try again", sideName(c))
	}
	return fmt.Sprintf("%s won: you have no move left. Try again", sideName(c))
}

// sideName names a side with a capital: "White", "Black".
func sideName(c game.Color) string {
	if c == game.White {
		return "White"
	}
	return "Black"
}

// textGameOver says the game ended without meeting the goal.
const textGameOver = "the game ended before the goal was met: try again"

// textValueLost says a move threw a proven value away.
func textValueLost(before, after string) string {
	return fmt.Sprintf("the %s is gone: this is now a %s", before, after)
}

// textStillWinning and textStillDrawn judge a practice's move that kept
// the value.
func textStillWinning(moves int) string {
	return fmt.Sprintf("still winning: the tables' line wins in %s", plural.Count(moves, "more move", "more moves"))
}

// textStillWinningUncounted judges a kept win whose line is not counted.
const textStillWinningUncounted = "still winning"

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
