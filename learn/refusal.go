package learn

import (
	"strings"

	"github.com/fetaix/fetaix/game"
)

// refusal says in one line, for a learner, why the rules refuse the move
// text in p (err is the rules' own refusal, said when nothing plainer
// fits): a man moving back, a capture stopped before its end, a capture
// not taken, a diagonal step where there is none, a step too long, a
// point taken, a mulla off its line.
func refusal(p game.Position, r game.Rules, text string, err error) string {
	t := strings.ToLower(strings.TrimSpace(text))
	capture := strings.Contains(t, "x")
	sep := "-"
	if capture {
		sep = "x"
	}
	var pts []game.Square
	for _, part := range strings.Split(t, sep) {
		s, perr := game.ParseSquare(part)
		if perr != nil {
			return textMalformed
		}
		pts = append(pts, s)
	}
	if len(pts) < 2 {
		return textMalformed
	}
	from, to := pts[0], pts[1]
	pc, us := p.At(from), p.SideToMove()
	legal := p.LegalMoves(r, nil)
	switch {
	case pc == game.Empty:
		return textNoPiece(from.String())
	case pc.Color() != us:
		return textNotYours(from.String())
	case !pc.IsMulla() && behind(from, to, us):
		return textNeverBack
	}
	if capture {
		if full, ok := goesOn(legal, from, pts[1:]); ok {
			return textGoOn(full)
		}
	}
	if len(legal) > 0 && legal[0].IsCapture() {
		return textCompulsory(legal[0].String())
	}
	return stepRefusal(p, pc, from, to, err)
}

// stepRefusal says why a step or slide from to to is refused.
func stepRefusal(p game.Position, pc game.Piece, from, to game.Square, err error) string {
	_, onLine := game.Between(from, to)
	diagonal := from.File() != to.File() && from.Rank() != to.Rank()
	switch {
	case !pc.IsMulla() && diagonal && !from.HasDiagonals():
		return textNoDiagonal(from.String())
	case !onLine && pc.IsMulla():
		return textOneLine
	case !onLine || !pc.IsMulla() && !game.Adjacent(from, to):
		return textOneStep
	case p.At(to) != game.Empty:
		return textTaken(to.String())
	case pc.IsMulla():
		return textBlocked
	}
	if err != nil {
		return err.Error()
	}
	return textNotLegal
}

// behind reports whether to is on a rank behind from for c.
func behind(from, to game.Square, c game.Color) bool {
	if c == game.White {
		return to.Rank() < from.Rank()
	}
	return to.Rank() > from.Rank()
}

// goesOn returns a legal capture from from whose landings begin with
// landings and go further: the learner stopped a capture too soon.
func goesOn(legal []game.Move, from game.Square, landings []game.Square) (string, bool) {
	for _, m := range legal {
		l := m.Landings()
		if m.From != from || len(l) <= len(landings) {
			continue
		}
		if equalSquares(l[:len(landings)], landings) {
			return m.String(), true
		}
	}
	return "", false
}

func equalSquares(a, b []game.Square) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b)
}
