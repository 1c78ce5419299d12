package solve

import (
	"sync"
	"sync/atomic"
)

// entry is one position of the transposition table.
type entry struct {
	key    uint64 // position key (never 0 in a used entry)
	rep    uint64 // for a path-dependent disproof: the board it repeats
	pn, dn uint32
	work   uint32 // nodes searched below it, for replacement
	_      uint32
}

// settled reports whether e is a proof or disproof that holds whatever
// the path.
func (e entry) settled() bool { return (e.pn == 0 || e.dn == 0) && e.rep == 0 }

// entryBytes is the size of an entry in memory.
const entryBytes = 32

// bucket is how many entries a key may use.
const bucket = 4

// table is a transposition table of a fixed size: a key lives in one
// bucket of four entries; a new key replaces the entry with the least work.
// A shared table (share) may be used by several searches at once: each
// bucket is then read and written under one of a set of locks.
type table struct {
	e      []entry
	mask   uint64
	stored atomic.Int64
	locks  []sync.Mutex // nil: one search at a time
	// touched lists the buckets an unshared table has written, so that
	// recycle clears those alone; nil once they are too many to list (or
	// the table was shared), and recycle clears it all.
	touched []uint64
}

// lockStripes is how many locks a shared table spreads its buckets over.
const lockStripes = 1 << 12

// share makes t safe for several searches at once.
func (t *table) share() { t.locks, t.touched = make([]sync.Mutex, lockStripes), nil }

// lock and unlock take and free the lock of key's bucket, if t is shared.
func (t *table) lock(key uint64) {
	if t.locks != nil {
		t.locks[key&t.mask&(lockStripes-1)].Lock()
	}
}

func (t *table) unlock(key uint64) {
	if t.locks != nil {
		t.locks[key&t.mask&(lockStripes-1)].Unlock()
	}
}

// each calls f with every used entry, bucket by bucket (locked if t is
// shared).
func (t *table) each(f func(entry)) {
	for b := uint64(0); b <= t.mask; b++ {
		t.lock(b)
		es := t.e[b*bucket : (b+1)*bucket]
		var copied [bucket]entry
		copy(copied[:], es)
		t.unlock(b)
		for _, e := range copied {
			if e.key != 0 {
				f(e)
			}
		}
	}
}

// newTable returns an empty table of about mib MiB (a power of two of
// entries): one recycled, or a new one.
func newTable(mib int) *table {
	n := uint64(bucket)
	for n*2*entryBytes <= uint64(max(mib, 1))<<20 {
		n *= 2
	}
	if t := cleanTables.get(n); t != nil {
		return t
	}
	return &table{e: make([]entry, n), mask: n/bucket - 1, touched: make([]uint64, 0, 64)}
}

// maxTouched is how many buckets, a fraction of the table's, an unshared
// table lists before recycle clears it all instead.
func (t *table) maxTouched() int { return len(t.e) / bucket / 16 }

// recycle empties t and keeps it for the next newTable of its size. A
// proof search of a few thousand nodes (a puzzle's, an explorer's) writes
// a few thousand buckets: clearing them alone, rather than making and
// zeroing the whole table again, is most of such a search's cost saved.
// t must not be used after.
func (t *table) recycle() {
	if t.touched == nil || t.locks != nil {
		clear(t.e)
	} else {
		for _, b := range t.touched {
			clear(t.e[b*bucket : (b+1)*bucket])
		}
	}
	t.touched, t.locks = t.touched[:0], nil
	if t.touched == nil {
		t.touched = make([]uint64, 0, 64)
	}
	t.stored.Store(0)
	cleanTables.put(t)
}

// cleanTables holds empty tables by their number of entries, for the
// collector to take back when they are not used again (sync.Pool).
var cleanTables tablePool

// tablePool is a sync.Pool of empty tables for each table size.
type tablePool struct {
	mu    sync.Mutex
	pools map[uint64]*sync.Pool
}

// pool returns the pool of tables of n entries.
func (p *tablePool) pool(n uint64) *sync.Pool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.pools == nil {
		p.pools = map[uint64]*sync.Pool{}
	}
	if p.pools[n] == nil {
		p.pools[n] = &sync.Pool{}
	}
	return p.pools[n]
}

// get returns an empty table of n entries, or nil if none is kept.
func (p *tablePool) get(n uint64) *table {
	t, _ := p.pool(n).Get().(*table)
	return t
}

// put keeps the empty table t.
func (p *tablePool) put(t *table) { p.pool(uint64(len(t.e))).Put(t) }

func (t *table) slot(key uint64) []entry {
	i := (key & t.mask) * bucket
	return t.e[i : i+bucket]
}

// get returns the entry of key, if the table holds it.
func (t *table) get(key uint64) (entry, bool) {
	t.lock(key)
	found, ok := entry{}, false
	for _, e := range t.slot(key) {
		if e.key == key {
			found, ok = e, true
			break
		}
	}
	t.unlock(key)
	return found, ok
}

// put stores e, over the entry of the same key, an empty one, or the one
// with the least work.
func (t *table) put(e entry) {
	t.lock(e.key)
	defer t.unlock(e.key)
	b := t.slot(e.key)
	victim := 0
	for i := range b {
		if b[i].key == e.key {
			// a result that holds on any path stays
			if !b[i].settled() || e.settled() {
				b[i] = e
			}
			return
		}
		if b[i].key == 0 {
			victim = i
			break
		}
		if b[i].work < b[victim].work {
			victim = i
		}
	}
	if b[victim].key == 0 {
		t.stored.Add(1)
		if victim == 0 {
			t.touch(e.key)
		}
	}
	b[victim] = e
}

// touch lists the bucket of key as written, while the list is short and
// t is not shared.
func (t *table) touch(key uint64) {
	switch {
	case t.touched == nil:
	case t.locks != nil || len(t.touched) >= t.maxTouched():
		t.touched = nil // recycle clears it all
	default:
		t.touched = append(t.touched, key&t.mask)
	}
}

// forget makes the entry of key, if any, unsolved again, even a result
// that was taken to hold on any path (one that, on a line of play, turned
// out not to).
func (t *table) forget(key uint64) {
	t.lock(key)
	defer t.unlock(key)
	b := t.slot(key)
	for i := range b {
		if b[i].key == key {
			b[i].pn, b[i].dn, b[i].rep = 1, 1, 0
			return
		}
	}
}
