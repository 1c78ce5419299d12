package tables

import "sync/atomic"

// wins holds one small win distance per position of a class, two to a
// word so that threads can lower them at once: a parent's shortest win
// through the children that became losses in a pass, kept until the
// next pass takes it as the parent's value.
type wins []uint32

func makeWins(n int64) wins { return make(wins, (n+1)/2) }

// get returns index i's distance (0: none).
func (w wins) get(i int64) int {
	return int(w[i>>1] >> (16 * (i & 1)) & 0xffff)
}

// clear forgets index i's distance; only its chunk's thread touches
// its word then.
func (w wins) clear(i int64) {
	w[i>>1] &^= 0xffff << (16 * (i & 1))
}

// lower makes index i's distance d if it has none or a longer one.
func (w wins) lower(i int64, d int) {
	p, shift := &w[i>>1], 16*(i&1)
	for {
		old := atomic.LoadUint32(p)
		if got := int(old >> shift & 0xffff); got != 0 && got <= d {
			return
		}
		if atomic.CompareAndSwapUint32(p, old, old&^(0xffff<<shift)|uint32(d)<<shift) {
			return
		}
	}
}
