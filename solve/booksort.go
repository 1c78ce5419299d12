package solve

import (
	"cmp"
	"slices"
)

// bookEntry is one line of a book as read: the hash of its board and side,
// and its move index, count and kind packed as bookTable.vs holds them.
type bookEntry struct {
	h uint64
	v uint32
}

// count is the entry's no-progress count.
func (e bookEntry) count() uint32 { return e.v >> bookCountShift & bookCountMask }

// bookChunk is how many entries bookEntries keeps in one block.
const bookChunk = 1 << 16

// bookEntries collects a book's entries in blocks, so that a million of
// them are never copied to grow a slice: the sort's first pass reads them
// from the blocks.
type bookEntries struct {
	blocks [][]bookEntry
	n      int
}

// add appends e.
func (b *bookEntries) add(e bookEntry) {
	if b.n%bookChunk == 0 {
		b.blocks = append(b.blocks, make([]bookEntry, 0, bookChunk))
	}
	last := len(b.blocks) - 1
	b.blocks[last] = append(b.blocks[last], e)
	b.n++
}

// sorted returns the entries sorted by hash, then by count, as a
// bookTable's columns. A book has about a million lines and its hashes
// are spread evenly: one pass puts each entry in the bucket of its hash's
// top 16 bits, in order, and each bucket, a few dozen entries, is sorted
// on its own, in a fifth of the time a sort of the whole takes. Entries
// equal in both keep their order.
func (b *bookEntries) sorted() ([]uint64, []uint32) {
	es := make([]bookEntry, b.n)
	at := make([]int, 1<<16+1) // where each bucket starts, then ends
	for _, blk := range b.blocks {
		for _, e := range blk {
			at[e.h>>48+1]++
		}
	}
	for d := 1; d < len(at); d++ {
		at[d] += at[d-1]
	}
	for _, blk := range b.blocks {
		for _, e := range blk {
			d := e.h >> 48
			es[at[d]] = e
			at[d]++
		}
	}
	b.blocks = nil
	start := 0
	for _, end := range at[:1<<16] {
		slices.SortStableFunc(es[start:end], func(a, b bookEntry) int {
			return cmp.Or(cmp.Compare(a.h, b.h), cmp.Compare(a.count(), b.count()))
		})
		start = end
	}
	hs, vs := make([]uint64, len(es)), make([]uint32, len(es))
	for i, e := range es {
		hs[i], vs[i] = e.h, e.v
	}
	return hs, vs
}
