package tables

import (
	"github.com/fetaix/fetaix/game"
)

// table is one class's values, by index, and for each value the pass of
// its unit's solution that decided it (see progress.go).
type table struct {
	class  Class
	vals   []value
	passes []int16
	// extras holds, for the values that got shorter after they were
	// decided, their earlier distances with the passes that decided them.
	extras map[int64][]changePoint
}

// changePoint is a value's distance from a pass on (exported fields: the
// file format reads and writes them).
type changePoint struct {
	Pass, D int16
}

// classTables finds a class's table: one slot per class of at most 12 men
// and 12 mullas a side, written only while no one reads it (between the
// build's phases).
type classTables [game.MaxPieces + 1][game.MaxPieces + 1][game.MaxPieces + 1][game.MaxPieces + 1]*table

func (ct *classTables) get(c Class) *table    { return ct[c.WM][c.WK][c.BM][c.BK] }
func (ct *classTables) set(c Class, t *table) { ct[c.WM][c.WK][c.BM][c.BK] = t }

// solver works out the values of the classes of one unit (a class and
// its flip, whose positions lead into each other), reading the finished
// tables of the classes their captures and promotions lead to.
type solver struct {
	rules  game.Rules
	tables *classTables
	buf    [game.MaxMoves]game.Move
}

// lookup returns the value of p (its side to move's view); a side with no
// piece left has lost.
func (s *solver) lookup(p *game.Position) value {
	if p.Pieces(p.SideToMove()) == 0 {
		return lossIn(0)
	}
	c, i := locate(p)
	return s.tables.get(c).vals[i]
}

// evaluate returns the value of p (White to move) from its moves' values
// as the tables hold them now. A move to a position whose value is not
// known yet counts as a draw, so that repeated passes reach the values from
// below (see solve).
func (s *solver) evaluate(p *game.Position) value {
	moves := p.LegalMoves(s.rules, s.buf[:0])
	if len(moves) == 0 {
		return lossIn(0)
	}
	limit, rule := maxDistance, s.rules.NoProgress > 0
	if rule {
		limit = s.rules.NoProgress
	}
	men := p.Men(game.White)
	best, worst, allWin := maxDistance+1, 0, true
	for i := range moves {
		m := &moves[i]
		child := p.Apply(*m)
		o, d := s.lookup(&child).outcome()
		// with the rule on, a capture or a man's move starts the count
		// again: what the child holds then only has to be decided
		if rule && (m.Captured != 0 || men&m.From.Bit() != 0) {
			d = 0
		}
		switch o {
		case Loss:
			best = min(best, d+1)
			allWin = false
		case Win:
			worst = max(worst, d+1)
		default:
			allWin = false
		}
	}
	switch {
	case best <= limit:
		return winIn(best)
	case allWin && worst <= limit:
		return lossIn(worst)
	}
	return 0
}

// solve fills the tables of the unit's classes: every position starts as
// a draw, and passes over them evaluate each position again, from the
// values of the pass before (so a position decided at pass k rests on
// positions of the unit decided before k), until none changes. Values only
// ever get decided or shorter (a loss's children only shorten their wins),
// so the passes end, with every value the shortest win or longest loss its
// moves allow. Each value's deciding pass, and the passes at which it got
// shorter, are kept: they measure the progress of a won game (progress.go).
func (s *solver) solve(unit []Class) {
	for _, c := range unit {
		t := &table{class: c, vals: make([]value, c.size()), passes: make([]int16, c.size()),
			extras: map[int64][]changePoint{}}
		for i := range t.vals {
			if _, ok := c.position(int64(i)); !ok {
				t.vals[i] = notPosition
			}
		}
		s.tables.set(c, t)
	}
	next := make([][]value, len(unit))
	for pass := 1; ; pass++ {
		changed := false
		for u, c := range unit {
			t := s.tables.get(c)
			next[u] = append(next[u][:0], t.vals...)
			for i, old := range t.vals {
				if old == notPosition {
					continue
				}
				p, _ := c.position(int64(i))
				v := s.evaluate(&p)
				if v == old {
					continue
				}
				next[u][i] = v
				changed = true
				if old != 0 {
					_, d := old.outcome()
					t.extras[int64(i)] = append(t.extras[int64(i)], changePoint{Pass: t.passes[i], D: int16(d)})
				}
				t.passes[i] = int16(min(pass, maxDistance))
			}
		}
		for u, c := range unit {
			t := s.tables.get(c)
			t.vals, next[u] = next[u], t.vals
		}
		if !changed {
			return
		}
	}
}
