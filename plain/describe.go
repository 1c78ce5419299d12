package plain

import (
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
)

// MostMovesNamed bounds the moves one line names; more are counted
// ("and 5 more").
const MostMovesNamed = 40

// SideName is White or Black.
func (v Voice) SideName(c game.Color) string {
	if c == game.White {
		return v.t(txtWhite)
	}
	return v.t(txtBlack)
}

// pointText is "a5 black man", "c3 empty".
func (v Voice) pointText(p game.Position, s game.Square) string {
	what := txtEmpty
	switch pc := p.At(s); {
	case pc == game.Empty:
	case pc.Color() == game.White && pc.IsMulla():
		what = txtWhiteMulla
	case pc.Color() == game.White:
		what = txtWhiteMan
	case pc.IsMulla():
		what = txtBlackMulla
	default:
		what = txtBlackMan
	}
	return v.t(txtPointIs, "Point", s.String(), "What", v.t(what))
}

// RankLine describes rank (1 to 5) point by point, a to e.
func (v Voice) RankLine(p game.Position, rank int) string {
	parts := make([]string, 0, 5)
	for f := range 5 {
		parts = append(parts, v.pointText(p, game.SquareAt(f, rank-1)))
	}
	return v.t(txtRankLine, "Rank", rank, "Points", strings.Join(parts, v.t(txtComma)))
}

// FileLine describes file ('a' to 'e') point by point, 1 to 5.
func (v Voice) FileLine(p game.Position, file byte) string {
	parts := make([]string, 0, 5)
	for r := range 5 {
		parts = append(parts, v.pointText(p, game.SquareAt(int(file-'a'), r)))
	}
	return v.t(txtFileLine, "File", string(file), "Points", strings.Join(parts, v.t(txtComma)))
}

// BoardLines describe the position: a heading, ranks 5 down to 1, and
// who is to move.
func (v Voice) BoardLines(p game.Position, r game.Rules) []string {
	lines := []string{v.t(txtBoardHead)}
	for rank := 5; rank >= 1; rank-- {
		lines = append(lines, v.RankLine(p, rank))
	}
	return append(lines, v.ToMoveLine(p, r))
}

// squares names the points of set, "a1, b2 and c3".
func (v Voice) squares(set uint32) string {
	var names []string
	for s := range game.Square(game.NumSquares) {
		if set&s.Bit() != 0 {
			names = append(names, s.String())
		}
	}
	return v.andList(names)
}

// andList joins words as "a, b and c".
func (v Voice) andList(words []string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return v.t(txtAnd, "Head", strings.Join(words[:len(words)-1], v.t(txtComma)), "Last", words[len(words)-1])
}

// PiecesLine says where c's men and mullas stand: "White has 12 men:
// a1, b1, …" or "Black has 2 men and 1 mulla: men on a5 and b5; a mulla
// on c1."
func (v Voice) PiecesLine(p game.Position, c game.Color) string {
	men, mullas := p.Men(c), p.Mullas(c)
	nMen, nMullas := popcount(men), popcount(mullas)
	side := v.SideName(c)
	switch {
	case men|mullas == 0:
		return v.t(txtPiecesNone, "Side", side)
	case mullas == 0:
		return v.t(txtPieces, "Side", side, "Pieces", v.n(txtMen, nMen), "Where", v.squares(men))
	case men == 0:
		return v.t(txtPieces, "Side", side, "Pieces", v.n(txtMullas, nMullas), "Where", v.squares(mullas))
	}
	menOn, mullasOn := txtMenOn, txtMullasOn
	if nMen == 1 {
		menOn = txtManOn
	}
	if nMullas == 1 {
		mullasOn = txtMullaOn
	}
	return v.t(txtPieces, "Side", side, "Pieces", v.andList([]string{v.n(txtMen, nMen), v.n(txtMullas, nMullas)}),
		"Where", v.t(txtThen, "First", v.t(menOn, "Points", v.squares(men)), "Second", v.t(mullasOn, "Points", v.squares(mullas))))
}

func popcount(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// moveList names moves, at most MostMovesNamed of them.
func (v Voice) moveList(moves []game.Move) string {
	names := make([]string, 0, min(len(moves), MostMovesNamed)+1)
	for i, m := range moves {
		if i == MostMovesNamed {
			names = append(names, v.t(txtMore, "Count", len(moves)-i))
			break
		}
		names = append(names, m.String())
	}
	return v.andList(names)
}

// MovesLine lists the side to move's legal moves.
func (v Voice) MovesLine(p game.Position, r game.Rules) string {
	side := v.SideName(p.SideToMove())
	legal := p.LegalMoves(r, nil)
	if len(legal) == 0 {
		return v.t(txtNoMoves, "Side", side)
	}
	line := v.n(txtMoves, len(legal), "Side", side, "Moves", v.moveList(legal))
	if legal[0].IsCapture() {
		line += " " + v.t(txtMovesMust)
	}
	return line
}

// ToMoveLine says who is to move, and the captures they must choose
// from when a capture is compulsory: "White to move; White must
// capture: c1xc3."
func (v Voice) ToMoveLine(p game.Position, r game.Rules) string {
	side := v.SideName(p.SideToMove())
	legal := p.LegalMoves(r, nil)
	if len(legal) > 0 && legal[0].IsCapture() {
		return v.t(txtMustCapture, "Side", side, "Moves", v.moveList(legal))
	}
	return v.t(txtToMove, "Side", side)
}

// MoveLine tells a move played in before: who played it, what it
// captured, a promotion. "Black plays c4xc2. Captures c3."
func (v Voice) MoveLine(before game.Position, m game.Move) string {
	line := v.t(txtPlays, "Side", v.SideName(before.SideToMove()), "Move", m.String())
	if m.IsCapture() {
		line += " " + v.t(txtCaptures, "Points", v.squares(m.Captured))
	}
	if m.Promote {
		line += " " + v.t(txtPromotes, "Point", m.To.String())
	}
	return line
}

// ResultLine tells how a game ended; why is in words ("Black has no
// legal move", "White resigned"): "Game over: White wins (Black has no
// legal move)."
func (v Voice) ResultLine(res game.Result, why string) string {
	switch res {
	case game.WhiteWin:
		return v.t(txtResultWin, "Side", v.t(txtWhite), "Why", why)
	case game.BlackWin:
		return v.t(txtResultWin, "Side", v.t(txtBlack), "Why", why)
	}
	return v.t(txtResultDraw, "Why", why)
}

// ClockText says a time left in words a screen reader reads: "4 minutes
// 32 seconds", "45 seconds", "8.5 seconds" under ten seconds.
func (v Voice) ClockText(d time.Duration) string {
	d = max(d, 0)
	if d < 10*time.Second {
		return v.t(txtTenths, "Seconds", v.decimal(strconv.FormatFloat(float64(d.Milliseconds()/100)/10, 'f', -1, 64)))
	}
	m, s := int(d/time.Minute), int(d%time.Minute/time.Second)
	switch {
	case m == 0:
		return v.n(txtSeconds, s)
	case s == 0:
		return v.n(txtMinutes, m)
	}
	return v.n(txtMinutes, m) + " " + v.n(txtSeconds, s)
}

// ClocksLine tells both clocks.
func (v Voice) ClocksLine(white, black time.Duration) string {
	return v.t(txtClocks, "White", v.ClockText(white), "Black", v.ClockText(black))
}

// WhyOver says why g ended, as the full screen does: "Black has no legal
// move", "White resigned", "the same position for the third time".
func (v Voice) WhyOver(g *game.Game) string {
	res, reason := g.Result()
	loser := g.Position().SideToMove()
	switch reason {
	case game.NoPieces:
		return v.t(txtNoPiecesLeft, "Side", v.SideName(loser))
	case game.NoMoves:
		return v.t(txtNoLegalMove, "Side", v.SideName(loser))
	case game.Resignation:
		loser = game.White
		if res == game.WhiteWin {
			loser = game.Black
		}
		return v.t(txtResignedWhy, "Side", v.SideName(loser))
	case game.Repetition:
		n := g.Rules().Repetition
		nth, ok := ordinals[n]
		if !ok {
			nth = strconv.Itoa(n) + "th"
		}
		return v.n(txtRepeated, n, "Nth", nth)
	case game.NoProgress:
		return v.t(txtNoProgress, "Plies", v.n(txtPlies, g.Rules().NoProgress))
	case game.PlyLimit:
		return v.t(txtPlyLimit, "Plies", v.n(txtPlies, game.MaxPlies))
	}
	return reason.String()
}
