package explore

import (
	"context"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/tables"
)

// TestMain removes the tables the tests built, if they are not shared.
func TestMain(m *testing.M) { testtables.Main(m) }

// testTables returns the default rules' tables of up to n pieces, built
// once and shared (internal/testkit/testtables).
func testTables(t *testing.T, n int) *tables.Set { return rulesTables(t, game.DefaultRules(), n) }

// rulesTables returns r's tables of up to n pieces, built once and shared.
func rulesTables(t *testing.T, r game.Rules, n int) *tables.Set {
	t.Helper()
	set, err := testtables.Rules(r, n)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// randomPosition returns a random position of 2..n pieces with a piece of
// each side, either side to move, at a random no-progress count below
// limit.
func randomPosition(rng *rand.Rand, n, limit int) game.Position {
	pieces := []game.Piece{game.WhiteMan, game.WhiteMulla, game.BlackMan, game.BlackMulla}
	for {
		var board [game.NumSquares]game.Piece
		k := 2 + rng.Intn(n-1)
		for i := 0; i < k; i++ {
			board[rng.Intn(game.NumSquares)] = pieces[rng.Intn(len(pieces))]
		}
		p, err := game.PositionFromPieces(board, game.Color(rng.Intn(2)))
		if err != nil || p.Count(game.White) == 0 || p.Count(game.Black) == 0 {
			continue
		}
		return withCount(p, rng.Intn(limit))
	}
}

// withCount returns p with no-progress count c.
func withCount(p game.Position, c int) game.Position {
	f := strings.Fields(p.String())
	f[2] = strconv.Itoa(c)
	q, err := game.ParsePosition(strings.Join(f, " "))
	if err != nil {
		panic(err)
	}
	return q
}

// truth is the tables' value of q for its side to move.
func truth(t *testing.T, set *tables.Set, q game.Position) tables.Verdict {
	t.Helper()
	v, err := set.Probe(q)
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return v
}

// TestTableMovesExact: in random positions of up to four pieces (300; 3000
// in the long checks, longtest), every move's value is the tables' value of the position it leads
// to, at the count it leads to, from the mover's view, with the tables as
// its source; and the best move has the position's own value, a win's
// fewest plies and a loss's most being the position's distance.
func TestTableMovesExact(t *testing.T) {
	n := 300
	if longtest.Enabled() {
		n = 3000
	}
	checkTableMoves(t, game.DefaultRules(), testTables(t, 4), 4, n)
}

// TestTableMovesExactRuleOff: the same with the no-progress rule off,
// where the plies count to the end of the game (3-piece tables; 200
// positions, 1000 in the long checks).
func TestTableMovesExactRuleOff(t *testing.T) {
	r := game.DefaultRules()
	r.NoProgress = 0
	n := 200
	if longtest.Enabled() {
		n = 1000
	}
	checkTableMoves(t, r, rulesTables(t, r, 3), 3, n)
}

// checkTableMoves checks the moves of n random positions of up to pieces
// pieces under r against set (see TestTableMovesExact).
func checkTableMoves(t *testing.T, r game.Rules, set *tables.Set, pieces, n int) {
	t.Helper()
	x, withLines := New(Options{Tables: set, NoLines: true}), New(Options{Tables: set})
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < n; i++ {
		p := randomPosition(rng, pieces, max(r.NoProgress, 1))
		ex := x
		if i%10 == 0 { // the lines of one position in ten: legal play from the move
			ex = withLines
		}
		moves := ex.Moves(context.Background(), p, r)
		if len(moves) == 0 {
			continue
		}
		for _, m := range moves {
			q := p.Apply(m.Move)
			want := exactly(tableValue(truth(t, set, q).Outcome)).Negate()
			if m.Bounds != want || m.Value != want.Value() || m.Source != FromTable && m.Source != FromProof {
				t.Fatalf("%s %s: %v (%s, %s), the tables say %v after it", p, m.Text, m.Bounds, m.Source, m.By, want)
			}
			if (m.Value == Draw) != (m.Plies < 0) {
				t.Fatalf("%s %s: %v with plies %d", p, m.Text, m.Value, m.Plies)
			}
			if len(m.Line) == 0 || !m.Line[0].Same(m.Move) {
				t.Fatalf("%s %s: line %v does not start with the move", p, m.Text, m.Line)
			}
			checkLine(t, p, r, m.Line)
		}
		own := truth(t, set, p)
		best := moves[0]
		if best.Value != tableValue(own.Outcome) {
			t.Fatalf("%s: the best move %s is a %s, the position a %v", p, best.Text, best.Value, own)
		}
		if own.Outcome != tables.Draw && best.Plies != own.Plies {
			t.Fatalf("%s (%v): the best move %s has %d plies", p, own, best.Text, best.Plies)
		}
		if v := x.Position(context.Background(), p, r); v.Value != tableValue(own.Outcome) || v.Source != FromTable {
			t.Fatalf("%s: Position says %v (%s), the tables %v", p, v.Value, v.Source, own)
		}
	}
}

// checkLine fails t unless line is legal play from p.
func checkLine(t *testing.T, p game.Position, r game.Rules, line []game.Move) {
	t.Helper()
	for _, mv := range line {
		if _, err := game.ParseMove(p, r, mv.String()); err != nil {
			t.Fatalf("line %v from %s: %v", line, p, err)
		}
		p = p.Apply(mv)
	}
}

// TestSmallTablesSound: with only the 3-piece tables, what the explorer
// proves of the moves of 4-piece positions (through the replies that
// capture into 3 pieces) holds by the 4-piece tables: every exact value
// is theirs and every bound contains it.
func TestSmallTablesSound(t *testing.T) {
	small, full := testTables(t, 3), testTables(t, 4)
	r := game.DefaultRules()
	x := New(Options{Tables: small, NoLines: true})
	rng := rand.New(rand.NewSource(2))
	proven := 0
	for i := 0; i < 2000; i++ {
		p := randomPosition(rng, 4, r.NoProgress)
		if p.Count(game.White)+p.Count(game.Black) != 4 {
			continue
		}
		for _, m := range x.Moves(context.Background(), p, r) {
			v := exactly(tableValue(truth(t, full, p.Apply(m.Move)).Outcome)).Negate().Low
			if v.Rank() < m.Bounds.Low.Rank() || v.Rank() > m.Bounds.High.Rank() {
				t.Fatalf("%s %s: proven %v (%s), the 4-piece tables say %s", p, m.Text, m.Bounds, m.By, v)
			}
			if m.Bounds.Proven() {
				proven++
			}
		}
	}
	if proven < 100 {
		t.Fatalf("only %d moves proven from the 3-piece tables", proven)
	}
}

// TestNoEngineNothingInvented: without tables, book or engine, a
// position's moves are all unknown, from no source, with no score.
func TestNoEngineNothingInvented(t *testing.T) {
	x := New(Options{})
	p, _ := game.ParsePosition("5/1b3/5/1w3/5 w 3")
	for _, m := range x.Moves(context.Background(), p, game.DefaultRules()) {
		if m.Value != Unknown || m.Source != FromNone || m.Depth != 0 || m.Bounds.Proven() {
			t.Errorf("%s: %+v", m.Text, m.Verdict)
		}
	}
}

// TestEstimateMarked: a move nothing proves gets the engine's score and
// depth from the mover's view, source search, a line starting with it.
func TestEstimateMarked(t *testing.T) {
	x := New(Options{Engine: ai.New(4), Search: ai.Limits{Depth: 3}})
	p, _ := game.ParsePosition("bbbbb/bbbbb/bb1ww/wwwww/wwwww w 0 1")
	moves := x.Moves(context.Background(), p, game.DefaultRules())
	if len(moves) != 4 {
		t.Fatalf("%d moves", len(moves))
	}
	for _, m := range moves {
		if m.Value != Unknown || m.Source != FromSearch || m.Depth != 3 || !m.Estimate() || !m.Line[0].Same(m.Move) {
			t.Errorf("%s: %+v", m.Text, m.Verdict)
		}
	}
	for i := 1; i < len(moves); i++ {
		if moves[i].Score > moves[i-1].Score {
			t.Errorf("not best first: %s %d after %s %d", moves[i].Text, moves[i].Score, moves[i-1].Text, moves[i-1].Score)
		}
	}
}
