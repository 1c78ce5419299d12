// Package ai is the computer opponent: an iterative-deepening alpha-beta
// search over game positions, with levels from beginner to master.
//
// ai.go is the API contract used by ui/ and server/: Engine, Limits, Info,
// Result, Levels, Search, Play and Hint. The search itself is in
// search.go and deepen.go, its use of several threads in threads.go, the
// evaluation in eval.go, the levels in levels.go.
package ai

import (
	"context"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/proofs"
	"github.com/fetaix/fetaix/solve"
	"github.com/fetaix/fetaix/tables"
)

// Limits bounds a search. Zero fields mean no limit of that kind; with no
// limit at all the search runs until its context is cancelled.
type Limits struct {
	Depth    int           // iterations of iterative deepening
	Nodes    int64         // nodes searched (by the main thread: see SetThreads)
	MoveTime time.Duration // wall-clock time
}

// Info is one progress report of a search (one per finished iteration).
type Info struct {
	Depth int
	// Score in centi-men from the side to move's view; when Mate != 0 it is
	// a forced result: Mate > 0 wins in Mate plies, Mate < 0 loses in -Mate.
	Score int
	Mate  int
	Nodes int64
	// TBHits counts the positions the endgame tables decided.
	TBHits int64
	// TableMate is set when a forced result (Mate) may rest on the
	// endgame tables' distance: the tables were on, and the PV does not
	// show the game ending after Mate plies. Under the no-progress rule
	// that distance counts plies to the next capture or man move, not to
	// the end.
	TableMate bool
	// Proven is set when the move comes from a proof (package solve's
	// certificates): "win", or "not lose" (at least a draw).
	Proven string
	Time   time.Duration
	PV     []game.Move
}

// Result is the outcome of a search: the best move found so far and the
// last completed iteration's figures. Move is the zero Move with Ok false
// when the side to move has no legal move.
type Result struct {
	Move game.Move
	Ok   bool
	Info
}

// DefaultPlayTime is the time budget of the top level per move.
const DefaultPlayTime = 2500 * time.Millisecond

// Engine is a searcher with its own transposition table. An Engine is not
// safe for concurrent searches; use one per game or session.
type Engine struct {
	hashMiB  int
	s        *searcher
	playTime time.Duration
	seed     uint64
	games    uint64 // Play calls, to vary the levels' randomness
	book     *solve.Book
	bookSet  bool // SetBook was called: book is the engine's, else defaultBook's on first need
	margin   int  // see SetBookMargin
}

// New returns an engine with a transposition table of about hashMiB MiB
// (a default when ≤ 0).
func New(hashMiB int) *Engine {
	return &Engine{hashMiB: hashMiB, s: newSearcher(hashMiB), playTime: DefaultPlayTime, seed: 1, margin: DefaultBookMargin}
}

// theBook returns the book the engine plays from: SetBook's, else the
// default book, read on the first call (a process that never plays, such
// as an engine asked only for its options, does not read it).
func (e *Engine) theBook() *solve.Book {
	if !e.bookSet {
		e.book, e.bookSet = defaultBook(), true
	}
	return e.book
}

// defaultBook is the book of the certificates in proofs/, read once; the
// large ones (the start's value under each rule set, as books) are read in
// the background when a game under their rules first needs them.
var defaultBook = sync.OnceValue(func() *solve.Book {
	b, err := solve.LoadBook(proofs.FS)
	if err != nil {
		return nil // the tests of solve check the certificates
	}
	for _, l := range proofs.LargeCertificates() {
		b.AddLargeFrom(l.Rules, strings.Join(l.Sources, ", "), l.Open)
	}
	return b
})

// DefaultBook returns the book of the certificates in proofs/ that New's
// engines play from (shared, read once; its large books are read when
// first needed, or by solve.Book.WaitRules). Nil when the certificates
// cannot be read.
func DefaultBook() *solve.Book { return defaultBook() }

// PreloadBook reads the large proven results now (about 2 s, 70 MB
// kept), rather than in the background when a game first needs them: for
// a server, so that no session pays for it. It is done once per process.
func PreloadBook() error { return defaultBook().Wait() }

// PreloadBookRules reads the large proven results of the rules r now, if
// they are not yet (the default rules' take under a second; the others'
// are left unread): for a game or a match under r, as the engine protocol's
// isready and fetaix match do. It is done once per process and rules.
func PreloadBookRules(r game.Rules) error { return defaultBook().WaitRules(r) }

// SetBook sets the proven moves the engine plays (Play, PlayWithin) where
// a proof covers the position (New starts with those of proofs/; nil:
// none). Search, for analysis, still searches.
func (e *Engine) SetBook(b *solve.Book) { e.book, e.bookSet = b, true }

// DefaultBookMargin is the score, in centi-men, from which the top level
// plays for the win rather than a non-loss proof's move (SetBookMargin).
const DefaultBookMargin = 100

// SetBookMargin sets the score (centi-men, for the side to move) from
// which the top level, in a position a non-loss proof covers, plays its
// own search's move rather than the proof's. A non-loss proof's move keeps
// at least the draw, but in a position that is in fact won it may let the
// win go (the start's proof is a draw's: it only needs to hold one); where
// the search before the proof's move scores the side to move this far
// ahead and prefers another move, the engine plays for the win instead. A
// score no search reaches (such as 1<<20) always plays the proof's move.
func (e *Engine) SetBookMargin(centiMen int) { e.margin = centiMen }

// BookMargin returns the score set by SetBookMargin.
func (e *Engine) BookMargin() int { return e.margin }

// proven returns a book's move m, reported as a search of depth 1 whose
// Info says what the proof keeps.
func (e *Engine) proven(m game.Move, what string, onInfo func(Info)) Result {
	res := Result{Move: m, Ok: true, Info: Info{Depth: 1, PV: []game.Move{m}, Proven: what}}
	if onInfo != nil {
		onInfo(res.Info)
	}
	return res
}

// Clear forgets everything learned in earlier searches (transposition
// table, history heuristic): a new game. Searches with a depth or node
// limit from a cleared engine are deterministic (with one thread).
func (e *Engine) Clear() {
	e.s.forget()
	e.games = 0
}

// SetHash replaces the transposition table by one of about mib MiB.
func (e *Engine) SetHash(mib int) {
	e.hashMiB = mib
	e.s.tt = newTable(mib)
}

// SetThreads sets the number of threads a search uses, 1 (the default)
// to MaxThreads (clamped). With more than one, helper threads search the
// same position at the same time, sharing the transposition table (Lazy
// SMP, see threads.go); the result is the main thread's. A node limit
// then counts the main thread's nodes, while Info.Nodes counts every
// thread's; and searches are no longer deterministic.
func (e *Engine) SetThreads(n int) {
	e.s.setHelpers(min(max(n, 1), MaxThreads) - 1)
}

// Threads returns the number of threads a search uses.
func (e *Engine) Threads() int { return e.s.threads() }

// SetPlayTime sets the time budget per move of the top level (the lower
// levels use less); d ≤ 0 restores DefaultPlayTime.
func (e *Engine) SetPlayTime(d time.Duration) {
	if d <= 0 {
		d = DefaultPlayTime
	}
	e.playTime = d
}

// Seed sets the seed of the levels' randomness (evaluation noise and
// occasional second-best moves); the same seed replays the same choices.
func (e *Engine) Seed(n uint64) {
	e.seed = n
	e.games = 0
}

// SetTables gives the search endgame tables: a position they cover (under
// the rules of the game searched) is decided by them wherever the search
// meets it, and a covered root is played as the tables choose (a won game
// is always won, within the rules' draw rules). Nil (the default) searches
// without.
func (e *Engine) SetTables(t *tables.Set) { e.s.tb = t }

// Tables returns the endgame tables set by SetTables (nil: none).
func (e *Engine) Tables() *tables.Set { return e.s.tb }

// SetWeights sets the evaluation weights (for tuning and matches between
// configurations).
func (e *Engine) SetWeights(w Weights) { e.s.w = &w }

// Search searches the current position of g (whose earlier positions count
// for repetition) within lim and ctx, calling onInfo (if not nil) after each
// iteration. g is only read; pass a clone if another goroutine may change it.
func (e *Engine) Search(ctx context.Context, g *game.Game, lim Limits, onInfo func(Info)) Result {
	e.s.noise, e.s.rootAll = 0, false
	return e.s.run(ctx, g, lim, onInfo)
}

// Play chooses the computer's move at the given level (levels.Min..levels.Max,
// clamped) in g's current position, reporting progress through onInfo. It
// stops early when ctx is cancelled and still returns a legal move when one
// exists.
//
// Where a proof covers the position, a proven win's move is played at once
// at every level. A non-loss proof's move (at least a draw, such as the
// start's) is played by the top level after a short search (provenCheck
// of the play time) for a forced win the opponent may have offered, which
// it takes instead; where that search scores it a book margin ahead and
// prefers another move (SetBookMargin), it plays for the win with the rest
// of its time, since a non-loss proof's move may let a win go. Otherwise
// it keeps the proven draw. The weaker levels play as they would without
// it, so that they can still be beaten.
func (e *Engine) Play(ctx context.Context, g *game.Game, level int, onInfo func(Info)) Result {
	res, ok, spent := e.bookMove(ctx, g, level >= levels.Max, provenCheck(e.playTime), onInfo)
	if ok {
		return res
	}
	return e.playLevel(ctx, g, level, spent, onInfo)
}

// PlayWithin plays a move of g as the top level does (see Play), searching
// within lim: a proof's move where one covers the position (a win at once;
// a non-loss after a search for a forced win of provenCheck of
// lim.MoveTime, unless that search plays for the win), else the best move
// of a search within the rest of lim. It is for a game played through the
// engine protocol.
func (e *Engine) PlayWithin(ctx context.Context, g *game.Game, lim Limits, onInfo func(Info)) Result {
	res, ok, spent := e.bookMove(ctx, g, true, provenCheck(lim.MoveTime), onInfo)
	if ok {
		return res
	}
	if lim.MoveTime > 0 {
		lim.MoveTime = remaining(lim.MoveTime, spent)
	}
	return e.Search(ctx, g, lim, onInfo)
}

// remaining is a move time t less spent, and at least a quarter of t (the
// search before a proof's move takes at most half of it).
func remaining(t, spent time.Duration) time.Duration { return max(t-spent, t/4) }

// bookMove returns the book's move for g, when the book has one to play:
// a proven win always; a non-loss's move when nonLoss is set, after a
// search of check for a forced win, which it returns instead if found.
// Where that search scores the side to move the book margin or more ahead
// and prefers another move, it plays no book move, and says how long the
// search took (the caller's own search, with the rest of the time, then
// plays for the win).
func (e *Engine) bookMove(ctx context.Context, g *game.Game, nonLoss bool, check time.Duration, onInfo func(Info)) (Result, bool, time.Duration) {
	m, what, ok := e.theBook().Lookup(g.Position(), g.Rules())
	switch {
	case ok && what == "win":
		return e.proven(m, what, onInfo), true, 0
	case !ok || !nonLoss:
		return Result{}, false, 0
	}
	began := time.Now()
	res := e.Search(ctx, g, Limits{MoveTime: check}, nil)
	switch {
	case res.Mate > 0:
		if onInfo != nil {
			onInfo(res.Info)
		}
		return res, true, 0
	case res.Ok && res.Mate == 0 && res.Score >= e.margin && res.Move != m:
		return Result{}, false, time.Since(began)
	}
	return e.proven(m, what, onInfo), true, 0
}

// provenCheck is how long the search for a forced win before a non-loss
// proof's move lasts for a move of time budget: ProvenCheckTime, or half
// the budget when that is shorter (a match at 100 ms a move); no budget
// (0) is ProvenCheckTime.
func provenCheck(budget time.Duration) time.Duration {
	if budget <= 0 {
		return ProvenCheckTime
	}
	return min(ProvenCheckTime, budget/2)
}

// ProvenCheckTime is how long the top level searches for a forced win
// before it plays a non-loss proof's move.
const ProvenCheckTime = 200 * time.Millisecond

// Hint returns the engine's suggested move for the side to move in g: the
// best move of a search of half the top level's time budget.
func (e *Engine) Hint(ctx context.Context, g *game.Game) Result {
	return e.Search(ctx, g, Limits{MoveTime: e.playTime / 2}, nil)
}

// MoveScore is a legal move with its score for the side to move.
type MoveScore struct {
	Move  game.Move
	Score int // centi-men, or ±(scoreWin − plies) for forced results (see Info)
}

// RootScores searches every legal move of g's current position to depth
// with a full window and returns each move's exact score, best first (for
// analysis and for choosing varied but sound openings). It is
// deterministic from a cleared engine with one thread.
func (e *Engine) RootScores(ctx context.Context, g *game.Game, depth int) []MoveScore {
	e.s.noise, e.s.rootAll = 0, true
	e.s.run(ctx, g, Limits{Depth: depth}, nil)
	e.s.rootAll = false
	out := make([]MoveScore, len(e.s.rootList))
	for i, ms := range e.s.rootList {
		out[i] = MoveScore{ms.move, ms.score}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	return out
}
