package tables

import (
	"testing"
)

// TestIndexRoundTrip: for every index of classes of every shape (men
// only, mullas only, both, many of one side), the board at an index that
// is a position has that index (found alone, and by an indexer taking
// them in turn), and the indices that are no positions are
// exactly those with men of both sides on one point.
func TestIndexRoundTrip(t *testing.T) {
	for _, name := range []string{"w-b", "W-B", "ww-bB", "wW-bbB", "www-bb", "WWW-BB", "wwww-b", "W-bbbbb", "wwWW-b"} {
		c, err := ParseClass(name)
		if err != nil {
			t.Fatal(err)
		}
		vals := make([]value, c.size())
		markNotPositions(c, vals)
		x := newIndexer(c.shape())
		for i := range c.size() {
			b, ok := c.board(i)
			if ok != (vals[i] != notPosition) {
				t.Fatalf("%s: index %d: board says position %v, markNotPositions the opposite", c, i, ok)
			}
			if !ok {
				continue
			}
			if got := classOf(b); got != c {
				t.Fatalf("%s: index %d: board of class %s", c, i, got)
			}
			if j, k := c.index(b), x.index(b); j != i || k != i {
				t.Fatalf("%s: index %d: board %+v has index %d (by the indexer %d)", c, i, b, j, k)
			}
		}
	}
}
