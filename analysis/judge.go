package analysis

import (
	"fmt"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
)

// judgement is the mark of one move played among the moves of its
// position, with what is proven of the position and the better move.
type judgement struct {
	mark   Mark
	before explore.Bounds // what is proven of the position for the mover
	played explore.Move   // the move played
	better explore.Move   // the better move: a proven one that keeps the value, or the engine's best
	has    bool           // better is set
	drop   int            // engine marks: the fall of the score, centi-men
	scored bool           // drop is a fall between two scores, not forced results
}

// judge marks played among moves, all the legal moves of its position;
// known is what is proven of the position for the mover otherwise (from
// the move that led to it). In bounds (what is proven: from Low to High):
//
//   - the position is at least the best Low of its moves and at most their
//     best High (and within known);
//   - the move played is proven below the position's Low (its High is
//     lower): it throws the win (Low a win) or the draw (Low a draw);
//   - its Low reaches the position's High: it keeps the value;
//   - the position is a proven win and the move is not proven to win: the
//     win is no longer proven (the move may still win);
//   - otherwise the engine: the fall from its best move's score to the
//     played move's, against the margins (a forced win lost or a forced
//     loss found is a blunder); a move that stays winning (a forced win
//     or a score of at least Margins.Winning) beside a best that wins, or
//     losing beside a best that loses, is fine: a sooner win is no
//     mistake.
func judge(moves []explore.Move, played game.Move, known explore.Bounds, mg Margins) (judgement, error) {
	var j judgement
	i := findMove(moves, played)
	if i < 0 {
		return j, fmt.Errorf("move %s: not among the %d legal moves explored", played, len(moves))
	}
	j.played = moves[i]
	lo, hi, best := -1, -1, -1
	for k, mv := range moves {
		b := bounds(mv.Bounds)
		if l := b.Low.Rank(); l > lo || best >= 0 && l == lo && provenBetter(mv, moves[best]) {
			lo, best = l, k
		}
		hi = max(hi, b.High.Rank())
	}
	kb := bounds(known)
	lo, hi = max(lo, kb.Low.Rank()), min(hi, kb.High.Rank())
	if lo > hi { // sound proofs never contradict; should they, the position's own bounds stand
		lo, hi = kb.Low.Rank(), kb.High.Rank()
	}
	j.before = explore.Bounds{Low: explore.ValueOf(lo), High: explore.ValueOf(hi)}
	pb := bounds(j.played.Bounds)
	var ok bool
	if j.has = best >= 0 && best != i && bounds(moves[best].Bounds).Low.Rank() == lo && lo > -1; j.has {
		j.better = moves[best]
	}
	switch {
	case pb.High.Rank() < lo:
		j.mark = MarkThrowsDraw
		if lo == 1 {
			j.mark = MarkThrowsWin
		}
		ok = true
	case pb.Low.Rank() >= hi:
		j.mark, j.has, ok = MarkKeeps, false, true
	case lo == 1:
		j.mark, ok = MarkWinUnproven, true
	}
	if ok {
		return j, nil
	}
	j.has = false
	return engineJudge(j, moves, mg), nil
}

// engineJudge marks j's move by the engine's scores of moves.
func engineJudge(j judgement, moves []explore.Move, mg Margins) judgement {
	if !searched(j.played.Verdict) {
		return j
	}
	best := -1
	for k, mv := range moves {
		if searched(mv.Verdict) && (best < 0 || engineValue(mv.Verdict) > engineValue(moves[best].Verdict)) {
			best = k
		}
	}
	b := moves[best].Verdict
	p := j.played.Verdict
	if b.Mate == 0 && p.Mate == 0 {
		j.drop, j.scored = max(b.Score-p.Score, 0), true
	}
	switch {
	case mg.sameOutcome(engineValue(b), engineValue(p)):
		// both win (by force or by the winning margin), or both lose:
		// sooner or later, the engine's value of the game is the same
		j.mark = MarkFine
	case b.Mate > 0 && p.Mate <= 0, p.Mate < 0 && b.Mate >= 0:
		j.mark = MarkBlunder
	case b.Mate != 0 || p.Mate != 0:
		// a forced result on one side only, which the cases above took
		j.mark = MarkFine
	default:
		j.mark = mg.engineMark(j.drop)
	}
	if j.mark != MarkFine {
		j.better, j.has = moves[best], true
	}
	return j
}

// mateValue is the score a forced result counts as when the engine's
// scores are compared: a forced win in n plies is mateValue−n.
const mateValue = 100000

// engineValue is v's engine score with forced results ordered above
// every score (sooner wins first) and below it (later losses first).
func engineValue(v explore.Verdict) int {
	switch {
	case v.Mate > 0:
		return mateValue - v.Mate
	case v.Mate < 0:
		return -mateValue - v.Mate
	}
	return v.Score
}

// provenBetter reports whether a is a better move to show than b of the
// same proven Low: exact before a bound, then a sooner win or a later
// loss, then the proof's move.
func provenBetter(a, b explore.Move) bool {
	ea, eb := a.Value != explore.Unknown, b.Value != explore.Unknown
	if ea != eb {
		return ea
	}
	if a.Plies >= 0 && b.Plies >= 0 && a.Plies != b.Plies && a.Value != explore.Draw {
		return (a.Plies < b.Plies) == (a.Value == explore.Win)
	}
	return a.BookMove && !b.BookMove
}

// findMove returns the index of m among moves, -1 if absent.
func findMove(moves []explore.Move, m game.Move) int {
	for i, mv := range moves {
		if mv.Move.Same(m) {
			return i
		}
	}
	return -1
}
