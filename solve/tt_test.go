package solve

import (
	"slices"
	"testing"
)

// TestRecycledTableIsEmpty: a table given back by recycle, whether it
// cleared the buckets it listed or all of it, comes out of newTable
// empty.
func TestRecycledTableIsEmpty(t *testing.T) {
	for _, keys := range []int{10, 5000} { // listed buckets; too many to list
		tt := newTable(1)
		for k := range keys {
			tt.put(entry{key: uint64(k)*0x9e3779b97f4a7c15 | 1, pn: 1, dn: 1, work: 1})
		}
		if n := tt.stored.Load(); n == 0 {
			t.Fatalf("%d keys: nothing stored", keys)
		}
		listed := tt.touched != nil
		if want := keys < tt.maxTouched(); listed != want {
			t.Errorf("%d keys: buckets listed %v, want %v (at most %d)", keys, listed, want, tt.maxTouched())
		}
		tt.recycle()
		again := newTable(1)
		if i := slices.IndexFunc(again.e, func(e entry) bool { return e != entry{} }); i >= 0 {
			t.Errorf("%d keys: a recycled table holds entry %d: %+v", keys, i, again.e[i])
		}
		if again.stored.Load() != 0 || again.locks != nil || again.touched == nil {
			t.Errorf("%d keys: recycled with stored %d, locks %v, list %v", keys, again.stored.Load(), again.locks != nil, again.touched != nil)
		}
	}
}

// TestSolveAgainAfterOthersSearchesAlike: a proof search run again after
// other searches (whose tables it may get back) visits the same nodes
// and finds the same value as the first time.
func TestSolveAgainAfterOthersSearchesAlike(t *testing.T) {
	set := testTables(t)
	first := solved(t, "5/bbb2/5/1www1/5 b", set, Options{})
	solved(t, "5/bb3/5/3ww/5 w", set, Options{})
	solved(t, "5/5/5/1b3/W4 w", set, Options{})
	again := solved(t, "5/bbb2/5/1www1/5 b", set, Options{})
	if again.Nodes != first.Nodes || again.Value != first.Value || again.Last.Stored != first.Last.Stored {
		t.Errorf("again: %d nodes, %v, %d stored; first %d nodes, %v, %d stored",
			again.Nodes, again.Value, again.Last.Stored, first.Nodes, first.Value, first.Last.Stored)
	}
}
