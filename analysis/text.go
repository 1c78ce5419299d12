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
func LineText(p game.Position, r game.Rules, line []game.Move) string {
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

// Comment returns what the analysis says of move mm, before whose play
// the position was p: the mark, what the move played is known to give,
// and the better move with its value; "" for a move that keeps the value
// or is not judged.
func (mm MoveMark) Comment() string {
	if !mm.Mark.Bad() {
		return ""
	}
	s := mm.Mark.Text() + ": played " + Describe(mm.Played.Verdict)
	if mm.Drop > 0 && !mm.Mark.Proven() {
		s += fmt.Sprintf(", %s below the best", FormatScore(mm.Drop))
	}
	if mm.HasBetter {
		s += "; better " + mm.Better.Move.String() + ", " + Describe(mm.Better.Verdict)
	}
	return s
}

// summaryText says one player's marks: "2 proven mistakes (1 win thrown,
// 1 win missed), 1 engine mistake (1 blunder)", or "no mistake".
func (s Summary) summaryText() string {
	var parts []string
	if n := s.Proven(); n > 0 {
		parts = append(parts, plural.Count(n, "proven mistake", "proven mistakes")+" ("+joinCounts(
			count{s.ThrowsWin, "win thrown", "wins thrown"},
			count{s.ThrowsDraw, "draw thrown", "draws thrown"},
			count{s.MissesWin, "win missed", "wins missed"})+")")
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
	return strings.ToUpper(c.String()[:1]) + c.String()[1:] + ": " + a.Summary[c].summaryText()
}

// DecisionText says where the game was decided: "decided by 12... b4xd2,
// which threw the draw: White wins (proven)", "proven from the start: a
// draw", or "the value is never proven for good".
func (a *Analysis) DecisionText() string {
	d := a.Decided
	res := resultText(d.Result)
	switch {
	case d.Ply < 0:
		return "where the game was decided is not proven"
	case d.Ply == 0:
		return "proven from the start: " + res
	}
	mm := a.Moves[d.Ply-1]
	mv := Numbered(a.Game.PositionAt(d.Ply-1), mm.Move)
	if d.Fell {
		return fmt.Sprintf("decided by %s, which %s: %s (proven)", mv, pastTense(mm.Mark), res)
	}
	return fmt.Sprintf("proven after %s: %s", mv, res)
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
	case game.WhiteWin:
		return "White wins"
	case game.BlackWin:
		return "Black wins"
	}
	return "a draw"
}

// Headline is the analysis in one comment: the depth, the start's value,
// each player's summary and where the game was decided.
func (a *Analysis) Headline() string {
	start := "the start is not proven"
	if b := bounds(a.Start); b.Proven() {
		start = "the start is proven " + b.String() + " for " + a.Game.Start().SideToMove().String()
	}
	return fmt.Sprintf("analysis (proofs, endgame tables, engine at depth %d): %s. %s. %s. %s.",
		a.Depth, start, a.PlayerSummary(game.White), a.PlayerSummary(game.Black), a.DecisionText())
}
