package plain

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/fetaix/fetaix/game"
)

// MostMovesNamed bounds the moves one line names; more are counted
// ("and 5 more").
const MostMovesNamed = 40

// SideName is White or Black.
func SideName(c game.Color) string {
	if c == game.White {
		return textWhite
	}
	return textBlack
}

// pointText is "a5 black man", "c3 empty".
func pointText(p game.Position, s game.Square) string {
	pc := p.At(s)
	if pc == game.Empty {
		return fmt.Sprintf(textPointIs, s, textEmpty)
	}
	kind := textMan
	if pc.IsMulla() {
		kind = textMulla
	}
	return fmt.Sprintf(textPointIs, s, strings.ToLower(SideName(pc.Color()))+" "+kind)
}

// RankLine describes rank (1 to 5) point by point, a to e.
func RankLine(p game.Position, rank int) string {
	parts := make([]string, 0, 5)
	for f := range 5 {
		parts = append(parts, pointText(p, game.SquareAt(f, rank-1)))
	}
	return fmt.Sprintf(textRankLine, rank, strings.Join(parts, ", "))
}

// FileLine describes file ('a' to 'e') point by point, 1 to 5.
func FileLine(p game.Position, file byte) string {
	parts := make([]string, 0, 5)
	for r := range 5 {
		parts = append(parts, pointText(p, game.SquareAt(int(file-'a'), r)))
	}
	return fmt.Sprintf(textFileLine, file, strings.Join(parts, ", "))
}

// BoardLines describe the position: a heading, ranks 5 down to 1, and
// who is to move.
func BoardLines(p game.Position, r game.Rules) []string {
	lines := []string{textBoardHead}
	for rank := 5; rank >= 1; rank-- {
		lines = append(lines, RankLine(p, rank))
	}
	return append(lines, ToMoveLine(p, r))
}

// squares names the points of set, "a1, b2 and c3".
func squares(set uint32) string {
	var names []string
	for s := range game.Square(game.NumSquares) {
		if set&s.Bit() != 0 {
			names = append(names, s.String())
		}
	}
	return andList(names)
}

// andList joins words as "a, b and c".
func andList(words []string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// count is "1 man", "3 men", "2 mullas".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// PiecesLine says where c's men and mullas stand: "White has 12 men:
// a1, b1, …" or "Black has 2 men and 1 mulla: men on a5 and b5; mulla
// on c1."
func PiecesLine(p game.Position, c game.Color) string {
	men, mullas := p.Men(c), p.Mullas(c)
	nMen, nMullas := popcount(men), popcount(mullas)
	switch {
	case men|mullas == 0:
		return fmt.Sprintf(textPiecesNone, SideName(c))
	case mullas == 0:
		return fmt.Sprintf(textPieces, SideName(c), count(nMen, textMan, textMen), squares(men))
	case men == 0:
		return fmt.Sprintf(textPieces, SideName(c), count(nMullas, textMulla, textMullas), squares(mullas))
	}
	return fmt.Sprintf(textPieces, SideName(c), count(nMen, textMan, textMen)+" and "+count(nMullas, textMulla, textMullas),
		onPoints(nMen, textMan, textMen, men)+"; "+onPoints(nMullas, textMulla, textMullas, mullas))
}

// onPoints is "a man on b2", "men on a1 and b1".
func onPoints(n int, one, many string, set uint32) string {
	if n == 1 {
		return fmt.Sprintf(textOneOn, one, squares(set))
	}
	return fmt.Sprintf(textManyOn, many, squares(set))
}

func popcount(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// moveList names moves, at most MostMovesNamed of them.
func moveList(moves []game.Move) string {
	names := make([]string, 0, min(len(moves), MostMovesNamed)+1)
	for i, m := range moves {
		if i == MostMovesNamed {
			names = append(names, fmt.Sprintf("%d more", len(moves)-i))
			break
		}
		names = append(names, m.String())
	}
	return andList(names)
}

// MovesLine lists the side to move's legal moves.
func MovesLine(p game.Position, r game.Rules) string {
	side := SideName(p.SideToMove())
	legal := p.LegalMoves(r, nil)
	var line string
	switch len(legal) {
	case 0:
		return fmt.Sprintf(textNoMoves, side)
	case 1:
		line = fmt.Sprintf(textMovesOne, side, moveList(legal))
	default:
		line = fmt.Sprintf(textMovesMany, side, len(legal), moveList(legal))
	}
	if legal[0].IsCapture() {
		line += textMovesMust
	}
	return line
}

// ToMoveLine says who is to move, and the captures they must choose
// from when a capture is compulsory: "White to move; White must
// capture: c1xc3."
func ToMoveLine(p game.Position, r game.Rules) string {
	side := SideName(p.SideToMove())
	legal := p.LegalMoves(r, nil)
	if len(legal) > 0 && legal[0].IsCapture() {
		return fmt.Sprintf(textMustCapture, side, side, moveList(legal))
	}
	return fmt.Sprintf(textToMove, side)
}

// MoveLine tells a move played in before: who played it, what it
// captured, a promotion. "Black plays c4xc2. Captures c3."
func MoveLine(before game.Position, m game.Move) string {
	line := fmt.Sprintf(textPlays, SideName(before.SideToMove()), m)
	if m.IsCapture() {
		line += fmt.Sprintf(textCaptures, squares(m.Captured))
	}
	if m.Promote {
		line += fmt.Sprintf(textPromotes, m.To)
	}
	return line
}

// ResultLine tells how a game ended; why is in words ("Black has no
// legal move", "White resigned"): "Game over: White wins (Black has no
// legal move)."
func ResultLine(res game.Result, why string) string {
	switch res {
	case game.WhiteWin:
		return fmt.Sprintf(textResultWin, textWhite, why)
	case game.BlackWin:
		return fmt.Sprintf(textResultWin, textBlack, why)
	}
	return fmt.Sprintf(textResultDraw, why)
}

// ClockText says a time left in words a screen reader reads: "4 minutes
// 32 seconds", "45 seconds", "8.5 seconds" under ten seconds.
func ClockText(d time.Duration) string {
	d = max(d, 0)
	if d < 10*time.Second {
		return strconv.FormatFloat(float64(d.Milliseconds()/100)/10, 'f', -1, 64) + " " + textSeconds
	}
	m, s := int(d/time.Minute), int(d%time.Minute/time.Second)
	switch {
	case m == 0:
		return count(s, textSecond, textSeconds)
	case s == 0:
		return count(m, textMinute, textMinutes)
	}
	return count(m, textMinute, textMinutes) + " " + count(s, textSecond, textSeconds)
}

// ClocksLine tells both clocks.
func ClocksLine(white, black time.Duration) string {
	return fmt.Sprintf(textClocks, ClockText(white), ClockText(black))
}

// WhyOver says why g ended, as the full screen does: "Black has no legal
// move", "White resigned", "the same position for the third time".
func WhyOver(g *game.Game) string {
	res, reason := g.Result()
	loser := g.Position().SideToMove()
	switch reason {
	case game.NoPieces:
		return fmt.Sprintf(textNoPiecesLeft, SideName(loser))
	case game.NoMoves:
		return fmt.Sprintf(textNoLegalMove, SideName(loser))
	case game.Resignation:
		loser = game.White
		if res == game.WhiteWin {
			loser = game.Black
		}
		return fmt.Sprintf(textResignedWhy, SideName(loser))
	case game.Repetition:
		n := g.Rules().Repetition
		if o, ok := ordinals[n]; ok {
			return fmt.Sprintf(textRepeated, o)
		}
		return fmt.Sprintf(textRepeated, strconv.Itoa(n)+"th")
	case game.NoProgress:
		return fmt.Sprintf(textNoProgress, g.Rules().NoProgress)
	case game.PlyLimit:
		return fmt.Sprintf(textPlyLimit, game.MaxPlies)
	}
	return reason.String()
}
