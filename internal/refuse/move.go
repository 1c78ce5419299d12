package refuse

import (
	"errors"
	"regexp"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// moveReasons are the reasons of game.ParseMove.
var moveReasons = []pattern{
	{regexp.MustCompile(`^white has no legal move$`), "refuse.move.noMoveWhite", nil},
	{regexp.MustCompile(`^black has no legal move$`), "refuse.move.noMoveBlack", nil},
	{regexp.MustCompile(`^no piece on ([a-e][1-5])$`), "refuse.move.noPiece", []string{"Point"}},
	{regexp.MustCompile(`^the piece on ([a-e][1-5]) is not white's$`), "refuse.move.notWhites", []string{"Point"}},
	{regexp.MustCompile(`^the piece on ([a-e][1-5]) is not black's$`), "refuse.move.notBlacks", []string{"Point"}},
	{regexp.MustCompile(`^a man never moves back, neither to step nor to capture$`), "refuse.move.manBack", nil},
	{regexp.MustCompile(`^the capture must go on while the piece can capture: (\S+)$`), "refuse.move.goOn", []string{"Move"}},
	{regexp.MustCompile(`^a capture is compulsory \(e\.g\. (\S+)\)$`), "refuse.move.compulsory", []string{"Move"}},
	{regexp.MustCompile(`^([a-e][1-5]) has no diagonal line: only a1 c1 e1 b2 d2 a3 c3 e3 b4 d4 a5 c5 e5 have one$`), "refuse.move.noDiagonal", []string{"Point"}},
	{regexp.MustCompile(`^a mulla moves along one line only$`), "refuse.move.mullaLine", nil},
	{regexp.MustCompile(`^a man steps one point along a line$`), "refuse.move.manStep", nil},
	{regexp.MustCompile(`^([a-e][1-5]) is taken: a step needs an empty point$`), "refuse.move.taken", []string{"Point"}},
	{regexp.MustCompile(`^a piece stands in the mulla's way$`), "refuse.move.inTheWay", nil},
	{regexp.MustCompile(`^not a legal move here$`), "refuse.move.notLegal", nil},
	{regexp.MustCompile(`^want from-to \(c2-c3\) or landings joined by x \(a1xc3xe5\)$`), "refuse.move.malformed", nil},
	{regexp.MustCompile(`^it could be (.+); give every landing point$`), "refuse.move.ambiguous", []string{"Moves"}},
}

// Move is the rules' reason for refusing a move, err (game.ParseMove's),
// in l's language: the reason alone (game.MoveError.Why), without the
// move's text; another error as it is, in English.
func Move(l *i18n.Localizer, err error) string {
	if me, ok := errors.AsType[*game.MoveError](err); ok {
		return MoveWhy(l, me.Why)
	}
	return err.Error()
}

// MoveWhy is why, a game.MoveError's Why, in l's language.
func MoveWhy(l *i18n.Localizer, why string) string { return say(l, moveReasons, why) }
