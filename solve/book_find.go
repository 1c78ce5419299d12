package solve

import (
	"strconv"

	"github.com/fetaix/fetaix/game"
)

// BookEntry is what a book proves of a position whose side to move is a
// proof's prover: the proof's move, what it keeps ("win", or "not lose":
// at least a draw) and the certificates it comes from.
type BookEntry struct {
	Move   game.Move
	Proven string
	Source string
}

// Find returns the strongest entry of every book file for p's side to
// move under r: a win over a non-loss. A small certificate's non-loss
// line also covers p from the same board and side at a lower count (a
// not-lose proof is a closed set, see the certificate format); the large
// books look that up themselves. Unlike Lookup it does not start reading
// a large book: call WaitRules first. ok is false when no proof covers p
// with its side to move as the prover.
func (b *Book) Find(p game.Position, r game.Rules) (e BookEntry, ok bool) {
	if b == nil {
		return e, false
	}
	rules, key := r.String(), keyText(&p)
	var best BookMove
	if bm, found := b.rules[rules][key]; found {
		best, ok = bm, true
	} else if small := b.rules[rules]; len(small) > 0 {
		board := key[:len(key)-len(strconv.Itoa(p.NoProgress()))]
		for c := p.NoProgress() - 1; c >= 0 && !ok; c-- {
			if bm, found := small[board+strconv.Itoa(c)]; found && bm.Proven == provenNames[1] {
				best, ok = bm, true
			}
		}
	}
	for _, l := range b.large {
		if best.Proven == provenNames[0] {
			break
		}
		if l.rules != rules || !l.ready.Load() {
			continue
		}
		if mv, proven, found := l.table.lookup(key); found && (!ok || proven == provenNames[0]) {
			best, ok = BookMove{Move: mv, Proven: proven, Source: l.source}, true
		}
	}
	if !ok {
		return e, false
	}
	m, err := game.ParseMove(p, r, best.Move)
	if err != nil {
		return e, false
	}
	return BookEntry{Move: m, Proven: best.Proven, Source: best.Source}, true
}

// WaitRules reads the large books of r now, if they are not yet, and
// returns the first error.
func (b *Book) WaitRules(r game.Rules) error {
	if b == nil {
		return nil
	}
	rules := r.String()
	for _, l := range b.large {
		if l.rules != rules {
			continue
		}
		l.load()
		<-l.done
		if l.err != nil {
			return l.err
		}
	}
	return nil
}
