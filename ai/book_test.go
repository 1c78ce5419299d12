package ai

import (
	"context"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// TestEnginePlaysProvenMoves: in a position of a committed proof where
// the prover is to move, Play and Search answer at once with the proof's
// move and say it is a proven win; without the book they search.
func TestEnginePlaysProvenMoves(t *testing.T) {
	g := game.NewGame(game.DefaultRules(), game.StartPosition())
	for _, s := range []string{"b2-c3", "d4xb2", "a1xc3", "a3xa1", "c3xa3", "a4xa2"} {
		if _, err := g.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	if err := g.Play(g.LegalMoves()[0]); err != nil { // any White move: Black's proof covers them all
		t.Fatal(err)
	}
	e := New(1)
	var seen Info
	res := e.Play(context.Background(), g, MaxLevel, func(i Info) { seen = i })
	if !res.Ok || res.Proven != "win" || seen.Proven != "win" || res.Nodes != 0 {
		t.Fatalf("Play in a proven position: %+v (info %+v)", res, seen)
	}
	if r := e.Search(context.Background(), g, Limits{Depth: 3}, nil); r.Move != res.Move || r.Proven != "win" {
		t.Errorf("Search: %v %q, Play: %v", r.Move, r.Proven, res.Move)
	}
	e.SetBook(nil)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if r := e.Search(ctx, g, Limits{Depth: 2}, nil); r.Proven != "" || r.Nodes == 0 {
		t.Errorf("without the book: %+v", r)
	}
}
