package analysis

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/plural"
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
func (mm MoveMark) Comment() string {
	if !mm.Mark.Bad() {
		return ""
	}
	s := mm.Mark.Text() + ": " + mm.Move.String() + " " + Describe(mm.Played.Verdict)
	if mm.Scored && mm.Drop > 0 {
		s += ", " + FormatScore(mm.Drop)[1:] + " below the best"
	}
	if mm.HasBetter {
		s += "; better " + mm.Better.Move.String() + ", which " + Describe(mm.Better.Verdict)
	}
	if mm.Mark.Engine() && mm.HintDepth > mm.Played.Depth {
		s += fmt.Sprintf("; a shallower search than the hint's (depth %d), which plays %s", mm.HintDepth, mm.Hint)
	}
	return s + "."
}

// summaryText says one player's marks: "1 proven mistake (1 win thrown),
// 1 win no longer proven, 1 engine mistake (1 blunder)", or "no mistake".
func (s Summary) summaryText() string {
	var parts []string
	if n := s.Proven(); n > 0 {
		parts = append(parts, plural.Count(n, "proven mistake", "proven mistakes")+" ("+joinCounts(
			count{s.ThrowsWin, "win thrown", "wins thrown"},
			count{s.ThrowsDraw, "draw thrown", "draws thrown"})+")")
	}
	if n := s.WinsUnproven; n > 0 {
		parts = append(parts, plural.Count(n, "win no longer proven", "wins no longer proven"))
	}
	if n := s.Engine(); n > 0 {
		parts = append(parts, plural.Count(n, "engine mistake", "engine mistakes")+" ("+joinCounts(
			count{s.Blunders, "blunder", "blunders"},
			count{s.Mistakes, "mistake", "mistakes"},
			count{s.Inaccuracies, "inaccuracy", "inaccuracies"})+")")
	}
	if len(parts) == 0 {
		return "no mistake"
	}
	return strings.Join(parts, ", ")
}

// count is a number with its noun in the singular and the plural.
type count struct {
	n         int
	one, many string
}

// joinCounts writes the counts that are not zero: "1 win thrown, 2 wins
// missed".
func joinCounts(cs ...count) string {
	var parts []string
	for _, c := range cs {
		if c.n > 0 {
			parts = append(parts, plural.Count(c.n, c.one, c.many))
		}
	}
	return strings.Join(parts, ", ")
}

// PlayerSummary says side c's marks: "White: 1 proven mistake (1 win
// thrown)".
func (a *Analysis) PlayerSummary(c game.Color) string {
	return colorName(c) + ": " + a.Summary[c].summaryText()
}

// colorName is "White" or "Black".
func colorName(c game.Color) string { return strings.ToUpper(c.String()[:1]) + c.String()[1:] }

// DecisionText says where the game was decided: "Decided by 12... b4xd2,
// which threw the draw: White wins (proven).", "Proven from the start: a
// draw.", "Decided before 20. c2-c3: proven after it, a draw.", or, when
// the result is not the last proven value (a resignation, an agreement),
// that value: "Not decided on the board as far as proven: a draw after
// 1... c4xc2.".
func (a *Analysis) DecisionText() string {
	d := a.Decided
	res := resultText(d.Result)
	switch {
	case d.Ply < 0:
		for i := len(a.Moves); i > 0; i-- {
			if v := a.valueAfter(i); v != game.Ongoing {
				return fmt.Sprintf("Not decided on the board as far as proven: %s after %s.", resultText(v),
					Numbered(a.Game.PositionAt(i-1), a.Moves[i-1].Move))
			}
		}
		return "Where the game was decided is not proven."
	case d.Ply == 0:
		return "Proven from the start: " + res + "."
	}
	mm := a.Moves[d.Ply-1]
	mv := Numbered(a.Game.PositionAt(d.Ply-1), mm.Move)
	if d.Fell {
		return fmt.Sprintf("Decided by %s, which %s: %s (proven).", mv, pastTense(mm.Mark), res)
	}
	return fmt.Sprintf("Decided before %s: proven after it, %s.", mv, res)
}

// pastTense says a falling mark in the past: "threw the win".
func pastTense(k Mark) string {
	if k == MarkThrowsWin {
		return "threw the win"
	}
	return "threw the draw"
}

// resultText says a result: "White wins", "Black wins", "a draw".
func resultText(r game.Result) string {
	switch r {
	case game.Draw:
		return "a draw"
	case game.BlackWin:
		return colorName(game.Black) + " wins"
	}
	return colorName(game.White) + " wins"
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
		start = b.String() + " for " + colorName(a.Game.Start().SideToMove()) + " (proven)"
	}
	return fmt.Sprintf("Analysis: proven values where the proofs or the endgame tables know them, %s. Start: %s. %s. %s. %s",
		engine, start, a.PlayerSummary(game.White), a.PlayerSummary(game.Black), a.DecisionText())
}
