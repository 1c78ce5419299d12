package analysis

import (
	"strings"
	"testing"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
)

// searchedMove is a move nothing proves, with the engine's score.
func searchedMove(sq game.Square, score, mate int) explore.Move {
	return explore.Move{Move: game.Move{From: sq, To: sq + 5},
		Verdict: explore.Verdict{Value: explore.Unknown, Bounds: explore.Bounds{Low: explore.Loss, High: explore.Win},
			Source: explore.FromSearch, Plies: -1, Score: score, Mate: mate, Depth: 6}}
}

// TestEngineMargins checks the engine's marks at and around each
// documented margin, and that a forced result lost or found is a blunder.
func TestEngineMargins(t *testing.T) {
	mg := DefaultMargins
	cases := []struct {
		best, bestMate, played, playedMate int
		want                               Mark
	}{
		{30, 0, 30, 0, MarkFine},
		{30, 0, 30 - mg.Inaccuracy + 1, 0, MarkFine},
		{30, 0, 30 - mg.Inaccuracy, 0, MarkInaccuracy},
		{30, 0, 30 - mg.Mistake + 1, 0, MarkInaccuracy},
		{30, 0, 30 - mg.Mistake, 0, MarkMistake},
		{30, 0, 30 - mg.Blunder + 1, 0, MarkMistake},
		{30, 0, 30 - mg.Blunder, 0, MarkBlunder},
		{0, 9, mg.Winning - 1, 0, MarkBlunder}, // a forced win gone, not winning after it
		{0, 0, 0, -7, MarkBlunder},             // a forced loss found
		{0, 5, 0, 11, MarkFine},                // a slower forced win
		{0, -9, 0, -5, MarkFine},               // a sooner loss, lost anyway
		{-300, 0, -290, 0, MarkFine},           // the played move is the best
		// Still winning by the engine's margin: no value changed, a
		// sooner win is no mistake.
		{0, 4, 532, 0, MarkFine},
		{0, 9, mg.Winning, 0, MarkFine},
		{mg.Winning + 500, 0, mg.Winning, 0, MarkFine},
		{mg.Winning + 500, 0, mg.Winning - 1, 0, MarkBlunder},
		// Lost either way by the same margin.
		{-mg.Winning, 0, -mg.Winning - 500, 0, MarkFine},
		{-mg.Winning, 0, 0, -7, MarkFine},
		{-mg.Winning + 1, 0, 0, -7, MarkBlunder},
	}
	for _, c := range cases {
		best, played := searchedMove(0, c.best, c.bestMate), searchedMove(1, c.played, c.playedMate)
		j, err := judge([]explore.Move{best, played}, played.Move, explore.Bounds{}, mg)
		if err != nil {
			t.Fatal(err)
		}
		if j.mark != c.want {
			t.Errorf("best %d (mate %d), played %d (mate %d): %v, want %v", c.best, c.bestMate, c.played, c.playedMate, j.mark, c.want)
		}
		if j.has != (c.want != MarkFine) || j.has && !j.better.Move.Same(best.Move) {
			t.Errorf("best %d, played %d: better move %v (%v)", c.best, c.played, j.better.Move, j.has)
		}
	}
}

// TestForcedResultHasNoScoreFall: a move scored +2.31 beside a forced win
// is a blunder whose comment names no fall in men (a forced win is no
// number of them) and whose JSON drop is null; between two scores the
// comment says the fall and the JSON gives it.
func TestForcedResultHasNoScoreFall(t *testing.T) {
	cases := []struct {
		best, bestMate, played int
		fall                   string // in the comment; "" for none
	}{
		{0, 10, 231, ""},
		{231, 0, -10, "2.41 below the best"},
	}
	for _, c := range cases {
		best, played := searchedMove(0, c.best, c.bestMate), searchedMove(1, c.played, 0)
		j, err := judge([]explore.Move{best, played}, played.Move, explore.Bounds{}, DefaultMargins)
		if err != nil {
			t.Fatal(err)
		}
		mm := MoveMark{Ply: 1, Move: played.Move, Mark: j.mark, Played: j.played, Better: j.better, HasBetter: j.has,
			Drop: j.drop, Scored: j.scored}
		text := mm.Comment()
		if j.mark != MarkBlunder || !strings.Contains(text, "; better "+best.Move.String()) {
			t.Errorf("best %d (mate %d), played %d: %v, %q; want a blunder naming the better move", c.best, c.bestMate, c.played, j.mark, text)
		}
		if got := strings.Contains(text, "below the best"); got != (c.fall != "") || c.fall != "" && !strings.Contains(text, c.fall) {
			t.Errorf("best %d (mate %d), played %d: %q; want the fall %q", c.best, c.bestMate, c.played, text, c.fall)
		}
		a := &Analysis{Moves: []MoveMark{mm}, Decided: Decision{Ply: -1}}
		if drop := a.JSON(1)[0].Drop; (drop != nil) != (c.fall != "") {
			t.Errorf("best %d (mate %d), played %d: JSON drop %v; want one only for a fall between scores", c.best, c.bestMate, c.played, drop)
		}
	}
}

// TestBoundsMarks checks the marks of proofs that give only bounds: a
// not-lose proof (draw or better) is not a win, and a move proven not to
// win does not throw a position only proven at least a draw.
func TestBoundsMarks(t *testing.T) {
	b := func(lo, hi explore.Value) explore.Bounds { return explore.Bounds{Low: lo, High: hi} }
	mv := func(sq game.Square, bd explore.Bounds) explore.Move {
		m := searchedMove(sq, 0, 0)
		m.Bounds, m.Value, m.Source = bd, bd.Value(), explore.FromProof
		return m
	}
	L, D, W := explore.Loss, explore.Draw, explore.Win
	cases := []struct {
		name         string
		other, moved explore.Bounds
		want         Mark
	}{
		{"not-lose beside a draw-or-worse", b(D, W), b(L, D), MarkFine},
		{"not-lose beside a loss", b(D, W), b(L, L), MarkThrowsDraw},
		{"win beside draw-or-worse", b(W, W), b(L, D), MarkThrowsWin},
		{"win beside not-lose", b(W, W), b(D, W), MarkWinUnproven},
		{"draw beside a draw", b(D, D), b(D, D), MarkKeeps},
		{"draw-or-better beside a draw", b(D, W), b(D, D), MarkFine},
		{"loss beside a loss", b(L, L), b(L, L), MarkKeeps},
	}
	for _, c := range cases {
		other, moved := mv(0, c.other), mv(1, c.moved)
		j, err := judge([]explore.Move{other, moved}, moved.Move, explore.Bounds{}, DefaultMargins)
		if err != nil {
			t.Fatal(err)
		}
		if j.mark != c.want {
			t.Errorf("%s: %v, want %v", c.name, j.mark, c.want)
		}
	}
}
