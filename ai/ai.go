// Package ai is the computer opponent: an iterative-deepening alpha-beta
// search over game positions, with levels from beginner to master.
//
// THIS FILE IS THE API CONTRACT used by ui/ and server/. The search behind it
// is being written; keep these names and signatures.
package ai

import (
	"context"
	"time"

	"github.com/fetaix/fetaix/game"
)

// Limits bounds a search. Zero fields mean no limit of that kind; with no
// limit at all the search runs until its context is cancelled.
type Limits struct {
	Depth    int           // iterations of iterative deepening
	Nodes    int64         // nodes searched
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
	Time  time.Duration
	PV    []game.Move
}

// Result is the outcome of a search: the best move found so far and the
// last completed iteration's figures. Move is the zero Move with Ok false
// when the side to move has no legal move.
type Result struct {
	Move game.Move
	Ok   bool
	Info
}

// Engine is a searcher with its own transposition table. An Engine is not
// safe for concurrent searches; use one per game or session.
type Engine struct {
	hashMiB int
}

// New returns an engine with a transposition table of about hashMiB MiB
// (a default when ≤ 0).
func New(hashMiB int) *Engine { return &Engine{hashMiB: hashMiB} }

// Search searches the current position of g (whose earlier positions count
// for repetition) within lim and ctx, calling onInfo (if not nil) after each
// iteration. g is only read; pass a clone if another goroutine may change it.
func (e *Engine) Search(ctx context.Context, g *game.Game, lim Limits, onInfo func(Info)) Result {
	moves := g.LegalMoves()
	if len(moves) == 0 {
		return Result{}
	}
	return Result{Move: moves[0], Ok: true}
}

// Level is a playing strength of the computer.
type Level struct {
	N    int    // 1..6
	Name string // e.g. "beginner"
}

// Levels lists the levels from weakest (1) to strongest (6).
func Levels() []Level {
	return []Level{{1, "beginner"}, {2, "novice"}, {3, "casual"}, {4, "club"}, {5, "expert"}, {6, "master"}}
}

// Play chooses the computer's move at the given level (1-6) in g's current
// position, reporting progress through onInfo. It stops early when ctx is
// cancelled and still returns a legal move when one exists.
func (e *Engine) Play(ctx context.Context, g *game.Game, level int, onInfo func(Info)) Result {
	return e.Search(ctx, g, Limits{Depth: level}, onInfo)
}

// Hint returns the engine's suggested move for the side to move in g.
func (e *Engine) Hint(ctx context.Context, g *game.Game) Result {
	return e.Search(ctx, g, Limits{MoveTime: 500 * time.Millisecond}, nil)
}
