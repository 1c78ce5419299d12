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
}

// lockStripes is how many locks a shared table spreads its buckets over.
const lockStripes = 1 << 12

// share makes t safe for several searches at once.
func (t *table) share() { t.locks = make([]sync.Mutex, lockStripes) }

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

// newTable returns a table of about mib MiB (a power of two of entries).
func newTable(mib int) *table {
	n := uint64(bucket)
	for n*2*entryBytes <= uint64(max(mib, 1))<<20 {
		n *= 2
	}
	return &table{e: make([]entry, n), mask: n/bucket - 1}
}

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
	}
	b[victim] = e
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
