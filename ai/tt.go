package ai

import (
	"sync/atomic"
	"unsafe"

	"github.com/fetaix/fetaix/game"
)

// The transposition table: a fixed array of buckets of four entries,
// indexed by the low bits of the position's Zobrist key. No Go map, no
// allocation after it is made; a full bucket replaces its least useful
// entry (shallowest, from an older search).
//
// The searchers of a multi-threaded search (threads.go) share one table
// without a lock: an entry is two atomic words, the packed data and the
// key xor the data. Two writers racing on one entry can leave one's data
// with the other's check word; the pair then matches neither key, and a
// probe treats it as empty, so a torn entry is never read as another
// position's (the lockless "xor" scheme).

// Bound says how a stored score relates to the true value.
type bound uint8

const (
	boundNone  bound = iota
	boundUpper       // score ≤ stored (failed low)
	boundLower       // score ≥ stored (failed high)
	boundExact
)

// ttEntry is one stored position: a packed word and the full key xor
// that word. An empty entry has data 0.
//
// data bits: 0-4 from+1 (0 = no move), 5-9 to, 10-34 captured set,
// 35-50 score (int16), 51-58 depth+64 (uint8), 59-60 bound, 61-63 age.
type ttEntry struct {
	check atomic.Uint64 // key ^ data
	data  atomic.Uint64
}

// load returns the entry's key and data (data 0: empty).
func (e *ttEntry) load() (key, data uint64) {
	d := e.data.Load()
	return e.check.Load() ^ d, d
}

// set writes the entry.
func (e *ttEntry) set(key, data uint64) {
	e.data.Store(data)
	e.check.Store(key ^ data)
}

const bucketSize = 4

type ttBucket [bucketSize]ttEntry

// table is the transposition table.
type table struct {
	buckets []ttBucket
	mask    uint64
	age     uint8
}

// DefaultHashMiB is the table size in MiB when none is given: small on purpose.
// Measured on the bench (depth 10, min of 4 runs): 4 MiB searched 4.35M
// nodes in 1.07 s of CPU, 16 MiB 4.34M nodes in 1.18 s; at depth 14 from
// the start 4 MiB needed 21.4M nodes, 16 MiB 22.2M. A table that stays in
// the processor cache costs less per probe than the hits it adds.
const DefaultHashMiB = 4

// newTable makes a table of about mib MiB (rounded down to a power of two
// of buckets; at least one bucket).
func newTable(mib int) *table {
	if mib <= 0 {
		mib = DefaultHashMiB
	}
	n := uint64(mib) << 20 / 64 // a bucket is 64 bytes
	size := uint64(1)
	for size*2 <= n {
		size *= 2
	}
	return &table{buckets: make([]ttBucket, size), mask: size - 1}
}

// clear empties the table.
func (t *table) clear() {
	clear(t.buckets)
	t.age = 0
}

// newSearch ages the table so that entries from earlier searches are
// replaced first.
func (t *table) newSearch() { t.age = (t.age + 1) & 7 }

// ttHit is the unpacked content of an entry.
type ttHit struct {
	hasMove  bool
	from, to game.Square
	captured uint32
	score    int
	depth    int
	bound    bound
}

func unpack(d uint64) ttHit {
	f := d & 31
	return ttHit{
		hasMove:  f != 0,
		from:     game.Square(f) - 1,
		to:       game.Square(d >> 5 & 31),
		captured: uint32(d >> 10 & (1<<25 - 1)),
		score:    int(int16(d >> 35)),
		depth:    int(d>>51&255) - 64,
		bound:    bound(d >> 59 & 3),
	}
}

// moveKey returns the stored move's key (see moveKey), noKey when there is
// none.
func (h *ttHit) moveKey() uint64 {
	if !h.hasMove {
		return noKey
	}
	return moveKey(&game.Move{From: h.from, To: h.to, Captured: h.captured})
}

// move returns the stored move (From, To and Captured: enough to play
// it, but for a promotion, and to find it in a move list).
func (h *ttHit) move() *game.Move {
	return &game.Move{From: h.from, To: h.to, Captured: h.captured}
}

// prefetch starts loading key's bucket into the cache, so that a probe
// soon after does not wait for memory.
func (t *table) prefetch(key uint64) {
	prefetch(uintptr(unsafe.Pointer(&t.buckets[key&t.mask])))
}

// probe looks key up.
func (t *table) probe(key uint64) (ttHit, bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if k, d := b[i].load(); k == key && d != 0 {
			return unpack(d), true
		}
	}
	return ttHit{}, false
}

// store records a search result for key. m may be nil (no best move).
func (t *table) store(key uint64, m *game.Move, score, depth int, bd bound) {
	b := &t.buckets[key&t.mask]
	victim := 0
	worst := 1 << 30
	for i := range b {
		k, data := b[i].load()
		if k == key || data == 0 {
			victim = i
			if k == key && m == nil && data&31 != 0 {
				// keep the old move when this result has none
				old := data & (1<<35 - 1)
				b[i].set(key, packData(nil, score, depth, bd, t.age)|old)
				return
			}
			break
		}
		d := int(data>>51&255) - 64
		age := int(data >> 61 & 7)
		// entries of older searches count as much shallower
		value := d - 8*int((int(t.age)-age)&7)
		if value < worst {
			worst, victim = value, i
		}
	}
	b[victim].set(key, packData(m, score, depth, bd, t.age))
}

func packData(m *game.Move, score, depth int, bd bound, age uint8) uint64 {
	var d uint64
	if m != nil {
		d = uint64(m.From+1) | uint64(m.To)<<5 | uint64(m.Captured)<<10
	}
	if depth < -64 {
		depth = -64
	}
	if depth > 191 {
		depth = 191
	}
	d |= uint64(uint16(int16(score))) << 35
	d |= uint64(depth+64) << 51
	d |= uint64(bd) << 59
	d |= uint64(age) << 61
	return d
}
