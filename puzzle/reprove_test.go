package puzzle

import (
	"context"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/fetaix/fetaix/game"
	"github.com/fetaix/fetaix/tables"
)

// TestCommittedPuzzlesProvenAgain proves every committed puzzle again as
// its record says (CheckMined: the tables, or proof searches within the
// recorded node limit, their certificates checked), when FETAIX_TABLES6
// names a directory with the default rules' 6-piece tables (.ci/run
// builds them): at every solver's move the solution keeps the goal and
// every other move is proven not to.
func TestCommittedPuzzlesProvenAgain(t *testing.T) {
	dir := os.Getenv("FETAIX_TABLES6")
	if dir == "" {
		t.Skip("FETAIX_TABLES6 not set")
	}
	set, err := Committed()
	if err != nil {
		t.Fatal(err)
	}
	r := game.DefaultRules()
	tb, err := tables.Open(dir, r)
	if err != nil {
		t.Fatal(err)
	}
	if tb.Pieces() < 6 {
		t.Fatalf("the tables in %s cover %d pieces, want 6", dir, tb.Pieces())
	}
	start := time.Now()
	jobs := make(chan int)
	var mu sync.Mutex
	var searched int
	var nodes uint64
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pv := NewProver(r, tb, 0)
			for i := range jobs {
				pz := set[i]
				if err := CheckMined(context.Background(), pv, pz); err != nil {
					t.Errorf("puzzle %d %s: %v", i+1, pz.Position, err)
				}
				if pz.Proof != nil && pz.Proof.By == ProvenBySearch {
					mu.Lock()
					searched++
					nodes += pz.Proof.Nodes
					mu.Unlock()
				}
			}
		}()
	}
	for i := range set {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	t.Logf("%d puzzles proven again in %v: %d with proof searches (%d nodes recorded), the others by the tables",
		len(set), time.Since(start).Round(time.Second), searched, nodes)
}
