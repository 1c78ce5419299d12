package analysis

import (
	"context"
	"flag"
	"slices"
	"testing"

	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/testtables"
	"github.com/fetaix/fetaix/tables"
)

// The marks of games in table positions, checked against the tables
// themselves: a move's mark follows from the tables' value of the
// position before it and of the position it leads to.

// tablesPieces is the most pieces of the tables the tests build: 3 (a
// second) by default, 4 (about 10 s) or 5 (about a minute) by hand.
var tablesPieces = flag.Int("tables-pieces", 3, "pieces of the endgame tables the analysis tests build (3-5)")

// TestMain removes the tables the tests built, if they are not shared.
func TestMain(m *testing.M) { testtables.Main(m) }

// testTables returns the tables of the default rules up to -tables-pieces
// pieces (shared, internal/testkit/testtables).
func testTables(t *testing.T) *tables.Set {
	t.Helper()
	set, err := testtables.Default(*tablesPieces)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// tableRank is the tables' value of p for its side to move: 1 a win, 0 a
// draw, -1 a loss (no legal move is a loss); ok false when they do not
// cover p.
func tableRank(t *testing.T, set *tables.Set, p game.Position) (int, bool) {
	t.Helper()
	if p.CountMoves(set.Rules(), nil) == 0 {
		return -1, true
	}
	v, err := set.Probe(p)
	if err != nil {
		return 0, false
	}
	return map[tables.Outcome]int{tables.Win: 1, tables.Draw: 0, tables.Loss: -1}[v.Outcome], true
}

// tableMark is the mark the tables give move m of p.
func tableMark(t *testing.T, set *tables.Set, p game.Position, m game.Move) Mark {
	t.Helper()
	before, ok1 := tableRank(t, set, p)
	after, ok2 := tableRank(t, set, p.Apply(m))
	if !ok1 || !ok2 {
		t.Fatalf("%s then %s: not in the tables", p, m)
	}
	switch after = -after; {
	case after < before && before == 1:
		return MarkThrowsWin
	case after < before:
		return MarkThrowsDraw
	}
	return MarkKeeps
}

// eachPosition calls f with the positions of nw white and nb black
// pieces (each a man or, with mullas, also a mulla), White to move, in a
// fixed order, until f returns true.
func eachPosition(nw, nb int, mullas bool, f func(game.Position) bool) {
	var sqs []int
	var place func(from, left int) bool
	place = func(from, left int) bool {
		if left == 0 {
			return positionsOn(sqs, nw, mullas, f)
		}
		for sq := from; sq < game.NumSquares; sq++ {
			sqs = append(sqs, sq)
			next := sq + 1
			if len(sqs) == nw { // the black pieces: any square not white
				next = 0
			}
			if !slices.Contains(sqs[:len(sqs)-1], sq) && place(next, left-1) {
				return true
			}
			sqs = sqs[:len(sqs)-1]
		}
		return false
	}
	place(0, nw+nb)
}

// positionsOn calls f with the positions of white pieces on sqs[:nw] and
// black on the rest: men, or with mullas every mix of men and mullas.
func positionsOn(sqs []int, nw int, mullas bool, f func(game.Position) bool) bool {
	kinds := uint32(1)
	if mullas {
		kinds <<= len(sqs)
	}
	for k := uint32(0); k < kinds; k++ {
		var white, black, ms uint32
		for i, sq := range sqs {
			if i < nw {
				white |= 1 << sq
			} else {
				black |= 1 << sq
			}
			if k&(1<<i) != 0 {
				ms |= 1 << sq
			}
		}
		if p, err := game.PositionFromBoards(white, black, ms, game.White); err == nil && f(p) {
			return true
		}
	}
	return false
}

// moveTo returns a move of p after which the mover's value (by the
// tables) is want and the game goes on.
func moveTo(t *testing.T, set *tables.Set, p game.Position, want int) (game.Move, bool) {
	for _, m := range p.LegalMoves(set.Rules(), nil) {
		q := p.Apply(m)
		if v, ok := tableRank(t, set, q); ok && -v == want && q.CountMoves(set.Rules(), nil) > 0 {
			return m, true
		}
	}
	return game.Move{}, false
}

// plantedGame finds a game of five moves from a table position: White
// keeps a win, Black (lost) replies, White throws the win into a draw,
// Black throws the draw into a loss, White keeps the win.
func plantedGame(t *testing.T, set *tables.Set) *game.Game {
	t.Helper()
	var found *game.Game
	eachPosition(2, 1, true, func(p game.Position) bool {
		if v, ok := tableRank(t, set, p); !ok || v != 1 {
			return false
		}
		g := game.NewGame(set.Rules(), p)
		for _, want := range []int{1, -1, 0, -1, 1} {
			m, ok := moveTo(t, set, g.Position(), want)
			if !ok || g.Play(m) != nil {
				return false
			}
		}
		found = g
		return true
	})
	if found == nil {
		t.Fatal("no position for the planted game")
	}
	return found
}

// tableExplorer is an explorer of the tables alone (no proofs, no
// engine).
func tableExplorer(set *tables.Set) *explore.Explorer {
	return explore.New(explore.Options{Tables: set})
}

// plantedAnalysis builds the tables, finds the planted game and analyses
// it with them.
func plantedAnalysis(t *testing.T) (*tables.Set, *game.Game, *Analysis) {
	t.Helper()
	set := testTables(t)
	g := plantedGame(t, set)
	a, err := Analyse(context.Background(), g, tableExplorer(set), Options{})
	if err != nil {
		t.Fatal(err)
	}
	return set, g, a
}

// TestPlantedTableMistakes plays a game with a thrown win, a thrown draw
// and kept values in table positions and checks each mark, the better
// move, the summary and the decision against the tables.
func TestPlantedTableMistakes(t *testing.T) {
	set, g, a := plantedAnalysis(t)
	want := []Mark{MarkKeeps, MarkKeeps, MarkThrowsWin, MarkThrowsDraw, MarkKeeps}
	for i, mm := range a.Moves {
		p := g.PositionAt(i)
		if tm := tableMark(t, set, p, mm.Move); mm.Mark != tm || mm.Mark != want[i] {
			t.Errorf("ply %d (%s in %s): mark %v, tables %v, planted %v", i+1, mm.Move, p, mm.Mark, tm, want[i])
		}
		if mm.Mark.Bad() != mm.HasBetter {
			t.Errorf("ply %d: mark %v with better move %v", i+1, mm.Mark, mm.HasBetter)
		}
		if mm.HasBetter {
			if tm := tableMark(t, set, p, mm.Better.Move); tm != MarkKeeps {
				t.Errorf("ply %d: better move %s is %v by the tables", i+1, mm.Better.Move, tm)
			}
			if len(mm.Better.Line) == 0 || !mm.Better.Line[0].Same(mm.Better.Move) {
				t.Errorf("ply %d: better line %v does not start with %s", i+1, mm.Better.Line, mm.Better.Move)
			}
		}
	}
	if s := a.Summary[game.White]; s.ThrowsWin != 1 || s.Proven() != 1 {
		t.Errorf("White's summary %+v, want one win thrown", s)
	}
	if s := a.Summary[game.Black]; s.ThrowsDraw != 1 || s.Proven() != 1 {
		t.Errorf("Black's summary %+v, want one draw thrown", s)
	}
	if d := a.Decided; d != (Decision{Ply: 4, Result: game.WhiteWin, Fell: true}) {
		t.Errorf("decided %+v, want at ply 4 (Black threw the draw), White wins", d)
	}
	if b := a.Start; b.Value() != explore.Win {
		t.Errorf("start %v, want a win for White", b)
	}
}

// TestRandomTableGamesMarks plays random games from table positions and
// checks every move's mark against the tables.
func TestRandomTableGamesMarks(t *testing.T) {
	set := testTables(t)
	x := tableExplorer(set)
	games, seed := 0, uint32(1)
	eachPosition(2, 1, true, func(p game.Position) bool {
		seed = seed*1664525 + 1013904223
		if seed%97 != 0 {
			return false
		}
		g := game.NewGame(set.Rules(), p)
		for ply := 0; ply < 8; ply++ {
			if r, _ := g.Result(); r != game.Ongoing {
				break
			}
			legal := g.LegalMoves()
			seed = seed*1664525 + 1013904223
			if err := g.Play(legal[int(seed>>8)%len(legal)]); err != nil {
				t.Fatal(err)
			}
		}
		if g.Ply() == 0 {
			return false
		}
		a, err := Analyse(context.Background(), g, x, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for i, mm := range a.Moves {
			if tm := tableMark(t, set, g.PositionAt(i), mm.Move); mm.Mark != tm {
				t.Errorf("%s, ply %d (%s): mark %v, tables %v", g.Start(), i+1, mm.Move, mm.Mark, tm)
			}
		}
		games++
		return games >= 150
	})
	if games < 100 {
		t.Fatalf("only %d games played", games)
	}
}

// captureReplies reports whether every reply of q is a capture (and there
// is one), or, with none, whether no reply is.
func captureReplies(q game.Position, r game.Rules, every bool) bool {
	replies := q.LegalMoves(r, nil)
	for _, rep := range replies {
		if rep.IsCapture() != every {
			return false
		}
	}
	return len(replies) > 0
}

// TestMissedTableWin plays, in a position of men one more than the tables
// hold, a move the tables cannot judge while another move wins by them:
// every reply to it captures into a position they say Black loses.
func TestMissedTableWin(t *testing.T) {
	set := testTables(t)
	r := set.Rules()
	wins := func(p game.Position, m game.Move) bool {
		q := p.Apply(m)
		if !captureReplies(q, r, true) {
			return false
		}
		for _, rep := range q.LegalMoves(r, nil) {
			if v, ok := tableRank(t, set, q.Apply(rep)); !ok || v != 1 {
				return false
			}
		}
		return true
	}
	var p game.Position
	var missed game.Move
	found := false
	n := set.Pieces() + 1
	eachPosition((n+1)/2, n/2, false, func(cand game.Position) bool {
		moves := cand.LegalMoves(r, nil)
		if len(moves) == 0 || moves[0].IsCapture() || !slices.ContainsFunc(moves, func(m game.Move) bool { return wins(cand, m) }) {
			return false
		}
		for _, m := range moves {
			if captureReplies(cand.Apply(m), r, false) {
				p, missed, found = cand, m, true
				return true
			}
		}
		return false
	})
	if !found {
		t.Fatal("no position with a table win and a move the tables cannot judge")
	}
	g := game.NewGame(r, p)
	if err := g.Play(missed); err != nil {
		t.Fatal(err)
	}
	a, err := Analyse(context.Background(), g, tableExplorer(set), Options{})
	if err != nil {
		t.Fatal(err)
	}
	mm := a.Moves[0]
	if mm.Mark != MarkWinUnproven || mm.Mark.NAG() != NAGDubious {
		t.Fatalf("%s then %s: mark %v, want win-unproven", p, missed, mm.Mark)
	}
	if !mm.HasBetter || !wins(p, mm.Better.Move) {
		t.Errorf("better move %v (%v): not a win by the tables", mm.Better.Move, mm.HasBetter)
	}
	if s := a.Summary[game.White]; s.WinsUnproven != 1 || s.Proven() != 0 {
		t.Errorf("White's summary %+v, want one win no longer proven and no proven mistake", s)
	}
}
