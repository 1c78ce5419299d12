package practice

import (
	"cmp"
	"maps"
	"strings"
	"sync"
	"time"

	"github.com/fetaix/fetaix/learn"
)

// LearnGap is the least time between two writes of a session's lesson
// progress: a better result within it waits, and is written with the
// next one past it, or as the screen is left or the session ends.
const LearnGap = time.Second

// LearnSaver writes a key holder's lesson progress for one session
// (ui.LearnOptions.Save, whichever door opened the lessons): only when a
// stage of the lessons is met with more stars than written before (so at
// most three writes per stage), at most one per gap. The screen's Save
// and the session's end (Flush) may call it from two goroutines.
type LearnSaver struct {
	write func(learn.Progress) error // merges the progress into the store's
	now   func() time.Time
	gap   time.Duration // between two writes (LearnGap)

	mu      sync.Mutex
	saved   learn.Progress // as read at open, and written since
	pending learn.Progress // better than saved, not written yet (nil: none)
	last    time.Time      // the last write tried
}

// NewLearnSaver returns the saver of a session whose stored progress
// reads saved: write merges a progress into the store's (MergeLearn),
// now is the clock, and gap the least time between two writes (0:
// LearnGap).
func NewLearnSaver(saved learn.Progress, write func(learn.Progress) error, now func() time.Time, gap time.Duration) *LearnSaver {
	return &LearnSaver{write: write, now: now, gap: cmp.Or(gap, LearnGap), saved: maps.Clone(saved)}
}

// Save takes the screen's progress: written if a stage is better in it
// than written before, and the last write is the gap old; kept to write
// later if only the gap is missing.
func (s *LearnSaver) Save(p learn.Progress) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	better := learnKnown(p)
	for id, stars := range better {
		if stars <= s.saved[id] {
			delete(better, id)
		}
	}
	if len(better) == 0 {
		return nil
	}
	if s.pending == nil {
		s.pending = learn.Progress{}
	}
	for id, stars := range better {
		s.pending.Record(id, stars)
	}
	if s.now().Sub(s.last) < s.gap {
		return nil
	}
	return s.writeLocked()
}

// Progress returns the stars as they stand: those written and those
// waiting.
func (s *LearnSaver) Progress() learn.Progress {
	s.mu.Lock()
	defer s.mu.Unlock()
	p := maps.Clone(s.saved)
	for id, stars := range s.pending {
		p.Record(id, stars)
	}
	return p
}

// Flush writes what waits, if anything, whatever the gap.
func (s *LearnSaver) Flush() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending == nil {
		return nil
	}
	return s.writeLocked()
}

// writeLocked writes the pending progress; on an error it stays pending,
// for the next save past the gap or the flush.
func (s *LearnSaver) writeLocked() error {
	s.last = s.now()
	if err := s.write(s.pending); err != nil {
		return err
	}
	for id, stars := range s.pending {
		s.saved.Record(id, stars)
	}
	s.pending = nil
	return nil
}

// learnKnown returns the entries of p whose stage the lessons have: what
// a session may add to the stored progress (a stored entry of a stage
// this program does not know, a newer program's, is kept as it is).
func learnKnown(p learn.Progress) learn.Progress {
	out := learn.Progress{}
	for _, l := range learn.All() {
		for _, st := range l.Stages {
			if stars := p[st.ID]; stars > 0 {
				out.Record(st.ID, stars)
			}
		}
	}
	return out
}

// MergeLearn returns the text of the stored progress old with the better
// stars of p; an entry of old that does not read is dropped (the store's
// text is only ever written here).
func MergeLearn(old string, p learn.Progress) string {
	kept, _ := ReadLearn(old)
	for id, stars := range learnKnown(p) {
		kept.Record(id, stars)
	}
	return kept.String()
}

// ReadLearn reads a stored progress entry by entry: an entry that does
// not read is left out, and the first such is the error.
func ReadLearn(text string) (learn.Progress, error) {
	out := learn.Progress{}
	var first error
	for _, entry := range strings.Fields(text) {
		e, err := learn.ParseProgress(entry)
		if err != nil {
			first = cmp.Or(first, err)
			continue
		}
		for id, stars := range e {
			out.Record(id, stars)
		}
	}
	return out, first
}
