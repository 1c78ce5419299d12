package analysis

import (
	"context"
	"strings"
	"testing"

	"github.com/fetaix/fetaix/ai"
	"github.com/fetaix/fetaix/explore"
	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/game/pdn"
	"github.com/fetaix/fetaix/internal/pdnfile"
	"github.com/fetaix/fetaix/solve"
)

// proven returns what the proofs' book proves for p's side to move:
// "win", "not lose", or "" for nothing.
func proven(book *solve.Book, p game.Position, r game.Rules) string {
	if e, ok := book.Find(p, r); ok {
		return e.Proven
	}
	return ""
}

// TestCertificateGameMarks analyses a committed game that leaves the
// proof's line: White's 1. b2-c3 loses (b2c3.proof.gz, where the start
// is a draw), Black follows the proof's winning move, White replies, and
// Black then leaves the proof. Each mark is checked against what the
// certificates' book proves of the positions.
func TestCertificateGameMarks(t *testing.T) {
	recs, _, err := pdnfile.Read("testdata/b2c3-leaves-proof.pdn", pdn.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g := recs[0].Game
	book := ai.DefaultBook()
	r := g.Rules()
	if err := book.WaitRules(r); err != nil {
		t.Fatal(err)
	}
	// The certificates' own word on the game, ply by ply: the start at
	// least a draw for White, 1. b2-c3 a win for Black, then Black's
	// proof moves with every White move lost, until Black's last move,
	// which is neither the proof's nor proven.
	moves, n := g.Moves(), g.Ply()
	if proven(book, g.PositionAt(0), r) != "not lose" || proven(book, g.PositionAt(1), r) != "win" {
		t.Fatalf("the book does not prove the start at least a draw for White and 1. b2-c3 a win for Black")
	}
	allWin := func(q game.Position) bool { // every White move there leads to a proven Black win
		for _, m := range q.LegalMoves(r, nil) {
			if proven(book, q.Apply(m), r) != "win" {
				return false
			}
		}
		return true
	}
	want := []Mark{MarkThrowsDraw}
	for i := 1; i < n-1; i++ {
		p := g.PositionAt(i)
		if e, _ := book.Find(p, r); p.SideToMove() == game.Black && (!e.Move.Same(moves[i]) || e.Proven != "win") {
			t.Fatalf("ply %d: %s is not the proof's winning move %s", i+1, moves[i], e.Move)
		}
		if p.SideToMove() == game.White && !allWin(p) {
			t.Fatalf("ply %d: not every White move is proven lost", i+1)
		}
		want = append(want, MarkKeeps)
	}
	last := g.PositionAt(n - 1)
	e, _ := book.Find(last, r)
	if e.Move.Same(moves[n-1]) || proven(book, g.Position(), r) != "" || allWin(g.Position()) {
		t.Fatal("Black's last move is the proof's, or proven")
	}
	want = append(want, MarkWinUnproven)

	x := explore.New(explore.Options{Book: book})
	a, err := Analyse(context.Background(), g, x, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, mm := range a.Moves {
		if mm.Mark != want[i] {
			t.Errorf("ply %d (%s): mark %v, the certificate says %v", i+1, mm.Move, mm.Mark, want[i])
		}
	}
	if mm := a.Moves[0]; !mm.HasBetter || mm.Better.Move.String() != "c2-c3" {
		t.Errorf("1. b2-c3: better move %v (%v), want the proof's c2-c3", mm.Better.Move, mm.HasBetter)
	}
	if mm := a.Moves[n-1]; !mm.HasBetter || !mm.Better.Move.Same(e.Move) {
		t.Errorf("Black's last move: better %v, want the proof's %s", mm.Better.Move, e.Move)
	}
	if d := a.Decided; d != (Decision{Ply: 1, Result: game.BlackWin, Fell: true}) {
		t.Errorf("decided %+v, want by 1. b2-c3 (Black wins)", d)
	}
}

// TestResignedInADrawNotDecided: a game resigned in a proven draw is not
// decided on the board; the analysis says the last proven value.
func TestResignedInADrawNotDecided(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for _, mv := range []string{"c2-c3", "c4xc2"} {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Resign(game.White); err != nil {
		t.Fatal(err)
	}
	book := ai.DefaultBook()
	if err := book.WaitRules(g.Rules()); err != nil {
		t.Fatal(err)
	}
	a, err := Analyse(context.Background(), g, explore.New(explore.Options{Book: book}), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if a.Moves[0].Mark != MarkKeeps || a.Decided.Ply != -1 {
		t.Fatalf("marks %v, %v; decided %+v", a.Moves[0].Mark, a.Moves[1].Mark, a.Decided)
	}
	if got := a.DecisionText(); !strings.HasPrefix(got, "Not decided on the board as far as proven: a draw after 1") {
		t.Errorf("decision %q", got)
	}
}
