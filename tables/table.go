package tables

import (
	"sync/atomic"

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
	extras earlier
}

// changePoint is a value's distance from a pass on (exported fields: the
// file format reads and writes them).
type changePoint struct {
	Pass, D int16
}

// classSlots finds a class's T: one slot per class of at most 12 men and
// 12 mullas a side, nil until the class is built or loaded (a set opened
// from files loads a class when a probe first needs it).
type classSlots[T any] [game.MaxPieces + 1][game.MaxPieces + 1][game.MaxPieces + 1][game.MaxPieces + 1]atomic.Pointer[T]

func (ct *classSlots[T]) get(c Class) *T    { return ct[c.WM][c.WK][c.BM][c.BK].Load() }
func (ct *classSlots[T]) set(c Class, t *T) { ct[c.WM][c.WK][c.BM][c.BK].Store(t) }

// classTables finds a class's table.
type classTables = classSlots[table]
