package tables

import "github.com/fetaix/fetaix/game"

// While the tables are built, a unit's moves are looked up in the classes
// built before it: only their values are needed, not their passes, and
// only until the last unit whose captures and promotions lead there is
// solved. So a finished class is kept as its values alone, a byte each
// when they fit (they do under the default no-progress rule), and
// dropped once no unit left needs it; its file keeps it whole.

// probeTable is the values of one class as the build looks them up: the
// unit being solved reads its working values (v16), a finished class its
// compact copy (v8 when every value fits a byte, else v16).
type probeTable struct {
	shape shape
	v8    []int8
	v16   []value
}

// notPosition8 is notPosition in a byte-wide probe table.
const notPosition8 = -128

// of returns the value of b, of the table's class.
func (t *probeTable) of(b game.Board) value { return t.at(t.shape.index(b)) }

// at returns the value of index i.
func (t *probeTable) at(i int64) value {
	if t.v8 == nil {
		return t.v16[i]
	}
	if v := t.v8[i]; v != notPosition8 {
		return value(v)
	}
	return notPosition
}

// compactOf returns t's values as a finished class's probe table.
func compactOf(t *table) *probeTable {
	for _, v := range t.vals {
		if v != notPosition && (v < -127 || v > 127) {
			return &probeTable{shape: t.class.shape(), v16: t.vals}
		}
	}
	v8 := make([]int8, len(t.vals))
	for i, v := range t.vals {
		if v == notPosition {
			v8[i] = notPosition8
		} else {
			v8[i] = int8(v)
		}
	}
	return &probeTable{shape: t.class.shape(), v8: v8}
}

// lastProbed returns, for each class a move of the units' classes leads
// to (a capture or a promotion, into a class of an earlier unit), the
// place of the last unit with such a move.
func lastProbed(us [][]Class) map[Class]int {
	last := map[Class]int{}
	for k, u := range us {
		for _, c := range u {
			for _, p := range movesInto(c) {
				last[p] = k
			}
		}
	}
	return last
}

// movesInto returns the classes other than c and its flip that c's
// moves may lead to, as their side to move (the opponent of c's) sees
// them: any of the opponent's men and mullas taken, and a man of c's side
// made a mulla or not, with at least one of the two.
func movesInto(c Class) []Class {
	var out []Class
	for promoted := 0; promoted <= min(c.WM, 1); promoted++ {
		for men := 0; men <= c.BM; men++ {
			for mullas := 0; mullas <= c.BK; mullas++ {
				if promoted+men+mullas == 0 || men+mullas == c.BM+c.BK {
					continue
				}
				out = append(out, Class{c.BM - men, c.BK - mullas, c.WM - promoted, c.WK + promoted})
			}
		}
	}
	return out
}
