package tables

import (
	"slices"
)

// earlier holds, for the values of a table that got shorter after they
// were decided, their earlier distances with the passes that decided
// them: sorted by index, each index's change points in the order the
// passes found them (a few bytes each; a map would cost tens).
type earlier struct {
	idx []uint32
	off []uint32 // idx[k]'s change points are cps[off[k]:off[k+1]]
	cps []changePoint
}

// of returns the change points of index i (none for most).
func (e *earlier) of(i int64) []changePoint {
	k, found := slices.BinarySearch(e.idx, uint32(i))
	if !found {
		return nil
	}
	return e.cps[e.off[k]:e.off[k+1]]
}

// add appends index i's change points; indices come in increasing order.
func (e *earlier) add(i uint32, cps []changePoint) {
	if len(e.off) == 0 {
		e.off = append(e.off, 0)
	}
	e.idx = append(e.idx, i)
	e.cps = append(e.cps, cps...)
	e.off = append(e.off, uint32(len(e.cps)))
}

// len returns the number of indices with change points.
func (e *earlier) len() int { return len(e.idx) }

// pendingPoint is a change point found while a unit is solved.
type pendingPoint struct {
	i  uint32
	cp changePoint
}

// earlierOf sorts the change points found while a unit was solved (in
// the order of their passes) into an earlier.
func earlierOf(found []pendingPoint) earlier {
	slices.SortStableFunc(found, func(a, b pendingPoint) int { return int(a.i) - int(b.i) })
	var e earlier
	for start := 0; start < len(found); {
		end := start
		var cps []changePoint
		for end < len(found) && found[end].i == found[start].i {
			cps = append(cps, found[end].cp)
			end++
		}
		e.add(found[start].i, cps)
		start = end
	}
	return e
}
