package match

import (
	"context"
	"fmt"
	"time"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/solve"
	"github.com/fetaix/fetaix/tables"
)

// An Oracle tells what is known of positions' values with perfect play,
// from the cheapest source that knows: the rules (no piece or no move
// left is a loss), the endgame tables where they cover the position, the
// book of proven moves (a win, or at least a draw, for its side to
// move), and last a proof search (package solve, one thread) of at most
// Nodes nodes, whose certificate solve.Verify checks before it is
// believed. What none of them decides stays open: a value is never
// guessed. With one thread the same position, tables and budget give the
// same search, so the same values. It keeps the values it found (by
// position, no-progress count included); not safe for concurrent use.
type Oracle struct {
	Rules  game.Rules
	Tables *tables.Set // nil: none
	Book   *solve.Book // nil: none
	Nodes  uint64      // each proof search's budget (0: no search)

	cache map[string]Bounds
	// Figures counts the positions valued, by source.
	Figures OracleFigures
}

// OracleFigures count an Oracle's work: the positions it valued (each
// once), by what decided them, and its proof searches.
type OracleFigures struct {
	Positions                    int // distinct positions asked about
	ByRules, ByTables, ByBook    int // decided by the rules, the tables, the book (a win)
	Searched, BySearch           int // proof searches run, and those that proved the value
	Open                         int // positions left with their value open (or only bounded)
	SearchNodes                  uint64
	SearchTime                   time.Duration
	BookBounds, InferredFromPlay int // values only bounded by the book's non-loss; values narrowed by a move's (truth.go)
}

// searchMiB is the table of a proof search of that many nodes: room for
// about 16 entries a node (32 bytes each), 1 to 64 MiB. A smaller table
// loses entries the search needs again, and it searches more; a much
// larger one costs more to clear than a small search.
func searchMiB(nodes uint64) int {
	return int(min(max(nodes>>11, 1), 64))
}

// Bounds are what is known of a position's value for one side: Lo ≤
// value ≤ Hi, a loss (-1) below a draw (0) below a win (1).
type Bounds struct{ Lo, Hi int8 }

// The values, as Bounds count them.
const (
	lossRank, drawRank, winRank int8 = -1, 0, 1
)

// openBounds knows nothing.
var openBounds = Bounds{lossRank, winRank}

// exactly is the bounds of a value known.
func exactly(v int8) Bounds { return Bounds{v, v} }

// Exact reports whether the value is known.
func (b Bounds) Exact() bool { return b.Lo == b.Hi }

// flip is the bounds for the other side.
func (b Bounds) flip() Bounds { return Bounds{-b.Hi, -b.Lo} }

// meet is what b and o know together; ok is false when they contradict
// each other (a source is wrong).
func (b Bounds) meet(o Bounds) (Bounds, bool) {
	out := Bounds{max(b.Lo, o.Lo), min(b.Hi, o.Hi)}
	return out, out.Lo <= out.Hi
}

// rankNames are the values' names, from a loss.
var rankNames = [...]string{"loss", "draw", "win"}

// String prints the bounds: "win", "draw or loss", "at least a draw", "open".
func (b Bounds) String() string {
	switch {
	case b.Exact():
		return rankNames[b.Lo+1]
	case b == openBounds:
		return "open"
	case b.Hi == winRank:
		return "at least a draw"
	}
	return "draw or loss"
}

// Value returns what is known of p's value for its side to move (p as a
// position alone: the history of a game, its repetitions, are not
// counted). An error is a source's failure (a table's file, a
// certificate that does not check) or ctx's end.
func (o *Oracle) Value(ctx context.Context, p game.Position) (Bounds, error) {
	key := solve.Key(p)
	if b, ok := o.cache[key]; ok {
		return b, nil
	}
	b, err := o.value(ctx, p)
	if err != nil {
		return b, err
	}
	o.Figures.Positions++
	if !b.Exact() {
		o.Figures.Open++
	}
	o.remember(key, b)
	return b, nil
}

// remember keeps b as key's value.
func (o *Oracle) remember(key string, b Bounds) {
	if o.cache == nil {
		o.cache = map[string]Bounds{}
	}
	if len(o.cache) >= maxOracleCache {
		clear(o.cache)
	}
	o.cache[key] = b
}

// maxOracleCache bounds the values an Oracle keeps (about 100 bytes
// each): a long match starts it afresh when full.
const maxOracleCache = 1 << 20

// narrow keeps what a game's moves showed of p's value beyond what Value
// found (truth.go): it only ever narrows.
func (o *Oracle) narrow(p game.Position, b Bounds) {
	key := solve.Key(p)
	if old, ok := o.cache[key]; ok && old != b {
		if old.Exact() != b.Exact() {
			o.Figures.Open--
		}
		o.Figures.InferredFromPlay++
		o.cache[key] = b
	}
}

// value finds p's value from the sources, cheapest first.
func (o *Oracle) value(ctx context.Context, p game.Position) (Bounds, error) {
	if p.Count(p.SideToMove()) == 0 || !p.HasMoves(o.Rules) {
		o.Figures.ByRules++
		return exactly(lossRank), nil
	}
	if o.Tables != nil && p.Count(game.White)+p.Count(game.Black) <= o.Tables.Pieces() {
		vd, err := o.Tables.Probe(p)
		if err != nil {
			return openBounds, err
		}
		o.Figures.ByTables++
		return exactly([...]int8{tables.Draw: drawRank, tables.Win: winRank, tables.Loss: lossRank}[vd.Outcome]), nil
	}
	b := openBounds
	if e, ok := o.Book.Find(p, o.Rules); ok {
		if e.Proven == string(solve.Win) {
			o.Figures.ByBook++
			return exactly(winRank), nil
		}
		b.Lo = drawRank // a non-loss
		o.Figures.BookBounds++
	}
	if o.Nodes == 0 {
		return b, nil
	}
	v, err := o.search(ctx, p)
	if err != nil || v == solve.Unknown {
		return b, err
	}
	o.Figures.BySearch++
	got := exactly(map[solve.Value]int8{solve.Win: winRank, solve.Draw: drawRank, solve.Loss: lossRank}[v])
	if out, ok := b.meet(got); !ok {
		return out, fmt.Errorf("%s: the book proves %s, a proof search %s", p, b, got)
	}
	return got, nil
}

// search runs the proof search of p with the node budget and checks the
// certificate of a value it finds.
func (o *Oracle) search(ctx context.Context, p game.Position) (solve.Value, error) {
	began := time.Now()
	defer func() { o.Figures.SearchTime += time.Since(began) }()
	o.Figures.Searched++
	res, err := solve.Solve(ctx, p, solve.Options{Rules: o.Rules, Tables: o.Tables, MemoryMiB: searchMiB(o.Nodes),
		Threads: 1, Evaluate: ai.Evaluate, NodeLimit: o.Nodes})
	o.Figures.SearchNodes += res.Nodes
	switch {
	case err != nil:
		return solve.Unknown, err
	case ctx.Err() != nil:
		return solve.Unknown, ctx.Err()
	case res.Value == solve.Unknown:
		return solve.Unknown, nil
	case res.Certificate == nil:
		return solve.Unknown, fmt.Errorf("%s: the proof search found %s without a certificate", p, res.Value)
	}
	rep, err := solve.Verify(res.Certificate, o.Tables)
	if err != nil {
		return solve.Unknown, fmt.Errorf("%s: the proof search's certificate does not check: %w", p, err)
	}
	if rep.Value != string(res.Value) {
		return solve.Unknown, fmt.Errorf("%s: the proof search found %s, its certificate proves %s", p, res.Value, rep.Value)
	}
	return res.Value, nil
}
