package ai

import (
	"context"
	"flag"
	"math/rand"
	"testing"

	"github.com/fetaix/fetaix/ai/levels"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/tables"
)

var (
	tablesDir    = flag.String("tables-dir", "", "endgame tables to play from (built there if missing); default: a fresh 3-piece set")
	tablesPieces = flag.Int("tables-pieces", 3, "pieces of the positions TestTablesConvert plays from")
	tablesGames  = flag.Int("tables-games", 100, "games of each kind TestTablesConvert plays")
)

// TestMain removes the tables the tests built, if they are not shared.
func TestMain(m *testing.M) { testtables.Main(m) }

// testTables returns the tables of the default rules: shared
// (internal/testkit/testtables), or built (or opened) in -tables-dir.
func testTables(t *testing.T, pieces int) *tables.Set {
	t.Helper()
	build := func() (*tables.Set, error) { return testtables.Default(pieces) } // shared
	if dir := *tablesDir; dir != "" {
		build = func() (*tables.Set, error) {
			return tables.Build(dir, game.DefaultRules(), tables.BuildOptions{Pieces: pieces, Threads: 2})
		}
	}
	set, err := build()
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// randomCovered returns a random position of 2..n pieces, each side with
// one at least, either side to move.
func randomCovered(rng *rand.Rand, n int) game.Position {
	for {
		var white, black, mullas uint32
		for k := 2 + rng.Intn(n-1); k > 0; k-- {
			b := uint32(1) << uint(rng.Intn(game.NumSquares))
			if (white|black)&b != 0 {
				continue
			}
			if k%2 == 0 {
				white |= b
			} else {
				black |= b
			}
			if rng.Intn(3) == 0 {
				mullas |= b
			}
		}
		if white == 0 || black == 0 {
			continue
		}
		if p, err := game.PositionFromBoards(white, black, mullas, game.Color(rng.Intn(2))); err == nil {
			return p
		}
	}
}

// TestTablesDecideTheSearch: with tables, a covered root gets the table's
// verdict as its score at once (depth 1, table hits counted), and the move
// chosen keeps it: to a position the opponent loses after a win, draws
// after a draw.
func TestTablesDecideTheSearch(t *testing.T) {
	set := testTables(t, 3)
	rng := rand.New(rand.NewSource(2))
	e := New(4)
	e.SetTables(set)
	seen := map[tables.Outcome]int{}
	for range 300 {
		p := randomCovered(rng, 3)
		g := game.NewGame(game.DefaultRules(), p)
		if len(g.LegalMoves()) == 0 {
			continue
		}
		v, err := set.Probe(p)
		if err != nil {
			t.Fatal(err)
		}
		seen[v.Outcome]++
		res := e.Search(context.Background(), g, Limits{Depth: 20}, nil)
		wantMate := map[tables.Outcome]int{tables.Win: v.Plies, tables.Loss: -v.Plies}[v.Outcome]
		if res.Depth != 1 || res.Mate != wantMate || res.TBHits == 0 {
			t.Errorf("%s (%v): depth %d mate %d score %d, %d table hits", p, v, res.Depth, res.Mate, res.Score, res.TBHits)
			continue
		}
		after, err := set.Probe(p.Apply(res.Move))
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case v.Outcome == tables.Win && after.Outcome != tables.Loss,
			v.Outcome == tables.Draw && after.Outcome != tables.Draw:
			t.Errorf("%s (%v): %s leads to %v for the opponent", p, v, res.Move, after)
		}
	}
	if seen[tables.Win] == 0 || seen[tables.Draw] == 0 || seen[tables.Loss] == 0 {
		t.Fatalf("not every outcome was met: %v", seen)
	}
	// the search without tables is the same search as before
	e.SetTables(nil)
	if res := e.Search(context.Background(), game.NewGame(game.DefaultRules(), randomCovered(rng, 3)), Limits{Depth: 3}, nil); res.TBHits != 0 {
		t.Fatalf("%d table hits without tables", res.TBHits)
	}
}

// TestTablesConvert: from random positions the tables win, the strongest
// level with the tables wins every game against the same level defending,
// within the no-progress rule; from positions they draw, it loses none.
// By default 100 games of each kind from 3-piece positions; with
// -tables-dir DIR -tables-pieces 5 -tables-games 200 it plays the issue's
// check (the 5-piece tables are built in DIR if missing: minutes).
func TestTablesConvert(t *testing.T) {
	n := *tablesPieces
	set := testTables(t, n)
	rng := rand.New(rand.NewSource(9))
	won, drawn := 0, 0
	for tries := 0; (won < *tablesGames || drawn < *tablesGames) && tries < 100**tablesGames; tries++ {
		p := randomCovered(rng, n)
		v, err := set.Probe(p)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case v.Outcome == tables.Win && won < *tablesGames:
			won++
		case v.Outcome == tables.Draw && drawn < *tablesGames && len(p.LegalMoves(game.DefaultRules(), nil)) > 0:
			drawn++
		default:
			continue
		}
		us := p.SideToMove()
		res, why := playOut(set, p)
		switch {
		case v.Outcome == tables.Win && res != game.WinFor(us):
			t.Errorf("%s (%v): %s (%s), the win was spoiled", p, v, res, why)
		case v.Outcome == tables.Draw && res == game.WinFor(us.Other()):
			t.Errorf("%s (draw): %s (%s), the draw was lost", p, res, why)
		}
	}
	if won < *tablesGames || drawn < *tablesGames {
		t.Fatalf("found %d won and %d drawn positions", won, drawn)
	}
	t.Logf("%d won and %d drawn positions of up to %d pieces played out", won, drawn, n)
}

// playOut plays p to its end, both sides by the strongest level with the
// tables, and returns the result.
func playOut(set *tables.Set, p game.Position) (game.Result, game.Reason) {
	g := game.NewGame(game.DefaultRules(), p)
	a, b := New(4), New(4)
	a.SetTables(set)
	b.SetTables(set)
	for ply := 0; ; ply++ {
		if r, why := g.Result(); r != game.Ongoing {
			return r, why
		}
		e := a
		if ply%2 == 1 {
			e = b
		}
		res := e.Play(context.Background(), g, levels.Max, nil)
		if !res.Ok {
			panic("no move in a game not over")
		}
		if err := g.Play(res.Move); err != nil {
			panic(err)
		}
	}
}

// TestTablesWithThreads: the helper threads decide covered positions by
// the tables too (their table hits count), without races.
func TestTablesWithThreads(t *testing.T) {
	set := testTables(t, 3)
	e := New(4)
	e.SetTables(set)
	e.SetThreads(2)
	// four pieces: not covered at the root, covered after any capture
	g := game.NewGame(game.DefaultRules(), mustPosition(t, "5/2b2/5/1bW2/w4 w"))
	res := e.Search(context.Background(), g, Limits{Depth: 6}, nil)
	if !res.Ok || !isLegal(g.Position(), g.Rules(), res.Move) || res.TBHits == 0 {
		t.Fatalf("move %s ok %v, %d table hits", res.Move, res.Ok, res.TBHits)
	}
}

// TestTableMateMarked: a forced result is marked as resting on the tables
// unless its PV plays the game to its end in exactly that many plies: a
// covered root's (played from the tables at once) is, unless it wins in
// one; among searches of 4-piece positions over 3-piece tables, some wins
// are shown to the end and some rest on the tables; and without tables no
// result is marked.
func TestTableMateMarked(t *testing.T) {
	set := testTables(t, 3)
	rng := rand.New(rand.NewSource(5))
	e := New(4)
	e.SetTables(set)
	r := game.DefaultRules()
	root := randomCovered(rng, 3)
	for len(game.NewGame(r, root).LegalMoves()) == 0 {
		root = randomCovered(rng, 3)
	}
	if res := e.Search(context.Background(), game.NewGame(r, root), Limits{Depth: 5}, nil); abs(res.Mate) > 1 && !res.TableMate {
		t.Errorf("a covered root's result (%d, its one move does not end the game) not marked", res.Mate)
	}
	marked, shown := 0, 0
	for range 300 {
		p := randomCovered(rng, 4)
		g := game.NewGame(r, p)
		if len(g.LegalMoves()) == 0 {
			continue
		}
		res := e.Search(context.Background(), g, Limits{Depth: 8}, nil)
		if res.Mate == 0 {
			continue
		}
		if res.TableMate {
			marked++
			continue
		}
		shown++
		end := p
		for _, m := range res.PV {
			end = end.Apply(m)
		}
		if len(res.PV) != abs(res.Mate) || len(end.LegalMoves(r, nil)) != 0 {
			t.Errorf("%s: mate %d unmarked, but its PV %v does not end the game", p, res.Mate, res.PV)
		}
	}
	if marked == 0 || shown == 0 {
		t.Errorf("%d results marked, %d shown to the end: want some of each", marked, shown)
	}
	e.SetTables(nil)
	for range 50 {
		g := game.NewGame(r, randomCovered(rng, 4))
		if len(g.LegalMoves()) == 0 {
			continue
		}
		if res := e.Search(context.Background(), g, Limits{Depth: 6}, nil); res.TableMate {
			t.Fatalf("%s: marked without tables", g.Position())
		}
	}
}
