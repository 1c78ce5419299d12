// Package tables builds endgame tables for Fetaix by retrograde analysis
// and probes them: for every position with few pieces, under one set of
// rules, whether the side to move wins, loses or draws, and in how many
// plies.
//
// A table holds the positions of one material class seen from the side to
// move: a position with Black to move is looked up with its colours
// swapped and the board turned half a turn (game.Board; the board and the
// rules are symmetric that way).
//
// # What a value means
//
// With the no-progress rule off, a value is the distance to the end of the
// game with best play: a win in N plies (the winner fastest), a loss in N
// (the loser slowest), or a draw. With the rule on (N plies without a
// capture or a man move draw), the verdict is exact under the rule for the
// no-progress count of the position, and N counts the plies to the next
// capture or man move — or to the end, when that comes first — on the best
// line: a position with count c whose table distance d is at most the
// rule's limit minus c is decided; otherwise it is a draw. The repetition
// rule changes no value: a shortest win never repeats a position.
package tables

import (
	"fmt"
	"strings"
)

// Class is a material class: White's men and mullas, Black's men and
// mullas, with White to move.
type Class struct {
	WM, WK, BM, BK int
}

// Pieces returns the number of pieces.
func (c Class) Pieces() int { return c.WM + c.WK + c.BM + c.BK }

// Men returns the number of men.
func (c Class) Men() int { return c.WM + c.BM }

// Flip returns the class of the same material with the colours swapped.
func (c Class) Flip() Class { return Class{c.BM, c.BK, c.WM, c.WK} }

// String names the class as its pieces: "wwW-bB" is two white men and a
// white mulla against a black man and a black mulla.
func (c Class) String() string {
	return strings.Repeat("w", c.WM) + strings.Repeat("W", c.WK) + "-" +
		strings.Repeat("b", c.BM) + strings.Repeat("B", c.BK)
}

// ParseClass reads a class name as String writes it.
func ParseClass(s string) (Class, error) {
	w, b, ok := strings.Cut(s, "-")
	c := Class{strings.Count(w, "w"), strings.Count(w, "W"), strings.Count(b, "b"), strings.Count(b, "B")}
	if !ok || c.String() != s || c.WM+c.WK == 0 || c.BM+c.BK == 0 {
		return Class{}, fmt.Errorf("class %q: want White's pieces, '-', Black's (e.g. wwW-bB)", s)
	}
	return c, nil
}

// ClassesUpTo returns every class of 2 to n pieces, each side with at
// least one, in an order in which each class's moves lead only to classes
// before it or to itself and its flip: by pieces, then by men (a capture
// takes a piece, a promotion turns a man into a mulla).
func ClassesUpTo(n int) []Class {
	var out []Class
	for pieces := 2; pieces <= n; pieces++ {
		for men := 0; men <= pieces; men++ {
			for wm := 0; wm <= men; wm++ {
				bm := men - wm
				for wk := 0; wk <= pieces-men; wk++ {
					bk := pieces - men - wk
					if wm+wk > 0 && bm+bk > 0 {
						out = append(out, Class{wm, wk, bm, bk})
					}
				}
			}
		}
	}
	return out
}
