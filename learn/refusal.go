package learn

import (
	"errors"
	"regexp"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The rules' reasons for refusing a move (game.MoveError.Why, in
// English) in the learner's language: each reason the rules give is
// matched by its pattern and said by its catalog text, its parts (a
// point, a move) as arguments; a reason no pattern knows stays English.

// refusal is one of the rules' reasons: its pattern, its text and the
// names of the pattern's groups as the text's arguments.
type refusal struct {
	re   *regexp.Regexp
	id   i18n.ID
	args []string
}

// refusals are the reasons of game.ParseMove.
var refusals = []refusal{
	{regexp.MustCompile(`^white has no legal move$`), "learn.refused.noMoveWhite", nil},
	{regexp.MustCompile(`^black has no legal move$`), "learn.refused.noMoveBlack", nil},
	{regexp.MustCompile(`^no piece on ([a-e][1-5])$`), "learn.refused.noPiece", []string{"Point"}},
	{regexp.MustCompile(`^the piece on ([a-e][1-5]) is not white's$`), "learn.refused.notWhites", []string{"Point"}},
	{regexp.MustCompile(`^the piece on ([a-e][1-5]) is not black's$`), "learn.refused.notBlacks", []string{"Point"}},
	{regexp.MustCompile(`^a man never moves back, neither to step nor to capture$`), "learn.refused.manBack", nil},
	{regexp.MustCompile(`^the capture must go on while the piece can capture: (\S+)$`), "learn.refused.goOn", []string{"Move"}},
	{regexp.MustCompile(`^a capture is compulsory \(e\.g\. (\S+)\)$`), "learn.refused.compulsory", []string{"Move"}},
	{regexp.MustCompile(`^([a-e][1-5]) has no diagonal line: only a1 c1 e1 b2 d2 a3 c3 e3 b4 d4 a5 c5 e5 have one$`), "learn.refused.noDiagonal", []string{"Point"}},
	{regexp.MustCompile(`^a mulla moves along one line only$`), "learn.refused.mullaLine", nil},
	{regexp.MustCompile(`^a man steps one point along a line$`), "learn.refused.manStep", nil},
	{regexp.MustCompile(`^([a-e][1-5]) is taken: a step needs an empty point$`), "learn.refused.taken", []string{"Point"}},
	{regexp.MustCompile(`^a piece stands in the mulla's way$`), "learn.refused.inTheWay", nil},
	{regexp.MustCompile(`^not a legal move here$`), "learn.refused.notLegal", nil},
	{regexp.MustCompile(`^want from-to \(c2-c3\) or landings joined by x \(a1xc3xe5\)$`), "learn.refused.malformed", nil},
	{regexp.MustCompile(`^it could be (.+); give every landing point$`), "learn.refused.ambiguous", []string{"Moves"}},
}

// Refused is the rules' reason for refusing a move, err (ParseMove's),
// in l's language (English: the rules' own words).
func Refused(l *i18n.Localizer, err error) string {
	why := err.Error()
	if me, ok := errors.AsType[*game.MoveError](err); ok {
		why = me.Why
	}
	if l.Lang() == i18n.English {
		return why
	}
	for _, r := range refusals {
		m := r.re.FindStringSubmatch(why)
		if m == nil {
			continue
		}
		var args []any
		for i, name := range r.args {
			args = append(args, name, m[i+1])
		}
		return l.T(r.id, args...)
	}
	return why
}
