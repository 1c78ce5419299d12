package analysis

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/i18n"
)

// The sentences of an analysis, shared by the PDN comments, the command's
// output and the analysis screens.

// Numbered returns move m played at ply's position p with its number, as
// a record writes it: "5. c2-c3" for White, "5... b4xd2" for Black.
func Numbered(p game.Position, m game.Move) string {
	dots := ". "
	if p.SideToMove() == game.Black {
		dots = "... "
	}
	return strconv.Itoa(p.MoveNumber()) + dots + m.String()
}

// LineText writes line from position p in notation, numbered: "5. c2-c3
// b4xd2 6. e1xc3". A move that is not legal ends it.
func LineText(p game.Position, _ game.Rules, line []game.Move) string {
	var b strings.Builder
	for i, m := range line {
		if i > 0 {
			b.WriteByte(' ')
		}
		if i == 0 || p.SideToMove() == game.White {
			b.WriteString(Numbered(p, m))
		} else {
			b.WriteString(m.String())
		}
		p = p.Apply(m)
	}
	return b.String()
}

// Comment returns what the analysis says of mm: the mark, what the move
// played is known to give, and the better move with its value: "throws
// the draw: b2-c3 loses (proof); better c2-c3, which draws (proof)."; ""
// for a move that is not a mistake.
func (mm MoveMark) Comment() string { return mm.CommentIn(nil) }

// CommentIn is Comment in l's language (nil: English), for the screens.
func (mm MoveMark) CommentIn(l *i18n.Localizer) string {
	if !mm.Mark.Bad() {
		return ""
	}
	s := l.T(txtCommentHead, "Mark", mm.Mark.TextIn(l), "Move", mm.Move.String(), "Value", DescribeIn(l, mm.Played.Verdict))
	if mm.Scored && mm.Drop > 0 {
		s = l.T(txtCommentBelow, "Text", s, "Score", FormatScore(mm.Drop)[1:])
	}
	if mm.HasBetter {
		s = l.T(txtCommentBetter, "Text", s, "Move", mm.Better.Move.String(), "Value", DescribeIn(l, mm.Better.Verdict))
	}
	if mm.Mark.Engine() && mm.HintDepth > mm.Played.Depth {
		s = l.T(txtCommentShallower, "Text", s, "Depth", mm.HintDepth, "Hint", mm.Hint)
	}
	return l.T(txtCommentEnd, "Text", s)
}

// summaryText says one player's marks in l's language: "1 proven mistake
// (1 win thrown), 1 win no longer proven, 1 engine mistake (1 blunder)",
// or "no mistake".
func (s Summary) summaryText(l *i18n.Localizer) string {
	var parts []string
	if n := s.Proven(); n > 0 {
		parts = append(parts, l.T(txtSumDetail, "Head", l.N(txtSumProven, n), "Detail", joinCounts(l,
			count{s.ThrowsWin, txtSumWinsThrown},
			count{s.ThrowsDraw, txtSumDrawsThrown})))
	}
	if n := s.WinsUnproven; n > 0 {
		parts = append(parts, l.N(txtSumWinsUnproven, n))
	}
	if n := s.Engine(); n > 0 {
		parts = append(parts, l.T(txtSumDetail, "Head", l.N(txtSumEngine, n), "Detail", joinCounts(l,
			count{s.Blunders, txtSumBlunders},
			count{s.Mistakes, txtSumMistakes},
			count{s.Inaccuracies, txtSumInaccuracies})))
	}
	if len(parts) == 0 {
		return l.T(txtSumNoMistake)
	}
	return joinList(l, parts)
}

// joinList joins parts as a list in l's language: "a, b, c".
func joinList(l *i18n.Localizer, parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	s := parts[0]
	for _, p := range parts[1:] {
		s = l.T(txtListJoin, "A", s, "B", p)
	}
	return s
}

// count is a number with the ID of its text, which has the plural forms.
type count struct {
	n  int
	id i18n.ID
}

// joinCounts writes the counts that are not zero: "1 win thrown, 2 wins
// missed".
func joinCounts(l *i18n.Localizer, cs ...count) string {
	var parts []string
	for _, c := range cs {
		if c.n > 0 {
			parts = append(parts, l.N(c.id, c.n))
		}
	}
	return joinList(l, parts)
}

// PlayerSummary says side c's marks: "White: 1 proven mistake (1 win
// thrown)".
func (a *Analysis) PlayerSummary(c game.Color) string { return a.PlayerSummaryIn(nil, c) }

// PlayerSummaryIn is PlayerSummary in l's language (nil: English).
func (a *Analysis) PlayerSummaryIn(l *i18n.Localizer, c game.Color) string {
	return l.T(txtSumPlayer, "Side", colorName(l, c), "Summary", a.Summary[c].summaryText(l))
}

// colorName is "White" or "Black" in l's language.
func colorName(l *i18n.Localizer, c game.Color) string {
	if c == game.Black {
		return l.T(txtBlack)
	}
	return l.T(txtWhite)
}

// DecisionText says where the game was decided: "Decided by 12... b4xd2,
// which threw the draw: White wins (proven).", "Proven from the start: a
// draw.", "Decided before 20. c2-c3: proven after it, a draw.", or, when
// the result is not the last proven value (a resignation, an agreement),
// that value: "Not decided on the board as far as proven: a draw after
// 1... c4xc2.".
func (a *Analysis) DecisionText() string { return a.DecisionTextIn(nil) }

// DecisionTextIn is DecisionText in l's language (nil: English).
func (a *Analysis) DecisionTextIn(l *i18n.Localizer) string {
	d := a.Decided
	res := resultText(l, d.Result)
	switch {
	case d.Ply < 0:
		for i := len(a.Moves); i > 0; i-- {
			if v := a.valueAfter(i); v != game.Ongoing {
				return l.T(txtNotDecided, "Result", resultText(l, v),
					"Move", Numbered(a.Game.PositionAt(i-1), a.Moves[i-1].Move))
			}
		}
		return l.T(txtDecidedUnproven)
	case d.Ply == 0:
		return l.T(txtProvenFromStart, "Result", res)
	}
	mm := a.Moves[d.Ply-1]
	mv := Numbered(a.Game.PositionAt(d.Ply-1), mm.Move)
	switch {
	case !d.Fell:
		return l.T(txtDecidedBefore, "Move", mv, "Result", res)
	case mm.Mark == MarkThrowsWin:
		return l.T(txtDecidedThrewWin, "Move", mv, "Result", res)
	}
	return l.T(txtDecidedThrewDraw, "Move", mv, "Result", res)
}

// resultText says a result in l's language: "White wins", "Black wins",
// "a draw".
func resultText(l *i18n.Localizer, r game.Result) string {
	switch r {
	case game.Draw:
		return l.T(txtResultDraw)
	case game.BlackWin:
		return l.T(txtResultBlackWins)
	}
	return l.T(txtResultWhiteWins)
}

// Headline is the analysis in one comment: how it was made, the start's
// value, each player's summary and where the game was decided.
func (a *Analysis) Headline() string {
	engine := "no engine"
	if a.Depth > 0 {
		engine = fmt.Sprintf("the engine at depth %d elsewhere", a.Depth)
	}
	start := "not proven"
	if b := bounds(a.Start); b.Proven() {
		start = b.String() + " for " + colorName(nil, a.Game.Start().SideToMove()) + " (proven)"
	}
	return fmt.Sprintf("Analysis: proven values where the proofs or the endgame tables know them, %s. Start: %s. %s. %s. %s",
		engine, start, a.PlayerSummary(game.White), a.PlayerSummary(game.Black), a.DecisionText())
}
