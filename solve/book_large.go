package solve

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
)

// largeBook is a book file too large to read when the program starts (the
// start's draw: 1.2 M positions): it is read in the background on the
// first lookup under its rules, and answers once it is read.
type largeBook struct {
	open  func() (io.ReadCloser, error)
	once  sync.Once
	ready atomic.Bool
	done  chan struct{}
	err   error

	rules  string // the rules it is for
	source string // the certificates it is made from (AddLargeFrom)
	table  *bookTable
}

// provenNames are what a large book's entry keeps: "win" or "not lose".
var provenNames = [2]string{"win", "not lose"}

// AddLarge adds a book file (WriteBookFile) under rules (as Rules.String
// gives them) that the book reads in the background when a lookup under
// those rules first needs it (open returns it, gzip-compressed or not);
// until it is read, lookups answer from the others only. Wait reads it at
// once.
func (b *Book) AddLarge(rules string, open func() (io.ReadCloser, error)) {
	b.AddLargeFrom(rules, "", open)
}

// AddLargeFrom is AddLarge for a book made from the certificates source
// names, which Find reports for its entries.
func (b *Book) AddLargeFrom(rules, source string, open func() (io.ReadCloser, error)) {
	b.large = append(b.large, &largeBook{rules: rules, source: source, open: open, done: make(chan struct{})})
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
	defer f.Close() //nolint:errcheck // opened for reading: closing cannot lose data
	t, err := readBookFile(f)
	if err != nil {
		l.err = err
		return
	}
	if t.rules != l.rules {
		l.err = fmt.Errorf("a book for rules %q, added as one for %q", t.rules, l.rules)
		return
	}
	l.table = t
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
	return l.table.lookup(key)
}

// keyHash is a position key's 64-bit FNV-1a hash.
func keyHash[S string | []byte](key S) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(key); i++ {
		h ^= uint64(key[i])
		h *= 1099511628211
	}
	return h
}
