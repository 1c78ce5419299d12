package match

import (
	"context"
	"fmt"
	"math/rand"
	"slices"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// DeckMaker makes a deck of proven starts: positions reached in play,
// with MinPieces to MaxPieces pieces, each kept when a proof search of
// at most Nodes nodes (over Tables, its certificate checked: an Oracle's)
// proves its value. A proven win's better side is its winner; a proven
// draw's is the side a depth-6 search prefers (the side to move at
// even). The deck spreads over the piece counts and over wins and draws:
// each count's wins, and its draws, are at most an even share of Count.
//
// Walk k (0, 1, ...) plays from the start position (or Origin), each ply drawn (by a
// source seeded from Seed and k) among the moves a depth-6 search scores
// within Margin of the best, as Generator's walks do. At the first quiet
// position of each piece count in range (no capture pending, at most 10
// plies since a capture or a man move) that the depth-6 search scores
// within MaxScore of even, and whose share is not yet full, it runs the proof search; the
// walk ends at the first start it keeps. The same fields give the same
// deck (depth-limited searches from a cleared engine, proof searches of
// one thread with a node budget: all deterministic).
type DeckMaker struct {
	Rules                game.Rules
	Seed                 int64
	Count                int
	MinPieces, MaxPieces int
	Margin, MaxScore     int
	Nodes                uint64
	Tables               *tables.Set
	// Origin, if set, is where the walks start instead of the start
	// position.
	Origin *game.Position
	// From, when not empty, is an earlier run's progress with the same
	// fields: Run keeps its starts and goes on from its walk.
	From Progress
}

// maxDeckWalksPerStart bounds the walks Run tries for each start it
// wants.
const maxDeckWalksPerStart = 40

// DeckTry is a proof search a DeckMaker's walk ran, for its progress.
type DeckTry struct {
	Walk     int
	Pieces   int
	Position game.Position
	Score    int    // the depth-6 search's, for the side to move
	Value    Bounds // for the side to move; open when not proven
	Kept     bool
}

// Share is the most starts of each piece count and value, wins and
// draws apart: an even share of Count, rounded up.
func (d DeckMaker) Share() int {
	parts := 2 * (d.MaxPieces - d.MinPieces + 1)
	return (d.Count + parts - 1) / parts
}

// Run makes the deck, calling found (if not nil) with each start it
// keeps (not those of From) and the walks tried so far, and tried (if
// not nil) after each proof search. After maxDeckWalksPerStart walks a
// start wanted it stops with fewer than Count starts: some share did not
// fill (draws are rarer than wins, and dearer to prove). It fails when
// ctx ends.
func (d DeckMaker) Run(ctx context.Context, found func(s Start, walks int), tried func(DeckTry)) ([]Start, error) {
	e := ai.New(ai.DefaultHashMiB)
	o := &Oracle{Rules: d.Rules, Tables: d.Tables, Nodes: d.Nodes}
	out := slices.Clone(d.From.Starts[:min(len(d.From.Starts), d.Count)])
	seen := map[uint64]bool{}
	kept := map[[2]int]int{} // by pieces and value
	for _, s := range out {
		seen[s.Position.Hash()] = true
		kept[[2]int{pieces(s.Position), int(s.Value)}]++
	}
	for k := d.From.Walks; len(out) < d.Count; k++ {
		if k >= maxDeckWalksPerStart*d.Count {
			return out, nil
		}
		if err := ctx.Err(); err != nil {
			return out, err
		}
		s, ok, err := d.walk(ctx, e, o, k, seen, kept, tried)
		if err != nil {
			return out, err
		}
		if !ok {
			continue
		}
		seen[s.Position.Hash()] = true
		kept[[2]int{pieces(s.Position), int(s.Value)}]++
		out = append(out, s)
		if found != nil {
			found(s, k+1)
		}
	}
	return out, nil
}

// pieces is the pieces on p's board.
func pieces(p game.Position) int { return p.Count(game.White) + p.Count(game.Black) }

// walk plays walk k and returns the start it keeps, if any.
func (d DeckMaker) walk(ctx context.Context, e *ai.Engine, o *Oracle, k int, seen map[uint64]bool, kept map[[2]int]int, tried func(DeckTry)) (Start, bool, error) {
	rng := rand.New(rand.NewSource(d.Seed*1000003 + int64(k)))
	origin := game.StartPosition()
	if d.Origin != nil {
		origin = *d.Origin
	}
	g := game.NewGame(d.Rules, origin)
	triedAt := map[int]bool{} // the piece counts this walk tried
	for {
		if res, _ := g.Result(); res != game.Ongoing {
			return Start{}, false, nil
		}
		p := g.Position()
		n := pieces(p)
		if n < d.MinPieces {
			return Start{}, false, nil
		}
		e.SetTables(d.Tables)
		e.Clear()
		scored := e.RootScores(ctx, g, 6)
		if len(scored) == 0 {
			return Start{}, false, ctx.Err()
		}
		if n <= d.MaxPieces && !triedAt[n] && !seen[p.Hash()] && d.quiet(g) && abs(scored[0].Score) <= d.MaxScore &&
			(kept[[2]int{n, int(Won)}] < d.Share() || kept[[2]int{n, int(Drawn)}] < d.Share()) {
			triedAt[n] = true
			s, ok, err := d.prove(ctx, o, p, scored[0].Score, k, kept, tried)
			if err != nil || ok {
				return s, ok, err
			}
		}
		m := 0
		for m < len(scored) && scored[m].Score >= scored[0].Score-d.Margin {
			m++
		}
		if err := g.Play(scored[rng.Intn(m)].Move); err != nil {
			return Start{}, false, err
		}
	}
}

// quiet reports whether g's position is quiet enough for a start: no
// capture pending, and at most maxDeckNoProgress plies since the last
// capture or man move, far from the no-progress draw.
func (d DeckMaker) quiet(g *game.Game) bool {
	if g.Position().NoProgress() > maxDeckNoProgress {
		return false
	}
	for _, m := range g.LegalMoves() {
		if m.IsCapture() {
			return false
		}
	}
	return true
}

// maxDeckNoProgress is the most plies since the last capture or man move
// of a deck's start.
const maxDeckNoProgress = 10

// prove runs the proof search of p (score: the depth-6 search's, for the
// side to move) and returns it as a start when it is proven and its
// share not full.
func (d DeckMaker) prove(ctx context.Context, o *Oracle, p game.Position, score, walk int, kept map[[2]int]int, tried func(DeckTry)) (Start, bool, error) {
	b, err := o.Value(ctx, p)
	if err != nil {
		return Start{}, false, err
	}
	s := Start{Position: p, Better: p.SideToMove(), Value: Drawn}
	switch {
	case !b.Exact():
	case b.Lo == winRank:
		s.Value = Won
	case b.Lo == lossRank:
		s.Better, s.Value = s.Better.Other(), Won
	case score < 0:
		s.Better = s.Better.Other()
	}
	ok := b.Exact() && kept[[2]int{pieces(p), int(s.Value)}] < d.Share()
	if tried != nil {
		tried(DeckTry{Walk: walk, Pieces: pieces(p), Position: p, Score: score, Value: b, Kept: ok})
	}
	if ok {
		if s.Better != p.SideToMove() {
			score = -score
		}
		s.Note = fmt.Sprintf("%d pieces, walk %d, %s %+d at depth 6", pieces(p), walk, s.Better, score)
	}
	return s, ok, nil
}
