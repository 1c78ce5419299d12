package match

import (
	"context"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
)

// smallDeck is a deck maker of 4- and 5-piece starts over the 3-piece
// tables, its walks from a 6-piece position.
func smallDeck(t *testing.T) DeckMaker {
	t.Helper()
	p, err := game.ParseStart("b1b1b/5/5/5/w1w1w w 0 1")
	if err != nil {
		t.Fatal(err)
	}
	return DeckMaker{Rules: game.DefaultRules(), Seed: 1, Count: 2, MinPieces: 4, MaxPieces: 5, Margin: 80,
		MaxScore: 1000, Nodes: 60000, Tables: proveTables(t), Origin: &p}
}

// TestDeckStartsProven: each start of a deck has its pieces in range, is
// quiet, and carries the value the prover (with its certificate)
// proves; no two share a piece count and a value (a share of 1); a run
// that goes on from the first start makes the same second one.
func TestDeckStartsProven(t *testing.T) {
	d := smallDeck(t)
	var walks []int
	starts, err := d.Run(context.Background(), func(_ Start, w int) { walks = append(walks, w) }, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(starts) != 2 || len(walks) != 2 {
		t.Fatalf("%d starts, found %v; want 2", len(starts), walks)
	}
	if pieces(starts[0].Position) == pieces(starts[1].Position) && starts[0].Value == starts[1].Value {
		t.Errorf("%v: two starts of one share", starts)
	}
	p := Prover{Rules: game.DefaultRules(), Tables: d.Tables, Dir: t.TempDir(), Time: time.Minute, MemoryMiB: 16}
	for i, s := range starts {
		if n := pieces(s.Position); n < d.MinPieces || n > d.MaxPieces || s.Position.NoProgress() > maxDeckNoProgress {
			t.Errorf("start %d, %s: %d pieces, want %d..%d, at most %d plies after a capture or a man move", i+1, s, n, d.MinPieces, d.MaxPieces, maxDeckNoProgress)
		}
		pr, err := p.Prove(context.Background(), i+1, s)
		if err != nil {
			t.Fatal(err)
		}
		if s.Value == Unproven || pr.Value != s.Value {
			t.Errorf("start %d, %s: the prover proves %s for the better side", i+1, s, pr.Value)
		}
	}
	d.From = Progress{Starts: starts[:1], Walks: walks[0]}
	again, err := d.Run(context.Background(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(again) != 2 || again[1].String() != starts[1].String() {
		t.Errorf("going on from the first start: %v, want %v", again, starts)
	}
}
