package explore

import (
	"fmt"
	"slices"
	"strings"

	"github.com/fetaix/fetaix/game"
)

// fact is what is proven of a position for its side to move without a
// search: by the rules, the tables or a proof's book.
type fact struct {
	bounds Bounds
	source Source
	by     string
	plies  int // the tables' distance, -1 when none
	book   bool
}

// direct returns what the rules, the tables and the book prove of p
// itself: a position with no move is lost, one at the no-progress limit
// drawn, one the tables cover has their verdict, one where a proof has a
// move for the side to move is won or at least drawn.
func (x *Explorer) direct(p game.Position, r game.Rules) fact {
	none := fact{bounds: anything, plies: -1}
	if p.CountMoves(r, x.buf[:0]) == 0 {
		return fact{bounds: exactly(Loss), source: FromProof, by: "rules: no move left", plies: 0}
	}
	if l := r.NoProgress; l > 0 && p.NoProgress() >= l {
		return fact{bounds: exactly(Draw), source: FromProof, by: "rules: no-progress limit", plies: -1}
	}
	if x.tables != nil {
		if v, err := x.tables.Probe(p); err == nil {
			f := fact{bounds: exactly(tableValue(v.Outcome)), source: FromTable, by: x.tablesName, plies: v.Plies}
			if f.bounds.Low == Draw {
				f.plies = -1
			}
			return f
		}
	}
	if e, ok := x.book.Find(p, r); ok {
		b := Bounds{Draw, Win}
		if e.Proven == "win" {
			b = exactly(Win)
		}
		return fact{bounds: b, source: FromProof, by: proofName(e.Source), plies: -1, book: true}
	}
	return none
}

// proofName names a book entry's certificates.
func proofName(source string) string {
	if source == "" {
		return "proof"
	}
	return "proof " + source
}

// after returns what is proven, for the side that plays it, of move m of
// p: from what is proven of the position it leads to, or else of the
// positions each reply leads to there (a reply's position may be a
// proof's or the tables' where the position after m is neither's).
func (x *Explorer) after(p game.Position, r game.Rules, m game.Move) fact {
	q := p.Apply(m)
	f := x.direct(q, r)
	if f.bounds.Value() == Unknown {
		f = x.expand(q, r, f, max(x.o.ProvePlies, 1))
	}
	f.bounds = f.bounds.Negate()
	f.book = false
	if f.plies >= 0 {
		if r.NoProgress > 0 && q.NoProgress() == 0 {
			f.plies = 1 // m itself is the capture or the man move the tables count to
		} else {
			f.plies++
		}
	}
	return f
}

// expand narrows what direct proved of q (f) by what is proven of every
// reply: q's side to move gets the best of its replies' values. With plies
// above 1, a reply's position not proven by direct is expanded in turn,
// plies−1 deep: a search of plies plies through every move onto the
// rules' ends, the tables and the proofs.
func (x *Explorer) expand(q game.Position, r game.Rules, f fact, plies int) fact {
	lo, hi := Loss.Rank(), Loss.Rank()
	var by []string
	sources := map[Source]bool{}
	for _, rep := range q.LegalMoves(r, nil) {
		if lo == Win.Rank() {
			break // a proven win: no reply does better
		}
		c := q.Apply(rep)
		d := x.direct(c, r)
		if plies > 1 && d.bounds.Value() == Unknown {
			d = x.expand(c, r, d, plies-1)
		}
		g := d.bounds.Negate()
		lo, hi = max(lo, g.Low.Rank()), max(hi, g.High.Rank())
		if g.Proven() {
			sources[d.source] = true
			if !slices.Contains(by, d.by) {
				by = append(by, d.by)
			}
		}
	}
	b := f.bounds.meet(Bounds{ValueOf(lo), ValueOf(hi)})
	if b == f.bounds {
		return f
	}
	src := FromProof
	if sources[FromTable] && !sources[FromProof] {
		src = FromTable
	}
	if f.by != "" && !slices.Contains(by, f.by) {
		by = append([]string{f.by}, by...)
	}
	return fact{bounds: b, source: src, by: strings.Join(by, "; "), plies: -1}
}

// tablesLabel names a set of tables.
func tablesLabel(pieces int) string { return fmt.Sprintf("tables (up to %d pieces)", pieces) }
