package solve

import (
	"context"
	"testing"

	"github.com/fetaix/fetaix/game"
)

// TestHelpersDecideBelowTheRoot: the helpers' jobs are the positions after
// the root's moves for both sides (deeper when they are fewer than the
// helpers); run to the end, the helpers decide every one, and a root
// search over the table they filled needs fewer nodes than over an empty
// one, reaching the same result.
func TestHelpersDecideBelowTheRoot(t *testing.T) {
	set := testTables(t)
	r := game.DefaultRules()
	root, err := game.ParsePosition("5/bb3/5/3ww/5 w")
	if err != nil {
		t.Fatal(err)
	}
	moves := root.LegalMoves(r, nil)
	if jobs := helperJobs(root, r, 1); len(jobs) != 2*len(moves) || jobs[0].target == jobs[1].target {
		t.Fatalf("one helper: %d jobs, want both sides' wins after each of %d moves", len(jobs), len(moves))
	}
	deep := helperJobs(root, r, 4*len(moves))
	if len(deep) <= 2*len(moves) || deep[0].pos.SideToMove() != root.SideToMove() {
		t.Fatalf("%d helpers: %d jobs, want the positions two plies down", 4*len(moves), len(deep))
	}
	searchFrom := func(tt *table, target game.Color, p game.Position) (*searcher, uint32, uint32) {
		s := &searcher{rules: r, set: set, tt: tt, target: target, path: map[uint64]pathMark{}, ctx: context.Background()}
		pn, dn, _, err := s.mid(&p, inf, inf)
		if err != nil {
			t.Fatal(err)
		}
		return s, pn, dn
	}
	jobs := helperJobs(root, r, 2)
	tt := newTable(8)
	tt.share()
	h := runHelpers(context.Background(), 2, jobs, func(ctx context.Context, target game.Color) *searcher {
		return &searcher{rules: r, set: set, tt: tt, target: target, path: map[uint64]pathMark{}, ctx: ctx}
	})
	nodes, decided := h.wait()
	if decided != len(jobs) || nodes == 0 {
		t.Fatalf("the helpers decided %d of %d jobs in %d nodes", decided, len(jobs), nodes)
	}
	helped, pn, dn := searchFrom(tt, root.SideToMove(), root)
	alone, pn1, dn1 := searchFrom(newTable(8), root.SideToMove(), root)
	if pn != pn1 || dn != dn1 || (pn != 0 && dn != 0) {
		t.Fatalf("helped: pn %d dn %d; alone: pn %d dn %d", pn, dn, pn1, dn1)
	}
	if helped.nodes >= alone.nodes {
		t.Errorf("the root search took %d nodes after the helpers, %d alone", helped.nodes, alone.nodes)
	}
}
