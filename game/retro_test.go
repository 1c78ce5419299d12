package game

import (
	"math/bits"
	"math/rand"
	"slices"
	"testing"
)

// sortedBoards returns bs sorted, for comparing sets of boards.
func sortedBoards(bs []Board) []Board {
	out := slices.Clone(bs)
	slices.SortFunc(out, func(a, b Board) int {
		switch {
		case a.Us != b.Us:
			return int(a.Us) - int(b.Us)
		case a.Them != b.Them:
			return int(a.Them) - int(b.Them)
		}
		return int(a.Mullas) - int(b.Mullas)
	})
	return out
}

// The boards Children writes are those of the legal moves, applied, and
// HasCapture says whether they are captures, under every rule
// combination; without a capture, QuietMoves counts them and writes those
// that promote.
func TestSuccessorsAreTheLegalMoves(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, r := range allRuleCombos() {
		s := NewSuccessors(r)
		for range 200 {
			p := randomPlacement(rng)
			if p.Count(p.SideToMove()) == 0 {
				continue
			}
			var want []Board
			for _, m := range p.LegalMoves(r, nil) {
				c := p.Apply(m)
				want = append(want, BoardOf(&c))
			}
			if got, want := s.HasCapture(BoardOf(&p)), p.HasCapture(r); got != want {
				t.Fatalf("%s, rules %q: HasCapture %v, want %v", p, r, got, want)
			}
			got := s.Children(BoardOf(&p), nil)
			if !slices.Equal(sortedBoards(got), sortedBoards(want)) {
				t.Fatalf("%s, rules %q: children %v, want %v", p, r, got, want)
			}
			if p.HasCapture(r) {
				continue
			}
			var promoted []Board
			for _, kid := range got {
				if bits.OnesCount32(kid.Mullas) > bits.OnesCount32(BoardOf(&p).Mullas) {
					promoted = append(promoted, kid)
				}
			}
			n, promotions := QuietMoves(BoardOf(&p), nil)
			if n != len(got) || !slices.Equal(sortedBoards(promotions), sortedBoards(promoted)) {
				t.Fatalf("%s, rules %q: QuietMoves gives %d moves and promotions %v, want %d and %v", p, r, n, promotions, len(got), promoted)
			}
		}
	}
}

// QuietParents and the quiet moves are each other's inverse: every quiet
// move that does not promote leads from a parent QuietParents lists, and
// every parent it lists with no capture to make has that quiet move.
func TestQuietParentsUndoQuietMoves(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	r := DefaultRules()
	s := NewSuccessors(r)
	for range 3000 {
		p := randomPlacement(rng)
		if p.Count(White) == 0 || p.Count(Black) == 0 {
			continue
		}
		b := BoardOf(&p)
		if !p.HasCapture(r) {
			for _, kid := range s.Children(b, nil) {
				promoted := bitsCount(kid.Mullas) != bitsCount(b.Mullas)
				if promoted {
					continue
				}
				if !slices.Contains(QuietParents(kid, nil), b) {
					t.Fatalf("%s: the quiet move to %+v is not undone by QuietParents", p, kid)
				}
			}
		}
		for _, parent := range QuietParents(b, nil) {
			pp := parent.Position()
			if s.HasCapture(parent) != pp.HasCapture(r) {
				t.Fatalf("%s: HasCapture %v, the position's %v", pp, s.HasCapture(parent), pp.HasCapture(r))
			}
			if pp.HasCapture(r) {
				continue
			}
			if !slices.Contains(s.Children(parent, nil), b) {
				t.Fatalf("%s: parent %+v has no move to it", p, parent)
			}
		}
	}
}

func bitsCount(b uint32) int {
	n := 0
	for ; b != 0; b &= b - 1 {
		n++
	}
	return n
}
