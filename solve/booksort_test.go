package solve

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/fetaix/fetaix/proofs"
)

// TestBookEntriesSortByHashThenCount: the radix sort gives the
// comparison sort's order on entries whose hashes differ in every 16-bit
// digit, repeat (a board at several counts, in any order), or are equal
// but for one digit.
func TestBookEntriesSortByHashThenCount(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var es []bookEntry
	for range 3 * bookChunk / 2 { // more than one block
		h := r.Uint64()
		if r.IntN(4) == 0 && len(es) > 0 { // one digit of an earlier hash changed
			h = es[r.IntN(len(es))].h ^ uint64(r.IntN(1<<16))<<(16*r.IntN(4))
		}
		for range 1 + r.IntN(3) { // a board at one to three counts
			es = append(es, bookEntry{h, uint32(r.IntN(1<<15))<<bookCountShift | uint32(r.IntN(1<<16)) | uint32(r.IntN(2))<<31})
		}
	}
	r.Shuffle(len(es), func(i, j int) { es[i], es[j] = es[j], es[i] })
	want := slices.Clone(es)
	slices.SortStableFunc(want, func(a, b bookEntry) int { return cmp.Or(cmp.Compare(a.h, b.h), cmp.Compare(a.count(), b.count())) })
	var b bookEntries
	for _, e := range es {
		b.add(e)
	}
	hs, vs := b.sorted()
	if len(hs) != len(want) || len(vs) != len(want) {
		t.Fatalf("%d and %d entries sorted, %d given", len(hs), len(vs), len(want))
	}
	for i, w := range want {
		if hs[i] != w.h || vs[i] != w.v {
			t.Fatalf("entry %d: %x %x, want %x %x", i, hs[i], vs[i], w.h, w.v)
		}
	}
}

// BenchmarkReadDefaultBook reads the default rules' embedded book, as the
// engine does when a game first needs it.
func BenchmarkReadDefaultBook(b *testing.B) {
	l := proofs.LargeCertificates()[0]
	for b.Loop() {
		f, err := l.Open()
		if err != nil {
			b.Fatal(err)
		}
		if _, err := readBookFile(f); err != nil {
			b.Fatal(err)
		}
		f.Close()
	}
}
