package solve

import (
	"fmt"
	"hash/fnv"
	"io"
	"sync"
	"sync/atomic"
)

// largeBook is a certificate too large to read when the program starts
// (the start's draw: 2.1 M positions): it is read in the background on
// the first lookup, keeping only the prover's moves, and answers once it
// is read.
type largeBook struct {
	open  func() (io.ReadCloser, error)
	once  sync.Once
	ready atomic.Bool
	done  chan struct{}
	err   error

	rules string            // the rules it is for
	moves map[uint64]uint32 // key hash → move name index | proven<<16
	names []string          // the distinct move names
}

// provenNames are what a large book's entry keeps: "win" or "not lose".
var provenNames = [2]string{"win", "not lose"}

// AddLarge adds a certificate under rules (as Rules.String gives them)
// that the book reads in the background when a lookup under those rules
// first needs it (open returns it, gzip-compressed or not); until it is
// read, lookups answer from the others only. Wait reads it at once.
func (b *Book) AddLarge(rules string, open func() (io.ReadCloser, error)) {
	b.large = append(b.large, &largeBook{rules: rules, open: open, done: make(chan struct{})})
}

// Wait reads the large certificates now, if they are not yet, and
// returns the first error.
func (b *Book) Wait() error {
	if b == nil {
		return nil
	}
	for _, l := range b.large {
		l.load()
		<-l.done
		if l.err != nil {
			return l.err
		}
	}
	return nil
}

// start begins reading l in the background, once.
func (l *largeBook) start() {
	l.once.Do(func() { go l.read() })
}

// load reads l on this goroutine unless it is read or being read.
func (l *largeBook) load() {
	l.once.Do(l.read)
}

func (l *largeBook) read() {
	defer close(l.done)
	f, err := l.open()
	if err != nil {
		l.err = err
		return
	}
	defer f.Close()
	var c Certificate
	moves, ids := map[uint64]uint32{}, map[string]uint32{}
	proven := uint32(0)
	err = scanCertificate(f, &c, func(p *Proof) {
		proven = 0
		if p.Kind == ProofNotLose {
			proven = 1
		}
	}, func(ln Line) error {
		if ln.What != "move" {
			return nil
		}
		id, ok := ids[ln.Args[0]]
		if !ok {
			id = uint32(len(l.names))
			ids[ln.Args[0]] = id
			l.names = append(l.names, ln.Args[0])
		}
		h := keyHash(ln.Key)
		// a win beats a non-loss
		if old, ok := moves[h]; !ok || old>>16 != 0 {
			moves[h] = id | proven<<16
		}
		return nil
	})
	if err != nil {
		l.err = err
		return
	}
	if c.Rules != l.rules {
		l.err = fmt.Errorf("a certificate for rules %q, added as one for %q", c.Rules, l.rules)
		return
	}
	l.moves = moves
	l.ready.Store(true)
}

// lookup returns l's move name for key under rules, and what it keeps;
// it starts reading l if it is not read yet.
func (l *largeBook) lookup(rules, key string) (string, string, bool) {
	if l.rules != rules {
		return "", "", false
	}
	if !l.ready.Load() {
		l.start()
		return "", "", false
	}
	v, ok := l.moves[keyHash(key)]
	if !ok {
		return "", "", false
	}
	return l.names[v&0xffff], provenNames[v>>16], true
}

// keyHash is a position key's 64-bit FNV-1a hash.
func keyHash(key string) uint64 {
	h := fnv.New64a()
	io.WriteString(h, key)
	return h.Sum64()
}
