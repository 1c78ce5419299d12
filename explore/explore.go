// Package explore says what is known of every legal move of a position:
// its value for the side that plays it where the proofs (their books) or
// the endgame tables prove it, and otherwise the engine's estimate, best
// first, with each move's line. A value is only ever said to be a win, a
// draw or a loss where it is proven; a proof that a side does not lose
// proves only "draw or better", and the explorer keeps it as such
// (Bounds).
//
// What can be proven of a move m of a position P, for the side S that
// plays it, from the knowledge sources:
//
//   - the position m leads to, Q, is over (no move: S wins), or at the
//     no-progress limit (a draw), or in the tables (their verdict at Q's
//     count);
//   - a proof has a move for Q's side to move (a book entry): a win proof
//     there means m loses, a not-lose proof that m does not win;
//   - a proof has m as its move in P: a win proof means m wins, a
//     not-lose proof that m does not lose;
//   - else each reply of Q, one ply further, by the same rules: Q's value
//     is the best of its replies'.
//
// The large books (solve's book files) find a position by a 64-bit hash
// of its board: a false match is possible in principle, about once in
// 10^13 lookups, and its move must then also be legal there.
//
// Values are those of the position as the tables and proofs give them:
// the positions before it in a game are not counted (a repetition there
// changes no proven win: a win proof never repeats a board).
package explore

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/solve"
	"github.com/fetaix/fetaix/tables"
)

// Source is where a move's value comes from.
type Source string

// The sources. FromNone: nothing is known (no proof, no table, and no
// engine to search).
const (
	FromProof  Source = "proof"
	FromTable  Source = "table"
	FromSearch Source = "search"
	FromNone   Source = ""
)

// Verdict is what is known of a position (for its side to move) or of a
// move (for the side that plays it).
type Verdict struct {
	// Value is the exact value where it is proven, else Unknown.
	Value Value
	// Bounds is what is proven: Low..High (Value when they meet).
	Bounds Bounds
	// Source is proof or table when Value is proven, search when it is
	// the engine's estimate (Score, Mate, Depth), FromNone when neither.
	// With Bounds proven but not exact (draw or better), Source is search
	// when the engine estimated the rest, else proof.
	Source Source
	// By says which proofs or tables prove it, separated by "; " ("proof
	// b2c3.proof.gz", "proof tables6/start.proof.gz, tables5/d3c3.proof.gz"
	// — a book made from those certificates —, "tables (up to 5 pieces)",
	// "rules: no move left", "rules: no-progress limit"); "" when nothing
	// is proven.
	By string
	// Plies is, from the tables, the plies to the next capture or man move
	// (no-progress rule on) or to the end (rule off) on the best line,
	// counting the move itself for a move; -1 when none (a draw, a proof).
	Plies int
	// Score (centi-men), Mate (plies to a forced result found by the
	// search, > 0 winning, 0 none) and Depth are the engine's estimate,
	// from the same side's view; Depth 0 when not searched. An estimate,
	// never a proof.
	Score, Mate, Depth int
	// Line is the line of play: for a move, starting with the move
	// itself; for a position, the best move's. The tables' best moves,
	// a proof's moves, or the engine's principal variation.
	Line []game.Move
}

// Estimate reports whether the value is the engine's estimate only.
func (v Verdict) Estimate() bool { return v.Value == Unknown && v.Depth > 0 }

// Move is a legal move with what is known of it, from the view of the side
// that plays it.
type Move struct {
	Move game.Move
	Text string // its notation
	// BookMove is set for the move the proof covering the position plays.
	BookMove bool
	Verdict
}

// Options are the knowledge sources of an Explorer.
type Options struct {
	// Book is the proofs' book: ai.DefaultBook() for those of proofs/,
	// nil for none.
	Book *solve.Book
	// Tables are the endgame tables (nil: none); used only for the rules
	// they are for.
	Tables *tables.Set
	// Engine searches the moves nothing proves (nil: no search), with
	// Tables when they are for the rules explored (the explorer sets them).
	// The explorer uses it from one goroutine at a time.
	Engine *ai.Engine
	// Search bounds each search (default DefaultSearch).
	Search ai.Limits
	// HintSearch bounds Hint's search (zero: the hint's own,
	// ai.Engine.Hint).
	HintSearch ai.Limits
	// LinePlies bounds a proven move's line (default DefaultLinePlies).
	LinePlies int
	// ProvePlies is how deep the explorer looks below each move for what
	// is proven (a search through every move, ending where the rules, the
	// tables or the proofs prove the value): 1 (the default, also for 0)
	// the replies to the move, each one more ply. The post-game analysis
	// uses AnalysisProvePlies.
	ProvePlies int
	// NoLines leaves the proven moves' lines out (Line holds the move
	// alone): for callers that look at many positions and need only the
	// values (a searched move's line is the search's anyway).
	NoLines bool
}

// DefaultSearch is the search of each move nothing proves.
var DefaultSearch = ai.Limits{Depth: 8}

// AnalysisProvePlies is the ProvePlies of the post-game analysis: the
// reply, the mover's next move and its reply, so that a move which wins
// by reaching the tables within them is proven to win.
const AnalysisProvePlies = 3

// DefaultLinePlies is the longest line shown of a proven move.
const DefaultLinePlies = 12

// lineSearch is the search that picks the defender's reply in a proven
// line, where neither the tables nor a proof name one.
var lineSearch = ai.Limits{Depth: 4}

// Explorer says what is known of positions and moves. It is not safe for
// concurrent use.
type Explorer struct {
	o          Options
	book       *solve.Book
	tables     *tables.Set
	tablesName string
	buf        []game.Move
	hinter     *ai.Engine // Hint's engine, made on first need
}

// New returns an explorer over the sources of o.
func New(o Options) *Explorer {
	if o.Search == (ai.Limits{}) {
		o.Search = DefaultSearch
	}
	if o.LinePlies <= 0 {
		o.LinePlies = DefaultLinePlies
	}
	x := &Explorer{o: o, book: o.Book, buf: make([]game.Move, 0, 64)}
	if o.Tables != nil {
		x.tablesName = tablesLabel(o.Tables.Pieces())
	}
	return x
}

// prepare readies the sources for r: the tables only if they are r's,
// given to the engine as well (its search then knows what the hint's and
// the computer's know), the book's large files for r read.
func (x *Explorer) prepare(r game.Rules) {
	x.tables = nil
	if x.o.Tables != nil && x.o.Tables.Covers(r) {
		x.tables = x.o.Tables
	}
	if x.o.Engine != nil {
		x.o.Engine.SetTables(x.tables)
	}
	if x.book != nil {
		_ = x.book.WaitRules(r) // a book that cannot be read proves nothing
	}
}

// Moves returns every legal move of p under r with what is known of it,
// best first: proven wins (the fastest first), draw or better, proven
// draws, unknown (by the engine's score), draw or worse, proven losses
// (the slowest first); the proof's move first among equals. Nil when p has
// no legal move. ctx bounds the searches (a move not searched in time
// keeps Depth 0).
func (x *Explorer) Moves(ctx context.Context, p game.Position, r game.Rules) []Move {
	x.prepare(r)
	moves := x.proven(p, r)
	for i := range moves {
		m := &moves[i]
		if m.Value == Unknown {
			x.estimate(ctx, p.Apply(m.Move), r, &m.Verdict, m.Move, true)
		} else {
			m.Line = []game.Move{m.Move}
			if !x.o.NoLines {
				m.Line = append(m.Line, x.line(ctx, p.Apply(m.Move), r)...)
			}
		}
	}
	sortMoves(moves)
	return moves
}

// proven returns p's legal moves with what is proven of each, unsorted.
func (x *Explorer) proven(p game.Position, r game.Rules) []Move {
	legal := p.LegalMoves(r, nil)
	book, inBook := x.book.Find(p, r)
	out := make([]Move, len(legal))
	for i, m := range legal {
		f := x.after(p, r, m)
		mv := Move{Move: m, Text: m.String()}
		if inBook && book.Move.Same(m) {
			mv.BookMove = true
			b := Bounds{Draw, Win}
			if book.Proven == "win" {
				b = exactly(Win)
			}
			if nb := f.bounds.meet(b); nb != f.bounds {
				f.bounds, f.source = nb, FromProof
				if name := proofName(book.Source); f.by == "" {
					f.by = name
				} else if !strings.Contains(f.by, name) {
					f.by = name + "; " + f.by
				}
			}
		}
		mv.Verdict = Verdict{Value: f.bounds.Value(), Bounds: f.bounds, Source: f.source, By: f.by, Plies: f.plies}
		out[i] = mv
	}
	return out
}

// Position returns what is known of p for its side to move under r: what
// the rules, tables and proofs say of p, or else the best of what is
// proven of its moves; where that is not exact, the engine's estimate of
// p. Line is the best move's line.
func (x *Explorer) Position(ctx context.Context, p game.Position, r game.Rules) Verdict {
	x.prepare(r)
	f := x.direct(p, r)
	v := Verdict{Bounds: f.bounds, Source: f.source, By: f.by, Plies: f.plies}
	moves := x.proven(p, r)
	if len(moves) > 0 && v.Bounds.Value() == Unknown {
		lo, hi := Loss.Rank(), Loss.Rank()
		for _, m := range moves {
			lo, hi = max(lo, m.Bounds.Low.Rank()), max(hi, m.Bounds.High.Rank())
		}
		if b := v.Bounds.meet(Bounds{ValueOf(lo), ValueOf(hi)}); b != v.Bounds {
			sortMoves(moves) // the best first: what proves the bound
			v.Bounds, v.Source, v.By = b, moves[0].Source, moves[0].By
			if b.Value() != Unknown {
				v.Plies = moves[0].Plies
			}
		}
	}
	v.Value = v.Bounds.Value()
	switch {
	case len(moves) == 0:
	case v.Value == Unknown:
		x.estimate(ctx, p, r, &v, game.Move{}, false)
	default:
		sortMoves(moves)
		best := moves[0].Move
		if tb, ok := x.tableBest(p); ok {
			best = tb
		}
		v.Line = []game.Move{best}
		if !x.o.NoLines {
			v.Line = append(v.Line, x.line(ctx, p.Apply(best), r)...)
		}
	}
	return v
}

// rankOf orders what is proven, best first: a win, draw or better, a
// draw, unknown, draw or worse, a loss.
func rankOf(b Bounds) int {
	return 2*b.Low.Rank() + b.High.Rank()
}

// sortMoves sorts moves best first (see Moves).
func sortMoves(moves []Move) {
	slices.SortStableFunc(moves, func(a, b Move) int {
		if c := cmp.Compare(rankOf(b.Bounds), rankOf(a.Bounds)); c != 0 {
			return c
		}
		if a.Plies != b.Plies {
			switch {
			case a.Plies < 0:
				return 1
			case b.Plies < 0:
				return -1
			case a.Value == Win:
				return cmp.Compare(a.Plies, b.Plies)
			case a.Value == Loss:
				return cmp.Compare(b.Plies, a.Plies)
			}
		}
		if a.BookMove != b.BookMove {
			if a.BookMove {
				return -1
			}
			return 1
		}
		if c := cmp.Compare(searched(b), searched(a)); c != 0 {
			return c
		}
		return cmp.Compare(b.Score, a.Score)
	})
}

// searched is 1 for a verdict the engine searched, else 0.
func searched(m Move) int {
	if m.Depth > 0 {
		return 1
	}
	return 0
}
