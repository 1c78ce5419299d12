package match

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/internal/testkit/longtest"
	"github.com/fetaix/fetaix/tables"
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

// TestCommittedTruthDeck: the committed deck of proven starts reads as a
// positions file, every start proven a win or a draw for its better
// side, of 7 to 12 pieces, quiet, and no start twice. With
// FETAIX_TABLES6 naming the default rules' 6-piece tables (as CI builds
// them), the long checks (longtest) prove each start again as the deck
// maker did: the same search, the same value.
func TestCommittedTruthDeck(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("decks", "truth.txt"))
	if err != nil {
		t.Fatal(err)
	}
	deck, err := ReadStarts(bytes.NewReader(data))
	if err != nil || len(deck) < 20 {
		t.Fatalf("%d starts, error %v", len(deck), err)
	}
	var o *Oracle
	if dir := os.Getenv("FETAIX_TABLES6"); dir != "" && longtest.Enabled() {
		set, err := tables.Open(dir, game.DefaultRules())
		if err != nil {
			t.Fatal(err)
		}
		o = &Oracle{Rules: game.DefaultRules(), Tables: set, Nodes: truthDeckNodes}
	}
	seen := map[string]bool{}
	for i, s := range deck {
		key := s.Position.String()
		if n := pieces(s.Position); n < 7 || n > 12 || s.Position.NoProgress() > maxDeckNoProgress || seen[key] {
			t.Errorf("start %d, %s: %d pieces, or not quiet, or twice", i+1, s, n)
		}
		seen[key] = true
		if s.Value != Won && s.Value != Drawn {
			t.Errorf("start %d, %s: not proven a win or a draw", i+1, s)
		}
		if o == nil {
			continue
		}
		b, err := o.Value(context.Background(), s.Position)
		if err != nil {
			t.Fatal(err)
		}
		want := map[Value]int8{Won: winRank, Drawn: drawRank}[s.Value]
		if s.Better != s.Position.SideToMove() {
			want = -want
		}
		if b != exactly(want) {
			t.Errorf("start %d, %s: proven %s for the side to move", i+1, s, b)
		}
	}
}

// truthDeckNodes is the proof search's budget that made most of
// decks/truth.txt (its header gives each run's).
const truthDeckNodes = 1000000
