package analysis

import "github.com/fetaix/fetaix/internal/i18n"

// Mark is the judgement of one move of a game.
type Mark int8

// The marks. The proven ones (MarkKeeps, MarkThrowsWin, MarkThrowsDraw,
// MarkWinUnproven) rest on the proofs and the endgame tables; the engine's
// (MarkFine, MarkInaccuracy, MarkMistake, MarkBlunder) on a search at a
// depth, where nothing is proven.
const (
	// MarkUnknown: nothing is proven of the move and it was not searched.
	MarkUnknown Mark = iota
	// MarkKeeps: the move keeps the proven value of its position.
	MarkKeeps
	// MarkThrowsWin: the position was a proven win for the mover, and the
	// move played is proven to draw or lose.
	MarkThrowsWin
	// MarkThrowsDraw: the position was proven at least a draw for the
	// mover, and the move played is proven to lose.
	MarkThrowsDraw
	// MarkWinUnproven: the position was a proven win for the mover, and the
	// move played is not proven to win, nor to fail to, even by a search
	// of a few plies onto the tables (explore.AnalysisProvePlies): the win
	// is no longer proven. Not a proven mistake: the move may still win.
	MarkWinUnproven
	// MarkFine: nothing proven; the engine scores the move within the
	// inaccuracy margin of its best.
	MarkFine
	// MarkInaccuracy, MarkMistake and MarkBlunder: nothing proven; the
	// engine's score falls by at least Margins.Inaccuracy, .Mistake or
	// .Blunder, or (a blunder) a forced win the search sees is gone or a
	// forced loss it sees comes.
	MarkInaccuracy
	MarkMistake
	MarkBlunder
)

var markNames = [...]string{"unknown", "keeps-value", "throws-win", "throws-draw", "win-unproven",
	"fine", "inaccuracy", "mistake", "blunder"}

var markTexts = [...]string{"not judged", "keeps the value", "throws the win", "throws the draw",
	"the win is no longer proven", "fine (engine)", "inaccuracy (engine)", "mistake (engine)", "blunder (engine)"}

// String returns the mark's name as the JSON output writes it:
// "keeps-value", "throws-win", "throws-draw", "win-unproven", "fine",
// "inaccuracy", "mistake", "blunder" or "unknown".
func (k Mark) String() string { return markNames[k] }

// Text returns the mark as a sentence says it: "throws the win",
// "mistake (engine)".
func (k Mark) Text() string { return markTexts[k] }

// TextIn is Text in l's language (nil: English), for the screens.
func (k Mark) TextIn(l *i18n.Localizer) string { return l.T(markTextIDs[k]) }

// Proven reports whether the mark rests on proven values.
func (k Mark) Proven() bool { return k >= MarkKeeps && k <= MarkWinUnproven }

// Engine reports whether the mark is the engine's (fine, an inaccuracy,
// a mistake or a blunder).
func (k Mark) Engine() bool { return k >= MarkFine }

// Bad reports whether the mark is a mistake of some size: a proven one
// (a throw), a win no longer proven, or an engine's inaccuracy, mistake or blunder.
func (k Mark) Bad() bool {
	return k == MarkThrowsWin || k == MarkThrowsDraw || k == MarkWinUnproven || k >= MarkInaccuracy
}

// Numeric Annotation Glyphs of the PGN standard, which PDN shares.
const (
	NAGMistake = 2 // "?", a poor move
	NAGBlunder = 4 // "??", a very poor move
	NAGDubious = 6 // "?!", a questionable move
)

// NAG returns the Numeric Annotation Glyph the mark is written with in
// PDN, 0 for none: $4 ("??") for throwing a win or a draw and for an
// engine's blunder, $2 ("?") for an engine's mistake, $6 ("?!") for a
// win no longer proven (not proven to be a mistake) and an engine's
// inaccuracy.
func (k Mark) NAG() int {
	switch k {
	case MarkThrowsWin, MarkThrowsDraw, MarkBlunder:
		return NAGBlunder
	case MarkMistake:
		return NAGMistake
	case MarkWinUnproven, MarkInaccuracy:
		return NAGDubious
	}
	return 0
}

// Margins are the falls of the engine's score, in centi-men (a man is
// 100), from its best move's to the played move's, that make an engine's
// inaccuracy, mistake and blunder; and the score from which the engine
// counts a position won (Winning: a move scoring at least that beside a
// best that wins, by force or by as much, is fine, and so is one scoring
// at most −Winning beside a best that loses as surely; 0: no such score,
// only forced results).
type Margins struct {
	Inaccuracy, Mistake, Blunder int
	Winning                      int
}

// DefaultMargins are half a man, a man and two men; a position is won
// from three men ahead.
var DefaultMargins = Margins{Inaccuracy: 50, Mistake: 100, Blunder: 200, Winning: 300}

// sameOutcome reports whether the engine values best and played (as
// engineValue orders them) both say a win, or both a loss: by force, or
// by at least the winning margin.
func (mg Margins) sameOutcome(best, played int) bool {
	w := mateValue / 2 // a forced result only
	if mg.Winning > 0 {
		w = mg.Winning
	}
	return best >= w && played >= w || best <= -w && played <= -w
}

// engineMark returns the engine's mark of a fall of drop centi-men.
func (mg Margins) engineMark(drop int) Mark {
	switch {
	case drop >= mg.Blunder:
		return MarkBlunder
	case drop >= mg.Mistake:
		return MarkMistake
	case drop >= mg.Inaccuracy:
		return MarkInaccuracy
	}
	return MarkFine
}
